// No zod here: a front end listing the categories of persons (the documents page's "to complete" list,
// on its first screen) downloads no zod for them (e2e/tests/bundle-size.spec.ts). The catalogue's
// tests parse them with ZDataSubjectEntrySchema, in the order of DATA_SUBJECTS (test/enums.test.ts).
import { l } from '../schema/text.ts';
import type { TDataSubjectEntry } from './lists.ts';

/** The 15 data-subject categories with labels, in the order of DATA_SUBJECTS. */
export const dataSubjectEntries: readonly TDataSubjectEntry[] = [
  {
    id: 'PERSONAL_CLIENTS',
    label: l('Clienți persoane fizice', 'Individual clients'),
    description: l(
      'Situațiile în care prelucrați datele clienților persoane fizice: contracte, facturare, livrare, reclamații, feedback.',
      'The situations in which you process data of individual clients: contracts, invoicing, delivery, complaints, feedback.',
    ),
  },
  {
    id: 'BUSINESS_CLIENTS',
    label: l('Clienți persoane juridice', 'Business clients'),
    description: l(
      'Situațiile în care prelucrați datele reprezentanților și persoanelor de contact ale clienților persoane juridice.',
      'The situations in which you process data of representatives and contact persons of business clients.',
    ),
  },
  {
    id: 'PERSONAL_SUPPLIERS',
    label: l('Furnizori persoane fizice', 'Individual suppliers'),
    description: l(
      'Situațiile în care prelucrați datele furnizorilor și colaboratorilor persoane fizice, inclusiv PFA și liber-profesioniști.',
      'The situations in which you process data of individual suppliers and contractors, including sole traders and freelancers.',
    ),
  },
  {
    id: 'BUSINESS_SUPPLIERS',
    label: l('Furnizori persoane juridice', 'Business suppliers'),
    description: l(
      'Situațiile în care prelucrați datele reprezentanților și persoanelor de contact ale furnizorilor persoane juridice.',
      'The situations in which you process data of representatives and contact persons of business suppliers.',
    ),
  },
  {
    id: 'CANDIDATES',
    label: l('Candidați la angajare', 'Job candidates'),
    description: l(
      'Situațiile din procesul de recrutare: anunțuri, CV-uri, interviuri, referințe, baza de candidați.',
      'The situations of the recruitment process: job ads, CVs, interviews, references, the talent pool.',
    ),
  },
  {
    id: 'EMPLOYEES',
    label: l('Angajați', 'Employees'),
    description: l(
      'Situațiile din relația de muncă: contractul de muncă, salarizare, sănătate și securitate în muncă, monitorizare, litigii.',
      'The situations of the employment relationship: the employment contract, payroll, health and safety, monitoring, disputes.',
    ),
  },
  {
    id: 'PATIENTS',
    label: l('Pacienți', 'Patients'),
    description: l(
      'Situațiile în care prelucrați datele pacienților: programări, fișa medicală, tratament, facturare, comunicări.',
      'The situations in which you process data of patients: appointments, medical records, treatment, invoicing, communications.',
    ),
  },
  {
    id: 'EVENT_ATTENDANTS',
    label: l('Participanți la evenimente', 'Event attendees'),
    description: l(
      'Situațiile legate de evenimentele fizice: înscriere, participare, fotografii și filmări, comunicări ulterioare.',
      'The situations around in-person events: registration, attendance, photos and filming, follow-up communication.',
    ),
  },
  {
    id: 'ONLINE_EVENT_ATTENDANTS',
    label: l('Participanți la evenimente online', 'Online event attendees'),
    description: l(
      'Situațiile legate de webinare și evenimente online: înscriere, participare, înregistrări, comunicări ulterioare.',
      'The situations around webinars and online events: registration, attendance, recordings, follow-up communication.',
    ),
  },
  {
    id: 'ONLINE_USERS',
    label: l('Utilizatori ai site-ului sau aplicației', 'Website or app users'),
    description: l(
      'Situațiile în care prelucrați datele vizitatorilor și utilizatorilor site-ului sau aplicației: cont, formulare de contact, cookie-uri, analiză.',
      'The situations in which you process data of website or app visitors and users: accounts, contact forms, cookies, analytics.',
    ),
  },
  {
    id: 'ONLINE_SHOP_USERS',
    label: l('Clienții magazinului online', 'Online shop customers'),
    description: l(
      'Situațiile din magazinul online: cont de client, comenzi, plăți, livrare, retururi, recenzii, newsletter.',
      'The situations of the online shop: customer account, orders, payments, delivery, returns, reviews, newsletter.',
    ),
  },
  {
    id: 'ONLINE_RESTAURANT_USERS',
    label: l('Clienții restaurantului', 'Restaurant customers'),
    description: l(
      'Situațiile în care prelucrați datele clienților restaurantului: rezervări, comenzi online, livrare, plăți, fidelizare.',
      'The situations in which you process data of restaurant customers: reservations, online orders, delivery, payments, loyalty.',
    ),
  },
  {
    id: 'COURSE_ATTENDANTS',
    label: l('Cursanți', 'Course attendees'),
    description: l(
      'Situațiile legate de cursuri: înscriere, plată, platforma de curs, evaluare, certificate, înregistrări.',
      'The situations around courses: enrolment, payment, the course platform, assessment, certificates, recordings.',
    ),
  },
  {
    id: 'REAL_ESTATE_USERS',
    label: l('Utilizatori ai platformei imobiliare', 'Real estate website users'),
    description: l(
      'Situațiile de pe platforma imobiliară: cont, anunțuri, solicitări de vizionare, comunicarea dintre proprietari și interesați.',
      'The situations of the real estate platform: accounts, listings, viewing requests, messages between owners and prospects.',
    ),
  },
  {
    id: 'ACCOMMODATION_GUESTS',
    label: l('Oaspeți ai unității de cazare', 'Accommodation guests'),
    description: l(
      'Situațiile în care prelucrați datele oaspeților: rezervare și plată, check-in și fișa de anunțare a sosirii, servicii de cazare, promovare.',
      'The situations in which you process data of guests: booking and payment, check-in and the guest registration card, accommodation services, promotion.',
    ),
  },
];
