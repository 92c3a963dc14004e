import { l } from '../schema/common.ts';
import type { TDocumentCode, TDocumentInput } from './schema.ts';
import { APPROVED_BY_MANAGEMENT, KEEP_INTERNAL, REVIEW_YEARLY } from './shared.ts';

/**
 * The usage guideline, the marketing procedure, the camera sign and the archive (docs/spec/catalogues.md §13, last
 * group). The camera sign is the first layer of the CCTV information, so it sits with the notices.
 */
export const guideDocuments = {
  GHID_UTILIZARE_DOCUMENTE: {
    group: 'GUIDES',
    name: l('Ghid de utilizare a documentelor', 'Guide to using your documents'),
    description: l(
      'Explică, pentru fiecare pachet cumpărat, ce documente ați primit, unde se publică sau cui se înmânează, cine le semnează, ce trebuie completat manual și când trebuie actualizate, plus primii pași ai conformității: persoana de contact pentru protecția datelor sau, dacă este obligatoriu, responsabilul cu protecția datelor (DPO), instruirea angajaților, contractele cu furnizorii.',
      'Explains, for each package purchased, which documents you received, where to publish them or whom to give them to, who signs them, what to fill in by hand and when to update them, plus the first steps of compliance: the data protection contact person or, where one is required, the data protection officer (DPO), staff training, contracts with providers.',
    ),
    guide: {
      where: l(
        'Citiți-l înainte de a folosi celelalte documente și păstrați-l la îndemâna persoanei care se ocupă de protecția datelor. Nu se publică.',
        'Read it before using the other documents and keep it at hand for the person who handles data protection. Do not publish it.',
      ),
      signedBy: l('Nu necesită semnătură.', 'No signature needed.'),
      update: l(
        'Se regenerează automat când cumpărați un pachet nou sau când se actualizează documentele.',
        'It is regenerated automatically when you buy a new package or when the documents are updated.',
      ),
    },
    gdprArticles: ['5(2)', '24'],
    // It also prints the contact e-mail and the person in charge of data protection.
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'PRODUCTS'],
    formats: ['pdf'],
  },
  PROCEDURA_MARKETING: {
    group: 'GUIDES',
    name: l('Procedura pentru campaniile de marketing', 'Marketing campaign procedure'),
    description: l(
      'Pașii practici ai fiecărei campanii, care aplică regulile din politica privind comunicările de marketing: construirea listei doar din contacte cu acord dovedit sau din clienți existenți pentru produse similare, confirmarea abonării prin e-mail, identificarea expeditorului și linkul de dezabonare în fiecare mesaj, aplicarea imediată a dezabonărilor, segmentarea fără profilare invazivă și verificarea furnizorului de e-mail marketing (acord de prelucrare, transferuri).',
      'The practical steps of each campaign, applying the rules of the marketing communications policy: building the list only from contacts with proven consent or existing customers for similar products, confirming sign-ups by e-mail, identifying the sender and including an unsubscribe link in every message, applying unsubscribes at once, segmenting without invasive profiling, and checking the e-mail marketing provider (processing agreement, transfers).',
    ),
    guide: {
      where: KEEP_INTERNAL,
      signedBy: APPROVED_BY_MANAGEMENT,
      update: REVIEW_YEARLY,
    },
    gdprArticles: ['6(1)(a)', '7', '21(3)', '25', '28'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'ALL_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  AFIS_SUPRAVEGHERE_VIDEO: {
    group: 'NOTICES_CONSENTS',
    name: l('Afiș de avertizare privind supravegherea video', 'Video surveillance warning sign'),
    description: l(
      'Primul nivel de informare, de afișat înainte de intrarea în zona supravegheată (Ghidul CEPD 3/2019): pictograma camerei, identitatea companiei, scopul supravegherii și interesul legitim urmărit (sau temeiul legal), durata de păstrare a imaginilor, drepturile persoanelor filmate, datele de contact pentru protecția datelor și unde poate fi citită nota de informare completă.',
      'The first layer of information, displayed before people enter the monitored area (EDPB Guidelines 3/2019): the camera pictogram, the company’s identity, the purpose of the surveillance and the legitimate interest pursued (or the legal basis), how long the footage is kept, the rights of the people filmed, the data protection contact details and where the full privacy notice can be read.',
    ),
    guide: {
      where: l(
        'Tipăriți-l (minimum A4) și afișați-l la fiecare intrare în zonele supravegheate, la nivelul ochilor, astfel încât să poată fi citit înainte de a intra în raza camerelor.',
        'Print it (A4 or larger) and display it at every entrance to the monitored areas, at eye level, so it can be read before entering the cameras’ field of view.',
      ),
      signedBy: l('Nu se semnează.', 'Not signed.'),
      update: l(
        'Înlocuiți-l când se schimbă datele companiei, scopul supravegherii, durata de păstrare a imaginilor sau datele de contact.',
        'Replace it when the company details, the purpose of the surveillance, the retention period of the footage or the contact details change.',
      ),
    },
    gdprArticles: ['12(7)', '13', '6(1)(f)'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO'],
    formats: ['pdf', 'docx'],
  },
  ARCHIVE: {
    group: 'GUIDES',
    name: l('Arhiva tuturor documentelor', 'Archive of all documents'),
    description: l(
      'O arhivă ZIP cu ultima versiune a tuturor documentelor din pachetele cumpărate, pentru descărcare într-un singur pas și pentru păstrarea istoricului versiunilor.',
      'A ZIP archive with the latest version of every document in the purchased packages, to download them in one go and to keep a history of versions.',
    ),
    guide: {
      where: l(
        'Descărcați-o după fiecare actualizare și păstrați-o în dosarul de conformitate, ca dovadă a documentelor valabile la acea dată.',
        'Download it after each update and keep it in the compliance file, as proof of the documents in force on that date.',
      ),
      signedBy: l('Nu necesită semnătură.', 'No signature needed.'),
      update: l(
        'Se regenerează automat după fiecare actualizare a documentelor.',
        'It is regenerated automatically after each update of the documents.',
      ),
    },
    gdprArticles: [],
    needs: ['PRODUCTS'],
    formats: ['zip'],
  },
  REGISTRU_ACCES_CCTV: {
    group: 'NOTICES_CONSENTS',
    name: l('Registrul de acces la înregistrările video', 'Video footage access log'),
    description: l(
      'Evidența fiecărei vizionări și extrageri a înregistrărilor camerelor: data, persoana, motivul, imaginile vizionate sau copiate, cui au fost predate și pe ce temei. Dovedește că imaginile sunt folosite numai de persoanele autorizate și numai în scopul declarat.',
      'The log of every viewing and extraction of camera footage: date, person, reason, the images viewed or copied, to whom they were handed over and on what basis. It shows that footage is used only by authorised people and only for the stated purpose.',
    ),
    guide: {
      where: l(
        'Țineți-l lângă echipamentul de înregistrare sau în format electronic; completați-l la fiecare vizionare a înregistrărilor.',
        'Keep it next to the recording equipment or electronically; fill it in at every viewing of the recordings.',
      ),
      signedBy: l(
        'Semnează fiecare persoană care vizionează sau extrage imagini.',
        'Signed by each person who views or extracts footage.',
      ),
      update: l(
        'Se completează continuu; se păstrează cel puțin cât înregistrările extrase.',
        'Filled in continuously; kept at least as long as the extracted footage.',
      ),
    },
    gdprArticles: ['5(2)', '30', '32'],
    needs: ['COMPANY_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  },
  TEXTE_BANNER_COOKIE: {
    group: 'POLICIES_TERMS',
    name: l('Textele bannerului de cookie-uri', 'Cookie banner texts'),
    description: l(
      'Textele gata de pus în bannerul și în panoul de setări ale site-ului: primul nivel de informare, butoanele „Accept toate”, „Refuz” și „Setări” cu aceeași vizibilitate, categoriile de cookie-uri ale companiei cu scopul și durata lor și legătura spre politica de cookie-uri.',
      'Ready-to-use texts for the website’s banner and settings panel: the first layer of information, “Accept all”, “Reject” and “Settings” buttons of equal prominence, the company’s categories of cookies with their purpose and duration, and the link to the cookie policy.',
    ),
    guide: {
      where: l(
        'Copiați textele în instrumentul de gestionare a consimțământului (CMP) al site-ului; refuzul trebuie să fie la fel de ușor ca acceptarea.',
        'Copy the texts into the website’s consent management platform (CMP); rejecting must be as easy as accepting.',
      ),
      signedBy: l('Nu se semnează.', 'Not signed.'),
      update: l(
        'Actualizați-le când adăugați sau eliminați cookie-uri ori furnizori și cereți din nou acordul vizitatorilor.',
        'Update them when you add or remove cookies or providers, and ask visitors for consent again.',
      ),
    },
    gdprArticles: ['4(11)', '7', '13'],
    needs: ['COMPANY_INFO', 'WEBSITE', 'LISTING_SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
  CONSIMTAMANT_PARINTI: {
    group: 'NOTICES_CONSENTS',
    name: l('Acordul părintelui sau al reprezentantului legal', 'Parental consent form'),
    description: l(
      'Acordul părintelui sau al reprezentantului legal pentru prelucrarea datelor unui minor, pentru fiecare scop bazat pe consimțământ (de exemplu fotografiile de la eveniment), cu datele copilului și ale părintelui, verificarea calității de părinte și dreptul de a retrage acordul; pentru serviciile online oferite direct copiilor sub 16 ani, art. 8 din GDPR.',
      'Consent of the parent or legal guardian to the processing of a minor’s data, for each purpose based on consent (for example photos taken at the event), with the child’s and the parent’s details, how parental responsibility is checked and the right to withdraw; for online services offered directly to children under 16, Article 8 GDPR.',
    ),
    guide: {
      where: l(
        'Cereți-l înainte de înscrierea unui minor; fără acord, minorul participă, dar nu este fotografiat sau filmat.',
        'Ask for it before a minor is enrolled; without consent the minor takes part but is not photographed or filmed.',
      ),
      signedBy: l(
        'Se semnează de părinte sau de reprezentantul legal.',
        'Signed by the parent or legal guardian.',
      ),
      update: l(
        'Regenerați-l când adăugați scopuri noi bazate pe consimțământ.',
        'Regenerate it when you add new purposes based on consent.',
      ),
    },
    gdprArticles: ['6(1)(a)', '7', '8'],
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO', 'SITUATIONS'],
    formats: ['docx', 'pdf'],
  },
} satisfies Partial<Record<TDocumentCode, TDocumentInput>>;
