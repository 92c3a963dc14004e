import { l } from '../schema/common.ts';
import type { TDocumentCode, TDocumentInput } from './schema.ts';
import { APPROVED_BY_MANAGEMENT, KEEP_INTERNAL, REVIEW_YEARLY } from './shared.ts';

/**
 * The usage guideline, the marketing procedure, the camera sign and the archive (spec §13, last
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
} satisfies Partial<Record<TDocumentCode, TDocumentInput>>;
