import { l } from '../schema/common.ts';
import type { TDataTypeEntry, TEntryBody } from './schema.ts';

/**
 * Processed data types (docs/spec/catalogues.md §9.2), as Romanian SMEs meet them. `special` marks Art. 9 special
 * categories, `nationalId` national identifiers (Law 190/2018 art. 4), `criminal` Art. 10 data.
 */
export const DATA_TYPES = {
  // Identity and civil status
  name: { label: l('Nume și prenume', 'Full name') },
  signature: { label: l('Semnătura', 'Signature') },
  dateOfBirth: { label: l('Data nașterii', 'Date of birth') },
  placeOfBirth: { label: l('Locul nașterii', 'Place of birth') },
  age: { label: l('Vârsta', 'Age') },
  sex: { label: l('Sexul', 'Sex') },
  citizenship: { label: l('Cetățenia', 'Citizenship') },
  maritalStatus: { label: l('Starea civilă', 'Marital status') },
  cnp: {
    label: l('CNP (codul numeric personal)', 'Personal numeric code (CNP)', 'National identification number'),
    nationalId: true,
  },
  idCardSeriesNumber: {
    label: l('Seria și numărul actului de identitate', 'Identity card series and number'),
    nationalId: true,
  },
  idCardCopy: { label: l('Copia actului de identitate', 'Copy of the identity document'), nationalId: true },
  passportNumber: { label: l('Numărul pașaportului', 'Passport number'), nationalId: true },
  drivingLicence: { label: l('Datele permisului de conducere', 'Driving licence details'), nationalId: true },
  residencePermit: {
    label: l(
      'Permisul de ședere și avizul de muncă (pentru cetățenii străini)',
      'Residence permit and work authorisation (foreign nationals)',
    ),
    nationalId: true,
  },
  familyMembers: {
    label: l(
      'Date despre membrii familiei și persoanele aflate în întreținere',
      'Details of family members and dependants',
    ),
  },
  parentData: {
    label: l(
      'Datele părintelui sau ale reprezentantului legal (pentru minori)',
      'Details of the parent or legal guardian (for minors)',
    ),
  },
  emergencyContact: { label: l('Persoana de contact în caz de urgență', 'Emergency contact person') },

  // Contact
  address: { label: l('Adresa de domiciliu sau de reședință', 'Home address') },
  deliveryAddress: { label: l('Adresa de livrare', 'Delivery address') },
  email: { label: l('Adresa de e-mail', 'E-mail address') },
  phone: { label: l('Numărul de telefon', 'Phone number') },
  businessContact: {
    label: l(
      'Date de contact profesionale (e-mail și telefon de serviciu)',
      'Business contact details (work e-mail and phone)',
    ),
  },
  companyRole: { label: l('Funcția și compania reprezentată', 'Position and company represented') },
  socialProfile: {
    label: l(
      'Profilul public de pe rețelele sociale sau de pe platformele profesionale',
      'Public profile on social or professional networks',
    ),
  },

  // Transactions and finances
  billingDetails: {
    label: l(
      'Datele de facturare (nume, adresă, cod fiscal, după caz)',
      'Billing details (name, address, tax code where applicable)',
    ),
  },
  bankAccount: { label: l('Contul bancar (IBAN) și banca', 'Bank account (IBAN) and bank') },
  paymentDetails: {
    label: l(
      'Detaliile plății (sumă, dată, metodă, identificatorul tranzacției)',
      'Payment details (amount, date, method, transaction ID)',
    ),
  },
  cardData: {
    label: l(
      'Datele cardului de plată (prelucrate de procesatorul de plăți)',
      'Payment card data (handled by the payment processor)',
    ),
  },
  purchasedProducts: {
    label: l(
      'Produsele sau serviciile achiziționate și prețul',
      'Products or services purchased and their price',
    ),
  },
  orderDetails: {
    label: l(
      'Detaliile comenzii (produse, cantități, valoare, data)',
      'Order details (items, quantities, value, date)',
    ),
  },
  orderHistory: { label: l('Istoricul comenzilor', 'Order history') },
  debts: { label: l('Sumele datorate și istoricul plăților', 'Amounts owed and payment history') },
  tradeRegisterData: {
    label: l(
      'Datele de înregistrare ale persoanei fizice autorizate (cod fiscal, număr de înregistrare)',
      'Registration details of the self-employed person (tax ID, registration number)',
    ),
  },
  incomeAndTaxes: { label: l('Veniturile plătite și impozitele reținute', 'Income paid and taxes withheld') },
  contractDetails: {
    label: l(
      'Detaliile contractului (obiect, valoare, termene)',
      'Contract details (subject matter, value, deadlines)',
    ),
  },

  // Recruitment and employment
  cv: { label: l('CV-ul', 'CV (résumé)') },
  education: {
    label: l(
      'Studiile și calificările (diplome, certificate)',
      'Education and qualifications (diplomas, certificates)',
    ),
  },
  employmentHistory: { label: l('Experiența profesională', 'Employment history') },
  skills: {
    label: l('Competențele (limbi străine, competențe digitale)', 'Skills (languages, digital skills)'),
  },
  references: { label: l('Referințele de la foștii angajatori', 'References from former employers') },
  interviewNotes: {
    label: l(
      'Notițele și evaluările din interviu și din probele practice',
      'Interview and test notes and assessments',
    ),
  },
  jobTitle: {
    label: l('Funcția, departamentul și locul de muncă', 'Job title, department and place of work'),
  },
  employmentContract: {
    label: l(
      'Datele din contractul individual de muncă (durată, normă, data angajării)',
      'Employment contract details (term, working hours, start date)',
    ),
  },
  salary: {
    label: l('Salariul, sporurile și celelalte drepturi salariale', 'Salary, bonuses and other pay'),
  },
  workingTime: { label: l('Pontajul, orele suplimentare și concediile', 'Working time, overtime and leave') },
  benefits: {
    label: l(
      'Beneficiile acordate (tichete de masă, asigurări, abonamente)',
      'Benefits (meal vouchers, insurance, subscriptions)',
    ),
  },
  garnishments: { label: l('Popririle asupra salariului', 'Wage garnishments') },
  performance: { label: l('Evaluările performanței profesionale', 'Performance appraisals') },
  disciplinary: {
    label: l(
      'Datele privind cercetarea disciplinară și sancțiunile',
      'Disciplinary investigations and sanctions',
    ),
  },
  training: { label: l('Cursurile și instruirile urmate', 'Training attended') },
  workAccountUsage: {
    label: l(
      'Datele de utilizare a e-mailului, a conturilor și a echipamentelor de serviciu',
      'Use of work e-mail, accounts and equipment',
    ),
  },
  vehicleGps: {
    label: l('Localizarea GPS a vehiculului de serviciu', 'GPS location of the company vehicle'),
  },
  accessLogs: {
    label: l(
      'Înregistrările de acces în clădire (ecuson, cartelă)',
      'Building access records (badge, key card)',
    ),
  },
  whistleblowingReport: {
    label: l(
      'Conținutul raportării și datele persoanelor implicate',
      'Content of the report and details of the persons involved',
    ),
  },

  // Health and other special categories (Art. 9)
  medicalFitness: {
    label: l('Fișa de aptitudine în muncă (apt / inapt)', 'Fitness-for-work certificate (fit / unfit)'),
    special: true,
  },
  sickLeave: { label: l('Certificatele de concediu medical', 'Medical leave certificates'), special: true },
  disability: { label: l('Încadrarea într-un grad de handicap', 'Disability status'), special: true },
  healthData: { label: l('Date privind starea de sănătate', 'Health data'), special: true },
  medicalHistory: {
    label: l('Istoricul medical, diagnosticele și tratamentele', 'Medical history, diagnoses and treatments'),
    special: true,
  },
  testResults: {
    label: l('Rezultatele analizelor și ale investigațiilor medicale', 'Laboratory and medical test results'),
    special: true,
  },
  allergies: {
    label: l('Alergiile și intoleranțele alimentare', 'Food allergies and intolerances'),
    special: true,
  },
  biometric: {
    label: l(
      'Date biometrice (amprentă, recunoaștere facială)',
      'Biometric data (fingerprint, facial recognition)',
    ),
    special: true,
  },
  tradeUnion: { label: l('Apartenența la un sindicat', 'Trade-union membership'), special: true },
  religiousBeliefs: { label: l('Convingerile religioase', 'Religious beliefs'), special: true },
  ethnicOrigin: { label: l('Originea rasială sau etnică', 'Racial or ethnic origin'), special: true },
  insuranceStatus: {
    label: l(
      'Calitatea de asigurat în sistemul public de sănătate',
      'Insured status in the public health system',
    ),
  },

  // Criminal data (Art. 10)
  criminalRecord: { label: l('Cazierul judiciar', 'Criminal record certificate'), criminal: true },
  integrityCertificate: {
    label: l(
      'Certificatul de integritate comportamentală (pentru munca cu copiii)',
      'Certificate of good conduct for work with children',
    ),
    criminal: true,
  },

  // Images and recordings
  photo: { label: l('Fotografia', 'Photograph') },
  image: { label: l('Imaginea în fotografii și înregistrări video', 'Image in photos and video recordings') },
  cctvFootage: { label: l('Imaginile înregistrate de camerele de supraveghere video', 'CCTV footage') },
  voiceRecording: { label: l('Înregistrarea vocii', 'Voice recording') },
  sessionRecording: {
    label: l(
      'Înregistrarea participării la sesiuni online (imagine, voce, mesaje)',
      'Recording of participation in online sessions (image, voice, messages)',
    ),
  },

  // Online
  ipAddress: { label: l('Adresa IP', 'IP address') },
  cookies: {
    label: l(
      'Identificatori online (cookie-uri, identificatori de dispozitiv și de publicitate)',
      'Online identifiers (cookies, device and advertising IDs)',
    ),
  },
  deviceData: { label: l('Date despre dispozitiv și browser', 'Device and browser data') },
  usageData: {
    label: l(
      'Date de utilizare a site-ului sau a aplicației (pagini vizitate, acțiuni)',
      'Website or app usage data (pages visited, actions)',
    ),
  },
  accountCredentials: {
    label: l(
      'Datele de autentificare (nume de utilizator, parolă stocată sub formă de hash, nu în clar)',
      'Login credentials (username, password stored hashed)',
    ),
  },
  accountData: {
    label: l(
      'Datele din contul de utilizator (profil, preferințe, setări)',
      'User account data (profile, preferences, settings)',
    ),
  },
  location: { label: l('Date de localizare', 'Location data') },
  correspondence: {
    label: l('Conținutul corespondenței și al mesajelor', 'Content of correspondence and messages'),
  },
  feedback: { label: l('Opiniile, recenziile și evaluările', 'Opinions, reviews and ratings') },
  testimonial: { label: l('Textul mărturiei (testimonialului)', 'Testimonial text') },
  marketingPreferences: {
    label: l(
      'Preferințele de marketing și istoricul consimțământului',
      'Marketing preferences and consent history',
    ),
  },
  interests: { label: l('Preferințele și interesele de cumpărare', 'Shopping preferences and interests') },

  // Sector-specific
  eventRegistration: {
    label: l(
      'Datele de înscriere la eveniment (evenimentul, tipul biletului, opțiunile alese)',
      'Event registration details (event, ticket type, options chosen)',
    ),
  },
  attendance: { label: l('Prezența la curs sau la eveniment', 'Attendance at the course or event') },
  courseResults: {
    label: l(
      'Rezultatele evaluărilor și certificatele obținute',
      'Assessment results and certificates obtained',
    ),
  },
  bookingDetails: {
    label: l(
      'Detaliile rezervării (perioada, camera, numărul de persoane, tariful)',
      'Booking details (dates, room, number of guests, rate)',
    ),
  },
  touristForm: {
    label: l(
      'Datele din fișa de anunțare a sosirii și plecării (inclusiv seria și numărul actului de identitate)',
      'Guest registration form data (including the identity document series and number)',
    ),
    nationalId: true,
  },
  companions: {
    label: l(
      'Datele persoanelor însoțitoare (inclusiv minori)',
      'Details of accompanying persons (including minors)',
    ),
  },
  specialRequests: { label: l('Solicitările speciale', 'Special requests') },
  vehiclePlate: { label: l('Numărul de înmatriculare al vehiculului', 'Vehicle registration number') },
  tableReservation: {
    label: l(
      'Rezervarea mesei (data, ora, numărul de persoane)',
      'Table reservation (date, time, party size)',
    ),
  },
  appointment: {
    label: l(
      'Programările (data, ora, medicul sau serviciul)',
      'Appointments (date, time, doctor or service)',
    ),
  },
  propertyDetails: {
    label: l(
      'Datele despre imobil (adresă, suprafață, preț)',
      'Property details (address, floor area, price)',
    ),
  },
  propertyRequirements: {
    label: l(
      'Cerințele privind imobilul căutat (buget, zonă, tip)',
      'Property search criteria (budget, area, type)',
    ),
  },
  ownershipDocuments: {
    label: l(
      'Documentele de proprietate (de exemplu, extrasul de carte funciară)',
      'Ownership documents (e.g. land register extract)',
    ),
  },
  viewingAppointments: { label: l('Programările pentru vizionări', 'Viewing appointments') },
  savedSearches: {
    label: l('Căutările salvate și anunțurile favorite', 'Saved searches and favourite listings'),
  },
  claimDetails: {
    label: l('Datele privind reclamația, disputa sau litigiul', 'Details of the complaint, dispute or claim'),
  },
  requestDetails: {
    label: l(
      'Conținutul cererii de exercitare a drepturilor și al răspunsului',
      'Content of the data-subject request and of the reply',
    ),
  },
} as const satisfies Record<string, TEntryBody<TDataTypeEntry>>;
export type TDataTypeId = keyof typeof DATA_TYPES;
