import { l } from '../schema/common.ts';
import type { TPlainBody } from './schema.ts';

/**
 * Where the data comes from (docs/spec/catalogues.md §9.2). Any source other than the data subject makes the Art. 14
 * notice apply (the source must be named, and whether it is public).
 */
export const SOURCES = {
  dataSubject: { label: l('Persoana vizată', 'The data subject') },
  representedCompany: {
    label: l(
      'Compania pe care o reprezintă persoana vizată (angajatorul acesteia)',
      'The company the data subject represents (their employer)',
    ),
  },
  employee: {
    label: l(
      'Angajatul (pentru datele membrilor familiei sale)',
      'The employee (for their family members’ data)',
    ),
  },
  registrant: {
    label: l(
      'Persoana care a făcut rezervarea sau înscrierea (pentru însoțitori și persoanele înscrise de altcineva)',
      'The person who made the booking or registration (for companions and people registered by someone else)',
    ),
  },
  parents: {
    label: l(
      'Părintele sau reprezentantul legal (pentru minori)',
      'The parent or legal guardian (for minors)',
    ),
  },
  publicRegisters: {
    label: l(
      'Registre și surse publice (Registrul Comerțului, ANAF, portalul instanțelor)',
      'Public registers and sources (Trade Register, ANAF, court portal)',
      'Public registers and sources (trade register, tax authority, court portal)',
    ),
  },
  recruitmentPlatforms: {
    label: l(
      'Platforme de recrutare (de exemplu, eJobs, BestJobs, LinkedIn)',
      'Recruitment platforms (e.g. eJobs, BestJobs, LinkedIn)',
      'Recruitment platforms (e.g. LinkedIn, job boards)',
    ),
  },
  recruitmentAgency: { label: l('Agenția de recrutare', 'The recruitment agency') },
  formerEmployers: {
    label: l(
      'Foștii angajatori (referințe, cu acordul candidatului)',
      'Former employers (references, with the candidate’s agreement)',
    ),
  },
  socialNetworks: { label: l('Rețele sociale', 'Social networks') },
  businessPartners: { label: l('Parteneri de afaceri', 'Business partners') },
  occupationalMedicine: {
    label: l('Furnizorul de servicii de medicina muncii', 'The occupational medicine provider'),
  },
  healthcareProviders: {
    label: l(
      'Alți medici și furnizori de servicii medicale (bilete de trimitere, scrisori medicale, rezultate)',
      'Other doctors and healthcare providers (referrals, discharge letters, results)',
    ),
  },
  paymentProcessor: {
    label: l('Procesatorul de plăți (confirmarea plății)', 'The payment processor (payment confirmation)'),
  },
  bookingPlatforms: {
    label: l(
      'Platforme de rezervări (de exemplu, Booking.com, Airbnb)',
      'Booking platforms (e.g. Booking.com, Airbnb)',
    ),
  },
  deliveryPlatforms: {
    label: l(
      'Platforme de livrare de mâncare (de exemplu, Glovo, Tazz, Bolt Food)',
      'Food delivery platforms (e.g. Glovo, Tazz, Bolt Food)',
      'Food delivery platforms (e.g. Glovo, Uber Eats, Bolt Food)',
    ),
  },
  ticketingPlatforms: { label: l('Platforme de vânzare a biletelor', 'Ticketing platforms') },
  automatic: {
    label: l(
      'Colectate automat de site sau de aplicație (cookie-uri, jurnale)',
      'Collected automatically by the website or app (cookies, logs)',
    ),
  },
  cctvSystem: { label: l('Sistemul de supraveghere video', 'The video surveillance system') },
  // Generic on purpose: a label naming systems (GPS, e-mail) would print them in the notices of a
  // company that has none; the operations using the source say which system they concern.
  companySystems: {
    label: l('Sistemele informatice și echipamentele companiei', 'The company’s IT systems and equipment'),
  },
  internal: {
    label: l(
      'Generate intern (evaluări, rapoarte, documente ale companiei)',
      'Generated internally (appraisals, reports, company documents)',
    ),
  },
  authorities: {
    label: l(
      'Autorități publice și executori judecătorești (de exemplu, adrese de poprire)',
      'Public authorities and bailiffs (e.g. garnishment orders)',
    ),
  },
  whistleblower: { label: l('Persoana care face raportarea', 'The person making the report') },
} as const satisfies Record<string, TPlainBody>;
export type TSourceId = keyof typeof SOURCES;
