import { l } from '../schema/common.ts';
import type { TDocumentCode, TDocumentInput } from './schema.ts';
import { NOT_SIGNED_PUBLISHED } from './shared.ts';

const TERMS_SIGNED = l(
  'Nu se semnează de mână: utilizatorul le acceptă printr-o bifă sau printr-un buton explicit înainte de crearea contului sau de plată. Păstrați versiunea acceptată de fiecare utilizator și data acceptării.',
  'Not signed by hand: the user accepts them with a checkbox or an explicit button before creating an account or paying. Keep the version each user accepted and when.',
);

const TERMS_UPDATE = l(
  'Actualizați-le când schimbați serviciile, prețurile, modalitățile de plată sau livrare ori când se modifică legislația. Anunțați utilizatorii înregistrați înainte ca versiunea nouă să intre în vigoare și cereți acceptarea ei la următoarea autentificare sau comandă.',
  'Update them when you change the services, prices, payment or delivery methods, or when the law changes. Tell registered users before the new version takes effect and ask them to accept it at their next sign-in or order.',
);

/** Privacy and cookie policies, terms and conditions (docs/spec/catalogues.md §13, second group). */
export const policyDocuments = {
  POLITICA_CONFIDENTIALITATE: {
    group: 'POLICIES_TERMS',
    name: l('Politică de confidențialitate', 'Privacy policy'),
    description: l(
      'Informarea completă a utilizatorilor site-ului sau aplicației, generată din situațiile configurate: ce date se colectează (cont, comenzi, formulare, cookie-uri), în ce scop și pe ce temei, cui se transmit, inclusiv în afara SEE, cât timp se păstrează și cum își exercită utilizatorii drepturile.',
      'The full information for users of the website or app, generated from the configured situations: which data are collected (account, orders, forms, cookies), for what purpose and on what legal basis, who receives them, including outside the EEA, how long they are kept and how users exercise their rights.',
    ),
    guide: {
      where: l(
        'Publicați-o pe o pagină proprie a site-ului sau în aplicație, cu link vizibil în subsolul fiecărei pagini, în formularele care colectează date și în e-mailurile automate. În aplicațiile mobile, includeți linkul și în fișa din magazinul de aplicații.',
        'Publish it on its own page of the website or in the app, with a visible link in every page footer, in each form that collects data and in automatic e-mails. For mobile apps, also put the link in the app store listing.',
      ),
      signedBy: NOT_SIGNED_PUBLISHED,
      update: l(
        'Regenerați-o din platformă la orice schimbare a situațiilor, a furnizorilor (găzduire, plăți, curierat, e-mail marketing, analiză) sau a țărilor în care ajung datele. Pentru schimbări importante, anunțați utilizatorii înregistrați prin e-mail.',
        'Regenerate it from the platform whenever the situations, the providers (hosting, payments, courier, e-mail marketing, analytics) or the countries the data go to change. For significant changes, tell registered users by e-mail.',
      ),
    },
    gdprArticles: ['12', '13', '14', '6', '44', '46'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'LISTING_SITUATIONS', 'WEBSITE'],
    formats: ['pdf', 'docx'],
  },
  POLITICA_COOKIES: {
    group: 'POLICIES_TERMS',
    name: l('Politică privind cookie-urile', 'Cookie policy'),
    description: l(
      'Explică ce cookie-uri și tehnologii similare folosește site-ul (strict necesare, de analiză, de publicitate), cine le plasează, cât timp rămân pe dispozitiv și cum își poate modifica vizitatorul alegerile. Cookie-urile care nu sunt strict necesare cer acord prealabil, conform art. 4 alin. (5) din Legea nr. 506/2004.',
      'Explains which cookies and similar technologies the website uses (strictly necessary, analytics, advertising), who sets them, how long they stay on the device and how visitors change their choices. Cookies that are not strictly necessary need prior consent, under Article 4(5) of Law 506/2004.',
      'Explains which cookies and similar technologies the website uses (strictly necessary, analytics, advertising), who sets them, how long they stay on the device and how visitors change their choices. Cookies that are not strictly necessary need prior consent under the ePrivacy rules.',
    ),
    guide: {
      where: l(
        'Publicați-o pe o pagină proprie, cu link din bannerul de cookie-uri și din subsolul site-ului. Bannerul trebuie să ofere butoane la fel de vizibile pentru acceptare și refuz, iar scripturile de analiză și publicitate se încarcă doar după acord.',
        'Publish it on its own page, linked from the cookie banner and the site footer. The banner must offer equally visible accept and reject buttons, and analytics and advertising scripts load only after consent.',
      ),
      signedBy: NOT_SIGNED_PUBLISHED,
      update: l(
        'Actualizați lista de cookie-uri ori de câte ori adăugați sau eliminați un instrument (analiză, pixeli de publicitate, chat, hărți); verificați-o cel puțin o dată la șase luni și cereți din nou acordul vizitatorilor periodic (de regulă după 6–12 luni).',
        'Update the cookie list whenever you add or remove a tool (analytics, advertising pixels, chat, maps); check it at least every six months and ask visitors for consent again periodically (usually after 6–12 months).',
      ),
    },
    gdprArticles: ['6(1)(a)', '7', '13'],
    // The cookie operations of the site's situations are what it lists.
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'LISTING_SITUATIONS', 'WEBSITE'],
    formats: ['pdf', 'docx'],
  },
  TERMENI_CONDITII_APLICATIE: {
    group: 'POLICIES_TERMS',
    name: l('Termeni și condiții de utilizare a site-ului sau aplicației', 'Website or app terms of use'),
    description: l(
      'Regulile de utilizare a site-ului sau a aplicației: identificarea furnizorului de servicii cerută de Legea nr. 365/2002, crearea și securitatea contului, vârsta minimă, conduita utilizatorilor, drepturile de proprietate intelectuală, limitarea răspunderii, legea aplicabilă și soluționarea litigiilor.',
      'The rules for using the website or app: the provider identification that Law 365/2002 requires, account creation and security, minimum age, user conduct, intellectual property, limitation of liability, governing law and dispute resolution.',
      'The rules for using the website or app: identification of the service provider, account creation and security, minimum age, user conduct, intellectual property, limitation of liability, governing law and dispute resolution.',
    ),
    guide: {
      where: l(
        'Publicați-i pe o pagină proprie, cu link în subsolul site-ului și în ecranul de creare a contului, unde utilizatorul îi acceptă explicit.',
        'Publish them on their own page, linked from the site footer and from the sign-up screen, where the user accepts them explicitly.',
      ),
      signedBy: TERMS_SIGNED,
      update: TERMS_UPDATE,
    },
    gdprArticles: ['6(1)(b)', '8', '12'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'WEBSITE'],
    formats: ['pdf', 'docx'],
  },
  TERMENI_CONDITII_MAGAZIN_ONLINE: {
    group: 'POLICIES_TERMS',
    name: l('Termeni și condiții ale magazinului online', 'Online shop terms and conditions'),
    description: l(
      'Contractul la distanță cu clienții magazinului: datele comerciantului, comanda și confirmarea ei, prețuri și plată, livrare, dreptul de retragere de 14 zile conform OUG nr. 34/2014, garanții și conformitate, reclamații, soluționarea alternativă a litigiilor (ANPC – SAL) și legea aplicabilă.',
      'The distance contract with shop customers: trader details, placing and confirming an order, prices and payment, delivery, the 14-day right of withdrawal under Government Emergency Ordinance 34/2014, guarantees and conformity, complaints, alternative dispute resolution (ANPC) and governing law.',
      'The distance contract with shop customers: trader details, placing and confirming an order, prices and payment, delivery, the 14-day right of withdrawal under the Consumer Rights Directive, guarantees and conformity, complaints, alternative dispute resolution and governing law.',
    ),
    guide: {
      where: l(
        'Publicați-i pe o pagină proprie, cu link în subsol, și cereți acceptarea lor printr-o bifă la finalizarea comenzii; trimiteți-i clientului, pe suport durabil (de exemplu PDF atașat), împreună cu confirmarea comenzii.',
        'Publish them on their own page, linked from the footer, and have them accepted with a checkbox at checkout; send them to the customer on a durable medium (such as an attached PDF) with the order confirmation.',
      ),
      signedBy: TERMS_SIGNED,
      update: TERMS_UPDATE,
    },
    gdprArticles: ['6(1)(b)', '12'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'WEBSITE'],
    formats: ['pdf', 'docx'],
  },
  FORMULAR_RETRAGERE: {
    group: 'POLICIES_TERMS',
    name: l('Formular de retragere din contract', 'Withdrawal form'),
    description: l(
      'Modelul de formular prin care consumatorul își exercită dreptul de retragere în 14 zile din contractul încheiat la distanță, după modelul din OUG nr. 34/2014, completat cu datele magazinului.',
      'The model form with which a consumer withdraws from a distance contract within 14 days, following the model in Government Emergency Ordinance 34/2014, filled in with the shop details.',
      'The model form with which a consumer withdraws from a distance contract within 14 days, following the model in the Consumer Rights Directive, filled in with the shop details.',
    ),
    guide: {
      where: l(
        'Publicați-l pe site lângă termenii și condițiile magazinului, atașați-l la confirmarea comenzii și oferiți-l și ca formular online, cu confirmare automată de primire.',
        'Publish it on the website next to the shop terms, attach it to the order confirmation and also offer it as an online form with automatic acknowledgement.',
      ),
      signedBy: l(
        'Se completează și se semnează de consumator (semnătura doar pe hârtie). Magazinul confirmă primirea fără întârziere.',
        'Filled in and signed by the consumer (signature only on paper). The shop acknowledges receipt without delay.',
      ),
      update: l(
        'Actualizați-l când se schimbă datele magazinului (adresă de retur, e-mail) sau legislația privind drepturile consumatorilor.',
        "Update it when the shop's details (returns address, e-mail) or consumer law change.",
      ),
    },
    gdprArticles: [],
    needs: ['COMPANY_INFO', 'CONTACT_INFO'],
    formats: ['pdf', 'docx'],
  },
  TERMENI_CONDITII_CURSURI: {
    group: 'POLICIES_TERMS',
    name: l('Termeni și condiții pentru cursuri online', 'Online courses terms and conditions'),
    description: l(
      'Condițiile de înscriere și de acces la cursuri: plata și facturarea, accesul la platformă și la materiale, drepturile de autor asupra conținutului, înregistrarea sesiunilor, certificatele, renunțarea și rambursarea, inclusiv pierderea dreptului de retragere pentru conținutul digital furnizat imediat, cu acordul cursantului.',
      "The terms of enrolment and access: payment and invoicing, access to the platform and materials, copyright in the content, session recordings, certificates, cancellation and refunds, including the loss of the withdrawal right for digital content supplied at once with the learner's agreement.",
    ),
    guide: {
      where: l(
        'Publicați-i pe site, cu link din pagina fiecărui curs, și cereți acceptarea lor printr-o bifă la înscriere; pentru acces imediat la conținut, cereți o bifă separată prin care cursantul renunță la dreptul de retragere.',
        'Publish them on the website, linked from each course page, and have them accepted with a checkbox at enrolment; for immediate access to content, ask for a separate checkbox by which the learner waives the withdrawal right.',
      ),
      signedBy: TERMS_SIGNED,
      update: TERMS_UPDATE,
    },
    gdprArticles: ['6(1)(b)', '8', '12'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'WEBSITE'],
    formats: ['pdf', 'docx'],
  },
  TERMENI_CONDITII_IMOBILIARE: {
    group: 'POLICIES_TERMS',
    name: l('Termeni și condiții ale platformei imobiliare', 'Real estate platform terms and conditions'),
    description: l(
      'Regulile platformei de anunțuri imobiliare: conturi de proprietari, agenți și interesați, publicarea și moderarea anunțurilor, exactitatea informațiilor, contactul dintre utilizatori, mecanismul de raportare a conținutului ilegal cerut de Regulamentul (UE) 2022/2065 privind serviciile digitale, răspunderea și legea aplicabilă.',
      'The rules of the real estate listings platform: accounts for owners, agents and prospects, publishing and moderating listings, accuracy of information, contact between users, the mechanism for reporting illegal content required by the Digital Services Act (Regulation (EU) 2022/2065), liability and governing law.',
    ),
    guide: {
      where: l(
        'Publicați-i pe o pagină proprie, cu link în subsol și la crearea contului sau la publicarea primului anunț, unde se acceptă explicit.',
        'Publish them on their own page, linked from the footer and from account creation or the first listing, where they are accepted explicitly.',
      ),
      signedBy: TERMS_SIGNED,
      update: TERMS_UPDATE,
    },
    gdprArticles: ['6(1)(b)', '12'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'WEBSITE'],
    formats: ['pdf', 'docx'],
  },
  TERMENI_CONDITII_CAZARE: {
    group: 'POLICIES_TERMS',
    name: l('Termeni și condiții de rezervare și cazare', 'Booking and accommodation terms and conditions'),
    description: l(
      'Condițiile rezervării și ale șederii: confirmarea rezervării, avansul și plata, politica de anulare, orele de check-in și check-out, documentele cerute la sosire, regulamentul unității, răspunderea pentru daune și pentru bunurile oaspeților.',
      "The terms of booking and staying: booking confirmation, deposit and payment, cancellation policy, check-in and check-out times, documents required on arrival, house rules, liability for damage and for guests' belongings.",
    ),
    guide: {
      where: l(
        'Publicați-i pe site și în motorul de rezervări, cu acceptare explicită înainte de plată; trimiteți-i împreună cu confirmarea rezervării și afișați regulamentul la recepție.',
        'Publish them on the website and in the booking engine, accepted explicitly before payment; send them with the booking confirmation and display the house rules at the reception.',
      ),
      signedBy: TERMS_SIGNED,
      update: TERMS_UPDATE,
    },
    gdprArticles: ['6(1)(b)', '12'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'WEBSITE'],
    formats: ['pdf', 'docx'],
  },
} satisfies Partial<Record<TDocumentCode, TDocumentInput>>;
