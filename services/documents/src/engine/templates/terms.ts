/**
 * Terms and conditions (site or app, online shop, courses, real-estate platform, accommodation) and
 * the consumer's withdrawal form. Commercial documents, not GDPR ones: the trader's identification
 * (Law 365/2002 art. 5), the consumer rules (OUG 34/2014 and OUG 140/2021 on the RO and EN
 * editions; Directive 2011/83/EU and Directive (EU) 2019/771 on INT), dispute resolution (ANPC –
 * SAL; the EU ODR platform closed on 20 July 2025, Regulation (EU) 2024/3228, so it is not named),
 * and, for the platform, the notice-and-action rules of the Digital Services Act. What only the
 * company can decide (cancellation terms, check-in hours) is a visible placeholder.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { addressOf, changesSection, companyExtras, contactChannel, valueOr } from '../blocks.ts';
import type { DocumentContext, Language } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import { present, type DocumentTemplate } from '../template.ts';
import { b, facts, missing, p, section, ul, type Block, type Inline, type Section } from '../tree.ts';

type TermsCode = Extract<
  TDocumentCode,
  | 'TERMENI_CONDITII_APLICATIE'
  | 'TERMENI_CONDITII_MAGAZIN_ONLINE'
  | 'TERMENI_CONDITII_CURSURI'
  | 'TERMENI_CONDITII_IMOBILIARE'
  | 'TERMENI_CONDITII_CAZARE'
>;

/** A section's content: paragraphs and lists of text, with `{missing}` where the company decides. */
type Part = string | string[] | { missing: string };
interface TermsSection {
  id: string;
  title: string;
  parts: Part[];
}

interface Edition {
  /** Consumer law named on the RO and EN editions, or its EU source on INT. */
  consumerLaw: string;
  conformityLaw: string;
  withdrawalArticle: string;
  exceptionsArticle: string;
  digitalContentException: string;
  adr: string;
  governingLaw: string;
  courts: string;
}

interface TermsTexts {
  provider: { title: string; intro: string; introInt: string; website: string; siteMissing: string };
  editions: Record<'national' | 'int', Edition>;
  personal: { title: string; text: string };
  docs: Record<TermsCode, { subtitle: string; sections: (e: Edition) => TermsSection[] }>;
  withdrawalForm: {
    subtitle: string;
    intro: (law: string) => string;
    to: string;
    statement: string;
    fields: string[];
    footnote: string;
    howTitle: string;
    how: string;
  };
}

const TEXTS: Record<Language, TermsTexts> = {
  ro: {
    provider: {
      title: 'Cine suntem',
      intro:
        'Serviciul este furnizat de societatea de mai jos (informațiile cerute de art. 5 din Legea nr. 365/2002 privind comerțul electronic):',
      introInt:
        'Serviciul este furnizat de societatea de mai jos (informațiile cerute de art. 5 din Directiva 2000/31/CE privind comerțul electronic, astfel cum a fost transpusă în statul membru în care își are sediul):',
      website: 'Site',
      siteMissing: 'adresa site-ului',
    },
    editions: {
      national: {
        consumerLaw:
          'Ordonanța de urgență a Guvernului nr. 34/2014 privind drepturile consumatorilor în cadrul contractelor încheiate cu profesioniștii',
        conformityLaw:
          'Ordonanța de urgență a Guvernului nr. 140/2021 privind anumite aspecte referitoare la contractele de vânzare de bunuri',
        withdrawalArticle: 'art. 9 din OUG nr. 34/2014',
        exceptionsArticle: 'art. 16 din OUG nr. 34/2014',
        digitalContentException: 'art. 16 lit. m) din OUG nr. 34/2014',
        adr: 'Pentru soluționarea alternativă a litigiilor vă puteți adresa entității SAL a Autorității Naționale pentru Protecția Consumatorilor (ANPC – SAL, https://anpc.ro/ce-este-sal/), conform Ordonanței Guvernului nr. 38/2015.',
        governingLaw: 'Contractul este guvernat de legea română.',
        courts:
          'Litigiile se soluționează pe cale amiabilă sau, în lipsa unei înțelegeri, de instanțele competente din România; consumatorul se poate adresa și instanței de la domiciliul său.',
      },
      int: {
        consumerLaw:
          'Directiva 2011/83/UE privind drepturile consumatorilor, astfel cum a fost transpusă în statul membru al consumatorului',
        conformityLaw:
          'Directiva (UE) 2019/771 privind anumite aspecte referitoare la contractele de vânzare de bunuri',
        withdrawalArticle: 'art. 9 din Directiva 2011/83/UE',
        exceptionsArticle: 'art. 16 din Directiva 2011/83/UE',
        digitalContentException: 'art. 16 lit. m) din Directiva 2011/83/UE',
        adr: 'Pentru soluționarea alternativă a litigiilor vă puteți adresa entității de soluționare alternativă a litigiilor din statul dumneavoastră membru (Directiva 2013/11/UE).',
        governingLaw:
          'Contractul este guvernat de legea statului în care își are sediul furnizorul, fără a-l priva pe consumator de protecția dispozițiilor imperative ale legii reședinței sale obișnuite (art. 6 din Regulamentul (CE) nr. 593/2008).',
        courts:
          'Litigiile se soluționează pe cale amiabilă sau de instanțele competente; consumatorul se poate adresa întotdeauna instanțelor de la domiciliul său (Regulamentul (UE) nr. 1215/2012).',
      },
    },
    personal: {
      title: 'Datele personale',
      text: 'Prelucrăm datele personale conform Politicii de confidențialitate, publicată pe site, care face parte integrantă din acești termeni.',
    },
    docs: {
      TERMENI_CONDITII_APLICATIE: {
        subtitle: 'de utilizare a site-ului și a aplicației',
        sections: (e) => [
          {
            id: 'acceptance',
            title: 'Acceptarea termenilor',
            parts: [
              'Prin crearea unui cont sau prin folosirea serviciului acceptați acești termeni. Dacă nu sunteți de acord cu ei, vă rugăm să nu folosiți serviciul.',
            ],
          },
          {
            id: 'account',
            title: 'Contul de utilizator',
            parts: [
              [
                'puteți crea un cont dacă aveți cel puțin 16 ani sau, sub această vârstă, cu acordul părintelui ori al reprezentantului legal;',
                'datele din cont trebuie să fie reale și actualizate;',
                'sunteți responsabil pentru păstrarea confidențialității parolei și pentru activitatea din contul dumneavoastră; ne anunțați de îndată orice folosire neautorizată;',
                'vă puteți închide oricând contul din setări sau printr-o cerere la adresa de contact.',
              ],
            ],
          },
          {
            id: 'conduct',
            title: 'Reguli de utilizare',
            parts: [
              'Folosind serviciul, vă angajați să nu:',
              [
                'încălcați legea sau drepturile altor persoane, inclusiv drepturile de proprietate intelectuală și dreptul la viață privată;',
                'publicați conținut ilegal, defăimător, înșelător sau care incită la ură ori violență;',
                'încercați să accesați fără drept sisteme, conturi sau date, să introduceți programe malițioase ori să perturbați funcționarea serviciului;',
                'colectați automat date din serviciu fără acordul nostru scris.',
              ],
              'Putem suspenda sau închide un cont care încalcă aceste reguli, după ce vă comunicăm motivul, cu excepția cazurilor în care legea ne obligă să acționăm imediat.',
            ],
          },
          {
            id: 'ip',
            title: 'Proprietatea intelectuală',
            parts: [
              'Conținutul serviciului (texte, grafică, logo, programe) ne aparține sau îl folosim cu licență și este protejat de legislația privind drepturile de autor și mărcile. Îl puteți folosi numai în scop personal, în cadrul serviciului; orice altă utilizare cere acordul nostru scris.',
            ],
          },
          {
            id: 'availability',
            title: 'Disponibilitatea serviciului',
            parts: [
              'Depunem eforturi rezonabile pentru ca serviciul să fie disponibil și să funcționeze corect, dar pot exista întreruperi pentru mentenanță sau din cauze independente de noi. Vă anunțăm din timp întreruperile planificate importante.',
            ],
          },
          {
            id: 'liability',
            title: 'Răspunderea',
            parts: [
              'Răspundem pentru prejudiciile cauzate prin încălcarea obligațiilor noastre, în limitele legii. Nu răspundem pentru prejudiciile cauzate de folosirea serviciului contrar acestor termeni, de conținutul publicat de alți utilizatori ori de site-urile terților către care trimit linkurile. Aceste limitări nu se aplică în cazurile în care legea nu permite limitarea răspunderii, inclusiv față de consumatori.',
            ],
          },
          { id: 'law', title: 'Legea aplicabilă și litigiile', parts: [e.governingLaw, e.courts, e.adr] },
        ],
      },
      TERMENI_CONDITII_MAGAZIN_ONLINE: {
        subtitle: 'de vânzare prin magazinul online',
        sections: (e) => [
          {
            id: 'contract',
            title: 'Comanda și încheierea contractului',
            parts: [
              `Contractul se încheie la distanță, conform ${e.consumerLaw}. Comanda plasată pe site reprezintă oferta dumneavoastră de a cumpăra; contractul se încheie când vă confirmăm comanda prin e-mail. Înainte de plasare vedeți produsele, prețul total, costul livrării și modalitatea de plată și puteți corecta datele.`,
            ],
          },
          {
            id: 'prices',
            title: 'Prețuri și plată',
            parts: [
              'Prețurile afișate includ TVA. Costul livrării este afișat separat înainte de plasarea comenzii. Puteți plăti online cu cardul, prin procesatorul de plăți, sau prin celelalte modalități afișate la finalizarea comenzii. Datele cardului nu ajung la noi.',
            ],
          },
          {
            id: 'delivery',
            title: 'Livrarea',
            parts: [
              'Livrăm produsele la adresa indicată în comandă, în termenul afișat pentru fiecare produs și cel târziu în 30 de zile de la încheierea contractului, dacă nu am convenit altfel. Riscul pierderii sau deteriorării produselor trece asupra dumneavoastră la predarea lor.',
            ],
          },
          {
            id: 'withdrawal',
            title: 'Dreptul de retragere în 14 zile',
            parts: [
              `Ca și consumator, vă puteți retrage din contract în 14 zile, fără a justifica decizia și fără costuri, cu excepția costului direct al returnării produselor (${e.withdrawalArticle}). Termenul curge din ziua în care intrați în posesia fizică a produselor (pentru serviciile, din ziua încheierii contractului).`,
              'Pentru a vă exercita dreptul ne trimiteți o declarație neechivocă (de exemplu, prin e-mail), puteți folosi modelul de formular de retragere, fără a fi obligatoriu. Este suficient să trimiteți declarația înainte de expirarea termenului.',
              'Vă rambursăm toate sumele primite, inclusiv costul livrării standard, în cel mult 14 zile de la data la care am fost informați despre retragere, prin aceeași modalitate de plată, dacă nu ați convenit în mod expres altfel. Putem amâna rambursarea până la primirea produselor sau până la dovada că le-ați expediat. Răspundeți numai pentru diminuarea valorii produselor rezultată din manipulări mai mult decât necesare pentru a le verifica natura, calitățile și funcționarea.',
              `Dreptul de retragere nu se aplică în cazurile prevăzute de ${e.exceptionsArticle}, de exemplu produselor confecționate după specificațiile dumneavoastră ori personalizate clar, produselor care se deteriorează rapid și produselor sigilate care nu pot fi returnate din motive de igienă dacă au fost desigilate.`,
            ],
          },
          {
            id: 'conformity',
            title: 'Garanția de conformitate',
            parts: [
              `Produsele beneficiază de garanția legală de conformitate, conform ${e.conformityLaw}, pentru lipsurile de conformitate care apar în 2 ani de la livrare: puteți cere aducerea produsului în conformitate (reparare sau înlocuire), reducerea prețului sau încetarea contractului, în condițiile legii. Garanția comercială oferită de producător, dacă există, se adaugă garanției legale.`,
            ],
          },
          {
            id: 'complaints',
            title: 'Reclamații și soluționarea litigiilor',
            parts: [
              'Ne puteți trimite reclamațiile la datele de contact de mai sus; vă răspundem cât mai repede, în termenele prevăzute de lege.',
              e.adr,
              e.governingLaw,
              e.courts,
            ],
          },
        ],
      },
      TERMENI_CONDITII_CURSURI: {
        subtitle: 'de înscriere și participare la cursuri',
        sections: (e) => [
          {
            id: 'enrolment',
            title: 'Înscrierea',
            parts: [
              'Înscrierea se face pe site, prin completarea formularului și plata taxei de participare. Contractul se încheie când vă confirmăm înscrierea prin e-mail.',
            ],
          },
          {
            id: 'payment',
            title: 'Plata și factura',
            parts: [
              'Prețul afișat include TVA, dacă este cazul. Factura se emite pe datele furnizate la înscriere.',
            ],
          },
          {
            id: 'access',
            title: 'Accesul la curs și la materiale',
            parts: [
              'Primiți accesul personal la platformă și la materialele cursului pe durata anunțată pentru fiecare curs. Accesul nu poate fi transmis altei persoane.',
            ],
          },
          {
            id: 'ip',
            title: 'Drepturile de autor asupra conținutului',
            parts: [
              'Materialele cursului sunt protejate de drepturi de autor. Le puteți folosi numai pentru învățarea personală; nu le puteți copia, distribui, publica sau vinde fără acordul nostru scris.',
            ],
          },
          {
            id: 'recordings',
            title: 'Înregistrarea sesiunilor',
            parts: [
              'Dacă o sesiune live se înregistrează, vă anunțăm înainte de începere; puteți participa cu camera și microfonul oprite. Înregistrările se folosesc conform Politicii de confidențialitate.',
            ],
          },
          {
            id: 'certificates',
            title: 'Certificatele',
            parts: [
              'La finalizarea cursului, în condițiile anunțate (prezență, evaluare), primiți un certificat de participare sau de absolvire.',
            ],
          },
          {
            id: 'cancellation',
            title: 'Renunțarea și rambursarea',
            parts: [
              `Ca și consumator, vă puteți retrage din contract în 14 zile de la încheierea lui, fără a justifica decizia (${e.withdrawalArticle}).`,
              `Pentru conținutul digital furnizat imediat (acces la cursuri înregistrate), dreptul de retragere se pierde dacă ați cerut expres începerea furnizării înainte de expirarea termenului și ați confirmat că știți că vă pierdeți astfel dreptul (${e.digitalContentException}).`,
              {
                missing:
                  'condițiile de rambursare după termenul de retragere (de exemplu, pentru anularea unui curs fizic)',
              },
            ],
          },
          { id: 'law', title: 'Legea aplicabilă și litigiile', parts: [e.adr, e.governingLaw, e.courts] },
        ],
      },
      TERMENI_CONDITII_IMOBILIARE: {
        subtitle: 'de utilizare a platformei de anunțuri imobiliare',
        sections: (e) => [
          {
            id: 'accounts',
            title: 'Conturile',
            parts: [
              'Pe platformă pot avea cont proprietarii, agenții imobiliari și persoanele interesate. Datele din cont trebuie să fie reale; agenții își declară calitatea și agenția pe care o reprezintă.',
            ],
          },
          {
            id: 'listings',
            title: 'Publicarea anunțurilor',
            parts: [
              [
                'publicați numai anunțuri pentru imobile pe care aveți dreptul să le oferiți;',
                'informațiile (preț, suprafață, stare, fotografii) trebuie să fie exacte și actuale;',
                'nu publicați date personale ale altor persoane fără temei legal;',
                'anunțurile se retrag când imobilul nu mai este disponibil.',
              ],
            ],
          },
          {
            id: 'moderation',
            title: 'Moderarea și raportarea conținutului ilegal',
            parts: [
              'Oricine ne poate semnala un anunț pe care îl consideră ilegal, prin butonul de raportare de pe pagina anunțului sau la adresa de contact, indicând motivele, adresa exactă a anunțului și datele de contact (art. 16 din Regulamentul (UE) 2022/2065 privind serviciile digitale). Analizăm semnalările în timp util, cu atenție și obiectivitate, și îl informăm pe autor.',
              'Când eliminăm sau restricționăm un anunț, îi comunicăm utilizatorului motivele (art. 17 din Regulamentul (UE) 2022/2065), iar acesta poate contesta decizia prin sistemul nostru intern de soluționare a reclamațiilor.',
            ],
          },
          {
            id: 'contact',
            title: 'Contactul dintre utilizatori',
            parts: [
              'Platforma pune în legătură persoanele interesate cu cei care publică anunțurile. Nu suntem parte la tranzacțiile dintre utilizatori și nu garantăm exactitatea anunțurilor, dar acționăm prompt când aflăm despre un conținut ilegal.',
            ],
          },
          {
            id: 'liability',
            title: 'Răspunderea',
            parts: [
              'Ca furnizor de servicii de găzduire, nu răspundem pentru informațiile stocate la cererea utilizatorilor dacă nu avem cunoștință de caracterul lor ilegal și acționăm prompt pentru eliminarea lor când aflăm (art. 6 din Regulamentul (UE) 2022/2065).',
            ],
          },
          { id: 'law', title: 'Legea aplicabilă și litigiile', parts: [e.governingLaw, e.courts, e.adr] },
        ],
      },
      TERMENI_CONDITII_CAZARE: {
        subtitle: 'de rezervare și cazare',
        sections: (e) => [
          {
            id: 'booking',
            title: 'Rezervarea',
            parts: [
              'Rezervarea este confirmată când vă trimitem confirmarea scrisă, cu perioada, tipul camerei, prețul și condițiile de plată și de anulare.',
            ],
          },
          {
            id: 'payment',
            title: 'Avansul și plata',
            parts: [{ missing: 'avansul cerut la rezervare și termenul plății restului de preț' }],
          },
          {
            id: 'cancellation',
            title: 'Anularea rezervării',
            parts: [{ missing: 'condițiile de anulare gratuită și penalitățile de anulare' }],
          },
          {
            id: 'stay',
            title: 'Sosirea și plecarea',
            parts: [
              { missing: 'orele de check-in și de check-out' },
              'La sosire vă cerem actul de identitate, pentru completarea fișei de anunțare a sosirii și plecării prevăzute de reglementările privind turismul, conform notei de informare pentru oaspeți.',
            ],
          },
          {
            id: 'rules',
            title: 'Regulamentul unității',
            parts: [
              'Oaspeții respectă regulamentul unității afișat la recepție (liniștea, fumatul, animalele de companie, accesul vizitatorilor).',
            ],
          },
          // Civil Code arts. 2126–2134 (hotelkeeper's deposit): verify the article numbers against the consolidated text.
          {
            id: 'liability',
            title: 'Răspunderea',
            parts: [
              'Oaspetele răspunde pentru pagubele cauzate unității din culpa sa. Răspunderea noastră pentru bunurile aduse de oaspeți în unitatea de cazare este cea prevăzută de Codul civil pentru depozitul hotelier; obiectele de valoare pot fi predate spre păstrare la recepție.',
            ],
          },
          { id: 'law', title: 'Legea aplicabilă și litigiile', parts: [e.adr, e.governingLaw, e.courts] },
        ],
      },
    },
    withdrawalForm: {
      subtitle: 'pentru retragerea din contractul încheiat la distanță',
      intro: (law) =>
        `Completați și trimiteți acest formular numai dacă doriți să vă retrageți din contract (model conform ${law}).`,
      to: 'Către',
      statement:
        'Prin prezenta vă informez că doresc să mă retrag din contractul privind vânzarea următoarelor produse (*) / prestarea următoarelor servicii (*):',
      fields: [
        'Produsele sau serviciile',
        'Comandate la (*) / primite la (*)',
        'Numărul comenzii',
        'Numele consumatorului',
        'Adresa consumatorului',
        'Semnătura consumatorului (numai dacă formularul este trimis pe hârtie)',
        'Data',
      ],
      footnote: '(*) Se elimină mențiunea inutilă.',
      howTitle: 'Cum trimiteți formularul',
      how: 'Trimiteți formularul sau orice altă declarație neechivocă înainte de expirarea termenului de 14 zile, la adresa de e-mail sau la adresa sediului de mai sus.',
    },
  },
  en: {
    provider: {
      title: 'Who we are',
      intro:
        'The service is provided by the company below (the information required by Article 5 of Romanian Law No. 365/2002 on electronic commerce):',
      introInt:
        'The service is provided by the company below (the information required by Article 5 of Directive 2000/31/EC on electronic commerce, as transposed in the Member State where it is established):',
      website: 'Website',
      siteMissing: 'the website address',
    },
    editions: {
      national: {
        consumerLaw:
          'Romanian Government Emergency Ordinance No. 34/2014 on consumer rights in contracts concluded with traders',
        conformityLaw:
          'Romanian Government Emergency Ordinance No. 140/2021 on certain aspects of contracts for the sale of goods',
        withdrawalArticle: 'Article 9 of Emergency Ordinance No. 34/2014',
        exceptionsArticle: 'Article 16 of Emergency Ordinance No. 34/2014',
        digitalContentException: 'Article 16(m) of Emergency Ordinance No. 34/2014',
        adr: 'For alternative dispute resolution you may turn to the ADR entity of the National Authority for Consumer Protection (ANPC – SAL, https://anpc.ro/ce-este-sal/), under Government Ordinance No. 38/2015.',
        governingLaw: 'The contract is governed by Romanian law.',
        courts:
          'Disputes are settled amicably or, failing agreement, by the competent courts in Romania; consumers may also bring proceedings in the courts of their domicile.',
      },
      int: {
        consumerLaw: 'Directive 2011/83/EU on consumer rights, as transposed in the consumer’s Member State',
        conformityLaw:
          'Directive (EU) 2019/771 on certain aspects concerning contracts for the sale of goods',
        withdrawalArticle: 'Article 9 of Directive 2011/83/EU',
        exceptionsArticle: 'Article 16 of Directive 2011/83/EU',
        digitalContentException: 'Article 16(m) of Directive 2011/83/EU',
        adr: 'For alternative dispute resolution you may turn to the alternative dispute resolution entity of your Member State (Directive 2013/11/EU).',
        governingLaw:
          'The contract is governed by the law of the State where the provider is established, without depriving consumers of the protection of the mandatory rules of the law of their habitual residence (Article 6 of Regulation (EC) No 593/2008).',
        courts:
          'Disputes are settled amicably or by the competent courts; consumers may always bring proceedings in the courts of their domicile (Regulation (EU) No 1215/2012).',
      },
    },
    personal: {
      title: 'Personal data',
      text: 'We process personal data under the Privacy Policy published on the website, which forms part of these terms.',
    },
    docs: {
      TERMENI_CONDITII_APLICATIE: {
        subtitle: 'for using the website and the app',
        sections: (e) => [
          {
            id: 'acceptance',
            title: 'Accepting these terms',
            parts: [
              'By creating an account or using the service you accept these terms. If you do not agree with them, please do not use the service.',
            ],
          },
          {
            id: 'account',
            title: 'Your account',
            parts: [
              [
                'you may create an account if you are at least 16 or, below that age, with the consent of a parent or legal representative;',
                'the information in your account must be true and up to date;',
                'you are responsible for keeping your password confidential and for the activity in your account; tell us at once about any unauthorised use;',
                'you may close your account at any time in the settings or by a request to the contact address.',
              ],
            ],
          },
          {
            id: 'conduct',
            title: 'Rules of use',
            parts: [
              'When using the service you agree not to:',
              [
                'break the law or infringe the rights of others, including intellectual property rights and the right to privacy;',
                'publish content that is illegal, defamatory, misleading or that incites hatred or violence;',
                'try to access systems, accounts or data without authorisation, introduce malicious software or disrupt the service;',
                'collect data from the service by automated means without our written consent.',
              ],
              'We may suspend or close an account that breaks these rules after telling you why, except where the law requires us to act at once.',
            ],
          },
          {
            id: 'ip',
            title: 'Intellectual property',
            parts: [
              'The content of the service (texts, graphics, logo, software) belongs to us or is used under licence and is protected by copyright and trade mark law. You may use it only for personal purposes, within the service; any other use requires our written consent.',
            ],
          },
          {
            id: 'availability',
            title: 'Availability of the service',
            parts: [
              'We make reasonable efforts for the service to be available and to work correctly, but there may be interruptions for maintenance or for reasons beyond our control. We announce major planned interruptions in advance.',
            ],
          },
          {
            id: 'liability',
            title: 'Liability',
            parts: [
              'We are liable for damage caused by a breach of our obligations, within the limits of the law. We are not liable for damage caused by use of the service contrary to these terms, by content published by other users or by third-party websites we link to. These limitations do not apply where the law does not allow liability to be limited, including towards consumers.',
            ],
          },
          { id: 'law', title: 'Governing law and disputes', parts: [e.governingLaw, e.courts, e.adr] },
        ],
      },
      TERMENI_CONDITII_MAGAZIN_ONLINE: {
        subtitle: 'of sale through the online shop',
        sections: (e) => [
          {
            id: 'contract',
            title: 'Ordering and concluding the contract',
            parts: [
              `The contract is concluded at a distance, under ${e.consumerLaw}. An order placed on the website is your offer to buy; the contract is concluded when we confirm your order by e-mail. Before placing it you see the products, the total price, the delivery cost and the payment method, and you can correct your details.`,
            ],
          },
          {
            id: 'prices',
            title: 'Prices and payment',
            parts: [
              'Prices shown include VAT. The delivery cost is shown separately before you place the order. You can pay online by card, through the payment processor, or by the other methods shown at checkout. Your card details never reach us.',
            ],
          },
          {
            id: 'delivery',
            title: 'Delivery',
            parts: [
              'We deliver the products to the address in the order, within the time shown for each product and at the latest 30 days after the contract is concluded, unless agreed otherwise. The risk of loss or damage passes to you when the products are handed over to you.',
            ],
          },
          {
            id: 'withdrawal',
            title: 'The 14-day right of withdrawal',
            parts: [
              `As a consumer, you may withdraw from the contract within 14 days, without giving any reason and at no cost other than the direct cost of returning the products (${e.withdrawalArticle}). The period runs from the day you take physical possession of the products (for services, from the day the contract is concluded).`,
              'To exercise it, send us a clear statement (for example, by e-mail); you may use the model withdrawal form, but you do not have to. It is enough to send the statement before the period ends.',
              'We refund all payments received, including the standard delivery cost, within 14 days of being informed of your withdrawal, using the same means of payment unless you expressly agree otherwise. We may withhold the refund until we receive the products or you show you have sent them. You are liable only for any diminished value of the products resulting from handling beyond what is necessary to establish their nature, characteristics and functioning.',
              `The right of withdrawal does not apply in the cases listed in ${e.exceptionsArticle}, for example products made to your specifications or clearly personalised, products liable to deteriorate rapidly and sealed products unsuitable for return for hygiene reasons once unsealed.`,
            ],
          },
          {
            id: 'conformity',
            title: 'Legal guarantee of conformity',
            parts: [
              `The products are covered by the legal guarantee of conformity, under ${e.conformityLaw}, for any lack of conformity that appears within 2 years of delivery: you may ask for the product to be brought into conformity (repair or replacement), for a price reduction or for the contract to be terminated, under the conditions of the law. Any commercial guarantee of the manufacturer comes in addition to the legal guarantee.`,
            ],
          },
          {
            id: 'complaints',
            title: 'Complaints and disputes',
            parts: [
              'You can send complaints to the contact details above; we answer as soon as possible, within the periods set by law.',
              e.adr,
              e.governingLaw,
              e.courts,
            ],
          },
        ],
      },
      TERMENI_CONDITII_CURSURI: {
        subtitle: 'for enrolling in and attending courses',
        sections: (e) => [
          {
            id: 'enrolment',
            title: 'Enrolment',
            parts: [
              'You enrol on the website by completing the form and paying the course fee. The contract is concluded when we confirm your enrolment by e-mail.',
            ],
          },
          {
            id: 'payment',
            title: 'Payment and invoice',
            parts: [
              'The price shown includes VAT where applicable. The invoice is issued on the details given at enrolment.',
            ],
          },
          {
            id: 'access',
            title: 'Access to the course and the materials',
            parts: [
              'You receive personal access to the platform and to the course materials for the period announced for each course. Access may not be passed on to another person.',
            ],
          },
          {
            id: 'ip',
            title: 'Copyright in the content',
            parts: [
              'The course materials are protected by copyright. You may use them only for your own learning; you may not copy, distribute, publish or sell them without our written consent.',
            ],
          },
          {
            id: 'recordings',
            title: 'Recording of sessions',
            parts: [
              'If a live session is recorded, we tell you before it starts; you may take part with your camera and microphone off. Recordings are used under the Privacy Policy.',
            ],
          },
          {
            id: 'certificates',
            title: 'Certificates',
            parts: [
              'When you complete the course under the conditions announced (attendance, assessment), you receive a certificate of attendance or completion.',
            ],
          },
          {
            id: 'cancellation',
            title: 'Cancellation and refunds',
            parts: [
              `As a consumer, you may withdraw from the contract within 14 days of its conclusion, without giving any reason (${e.withdrawalArticle}).`,
              `For digital content supplied at once (access to recorded courses), the right of withdrawal is lost if you expressly asked for the supply to begin before the period ended and acknowledged that you thereby lose the right (${e.digitalContentException}).`,
              {
                missing:
                  'the refund conditions after the withdrawal period (for example, when an in-person course is cancelled)',
              },
            ],
          },
          { id: 'law', title: 'Governing law and disputes', parts: [e.adr, e.governingLaw, e.courts] },
        ],
      },
      TERMENI_CONDITII_IMOBILIARE: {
        subtitle: 'for using the real-estate listings platform',
        sections: (e) => [
          {
            id: 'accounts',
            title: 'Accounts',
            parts: [
              'Owners, real-estate agents and interested persons may have an account on the platform. Account information must be true; agents state their capacity and the agency they represent.',
            ],
          },
          {
            id: 'listings',
            title: 'Publishing listings',
            parts: [
              [
                'publish listings only for properties you are entitled to offer;',
                'the information (price, area, condition, photos) must be accurate and current;',
                'do not publish other people’s personal data without a legal basis;',
                'listings are withdrawn when the property is no longer available.',
              ],
            ],
          },
          {
            id: 'moderation',
            title: 'Moderation and reporting illegal content',
            parts: [
              'Anyone can report a listing they consider illegal, through the report button on the listing page or at the contact address, stating the reasons, the exact address of the listing and their contact details (Article 16 of Regulation (EU) 2022/2065 on digital services). We handle reports in a timely, diligent and objective manner and inform the author.',
              'When we remove or restrict a listing, we tell the user the reasons (Article 17 of Regulation (EU) 2022/2065), and they can contest the decision through our internal complaint-handling system.',
            ],
          },
          {
            id: 'contact',
            title: 'Contact between users',
            parts: [
              'The platform connects interested persons with those who publish listings. We are not a party to transactions between users and do not guarantee the accuracy of listings, but we act promptly when we learn of illegal content.',
            ],
          },
          {
            id: 'liability',
            title: 'Liability',
            parts: [
              'As a hosting service provider, we are not liable for information stored at users’ request if we have no knowledge of its illegal nature and act promptly to remove it once we do (Article 6 of Regulation (EU) 2022/2065).',
            ],
          },
          { id: 'law', title: 'Governing law and disputes', parts: [e.governingLaw, e.courts, e.adr] },
        ],
      },
      TERMENI_CONDITII_CAZARE: {
        subtitle: 'for bookings and stays',
        sections: (e) => [
          {
            id: 'booking',
            title: 'Booking',
            parts: [
              'A booking is confirmed when we send you the written confirmation, with the dates, the room type, the price and the payment and cancellation conditions.',
            ],
          },
          {
            id: 'payment',
            title: 'Deposit and payment',
            parts: [{ missing: 'the deposit required at booking and when the rest of the price is due' }],
          },
          {
            id: 'cancellation',
            title: 'Cancelling a booking',
            parts: [{ missing: 'the free cancellation conditions and the cancellation fees' }],
          },
          {
            id: 'stay',
            title: 'Arrival and departure',
            parts: [
              { missing: 'the check-in and check-out times' },
              'On arrival we ask for your identity document, to complete the arrival and departure form required by the tourism rules, as explained in the privacy notice for guests.',
            ],
          },
          {
            id: 'rules',
            title: 'House rules',
            parts: [
              'Guests observe the house rules displayed at reception (quiet hours, smoking, pets, visitors).',
            ],
          },
          {
            id: 'liability',
            title: 'Liability',
            parts: [
              'Guests are liable for damage they cause to the property through their fault. Our liability for belongings guests bring into the property is that provided by the Civil Code for the hotelkeeper’s deposit; valuables may be left for safekeeping at reception.',
            ],
          },
          { id: 'law', title: 'Governing law and disputes', parts: [e.adr, e.governingLaw, e.courts] },
        ],
      },
    },
    withdrawalForm: {
      subtitle: 'for withdrawing from a distance contract',
      intro: (law) =>
        `Complete and return this form only if you wish to withdraw from the contract (model under ${law}).`,
      to: 'To',
      statement:
        'I hereby give notice that I withdraw from my contract of sale of the following goods (*) / for the provision of the following service (*):',
      fields: [
        'Goods or services',
        'Ordered on (*) / received on (*)',
        'Order number',
        'Name of consumer',
        'Address of consumer',
        'Signature of consumer (only if this form is notified on paper)',
        'Date',
      ],
      footnote: '(*) Delete as appropriate.',
      howTitle: 'How to send the form',
      how: 'Send the form, or any other clear statement, before the 14-day period ends, to the e-mail address or the registered office above.',
    },
  },
};

function parts(list: Part[]): Block[] {
  return list.map((part) =>
    typeof part === 'string' ? p(part) : Array.isArray(part) ? ul(part) : p({ missing: part.missing }),
  );
}

/** The trader's identification (Law 365/2002 art. 5): name, codes, address, contact, website. */
function providerSection(ctx: DocumentContext, t: Messages, texts: TermsTexts): Section {
  const { info } = ctx.company;
  const int = ctx.edition === 'INT';
  const m = t.controller;
  const website = companyExtras(ctx).website;
  const rows: Array<[string, Inline | Inline[]]> = [
    [m.name, valueOr(info.name, m.name)],
    [int ? m.fiscalCodeInt : m.fiscalCode, valueOr(info.fiscalCode, m.fiscalCode)],
    [
      int ? m.registrationNumberInt : m.registrationNumber,
      valueOr(info.registrationNumber === '-' ? '' : info.registrationNumber, m.registrationNumber),
    ],
    [m.address, valueOr(addressOf(ctx), m.address)],
    [m.phone, valueOr(info.phoneNumber, m.phone)],
    [t.dpo.email, valueOr(contactChannel(ctx), m.missingEmail)],
    [
      texts.provider.website,
      website ? { link: website, text: website } : missing(texts.provider.siteMissing),
    ],
  ];
  return section('provider', texts.provider.title, [
    p(int ? texts.provider.introInt : texts.provider.intro),
    facts(rows),
  ]);
}

function terms(code: TermsCode): DocumentTemplate {
  return {
    kind: 'terms',
    build({ ctx, t, meta }) {
      const texts = TEXTS[ctx.language];
      const edition = texts.editions[ctx.edition === 'INT' ? 'int' : 'national'];
      const doc = texts.docs[code];
      return {
        subtitle: doc.subtitle,
        sections: present([
          providerSection(ctx, t, texts),
          ...doc.sections(edition).map((s) => section(s.id, s.title, parts(s.parts))),
          section('personal-data', texts.personal.title, [p(texts.personal.text)]),
          changesSection(ctx, t, meta),
        ]),
      };
    },
  };
}

const withdrawalForm: DocumentTemplate = {
  kind: 'form',
  build({ ctx, t }) {
    const texts = TEXTS[ctx.language];
    const m = texts.withdrawalForm;
    const law =
      ctx.edition === 'INT'
        ? 'Directive 2011/83/EU, Annex I(B)'
        : ctx.language === 'ro'
          ? 'anexa nr. 1 lit. B la OUG nr. 34/2014'
          : 'Annex 1(B) to Emergency Ordinance No. 34/2014';
    const channel = contactChannel(ctx);
    return {
      subtitle: m.subtitle,
      sections: present([
        section('form', m.to, [
          p(m.intro(law)),
          facts([
            [t.controller.name, valueOr(ctx.company.info.name, t.controller.name)],
            [t.controller.address, valueOr(addressOf(ctx), t.controller.address)],
            [t.dpo.email, valueOr(channel, t.controller.missingEmail)],
          ]),
          p(b(m.statement)),
          { kind: 'signatures', parties: [{ title: '', lines: m.fields.map((label) => ({ label })) }] },
          p(m.footnote),
        ]),
        section('how', m.howTitle, [p(m.how)]),
      ]),
    };
  },
};

export const TERMS_TEMPLATES = {
  TERMENI_CONDITII_APLICATIE: terms('TERMENI_CONDITII_APLICATIE'),
  TERMENI_CONDITII_MAGAZIN_ONLINE: terms('TERMENI_CONDITII_MAGAZIN_ONLINE'),
  TERMENI_CONDITII_CURSURI: terms('TERMENI_CONDITII_CURSURI'),
  TERMENI_CONDITII_IMOBILIARE: terms('TERMENI_CONDITII_IMOBILIARE'),
  TERMENI_CONDITII_CAZARE: terms('TERMENI_CONDITII_CAZARE'),
  FORMULAR_RETRAGERE: withdrawalForm,
};
