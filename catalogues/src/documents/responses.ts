import { l } from '../schema/common.ts';
import type { TLocalized } from '../schema/common.ts';
import type { TDocumentCode, TDocumentInput } from './schema.ts';
import { RESPONSE_SIGNED, RESPONSE_TIMING, RESPONSE_WHERE } from './shared.ts';

/** Refusals name the routes of appeal, which differ on the INT edition. */
const REFUSAL_ROUTES = l(
  'Răspunsul de refuz precizează motivele și dreptul persoanei de a depune plângere la ANSPDCP și de a se adresa instanței.',
  'A refusal states the reasons and the person’s right to complain to ANSPDCP and to go to court.',
  'A refusal states the reasons and the person’s right to complain to a supervisory authority and to go to court.',
);

function responseTemplate(
  name: TLocalized,
  description: TLocalized,
  gdprArticles: string[],
  refusal = true,
): TDocumentInput {
  return {
    group: 'RESPONSE_TEMPLATES',
    name,
    description: refusal
      ? {
          ro: `${description.ro} ${REFUSAL_ROUTES.ro}`,
          en: `${description.en} ${REFUSAL_ROUTES.en}`,
          int: `${description.int ?? description.en} ${REFUSAL_ROUTES.int ?? REFUSAL_ROUTES.en}`,
        }
      : description,
    guide: { where: RESPONSE_WHERE, signedBy: RESPONSE_SIGNED, update: RESPONSE_TIMING },
    gdprArticles,
    needs: ['COMPANY_INFO', 'CONTACT_INFO', 'DPO'],
    formats: ['docx', 'pdf'],
  };
}

/** Response templates for data-subject requests (docs/spec/catalogues.md §13, "response templates"). */
export const responseDocuments = {
  MODELE_RASPUNS_INFORMATII_SUPLIMENTARE: responseTemplate(
    l(
      'Model de răspuns – solicitarea de informații suplimentare',
      'Response template – request for additional information',
    ),
    l(
      'Se folosește când aveți îndoieli rezonabile privind identitatea solicitantului sau cererea nu este suficient de clară: cere doar informațiile strict necesare pentru identificare, fără copii excesive ale actelor de identitate, și explică de ce sunt necesare.',
      'For when you have reasonable doubts about the requester’s identity or the request is unclear: asks only for the information strictly needed to identify them, without excessive copies of identity documents, and explains why it is needed.',
    ),
    ['12(2)', '12(6)'],
    false,
  ),
  MODELE_RASPUNS_CONFIRMARE_INREGISTRARE: responseTemplate(
    l(
      'Model de răspuns – confirmarea înregistrării cererii',
      'Response template – acknowledgement of the request',
    ),
    l(
      'Confirmă primirea cererii, numărul și data înregistrării, dreptul exercitat și termenul în care persoana va primi răspunsul.',
      'Acknowledges receipt of the request, with its registration number and date, the right exercised and the date by which the person will receive an answer.',
    ),
    ['12(3)'],
    false,
  ),
  MODELE_RASPUNS_DECIZIE_AUTOMATA: responseTemplate(
    l(
      'Model de răspuns – cererea privind decizia individuală automatizată',
      'Response template – request about an automated individual decision',
    ),
    l(
      'Răspunde persoanei care contestă o decizie bazată exclusiv pe prelucrare automată: asigură intervenția umană, îi permite să își exprime punctul de vedere, explică logica folosită și rezultatul reanalizării.',
      'Answers a person who contests a decision based solely on automated processing: provides human intervention, lets them express their point of view, explains the logic involved and the outcome of the review.',
    ),
    ['22', '15(1)(h)'],
  ),
  MODELE_RASPUNS_RESTRICTIONARE: responseTemplate(
    l(
      'Model de răspuns – cererea de restricționare a prelucrării',
      'Response template – request for restriction of processing',
    ),
    l(
      'Confirmă restricționarea datelor cât timp se verifică exactitatea lor sau o opoziție, când prelucrarea este ilegală, iar persoana se opune ștergerii și cere restricționarea, ori când persoana le cere păstrate pentru un drept în instanță, și anunță că persoana va fi informată înainte de ridicarea restricției.',
      'Confirms that the data are restricted while their accuracy or an objection is being checked, where the processing is unlawful and the person opposes erasure and asks for restriction instead, or when the person needs them kept for a legal claim, and says the person will be told before the restriction is lifted.',
    ),
    ['18', '19'],
  ),
  MODELE_RASPUNS_OPOZITIE: responseTemplate(
    l('Model de răspuns – cererea de opoziție', 'Response template – objection'),
    l(
      'Două variante: pentru marketing direct, confirmă încetarea imediată și necondiționată a prelucrării; pentru prelucrările pe interes legitim, confirmă încetarea sau arată motivele legitime și imperioase care prevalează.',
      'Two versions: for direct marketing, confirms that processing stops at once and unconditionally; for processing based on legitimate interest, confirms that it stops or sets out the compelling legitimate grounds that override the objection.',
    ),
    ['21'],
  ),
  MODELE_RASPUNS_STERGERE: responseTemplate(
    l('Model de răspuns – cererea de ștergere a datelor', 'Response template – request for erasure'),
    l(
      'Confirmă ștergerea datelor și informarea destinatarilor sau, când se aplică o excepție (obligație legală de păstrare, de exemplu documentele contabile, ori apărarea unui drept în instanță), explică ce date se păstrează, de ce și până când.',
      'Confirms erasure and that recipients were informed or, where an exception applies (a legal duty to keep the data, such as accounting records, or the defence of legal claims), explains which data are kept, why and until when.',
    ),
    ['17', '19'],
  ),
  MODELE_RASPUNS_RECTIFICARE: responseTemplate(
    l('Model de răspuns – cererea de rectificare', 'Response template – request for rectification'),
    l(
      'Confirmă corectarea sau completarea datelor inexacte ori incomplete și comunicarea rectificării către destinatarii cărora le-au fost transmise.',
      'Confirms that inaccurate or incomplete data were corrected or completed and that the correction was passed on to the recipients who received them.',
    ),
    ['16', '19'],
  ),
  MODELE_RASPUNS_ACCES: responseTemplate(
    l('Model de răspuns – cererea de acces la date', 'Response template – request for access'),
    l(
      'Confirmă dacă prelucrați datele persoanei și, dacă da, îi transmite o copie a acestora împreună cu informațiile cerute de art. 15: scopurile, categoriile de date, destinatarii, durata de păstrare, sursa, drepturile și garanțiile pentru transferuri.',
      'Confirms whether you process the person’s data and, if so, sends a copy together with the information Article 15 requires: purposes, categories of data, recipients, retention period, source, rights and transfer safeguards.',
    ),
    ['15'],
  ),
  MODELE_RASPUNS_PORTABILITATE: responseTemplate(
    l('Model de răspuns – cererea de portabilitate', 'Response template – request for data portability'),
    l(
      'Transmite datele furnizate de persoană, prelucrate automat pe bază de consimțământ sau contract, într-un format structurat, utilizat în mod curent și care poate fi citit automat (de exemplu CSV sau JSON), ori direct altui operator, dacă este fezabil tehnic.',
      'Sends the data the person provided, processed by automated means on the basis of consent or contract, in a structured, commonly used, machine-readable format (such as CSV or JSON), or directly to another controller where technically feasible.',
    ),
    ['20'],
  ),
} satisfies Partial<Record<TDocumentCode, TDocumentInput>>;
