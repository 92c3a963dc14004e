import { l } from '../schema/common.ts';
import type { TOperationPreset } from '../schema/presets.ts';
import { shared } from './build.ts';
import type { TOperationOverrides } from './build.ts';

/**
 * Operations that recur across data subjects (invoicing, payment, marketing, disputes, cookies…).
 * Each builder takes the situation id and optional overrides; the id is `<situation>-<suffix>`.
 */

/** Legal obligation: accounting and invoicing. */
export const REASON_ACCOUNTING = l(
  'Legea contabilității nr. 82/1991 și Codul fiscal (Legea nr. 227/2015), care impun emiterea facturii și păstrarea documentelor justificative, precum și OUG nr. 120/2021 privind sistemul RO e-Factura.',
  'Accounting Law 82/1991 and the Fiscal Code (Law 227/2015), which require issuing the invoice and keeping supporting documents, and Government Emergency Ordinance 120/2021 on the RO e-Factura system.',
  'Applicable accounting and tax law, which requires issuing invoices and keeping supporting documents.',
);

/** Legal obligation: recording received or purchase documents in the accounts. */
export const REASON_BOOKKEEPING = l(
  'Legea contabilității nr. 82/1991 și Codul fiscal (Legea nr. 227/2015), care impun înregistrarea în contabilitate a documentelor justificative și păstrarea acestora.',
  'Accounting Law 82/1991 and the Fiscal Code (Law 227/2015), which require supporting documents to be recorded in the accounts and kept.',
  'Applicable accounting and tax law, which requires supporting documents to be recorded in the accounts and kept.',
);

/** Legitimate interest: legal claims. */
export const REASON_LEGAL_CLAIMS = l(
  'Interesul legitim al companiei de a constata, exercita sau apăra drepturile sale în fața instanțelor și a altor autorități și de a soluționa pe cale amiabilă disputele.',
  'The company’s legitimate interest in establishing, exercising or defending its legal claims before courts and other authorities and in settling disputes amicably.',
);

/** Legal obligation: data-subject requests. */
export const REASON_DSR = l(
  'Art. 12–22 din Regulamentul (UE) 2016/679, care obligă operatorul să răspundă cererilor persoanelor vizate în termen de o lună și să poată demonstra acest lucru.',
  'Articles 12–22 of Regulation (EU) 2016/679, which require the controller to answer data-subject requests within one month and to be able to demonstrate it.',
);

/** Legitimate interest: customer feedback. */
export const REASON_FEEDBACK = l(
  'Interesul legitim al companiei de a afla părerea celor care îi folosesc produsele și serviciile și de a le îmbunătăți; persoana vizată se poate opune oricând, iar răspunsul la chestionar este opțional.',
  'The company’s legitimate interest in learning the views of those who use its products and services and improving them; the data subject may object at any time and answering the survey is optional.',
);

/** Legitimate interest: soft opt-in for existing customers (Law 506/2004 art. 12(2)). */
export const REASON_SOFT_OPT_IN = l(
  'Interesul legitim de a promova produse sau servicii similare către clienții existenți, permis de art. 12 alin. (2) din Legea nr. 506/2004 atunci când adresa de e-mail a fost obținută cu ocazia vânzării, iar clientului i s-a oferit în mod clar posibilitatea de a se opune gratuit și simplu acestei utilizări atât la colectarea adresei, cât și în fiecare mesaj.',
  'The legitimate interest in promoting similar products or services to existing customers, as permitted by Law 506/2004, art. 12(2), where the e-mail address was obtained in the context of a sale and the customer was clearly given a free and easy way to object to this use both when the address was collected and in every message.',
  'The legitimate interest in promoting similar products or services to existing customers, as permitted by the ePrivacy rules where the e-mail address was obtained in the context of a sale and the customer was clearly given a free and easy way to object to this use both when the address was collected and in every message.',
);

/** Legitimate interest: strictly necessary cookies. */
export const REASON_NECESSARY_COOKIES = l(
  'Interesul legitim de a oferi un site sigur și funcțional; cookie-urile strict necesare nu necesită consimțământ (art. 4 alin. (6) din Legea nr. 506/2004).',
  'The legitimate interest in providing a secure, working website; strictly necessary cookies need no consent (Law 506/2004, art. 4(6)).',
  'The legitimate interest in providing a secure, working website; strictly necessary cookies need no consent under the ePrivacy rules.',
);

/** Legitimate interest: IT security. */
export const REASON_SECURITY = l(
  'Interesul legitim de a asigura securitatea rețelei și a informațiilor și de a preveni fraudele și accesul neautorizat (considerentul 49 din Regulamentul (UE) 2016/679).',
  'The legitimate interest in ensuring network and information security and preventing fraud and unauthorised access (Recital 49 of Regulation (EU) 2016/679).',
);

/** Legitimate interest: video surveillance of premises open to the public. */
export const REASON_CCTV = l(
  'Interesul legitim al companiei de a-și proteja spațiile, bunurile și persoanele aflate în incintă și de a preveni și cerceta incidentele de securitate; camerele sunt semnalizate și nu filmează spații private.',
  'The company’s legitimate interest in protecting its premises, property and the people on site and in preventing and investigating security incidents; cameras are signposted and do not film private areas.',
);

/** Legal obligation: consumer complaints. */
export const REASON_COMPLAINTS = l(
  'Ordonanța Guvernului nr. 21/1992 privind protecția consumatorilor, care obligă operatorii economici să răspundă pentru produsele și serviciile necorespunzătoare și le garantează consumatorilor dreptul de a reclama și de a fi despăgubiți.',
  'Government Ordinance 21/1992 on consumer protection, which makes traders answerable for faulty products and services and gives consumers the right to complain and be compensated.',
  'Applicable consumer protection law, which makes traders answerable for faulty products and services and gives consumers the right to complain and be compensated.',
);

/** Legitimate interest: debt recovery. */
export const REASON_DEBT = l(
  'Interesul legitim al companiei de a recupera sumele datorate în temeiul contractului.',
  'The company’s legitimate interest in recovering amounts owed under the contract.',
);

export function invoice(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'invoice',
    {
      purposeCategory: 'FINANCE',
      // WP243 §2.1.2: invoicing and bookkeeping support the business, they are not its core activity (verify: an accounting firm's own invoices).
      coreActivity: false,
      name: l('Emiterea facturii și evidența contabilă', 'Issuing the invoice and bookkeeping'),
      purpose: l(
        'Emiterea facturilor pentru produsele sau serviciile furnizate, transmiterea lor în sistemul RO e-Factura, când legea o cere, și înregistrarea lor în contabilitate.',
        'Issuing invoices for the products or services supplied, submitting them to the RO e-Factura system where the law requires it, and recording them in the accounts.',
        'Issuing invoices for the products or services supplied, submitting them to the tax authority where the law requires it, and recording them in the accounts.',
      ),
      data: ['name', 'billingDetails', 'purchasedProducts', 'paymentDetails'],
      grounds: ['LEGAL_OBLIGATION'],
      groundReason: REASON_ACCOUNTING,
      sources: ['dataSubject'],
      recipients: ['accountant', 'anaf'],
      storageDuration: 'accounting10Years',
    },
    overrides,
  );
}

export function onlinePayment(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'payment',
    {
      purposeCategory: 'FINANCE',
      name: l('Încasarea plății online', 'Collecting the online payment'),
      purpose: l(
        'Procesarea plății cu cardul sau prin alte metode electronice, confirmarea plății și gestionarea rambursărilor; dovezile plăților se păstrează ca documente justificative în contabilitate.',
        'Processing card or other electronic payments, confirming the payment and handling refunds; payment records are kept as supporting documents in the accounts.',
      ),
      data: ['name', 'email', 'paymentDetails', 'cardData'],
      grounds: ['CONTRACT_PERFORMANCE', 'LEGAL_OBLIGATION'],
      groundReason: REASON_BOOKKEEPING,
      sources: ['dataSubject', 'paymentProcessor'],
      recipients: ['paymentProcessor', 'bank'],
      // Records that support accounting entries: 10 years (Law 82/1991 art. 25).
      storageDuration: 'accounting10Years',
    },
    overrides,
  );
}

export function newsletter(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'newsletter',
    {
      purposeCategory: 'MARKETING',
      name: l(
        'Transmiterea newsletterului și a mesajelor de marketing',
        'Sending the newsletter and marketing messages',
      ),
      purpose: l(
        'Informarea abonaților prin e-mail despre noutăți, oferte și evenimente, pe baza consimțământului dat la abonare, care poate fi retras oricând prin linkul de dezabonare din fiecare mesaj.',
        'Informing subscribers by e-mail about news, offers and events, based on the consent given when subscribing, which can be withdrawn at any time through the unsubscribe link in every message.',
      ),
      data: ['name', 'email', 'marketingPreferences'],
      grounds: ['CONSENT'],
      sources: ['dataSubject'],
      recipients: ['emailMarketingPlatform'],
      storageDuration: 'untilConsentWithdrawn',
    },
    overrides,
  );
}

export function similarOffers(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'similar',
    {
      purposeCategory: 'MARKETING',
      interestKind: 'DIRECT_MARKETING_EXISTING_CUSTOMERS',
      name: l(
        'Oferte pentru produse sau servicii similare transmise clienților existenți',
        'Offers for similar products or services sent to existing customers',
      ),
      purpose: l(
        'Transmiterea prin e-mail a unor oferte pentru produse sau servicii similare celor cumpărate, cu posibilitatea de dezabonare gratuită în fiecare mesaj.',
        'Sending e-mail offers for products or services similar to those purchased, with a free opt-out in every message.',
      ),
      data: ['name', 'email', 'purchasedProducts', 'marketingPreferences'],
      grounds: ['LEGITIMATE_INTEREST'],
      groundReason: REASON_SOFT_OPT_IN,
      sources: ['dataSubject'],
      recipients: ['emailMarketingPlatform'],
      storageDuration: 'untilObjection',
    },
    overrides,
  );
}

export function feedback(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'feedback',
    {
      purposeCategory: 'CUSTOMER_CARE',
      interestKind: 'FEEDBACK_AND_SERVICE_IMPROVEMENT',
      name: l('Solicitarea feedbackului', 'Requesting feedback'),
      purpose: l(
        'Solicitarea opiniei clienților despre produsele și serviciile oferite, prin chestionare scurte, pentru îmbunătățirea acestora.',
        'Asking customers for their opinion on the products and services offered, through short surveys, in order to improve them.',
      ),
      data: ['name', 'email', 'feedback'],
      grounds: ['LEGITIMATE_INTEREST'],
      groundReason: REASON_FEEDBACK,
      sources: ['dataSubject'],
      recipients: ['itProvider'],
      storageDuration: 'year1',
    },
    overrides,
  );
}

export function testimonials(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'testimonials',
    {
      purposeCategory: 'PUBLICATION',
      name: l('Publicarea testimonialelor', 'Publishing testimonials'),
      purpose: l(
        'Publicarea pe site și pe rețelele sociale a testimonialelor, însoțite de numele și, opțional, de fotografia autorului, numai cu acordul acestuia.',
        'Publishing testimonials on the website and social networks, with the author’s name and, optionally, photo, only with their agreement.',
      ),
      data: ['name', 'testimonial', 'photo'],
      grounds: ['CONSENT'],
      sources: ['dataSubject'],
      recipients: ['public', 'advertisingPlatforms'],
      storageDuration: 'untilConsentWithdrawn',
    },
    overrides,
  );
}

export function disputes(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'disputes',
    {
      purposeCategory: 'COMPLIANCE',
      interestKind: 'LEGAL_CLAIMS',
      name: l('Soluționarea disputelor și a litigiilor', 'Resolving disputes and litigation'),
      purpose: l(
        'Analiza pretențiilor, soluționarea pe cale amiabilă a disputelor și apărarea drepturilor companiei în fața instanțelor și a altor autorități.',
        'Analysing claims, settling disputes amicably and defending the company’s rights before courts and other authorities.',
      ),
      data: ['name', 'address', 'email', 'phone', 'contractDetails', 'correspondence', 'claimDetails'],
      grounds: ['LEGITIMATE_INTEREST'],
      groundReason: REASON_LEGAL_CLAIMS,
      sources: ['dataSubject', 'internal'],
      recipients: ['lawyers', 'courts', 'bailiffs'],
      storageDuration: 'untilDisputeResolved',
    },
    overrides,
  );
}

export function debtRecovery(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'debt',
    {
      purposeCategory: 'FINANCE',
      interestKind: 'LEGAL_CLAIMS',
      name: l('Recuperarea sumelor restante', 'Recovering overdue amounts'),
      purpose: l(
        'Notificarea persoanelor care au plăți restante și recuperarea creanțelor, pe cale amiabilă sau prin executare silită.',
        'Notifying persons with overdue payments and recovering the debts, amicably or through enforcement.',
      ),
      data: ['name', 'address', 'phone', 'email', 'debts', 'contractDetails'],
      grounds: ['LEGITIMATE_INTEREST'],
      groundReason: REASON_DEBT,
      sources: ['dataSubject', 'internal'],
      recipients: ['debtCollection', 'lawyers', 'courts', 'bailiffs'],
      storageDuration: 'untilDisputeResolved',
    },
    overrides,
  );
}

export function dataSubjectRequests(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'dsr',
    {
      purposeCategory: 'COMPLIANCE',
      // WP243 §2.1.2: answering data protection requests is a compliance task ancillary to any business (verify).
      coreActivity: false,
      name: l('Soluționarea cererilor privind datele personale', 'Handling data protection requests'),
      purpose: l(
        'Primirea, verificarea și soluționarea cererilor prin care persoanele vizate își exercită drepturile (acces, rectificare, ștergere, restricționare, portabilitate, opoziție).',
        'Receiving, verifying and answering requests by which data subjects exercise their rights (access, rectification, erasure, restriction, portability, objection).',
      ),
      data: ['name', 'email', 'phone', 'requestDetails'],
      grounds: ['LEGAL_OBLIGATION'],
      groundReason: REASON_DSR,
      sources: ['dataSubject'],
      recipients: ['dataProtectionAuthority', 'lawyers'],
      storageDuration: 'years3Limitation',
    },
    overrides,
  );
}

export function complaints(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'complaints',
    {
      purposeCategory: 'CUSTOMER_CARE',
      name: l('Soluționarea reclamațiilor clienților', 'Handling customer complaints'),
      purpose: l(
        'Înregistrarea, analiza și soluționarea reclamațiilor privind produsele sau serviciile, inclusiv a solicitărilor de reparare, înlocuire sau restituire a prețului.',
        'Recording, analysing and resolving complaints about products or services, including requests for repair, replacement or refund.',
      ),
      data: ['name', 'email', 'phone', 'orderDetails', 'claimDetails', 'correspondence'],
      grounds: ['CONTRACT_PERFORMANCE', 'LEGAL_OBLIGATION'],
      groundReason: REASON_COMPLAINTS,
      sources: ['dataSubject'],
      recipients: ['consumerAuthority'],
      storageDuration: 'years3Limitation',
    },
    overrides,
  );
}

export function cctv(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'cctv',
    {
      purposeCategory: 'MONITORING',
      interestKind: 'VIDEO_SURVEILLANCE',
      name: l('Supravegherea video a spațiilor', 'Video surveillance of the premises'),
      purpose: l(
        'Asigurarea securității persoanelor, a bunurilor și a spațiilor și prevenirea și cercetarea incidentelor, prin camere de supraveghere video semnalizate, care nu filmează spații private precum toaletele sau vestiarele.',
        'Ensuring the security of people, property and premises and preventing and investigating incidents through signposted CCTV cameras that do not film private areas such as toilets or changing rooms.',
      ),
      data: ['cctvFootage'],
      grounds: ['LEGITIMATE_INTEREST'],
      groundReason: REASON_CCTV,
      sources: ['cctvSystem'],
      recipients: ['securityCompany', 'police'],
      storageDuration: 'cctv30Days',
      videoSurveillance: true,
    },
    overrides,
  );
}

export function userAccount(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'account',
    {
      purposeCategory: 'SERVICE',
      name: l('Crearea și administrarea contului de utilizator', 'Creating and managing the user account'),
      purpose: l(
        'Înregistrarea utilizatorului, autentificarea în cont și administrarea datelor din profil.',
        'Registering the user, logging into the account and managing the profile data.',
      ),
      data: ['name', 'email', 'phone', 'accountCredentials', 'accountData'],
      grounds: ['CONTRACT_PERFORMANCE'],
      sources: ['dataSubject'],
      recipients: ['itProvider'],
      storageDuration: 'untilAccountDeleted',
    },
    overrides,
  );
}

export function necessaryCookies(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'cookies',
    {
      purposeCategory: 'SERVICE',
      interestKind: 'WEBSITE_OPERATION',
      cookies: 'STRICTLY_NECESSARY',
      name: l(
        'Funcționarea site-ului și cookie-urile strict necesare',
        'Operating the website and strictly necessary cookies',
      ),
      purpose: l(
        'Afișarea corectă și sigură a site-ului, menținerea sesiunii de navigare și memorarea opțiunilor privind cookie-urile.',
        'Displaying the website correctly and securely, keeping the browsing session and remembering cookie choices.',
      ),
      data: ['ipAddress', 'cookies', 'deviceData'],
      grounds: ['LEGITIMATE_INTEREST'],
      groundReason: REASON_NECESSARY_COOKIES,
      sources: ['automatic'],
      recipients: ['itProvider'],
      storageDuration: 'months6',
    },
    overrides,
  );
}

export function analyticsCookies(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'analytics',
    {
      purposeCategory: 'ANALYTICS',
      cookies: 'WITH_CONSENT',
      name: l('Analiza traficului (cookie-uri de analiză)', 'Traffic analysis (analytics cookies)'),
      purpose: l(
        'Măsurarea numărului de vizitatori și a modului în care este folosit site-ul sau aplicația, pentru îmbunătățirea acestora, numai după acceptarea cookie-urilor de analiză.',
        'Measuring visitor numbers and how the website or app is used in order to improve it, only after analytics cookies are accepted.',
      ),
      data: ['cookies', 'ipAddress', 'deviceData', 'usageData'],
      grounds: ['CONSENT'],
      sources: ['automatic'],
      recipients: ['analyticsProvider'],
      storageDuration: 'cookies13Months',
    },
    overrides,
  );
}

export function adCookies(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'ads',
    {
      purposeCategory: 'MARKETING',
      cookies: 'WITH_CONSENT',
      name: l(
        'Publicitate personalizată și remarketing (cookie-uri de marketing)',
        'Personalised advertising and remarketing (marketing cookies)',
      ),
      purpose: l(
        'Afișarea de reclame relevante pe alte site-uri și pe rețelele sociale și măsurarea eficienței campaniilor, numai după acceptarea cookie-urilor de marketing.',
        'Showing relevant ads on other websites and social networks and measuring campaign effectiveness, only after marketing cookies are accepted.',
      ),
      data: ['cookies', 'ipAddress', 'deviceData', 'usageData', 'interests'],
      grounds: ['CONSENT'],
      sources: ['automatic'],
      recipients: ['advertisingPlatforms'],
      storageDuration: 'cookies13Months',
    },
    overrides,
  );
}

export function securityLogs(situationId: string, overrides?: TOperationOverrides): TOperationPreset {
  return shared(
    situationId,
    'security',
    {
      purposeCategory: 'SECURITY',
      interestKind: 'NETWORK_AND_IT_SECURITY',
      // WP243 §2.1.2: standard IT support is ancillary (verify: a hosting or security provider's own logs).
      coreActivity: false,
      name: l('Securitatea site-ului și jurnalele serverului', 'Website security and server logs'),
      purpose: l(
        'Păstrarea jurnalelor tehnice ale serverului pentru detectarea și investigarea atacurilor, a fraudelor și a erorilor.',
        'Keeping technical server logs to detect and investigate attacks, fraud and errors.',
      ),
      data: ['ipAddress', 'deviceData', 'usageData'],
      grounds: ['LEGITIMATE_INTEREST'],
      groundReason: REASON_SECURITY,
      sources: ['automatic'],
      recipients: ['itProvider'],
      storageDuration: 'months3',
    },
    overrides,
  );
}
