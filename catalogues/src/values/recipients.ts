import { l } from '../schema/common.ts';
import type { TEntryBody, TRecipientEntry } from './schema.ts';

/**
 * Recipients or categories of recipients (docs/spec/catalogues.md §9.2). Romanian bodies carry an `int` label that
 * names them generically for the INT edition. `country` is set where the recipient is usually
 * outside Romania (e.g. US platforms), so preset operations list the transfer.
 */
export const RECIPIENTS = {
  // Finance and administration
  accountant: { label: l('Contabilul sau firma de contabilitate', 'Accountant or accounting firm') },
  payrollProvider: { label: l('Furnizorul de servicii de salarizare', 'Payroll service provider') },
  auditor: { label: l('Auditorul financiar', 'Financial auditor') },
  bank: { label: l('Banca', 'Bank') },
  paymentProcessor: { label: l('Procesatorul de plăți online', 'Online payment processor') },
  debtCollection: { label: l('Firme de recuperare a creanțelor', 'Debt collection agencies') },
  insurer: { label: l('Asigurătorul', 'Insurer') },

  // Public authorities
  anaf: {
    label: l(
      'ANAF (Agenția Națională de Administrare Fiscală)',
      'ANAF (National Agency for Fiscal Administration)',
      'The tax authority',
    ),
  },
  itm: {
    label: l(
      'Inspectoratul Teritorial de Muncă (prin Revisal)',
      'Territorial Labour Inspectorate (ITM, via Revisal)',
      'The labour inspectorate',
    ),
  },
  healthInsuranceFund: {
    label: l(
      'Casa de asigurări de sănătate (CNAS / CAS)',
      'Health insurance fund (CNAS / CAS)',
      'The public health insurance fund',
    ),
  },
  immigration: {
    label: l(
      'Inspectoratul General pentru Imigrări',
      'General Inspectorate for Immigration',
      'The immigration authority',
    ),
  },
  qualificationsAuthority: {
    label: l(
      'Autoritatea Națională pentru Calificări (pentru cursurile autorizate)',
      'National Qualifications Authority (for accredited courses)',
      'The national qualifications authority (for accredited courses)',
    ),
  },
  fiu: {
    label: l(
      'Oficiul Național de Prevenire și Combatere a Spălării Banilor (în cazurile prevăzute de lege)',
      'National Office for the Prevention and Control of Money Laundering (where the law requires)',
      'The financial intelligence unit (where the law requires)',
    ),
  },
  dataProtectionAuthority: {
    label: l(
      'ANSPDCP (autoritatea de supraveghere a protecției datelor), la cerere',
      'ANSPDCP (the data protection supervisory authority), on request',
      'The data protection supervisory authority, on request',
    ),
  },
  controlAuthorities: {
    label: l(
      'Autorități de control (ITM, ANAF, ANPC, ANSPDCP), la cerere',
      'Inspection authorities (ITM, ANAF, ANPC, ANSPDCP), on request',
      'Inspection authorities (labour, tax, consumer protection, data protection), on request',
    ),
  },
  police: {
    label: l(
      'Poliția și organele de urmărire penală, la cerere',
      'The police and criminal investigation bodies, on request',
    ),
  },
  courts: {
    label: l(
      'Instanțele de judecată și alte autorități competente',
      'Courts and other competent authorities',
    ),
  },
  bailiffs: { label: l('Executori judecătorești', 'Bailiffs') },
  lawyers: { label: l('Avocați și consultanți juridici', 'Lawyers and legal advisers') },
  consumerAuthority: {
    label: l(
      'ANPC și entitățile de soluționare alternativă a litigiilor',
      'ANPC (consumer protection authority) and alternative dispute resolution bodies',
      'The consumer protection authority and alternative dispute resolution bodies',
    ),
  },

  // Employment
  occupationalMedicine: {
    label: l('Furnizorul de servicii de medicina muncii', 'Occupational medicine provider'),
  },
  safetyProvider: {
    label: l(
      'Serviciul extern de prevenire și protecție (SSM și PSI)',
      'External health, safety and fire prevention service',
    ),
  },
  benefitsProvider: {
    label: l(
      'Emitentul tichetelor de masă și furnizorii de beneficii',
      'Meal-voucher issuer and benefit providers',
    ),
  },
  trainingProvider: { label: l('Furnizori de cursuri de formare', 'Training providers') },
  travelProviders: {
    label: l(
      'Agenții de turism, transportatori și unități de cazare (deplasări în interes de serviciu)',
      'Travel agencies, carriers and hotels (business trips)',
    ),
  },
  recruitmentAgency: { label: l('Agenția de recrutare', 'Recruitment agency') },
  recruitmentPlatform: {
    label: l(
      'Platforma de recrutare sau de gestionare a candidaturilor',
      'Recruitment or applicant-tracking platform',
    ),
  },
  groupCompanies: { label: l('Companiile din același grup', 'Companies of the same group') },

  // IT and online services
  itProvider: {
    label: l('Furnizorul de servicii IT și de găzduire', 'IT and hosting provider'),
  },
  usCloudProvider: {
    label: l('Furnizori de servicii cloud și e-mail din S.U.A.', 'Cloud and e-mail providers in the U.S.A.'),
    country: 'US',
  },
  emailMarketingPlatform: {
    label: l('Platforma de e-mail marketing', 'E-mail marketing platform'),
    country: 'US',
  },
  smsProvider: { label: l('Furnizorul de servicii SMS', 'SMS service provider') },
  analyticsProvider: {
    label: l('Furnizorul de servicii de analiză web', 'Web analytics provider'),
    country: 'US',
  },
  advertisingPlatforms: {
    label: l('Rețele sociale și platforme de publicitate', 'Social networks and advertising platforms'),
    country: 'US',
  },
  videoConferencing: {
    label: l('Platforma de videoconferință', 'Video-conferencing platform'),
    country: 'US',
  },
  elearningPlatform: { label: l('Platforma de e-learning', 'E-learning platform') },
  ticketingPlatform: {
    label: l('Platforma de înscriere și ticketing', 'Registration and ticketing platform'),
  },
  crmProvider: { label: l('Furnizorul aplicației CRM', 'CRM software provider') },
  public: {
    label: l(
      'Publicul (materiale publicate pe site și pe rețelele sociale)',
      'The public (content published on the website and social networks)',
    ),
  },

  // Trade and services
  courier: {
    label: l('Firma de curierat', 'Courier company'),
    description: l(
      'De regulă operator independent pentru datele de livrare, nu persoană împuternicită: nu are nevoie de acord de prelucrare.',
      'Usually an independent controller of the delivery data, not a processor: no processing agreement is needed.',
    ),
  },
  deliveryPlatforms: { label: l('Platformele de livrare de mâncare', 'Food delivery platforms') },
  bookingPlatforms: {
    label: l('Platformele de rezervări', 'Booking platforms'),
    country: 'NL',
  },
  businessPartners: { label: l('Parteneri și sponsori ai evenimentului', 'Event partners and sponsors') },
  securityCompany: { label: l('Firma de pază și monitorizare', 'Security and monitoring company') },
  photographer: { label: l('Fotograful sau videograful', 'Photographer or videographer') },
  laboratory: {
    label: l(
      'Laboratoare și alți furnizori de servicii medicale',
      'Laboratories and other healthcare providers',
    ),
  },
  propertyOwners: {
    label: l(
      'Proprietarii imobilelor și agenții imobiliari colaboratori',
      'Property owners and partner estate agents',
    ),
  },
  notary: { label: l('Notarul public', 'Notary public') },
} as const satisfies Record<string, TEntryBody<TRecipientEntry>>;
export type TRecipientId = keyof typeof RECIPIENTS;
