import { l } from '../schema/text.ts';
import type { TLocalized } from '../schema/common.ts';
import type { TDataSubject } from '../schema/enums.ts';
import type { TDocumentCode } from '../documents/schema.ts';
import type { TBaseProductId, TProductFamily } from './schema.ts';

/** What is written by hand for a base product; ids, editions, variants and samples are derived. */
export interface TBaseProductInput {
  name: TLocalized;
  description: TLocalized;
  icon: string;
  family: TProductFamily;
  dataSubject: TDataSubject | null;
  documents: TDocumentCode[];
  /** The document previewed as a sample (defaults to the first document). */
  sampleDocument?: TDocumentCode;
  situations: TLocalized[];
}

/** Documents of an online product: the privacy policy built from its situations, and the cookie policy. */
const ONLINE_POLICIES: TDocumentCode[] = [
  'POLITICA_CONFIDENTIALITATE',
  'POLITICA_COOKIES',
  'TEXTE_BANNER_COOKIE',
];

const ONLINE_ACCOUNT_SITUATIONS = [
  l('Crearea și administrarea contului de utilizator', 'Creating and managing the user account'),
  l('Formulare de contact și asistență', 'Contact and support forms'),
  l('Cookie-uri și analiza traficului', 'Cookies and traffic analytics'),
];

/**
 * Internal policies: 28 documents, the figure the spec's quiz and package texts give. The first 22
 * (6 policies and procedures, the breach notification form, the impact assessment, the legitimate
 * interest test, 4 records and 9 response templates) with 6 the legal review found an SME needs
 * (docs/facts/content-review.md, section D): the DPO decision, the information security policy, the DPIA
 * screening form, the training log, the whistleblowing procedure and its notice. The quiz shows the
 * count derived from this list, so a card never promises more documents than the customer downloads.
 */
const INTERNAL_POLICY_DOCUMENTS: TDocumentCode[] = [
  'POLITICA_PROTECTIA_DATELOR',
  'POLITICA_RETENTIE',
  'POLITICA_INCALCARI_SECURITATE',
  'POLITICA_EVALUARE_IMPACT',
  'POLITICA_MESAJE_MARKETING',
  'POLITICA_CERERI_PERSOANE_VIZATE',
  'DECIZIE_NUMIRE_DPO',
  'POLITICA_SECURITATE_INFORMATIEI',
  'NOTIFICARE_INCALCARE',
  'EIPD',
  'TEST_INTERES_LEGITIM',
  'FORMULAR_EVALUARE_PRELIMINARA_EIPD',
  'REGISTRU_OPERATOR',
  'REGISTRU_PERSOANA_IMPUTERNICITA',
  'REGISTRU_INCALCARI',
  'REGISTRU_CERERI',
  'REGISTRU_INSTRUIRE',
  'PROCEDURA_AVERTIZARE_INTEGRITATE',
  'NOTA_INFORMARE_AVERTIZORI',
  'MODELE_RASPUNS_INFORMATII_SUPLIMENTARE',
  'MODELE_RASPUNS_CONFIRMARE_INREGISTRARE',
  'MODELE_RASPUNS_DECIZIE_AUTOMATA',
  'MODELE_RASPUNS_RESTRICTIONARE',
  'MODELE_RASPUNS_OPOZITIE',
  'MODELE_RASPUNS_STERGERE',
  'MODELE_RASPUNS_RECTIFICARE',
  'MODELE_RASPUNS_ACCES',
  'MODELE_RASPUNS_PORTABILITATE',
];

/** English-language variants: same situations and documents, generated in English (RO edition only). */
function englishVariant(
  base: TBaseProductInput,
  name: TLocalized,
  description: TLocalized,
): TBaseProductInput {
  return { ...base, name, description };
}

const onlineApp: TBaseProductInput = {
  name: l('Site sau aplicație', 'Website or app'),
  description: l(
    'Politica de confidențialitate și politica de cookie-uri pentru site-ul de prezentare sau aplicația companiei, generate din modul în care colectați date prin formulare, conturi, cookie-uri și instrumente de analiză.',
    'The privacy policy and cookie policy for the company website or app, generated from the way you collect data through forms, accounts, cookies and analytics tools.',
  ),
  icon: 'mdi-web',
  family: 'ONLINE',
  dataSubject: 'ONLINE_USERS',
  documents: ONLINE_POLICIES,
  situations: [...ONLINE_ACCOUNT_SITUATIONS, l('Abonarea la newsletter', 'Newsletter subscription')],
};

const onlineShop: TBaseProductInput = {
  name: l('Magazin online', 'Online shop'),
  description: l(
    'Politica de confidențialitate, politica de cookie-uri și textele de consimțământ pentru magazinul online: cont de client, comenzi, plăți, livrare, retururi, recenzii și newsletter.',
    'The privacy policy, cookie policy and consent texts for the online shop: customer account, orders, payments, delivery, returns, reviews and newsletter.',
  ),
  icon: 'mdi-cart',
  family: 'ONLINE',
  dataSubject: 'ONLINE_SHOP_USERS',
  documents: [...ONLINE_POLICIES, 'CONSIMTAMANT_MAGAZIN_ONLINE'],
  situations: [
    l('Contul de client și istoricul comenzilor', 'Customer account and order history'),
    l('Comanda, plata și facturarea', 'Ordering, payment and invoicing'),
    l('Livrarea prin curier și retururile', 'Courier delivery and returns'),
    l('Recenzii și solicitarea feedbackului', 'Reviews and feedback requests'),
    l('Newsletter și recomandări', 'Newsletter and recommendations'),
  ],
};

const onlineCourses: TBaseProductInput = {
  name: l('Cursuri online', 'Online courses'),
  description: l(
    'Politica de confidențialitate și politica de cookie-uri pentru platforma de cursuri: înscriere, plată, accesul la lecții, evaluare, certificate și înregistrarea sesiunilor live.',
    'The privacy policy and cookie policy for the course platform: enrolment, payment, access to lessons, assessment, certificates and recording of live sessions.',
  ),
  icon: 'mdi-school',
  family: 'ONLINE',
  dataSubject: 'COURSE_ATTENDANTS',
  documents: ONLINE_POLICIES,
  situations: [
    l('Înscrierea la curs și plata', 'Course enrolment and payment'),
    l('Contul de cursant și progresul la lecții', 'Learner account and lesson progress'),
    l('Evaluarea și emiterea certificatelor', 'Assessment and certificates'),
    l('Înregistrarea sesiunilor live', 'Recording live sessions'),
  ],
};

const onlineAccommodation: TBaseProductInput = {
  name: l('Cazare cu rezervări online', 'Accommodation with online booking'),
  description: l(
    'Politica de confidențialitate, politica de cookie-uri și nota de informare pentru oaspeți ale unității de cazare: rezervare și plată online, check-in, fișa de anunțare a sosirii, servicii de cazare și promovare.',
    'The privacy policy, cookie policy and guest privacy notice of the accommodation: online booking and payment, check-in, the guest registration card, accommodation services and promotion.',
  ),
  icon: 'mdi-bed',
  family: 'ONLINE',
  dataSubject: 'ACCOMMODATION_GUESTS',
  documents: [...ONLINE_POLICIES, 'NOTA_INFORMARE_OASPETI'],
  situations: [
    l('Contul de utilizator', 'User account'),
    l('Rezervarea și plata online', 'Online booking and payment'),
    l('Check-in și fișa de anunțare a sosirii', 'Check-in and the guest registration card'),
    l('Servicii de cazare și supraveghere video', 'Accommodation services and video surveillance'),
    l('Promovare și recenzii', 'Promotion and reviews'),
  ],
};

/** Hand-written content of every base product (RO and EN editions). */
export const baseProducts: Record<TBaseProductId, TBaseProductInput> = {
  PERSONAL_CLIENTS: {
    name: l('Clienți persoane fizice', 'Individual clients'),
    description: l(
      'Nota de informare și formularul de consimțământ pentru clienții persoane fizice, generate din situațiile în care le prelucrați datele: ofertare, contract, facturare, livrare, reclamații, feedback și marketing.',
      'The privacy notice and consent form for individual clients, generated from the situations in which you process their data: quotes, contract, invoicing, delivery, complaints, feedback and marketing.',
    ),
    icon: 'mdi-account',
    family: 'CLIENTS_SUPPLIERS',
    dataSubject: 'PERSONAL_CLIENTS',
    documents: ['NOTA_INFORMARE_CLIENTI_PF', 'CONSIMTAMANT_CLIENTI_PF'],
    situations: [
      l('Ofertarea și încheierea contractului', 'Quotes and concluding the contract'),
      l('Facturarea și încasarea', 'Invoicing and payment'),
      l('Livrarea produselor și prestarea serviciilor', 'Delivering products and services'),
      l('Reclamații și garanție', 'Complaints and warranty'),
      l('Solicitarea feedbackului și mărturii', 'Feedback requests and testimonials'),
    ],
  },
  BUSINESS_CLIENTS: {
    name: l('Clienți persoane juridice', 'Business clients'),
    description: l(
      'Nota de informare pentru reprezentanții și persoanele de contact ale clienților persoane juridice, ale căror date le prelucrați la negocierea și derularea contractelor.',
      'The privacy notice for representatives and contact persons of business clients, whose data you process when negotiating and running contracts.',
    ),
    icon: 'mdi-domain',
    family: 'CLIENTS_SUPPLIERS',
    dataSubject: 'BUSINESS_CLIENTS',
    documents: ['NOTA_INFORMARE_CLIENTI_PJ'],
    situations: [
      l('Negocierea și încheierea contractului', 'Negotiating and concluding the contract'),
      l('Derularea contractului și comunicarea curentă', 'Running the contract and day-to-day communication'),
      l('Facturare și recuperarea creanțelor', 'Invoicing and debt recovery'),
      l('Litigii', 'Disputes'),
    ],
  },
  PERSONAL_SUPPLIERS: {
    name: l('Furnizori persoane fizice', 'Individual suppliers'),
    description: l(
      'Nota de informare pentru furnizorii și colaboratorii persoane fizice, PFA și liber-profesioniști: selecție, contract, plăți și obligațiile fiscale aferente.',
      'The privacy notice for individual suppliers, contractors, sole traders and freelancers: selection, contract, payments and the related tax obligations.',
    ),
    icon: 'mdi-account-hard-hat',
    family: 'CLIENTS_SUPPLIERS',
    dataSubject: 'PERSONAL_SUPPLIERS',
    documents: ['NOTA_INFORMARE_FURNIZORI_PF'],
    situations: [
      l('Selecția furnizorului', 'Selecting the supplier'),
      l('Încheierea și executarea contractului', 'Concluding and performing the contract'),
      l('Plăți și declarații fiscale', 'Payments and tax returns'),
    ],
  },
  BUSINESS_SUPPLIERS: {
    name: l('Furnizori persoane juridice', 'Business suppliers'),
    description: l(
      'Nota de informare pentru reprezentanții și persoanele de contact ale furnizorilor persoane juridice: contract, comunicare, acces în sediu.',
      'The privacy notice for representatives and contact persons of business suppliers: contract, communication, access to the premises.',
    ),
    icon: 'mdi-truck',
    family: 'CLIENTS_SUPPLIERS',
    dataSubject: 'BUSINESS_SUPPLIERS',
    documents: ['NOTA_INFORMARE_FURNIZORI_PJ'],
    situations: [
      l('Încheierea și derularea contractului', 'Concluding and running the contract'),
      l('Comunicarea cu persoanele de contact', 'Communication with contact persons'),
      l('Accesul în sediu', 'Access to the premises'),
    ],
  },
  RECRUITMENT: {
    name: l('Recrutare', 'Recruitment'),
    description: l(
      'Nota de informare pentru candidați și formularul de consimțământ pentru păstrarea CV-urilor în baza de candidați, generate din procesul dumneavoastră de recrutare.',
      'The privacy notice for job candidates and the consent form for keeping CVs in the talent pool, generated from your recruitment process.',
    ),
    icon: 'mdi-account-search',
    family: 'HR',
    dataSubject: 'CANDIDATES',
    documents: ['NOTA_INFORMARE_CANDIDATI', 'CONSIMTAMANT_CANDIDATI'],
    situations: [
      l('Anunțuri de angajare și primirea CV-urilor', 'Job ads and receiving CVs'),
      l('Interviuri și teste', 'Interviews and tests'),
      l('Verificarea referințelor', 'Checking references'),
      l('Baza de candidați pentru posturi viitoare', 'Talent pool for future openings'),
    ],
  },
  EMPLOYEES: {
    name: l('Angajați', 'Employees'),
    description: l(
      'Nota de informare pentru angajați, formularul de consimțământ pentru prelucrările opționale și actul adițional de confidențialitate, generate din situațiile relației de muncă.',
      'The employee privacy notice, the consent form for optional processing and the confidentiality addendum, generated from the situations of the employment relationship.',
    ),
    icon: 'mdi-account-tie',
    family: 'HR',
    dataSubject: 'EMPLOYEES',
    documents: [
      'NOTA_INFORMARE_ANGAJATI',
      'CONSIMTAMANT_ANGAJATI',
      'ACT_ADITIONAL_CONFIDENTIALITATE',
      'POLITICA_UTILIZARE_IT',
    ],
    situations: [
      l('Încheierea contractului individual de muncă', 'Concluding the employment contract'),
      l('Derularea relației de muncă și salarizarea', 'The employment relationship and payroll'),
      l('Sănătate și securitate în muncă', 'Health and safety at work'),
      l('Monitorizare și securitate', 'Monitoring and security'),
      l('Litigii de muncă', 'Employment disputes'),
    ],
  },
  PATIENTS: {
    name: l('Pacienți', 'Patients'),
    description: l(
      'Nota de informare și formularul de consimțământ pentru pacienți, pentru cabinete și clinici care prelucrează date privind sănătatea.',
      'The patient privacy notice and consent form, for practices and clinics that process health data.',
    ),
    icon: 'mdi-medical-bag',
    family: 'CLIENTS_SUPPLIERS',
    dataSubject: 'PATIENTS',
    documents: ['NOTA_INFORMARE_PACIENTI', 'CONSIMTAMANT_PACIENTI'],
    situations: [
      l('Programări', 'Appointments'),
      l('Consultații, diagnostic și tratament', 'Consultations, diagnosis and treatment'),
      l('Fișa medicală și raportările obligatorii', 'Medical records and mandatory reporting'),
      l('Facturare și decontare', 'Invoicing and reimbursement'),
    ],
  },
  OFFLINE_EVENTS: {
    name: l('Evenimente', 'Events'),
    description: l(
      'Nota de informare și formularul de consimțământ pentru participanții la conferințe, workshopuri, lansări și alte evenimente fizice.',
      'The privacy notice and consent form for attendees of conferences, workshops, launches and other in-person events.',
    ),
    icon: 'mdi-calendar-star',
    family: 'EVENTS',
    dataSubject: 'EVENT_ATTENDANTS',
    documents: [
      'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE',
      'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE',
      'CONSIMTAMANT_PARINTI',
    ],
    situations: [
      l('Înscrierea la eveniment', 'Event registration'),
      l('Check-in și participare', 'Check-in and attendance'),
      l('Fotografii și filmări', 'Photos and filming'),
      l('Comunicări după eveniment', 'Follow-up after the event'),
    ],
  },
  ONLINE_EVENTS: {
    name: l('Evenimente online', 'Online events'),
    description: l(
      'Nota de informare și formularul de consimțământ pentru participanții la webinare și evenimente online, inclusiv pentru înregistrarea sesiunilor.',
      'The privacy notice and consent form for attendees of webinars and online events, including recording the sessions.',
    ),
    icon: 'mdi-video-account',
    family: 'EVENTS',
    dataSubject: 'ONLINE_EVENT_ATTENDANTS',
    documents: [
      'NOTA_INFORMARE_PARTICIPANTI_EVENIMENTE_ONLINE',
      'CONSIMTAMANT_PARTICIPANTI_EVENIMENTE_ONLINE',
      'CONSIMTAMANT_PARINTI',
    ],
    situations: [
      l('Înscrierea la eveniment', 'Event registration'),
      l('Participarea pe platforma online', 'Attending on the online platform'),
      l('Înregistrarea și publicarea sesiunii', 'Recording and publishing the session'),
      l('Comunicări după eveniment', 'Follow-up after the event'),
    ],
  },
  ONLINE_APP: onlineApp,
  ONLINE_APP_EN: englishVariant(
    onlineApp,
    l('Site sau aplicație (în limba engleză)', 'Website or app (English version)'),
    l(
      'Aceleași documente ca pachetul Site sau aplicație, generate în limba engleză pentru versiunea în engleză a site-ului.',
      'The same documents as the Website or app package, generated in English for the English version of your site.',
    ),
  ),
  ONLINE_APP_TERMS: {
    name: l('Termeni și condiții pentru site sau aplicație', 'Website or app terms of use'),
    description: l(
      'Termenii și condițiile de utilizare a site-ului sau a aplicației, cu informațiile cerute de legea comerțului electronic.',
      'The terms of use of the website or app, with the information e-commerce law requires.',
    ),
    icon: 'mdi-text-box-check-outline',
    family: 'ONLINE',
    dataSubject: null,
    documents: ['TERMENI_CONDITII_APLICATIE'],
    situations: [
      l('Crearea contului și regulile de utilizare', 'Account creation and rules of use'),
      l('Proprietate intelectuală și răspundere', 'Intellectual property and liability'),
    ],
  },
  ONLINE_RESTAURANT: {
    name: l('Restaurant cu comenzi online', 'Restaurant with online orders'),
    description: l(
      'Politica de confidențialitate, politica de cookie-uri și nota de informare pentru clienții restaurantului: rezervări, comenzi online și livrare, plăți, program de fidelitate.',
      "The privacy policy, cookie policy and privacy notice for the restaurant's customers: reservations, online orders and delivery, payments, loyalty scheme.",
    ),
    icon: 'mdi-silverware-fork-knife',
    family: 'ONLINE',
    dataSubject: 'ONLINE_RESTAURANT_USERS',
    documents: [...ONLINE_POLICIES, 'NOTA_INFORMARE_RESTAURANT'],
    situations: [
      l('Rezervări', 'Reservations'),
      l('Comenzi online și livrare', 'Online orders and delivery'),
      l('Plata comenzii', 'Paying for the order'),
      l('Program de fidelitate și oferte', 'Loyalty scheme and offers'),
    ],
  },
  ONLINE_SHOP: onlineShop,
  ONLINE_SHOP_EN: englishVariant(
    onlineShop,
    l('Magazin online (în limba engleză)', 'Online shop (English version)'),
    l(
      'Aceleași documente ca pachetul Magazin online, generate în limba engleză pentru versiunea în engleză a magazinului.',
      'The same documents as the Online shop package, generated in English for the English version of your shop.',
    ),
  ),
  ONLINE_SHOP_TERMS: {
    name: l('Termeni și condiții pentru magazinul online', 'Online shop terms and conditions'),
    description: l(
      'Termenii și condițiile magazinului online și formularul de retragere din contract, cu drepturile consumatorilor la cumpărăturile la distanță.',
      'The online shop terms and conditions and the withdrawal form, with the rights consumers have when buying at a distance.',
    ),
    icon: 'mdi-cart-check',
    family: 'ONLINE',
    dataSubject: null,
    documents: ['TERMENI_CONDITII_MAGAZIN_ONLINE', 'FORMULAR_RETRAGERE'],
    situations: [
      l('Comanda și contractul la distanță', 'Ordering and the distance contract'),
      l('Livrare, retur și dreptul de retragere', 'Delivery, returns and the right of withdrawal'),
      l('Garanții și reclamații', 'Guarantees and complaints'),
    ],
  },
  ONLINE_COURSES: onlineCourses,
  ONLINE_COURSES_EN: englishVariant(
    onlineCourses,
    l('Cursuri online (în limba engleză)', 'Online courses (English version)'),
    l(
      'Aceleași documente ca pachetul Cursuri online, generate în limba engleză pentru cursanții internaționali.',
      'The same documents as the Online courses package, generated in English for international learners.',
    ),
  ),
  ONLINE_COURSES_TERMS: {
    name: l('Termeni și condiții pentru cursuri online', 'Online courses terms and conditions'),
    description: l(
      'Condițiile de înscriere, plată, acces la materiale, drepturi de autor, certificate și renunțare pentru cursurile online.',
      'The terms of enrolment, payment, access to materials, copyright, certificates and cancellation for online courses.',
    ),
    icon: 'mdi-book-check-outline',
    family: 'ONLINE',
    dataSubject: null,
    documents: ['TERMENI_CONDITII_CURSURI'],
    situations: [
      l('Înscriere, plată și renunțare', 'Enrolment, payment and cancellation'),
      l('Accesul la conținut și drepturile de autor', 'Access to content and copyright'),
    ],
  },
  ONLINE_REAL_ESTATE: {
    name: l('Platformă imobiliară', 'Real estate platform'),
    description: l(
      'Politica de confidențialitate și politica de cookie-uri pentru site-ul de anunțuri imobiliare sau al agenției: conturi, anunțuri, solicitări de vizionare, comunicarea dintre proprietari și interesați.',
      'The privacy policy and cookie policy for the listings or agency website: accounts, listings, viewing requests, messages between owners and prospects.',
    ),
    icon: 'mdi-home-city',
    family: 'ONLINE',
    dataSubject: 'REAL_ESTATE_USERS',
    documents: ONLINE_POLICIES,
    situations: [
      ...ONLINE_ACCOUNT_SITUATIONS.slice(0, 1),
      l('Publicarea anunțurilor', 'Publishing listings'),
      l('Solicitări de vizionare și mesaje', 'Viewing requests and messages'),
      l('Alerte și recomandări de proprietăți', 'Property alerts and recommendations'),
    ],
  },
  ONLINE_REAL_ESTATE_TERMS: {
    name: l('Termeni și condiții pentru platforma imobiliară', 'Real estate platform terms and conditions'),
    description: l(
      'Regulile platformei de anunțuri imobiliare: conturi, publicarea și moderarea anunțurilor, raportarea conținutului ilegal, răspundere.',
      'The rules of the real estate listings platform: accounts, publishing and moderating listings, reporting illegal content, liability.',
    ),
    icon: 'mdi-home-search',
    family: 'ONLINE',
    dataSubject: null,
    documents: ['TERMENI_CONDITII_IMOBILIARE'],
    situations: [
      l('Publicarea și moderarea anunțurilor', 'Publishing and moderating listings'),
      l('Contactul dintre utilizatori', 'Contact between users'),
    ],
  },
  ONLINE_ACCOMMODATION: onlineAccommodation,
  ONLINE_ACCOMMODATION_EN: englishVariant(
    onlineAccommodation,
    l('Cazare cu rezervări online (în limba engleză)', 'Accommodation with online booking (English version)'),
    l(
      'Aceleași documente ca pachetul Cazare cu rezervări online, generate în limba engleză pentru oaspeții străini.',
      'The same documents as the Accommodation with online booking package, generated in English for foreign guests.',
    ),
  ),
  ONLINE_ACCOMMODATION_TERMS: {
    name: l('Termeni și condiții de rezervare și cazare', 'Booking and accommodation terms'),
    description: l(
      'Condițiile de rezervare, plată, anulare, check-in și check-out și regulamentul unității de cazare.',
      'The terms of booking, payment, cancellation, check-in and check-out, and the house rules.',
    ),
    icon: 'mdi-key-chain',
    family: 'ONLINE',
    dataSubject: null,
    documents: ['TERMENI_CONDITII_CAZARE'],
    situations: [
      l('Rezervare, plată și anulare', 'Booking, payment and cancellation'),
      l('Regulamentul unității', 'House rules'),
    ],
  },
  DPA: {
    name: l(
      'Contracte privind prelucrarea și transmiterea datelor',
      'Data processing and sharing agreements',
    ),
    description: l(
      'Acordul cu persoanele împuternicite (contabilitate, salarizare, IT, cloud), acordul între operatori independenți, acordul între operatori asociați și anexa pentru transferurile în afara Spațiului Economic European.',
      'The processor agreement (accounting, payroll, IT, cloud), the controller-to-controller agreement, the joint controller arrangement and the annex for transfers outside the European Economic Area.',
    ),
    icon: 'mdi-handshake',
    family: 'CONTRACTS',
    dataSubject: null,
    documents: [
      'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
      'CONTRACT_OPERATOR_OPERATOR',
      'CONTRACT_OPERATORI_ASOCIATI',
      'ANEXA_TRANSFER_INTERNATIONAL',
    ],
    situations: [
      l(
        'Furnizori care prelucrează date în numele companiei',
        'Providers processing data on the company’s behalf',
      ),
      l('Schimb de date cu parteneri', 'Sharing data with partners'),
      l('Activități organizate împreună cu alte companii', 'Activities run jointly with other companies'),
      l('Transferuri în afara SEE', 'Transfers outside the EEA'),
    ],
  },
  MARKETING: {
    name: l('Marketing', 'Marketing'),
    description: l(
      'Formularul de consimțământ pentru comunicări comerciale și procedura pentru campanii de e-mail și SMS conforme.',
      'The consent form for commercial communications and the procedure for compliant e-mail and SMS campaigns.',
    ),
    icon: 'mdi-email-newsletter',
    family: 'MARKETING',
    dataSubject: null,
    documents: ['CONSIMTAMANT_MARKETING', 'PROCEDURA_MARKETING'],
    situations: [
      l('Newsletter și campanii prin e-mail', 'Newsletters and e-mail campaigns'),
      l('Mesaje SMS și apeluri comerciale', 'SMS messages and sales calls'),
      l('Gestionarea dezabonărilor', 'Handling unsubscribes'),
    ],
  },
  CCTV: {
    name: l('Supraveghere video', 'Video surveillance'),
    description: l(
      'Afișul de avertizare, nota de informare și politica internă pentru camerele de supraveghere din sediu, depozit sau magazin.',
      'The warning sign, privacy notice and internal policy for surveillance cameras at the office, warehouse or shop.',
    ),
    icon: 'mdi-cctv',
    family: 'SURVEILLANCE',
    dataSubject: null,
    documents: [
      'AFIS_SUPRAVEGHERE_VIDEO',
      'NOTA_INFORMARE_CCTV',
      'POLITICA_SUPRAVEGHERE_VIDEO',
      'REGISTRU_ACCES_CCTV',
    ],
    sampleDocument: 'NOTA_INFORMARE_CCTV',
    situations: [
      l('Securitatea persoanelor și a bunurilor', 'Safety of people and property'),
      l('Accesul la imagini și păstrarea lor', 'Access to footage and its retention'),
      l('Monitorizarea zonelor de lucru', 'Monitoring work areas'),
    ],
  },
  INTERNAL_POLICIES: {
    name: l('Politici interne', 'Internal policies'),
    description: l(
      'Politicile și procedurile interne cerute de principiul responsabilității: protecția datelor, păstrarea datelor, încălcările de securitate, evaluarea impactului, marketingul, cererile persoanelor vizate, plus registrele obligatorii, modelele de răspuns, EIPD și testul interesului legitim.',
      'The internal policies and procedures the accountability principle requires: data protection, retention, breaches, impact assessment, marketing, data-subject requests, plus the mandatory records, response templates, the DPIA and the legitimate interest assessment.',
    ),
    icon: 'mdi-shield-lock',
    family: 'INTERNAL',
    dataSubject: null,
    documents: INTERNAL_POLICY_DOCUMENTS,
    sampleDocument: 'REGISTRU_OPERATOR',
    situations: [
      l('Evidența (registrul) activităților de prelucrare', 'Record of processing activities'),
      l('Gestionarea încălcărilor de securitate', 'Handling security breaches'),
      l('Răspunsul la cererile persoanelor vizate', 'Answering data-subject requests'),
      l('Păstrarea și ștergerea datelor', 'Retention and deletion of data'),
      l('Evaluarea impactului și a interesului legitim', 'Impact and legitimate interest assessments'),
    ],
  },
};

/** English-language variants of the RO edition, and the base product each one follows. */
export const ENGLISH_VARIANTS: Partial<Record<TBaseProductId, TBaseProductId>> = {
  ONLINE_APP_EN: 'ONLINE_APP',
  ONLINE_SHOP_EN: 'ONLINE_SHOP',
  ONLINE_COURSES_EN: 'ONLINE_COURSES',
  ONLINE_ACCOMMODATION_EN: 'ONLINE_ACCOMMODATION',
};

/** The always-available UTILS group (docs/spec/catalogues.md §4). */
export const utilsGroupInput = {
  id: 'UTILS' as const,
  name: l('Documente utile', 'Useful documents'),
  description: l(
    'Ghidul de utilizare a documentelor și arhiva tuturor documentelor, disponibile oricând.',
    'The guide to using your documents and the archive of all documents, always available.',
  ),
  icon: 'mdi-toolbox-outline',
  documents: ['GHID_UTILIZARE_DOCUMENTE', 'ARCHIVE'] satisfies TDocumentCode[],
  alwaysAvailable: true as const,
};
