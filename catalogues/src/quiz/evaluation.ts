import { l } from '../schema/common.ts';
import type { z } from 'zod';
import type { ZQuizSchema, ZResultCategorySchema } from './schema.ts';

/**
 * The public evaluation quiz, written once with the products of the RO and EN editions; the INT
 * quiz is derived from it by replacing each product with its INT_ variant (quiz/index.ts).
 */
export const evaluationQuizInput: z.input<typeof ZQuizSchema> = {
  id: 'evaluation',
  edition: 'RO',
  estimatedMinutes: 5,
  alwaysRecommended: ['INTERNAL_POLICIES'],
  topics: [
    {
      id: 'online',
      name: l('Site și mediul online', 'Website and online'),
      description: l(
        'Datele pe care le colectați prin site, aplicație sau magazinul online.',
        'The data you collect through your website, app or online shop.',
      ),
      icon: 'mdi-web',
      questions: [
        {
          id: 'online.website',
          text: l('Compania are un site sau o aplicație?', 'Does the company have a website or an app?'),
          description: l(
            'Chiar și un site de prezentare cu formular de contact sau cu un instrument de analiză a traficului colectează date personale și are nevoie de o politică de confidențialitate și de o politică de cookie-uri.',
            'Even a brochure site with a contact form or a traffic analytics tool collects personal data and needs a privacy policy and a cookie policy.',
          ),
          configuredProducts: ['ONLINE_APP', 'ONLINE_APP_TERMS'],
          followUpQuestions: [
            {
              id: 'online.website.shop',
              text: l(
                'Vindeți produse prin site (magazin online)?',
                'Do you sell products through the site (online shop)?',
              ),
              description: l(
                'Comenzile, plățile și livrările aduc obligații suplimentare de informare și un contract la distanță.',
                'Orders, payments and deliveries bring extra information duties and a distance contract.',
              ),
              configuredProducts: ['ONLINE_SHOP', 'ONLINE_SHOP_TERMS'],
            },
            {
              id: 'online.website.restaurant',
              text: l(
                'Primiți comenzi sau rezervări online pentru un restaurant?',
                'Do you take online orders or reservations for a restaurant?',
              ),
              configuredProducts: ['ONLINE_RESTAURANT'],
            },
            {
              id: 'online.website.courses',
              text: l(
                'Vindeți cursuri sau programe de formare online?',
                'Do you sell online courses or training?',
              ),
              configuredProducts: ['ONLINE_COURSES', 'ONLINE_COURSES_TERMS'],
            },
            {
              id: 'online.website.realEstate',
              text: l(
                'Publicați anunțuri imobiliare sau intermediați tranzacții imobiliare prin site?',
                'Do you publish property listings or broker property deals through the site?',
              ),
              configuredProducts: ['ONLINE_REAL_ESTATE', 'ONLINE_REAL_ESTATE_TERMS'],
            },
            {
              id: 'online.website.accommodation',
              text: l(
                'Primiți rezervări online pentru o unitate de cazare (hotel, pensiune, apartamente)?',
                'Do you take online bookings for accommodation (hotel, guesthouse, apartments)?',
              ),
              configuredProducts: ['ONLINE_ACCOMMODATION', 'ONLINE_ACCOMMODATION_TERMS'],
            },
          ],
        },
      ],
    },
    {
      id: 'clients',
      name: l('Clienți și furnizori', 'Clients and suppliers'),
      description: l(
        'Cu cine lucrați: persoane fizice, companii, colaboratori.',
        'Who you work with: individuals, companies, contractors.',
      ),
      icon: 'mdi-account-group',
      questions: [
        {
          id: 'clients.individuals',
          text: l('Aveți clienți persoane fizice?', 'Do you have individual clients?'),
          description: l(
            'De exemplu cumpărători, beneficiari ai serviciilor dumneavoastră, abonați.',
            'For example buyers, users of your services, subscribers.',
          ),
          configuredProducts: ['PERSONAL_CLIENTS'],
          followUpQuestions: [
            {
              id: 'clients.individuals.patients',
              text: l(
                'Clienții dumneavoastră sunt pacienți (cabinet medical, stomatologic, clinică, laborator)?',
                'Are your clients patients (medical or dental practice, clinic, laboratory)?',
              ),
              description: l(
                'Datele privind sănătatea fac parte din categoriile speciale de date cu caracter personal (art. 9 GDPR) și cer documente dedicate.',
                'Health data belong to the special categories of personal data (Article 9 GDPR) and need dedicated documents.',
              ),
              configuredProducts: ['PATIENTS'],
            },
          ],
        },
        {
          id: 'clients.businesses',
          text: l('Aveți clienți persoane juridice?', 'Do you have business clients?'),
          description: l(
            'Prelucrați datele reprezentanților și ale persoanelor lor de contact.',
            'You process the data of their representatives and contact persons.',
          ),
          configuredProducts: ['BUSINESS_CLIENTS'],
        },
        {
          id: 'clients.individualSuppliers',
          text: l(
            'Lucrați cu furnizori sau colaboratori persoane fizice (PFA, liber-profesioniști, colaboratori cu drepturi de autor)?',
            'Do you work with individual suppliers or contractors (sole traders, freelancers, contractors paid copyright royalties)?',
          ),
          configuredProducts: ['PERSONAL_SUPPLIERS'],
        },
        {
          id: 'clients.businessSuppliers',
          text: l('Aveți furnizori persoane juridice?', 'Do you have business suppliers?'),
          configuredProducts: ['BUSINESS_SUPPLIERS'],
        },
      ],
    },
    {
      id: 'events',
      name: l('Evenimente', 'Events'),
      description: l('Evenimentele pe care le organizați.', 'The events you organise.'),
      icon: 'mdi-calendar-star',
      questions: [
        {
          id: 'events.offline',
          text: l(
            'Organizați evenimente cu participanți: conferințe, workshopuri, lansări, petreceri?',
            'Do you organise events with attendees: conferences, workshops, launches, parties?',
          ),
          description: l(
            'Înscrierea, fotografiile și filmările de la eveniment sunt prelucrări de date.',
            'Registration, photos and filming at the event are processing of personal data.',
          ),
          configuredProducts: ['OFFLINE_EVENTS'],
        },
        {
          id: 'events.online',
          text: l(
            'Organizați webinare sau alte evenimente online?',
            'Do you organise webinars or other online events?',
          ),
          configuredProducts: ['ONLINE_EVENTS'],
        },
      ],
    },
    {
      id: 'hr',
      name: l('Resurse umane', 'Human resources'),
      description: l('Angajații și candidații companiei.', "The company's employees and job candidates."),
      icon: 'mdi-account-tie',
      questions: [
        {
          id: 'hr.employees',
          text: l('Aveți angajați?', 'Do you have employees?'),
          description: l(
            'Inclusiv angajați cu normă parțială sau pe perioadă determinată.',
            'Including part-time and fixed-term employees.',
          ),
          configuredProducts: ['EMPLOYEES'],
        },
        {
          id: 'hr.recruitment',
          text: l(
            'Recrutați personal (publicați anunțuri, primiți CV-uri)?',
            'Do you recruit staff (publish job ads, receive CVs)?',
          ),
          configuredProducts: ['RECRUITMENT'],
        },
      ],
    },
    {
      id: 'internal',
      name: l('Măsuri interne', 'Internal measures'),
      description: l(
        'Supraveghere, marketing și furnizorii cărora le transmiteți date.',
        'Surveillance, marketing and the providers you pass data to.',
      ),
      icon: 'mdi-shield-lock',
      questions: [
        {
          id: 'internal.cctv',
          text: l(
            'Aveți camere de supraveghere video în sediu, depozit sau magazin?',
            'Do you have surveillance cameras at your office, warehouse or shop?',
          ),
          configuredProducts: ['CCTV'],
        },
        {
          id: 'internal.marketing',
          text: l(
            'Trimiteți newslettere, SMS-uri sau alte mesaje de marketing?',
            'Do you send newsletters, text messages or other marketing messages?',
          ),
          configuredProducts: ['MARKETING'],
        },
        {
          id: 'internal.transfers',
          text: l(
            'Transmiteți date personale altor firme: contabilitate sau salarizare externă, IT, găzduire, curierat ori parteneri?',
            'Do you pass personal data to other firms: outsourced accounting or payroll, IT, hosting, couriers or partners?',
          ),
          description: l(
            'Fiecare furnizor care prelucrează date în numele dumneavoastră trebuie să semneze un acord de prelucrare.',
            'Every provider that processes data on your behalf must sign a data processing agreement.',
          ),
          configuredProducts: ['DPA'],
        },
      ],
    },
  ],
};

/** How the results page presents each product family (docs/spec/catalogues.md §11.1 "result categories"). */
export const resultCategoriesInput: z.input<typeof ZResultCategorySchema>[] = [
  {
    id: 'CLIENTS_SUPPLIERS',
    name: l('Clienți și furnizori', 'Clients and suppliers'),
    description: l(
      'Orice companie care are clienți sau furnizori le prelucrează datele și trebuie să îi informeze despre asta.',
      'Any company with clients or suppliers processes their data and must tell them about it.',
    ),
    icon: 'mdi-account-group',
  },
  {
    id: 'HR',
    name: l('Resurse umane', 'Human resources'),
    description: l(
      'Recrutarea și relația de muncă implică numeroase date, unele sensibile, pe care angajații și candidații trebuie să le cunoască.',
      'Recruitment and employment involve a lot of data, some of it sensitive, that employees and candidates must be told about.',
    ),
    icon: 'mdi-account-tie',
  },
  {
    id: 'EVENTS',
    name: l('Evenimente', 'Events'),
    description: l(
      'Înscrierile, fotografiile și înregistrările de la evenimente cer informare și, uneori, consimțământ.',
      'Registrations, photos and recordings at events require information and sometimes consent.',
    ),
    icon: 'mdi-calendar-star',
  },
  {
    id: 'ONLINE',
    name: l('Online', 'Online'),
    description: l(
      'Site-ul, aplicația sau magazinul online au nevoie de politici publicate și, după caz, de termeni și condiții.',
      'The website, app or online shop need published policies and, where relevant, terms and conditions.',
    ),
    icon: 'mdi-web',
  },
  {
    id: 'CONTRACTS',
    name: l('Contracte cu parteneri', 'Agreements with partners'),
    description: l(
      'Când alte firme primesc sau prelucrează date pentru dumneavoastră, legea cere contracte cu clauze specifice.',
      'When other firms receive or process data for you, the law requires agreements with specific clauses.',
    ),
    icon: 'mdi-handshake',
  },
  {
    id: 'MARKETING',
    name: l('Marketing', 'Marketing'),
    description: l(
      'Mesajele comerciale cer acord prealabil și o procedură clară de dezabonare.',
      'Commercial messages require prior consent and a clear unsubscribe procedure.',
    ),
    icon: 'mdi-email-newsletter',
  },
  {
    id: 'SURVEILLANCE',
    name: l('Supraveghere video', 'Video surveillance'),
    description: l(
      'Camerele de supraveghere cer afișare, informare și reguli interne stricte de păstrare și acces.',
      'Surveillance cameras require signs, information and strict internal rules on retention and access.',
    ),
    icon: 'mdi-cctv',
  },
  {
    id: 'INTERNAL',
    name: l('Politici interne', 'Internal policies'),
    description: l(
      'Registrele, procedurile și modelele de răspuns pe care orice operator trebuie să le aibă, indiferent de domeniu.',
      'The records, procedures and response templates every controller needs, whatever its field.',
    ),
    icon: 'mdi-shield-lock',
  },
];
