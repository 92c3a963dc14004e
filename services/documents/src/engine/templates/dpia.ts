/**
 * The data protection impact assessment (EIPD, Art. 35 GDPR, docs/facts/document-checklists.md §5) and
 * the personal data breach notification (Arts. 33 and 34).
 *
 * The DPIA starts from the screening of `governance.ts` (WP248's nine criteria, and on RO and EN
 * ANSPDCP Decision 174/2018): the operations that meet two criteria or more are described,
 * weighed for necessity and proportionality and assessed for risk (likelihood × severity), with
 * the company's security measures, the residual risk, the DPO's advice (Art. 35(2)), the views of
 * the people concerned (Art. 35(9)) and prior consultation (Art. 36) when the residual risk stays
 * high. With no such operation it says a DPIA is not mandatory and keeps the structure as a model.
 * The description repeats the record's texts (`controllerRecordRows`), so the two agree. The wording
 * is in content/EIPD (the record's cells printed by the clause `_shared/dpia-parts`); here are the facts.
 *
 * The breach notification follows the authority's form (on RO and EN, ANSPDCP's, approved by its
 * Decision 128/2018; on INT, the content of Art. 33(3)), with the controller's details filled in
 * and the facts of the breach left to fill in when it happens.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { z } from 'zod';
import { addressOf, companyExtras, contactChannel, formatDay, valueOr } from '../blocks.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import { documentFacts, ZDocumentFacts } from '../content/facts.ts';
import { contentTemplate } from '../content/template.ts';
import type { DocumentTemplate } from '../template.ts';
import { checkbox, facts, field, missing, note, p, section, ul, type Inline } from '../tree.ts';
import { NATURE_LABELS, RISK_LABELS } from '../../registers/labels.ts';
import { localMoment } from '../../registers/deadlines.ts';
import { anspdcpDpiaList, dpiaCandidates, wp248Criteria } from './governance.ts';
import { controllerRecordRows } from './records.ts';

type DpiaCode = Extract<TDocumentCode, 'EIPD' | 'NOTIFICARE_INCALCARE'>;

/** Who signs for the company: the legal representative once given, else a visible placeholder. */
function representativeValue(ctx: DocumentContext, missingText: string): Inline[] {
  const representative = companyExtras(ctx).legalRepresentative;
  return representative
    ? [[representative.name, representative.role].filter(Boolean).join(', ')]
    : [missing(missingText)];
}

// ---- the DPIA ----------------------------------------------------------------------------------------

const RISKS = [
  'access',
  'alteration',
  'loss',
  'monitoring',
  'discrimination',
  'financial',
  'reputation',
  'rights',
] as const;
type Risk = (typeof RISKS)[number];

/** WP248 criteria, by their index in `wp248Criteria`. */
const PROFILING = 0;
const AUTOMATED = 1;
const MONITORING = 2;

interface Candidate {
  number: number;
  op: OperationView;
  criteria: number[];
}

/** Which of the assessed operations each typical risk concerns (the table's starting point). */
function concerned(risk: Risk, candidates: Candidate[]): Candidate[] {
  const special = (op: OperationView) =>
    op.specialDataGround !== null || op.data.some((d) => d.special || d.criminal);
  switch (risk) {
    case 'access':
    case 'alteration':
    case 'loss':
      return candidates;
    case 'monitoring':
      return candidates.filter((c) => c.criteria.includes(MONITORING));
    case 'discrimination':
      return candidates.filter((c) => special(c.op) || c.criteria.includes(AUTOMATED));
    case 'financial':
      return candidates.filter((c) => c.op.data.some((d) => d.nationalId));
    case 'reputation':
      return candidates.filter((c) => special(c.op));
    case 'rights':
      return candidates.filter((c) => c.criteria.includes(PROFILING) || c.criteria.includes(AUTOMATED));
  }
}

/**
 * A cell of the record of processing activities, as the record writes it (records.ts): its text,
 * the parts in bold, and what is missing. The content prints it with the clause `dpia-parts`.
 */
const ZParts = z.array(z.object({ text: z.string(), bold: z.boolean(), blank: z.boolean() }));

function partsOf(cell: readonly Inline[]): z.infer<typeof ZParts> {
  return cell.map((inline) =>
    typeof inline === 'string'
      ? { text: inline, bold: false, blank: false }
      : 'missing' in inline
        ? { text: inline.missing, bold: false, blank: true }
        : 'text' in inline && !('link' in inline)
          ? { text: inline.text, bold: inline.bold === true, blank: false }
          : { text: 'field' in inline ? inline.field : inline.text, bold: false, blank: false },
  );
}

const ZDpiaFacts = ZDocumentFacts.extend({
  /** Who approves: the legal representative's name and role. */
  representative: z.string().nullable(),
  /** The DPO's (or the contact person's) name, e-mail and phone in one line; null without a name. */
  contactDetails: z.string().nullable(),
  /** The operations that meet two WP248 criteria or more, numbered, with what the record says of each. */
  candidates: z.array(
    z.object({
      number: z.number(),
      name: z.string(),
      situation: z.string(),
      /** The category of data subjects, in the document's language. */
      subject: z.string(),
      /** The WP248 criteria met, by their names without the examples in brackets, as one list. */
      criteria: z.string(),
      legitimateInterest: z.boolean(),
      interest: z.string().nullable(),
      /** The record's cells (controllerRecordRows), so the DPIA and the record agree. */
      record: z.object({
        purpose: ZParts,
        basis: ZParts,
        data: ZParts,
        sources: ZParts,
        recipients: ZParts,
        transfers: ZParts,
        storage: ZParts,
        erasure: ZParts,
      }),
    }),
  ),
  /** The processing on ANSPDCP's list (Decision 174/2018), as the screening form gives it; RO and EN only. */
  anspdcp: z.array(z.string()),
  /** The numbers of the assessed operations that monitor employees (Art. 5 of Law 190/2018, Art. 88). */
  monitoring: z.array(z.number()),
  /** Some assessed operation concerns employees: their views through their representatives. */
  employees: z.boolean(),
  /** The day the employees' representatives were consulted on the cameras, when recorded. */
  consultationDate: z.string().nullable(),
  /** Per typical risk, the numbers of the assessed operations it concerns. */
  concerned: z.object(
    Object.fromEntries(RISKS.map((risk) => [risk, z.array(z.number())])) as Record<
      Risk,
      z.ZodArray<z.ZodNumber>
    >,
  ),
  /** The technical and organisational measures the company applies. */
  measures: z.array(z.string()),
});

export const dpia = contentTemplate('EIPD', {
  kind: 'assessment',
  schema: ZDpiaFacts,
  facts: (input) => {
    const { ctx, t } = input;
    const dpr = ctx.company.dataProtectionResponsible;
    const representative = companyExtras(ctx).legalRepresentative;
    const criteria = wp248Criteria(ctx.language);
    const candidates: Candidate[] = dpiaCandidates(ctx.operations).map((c, index) => ({
      ...c,
      number: index + 1,
    }));
    const cellsOf = new Map(controllerRecordRows(ctx, t).rows.map((row) => [row.op, row.cells]));
    const subjects = new Map(ctx.situations.map((s) => [s.id, s.dataSubjectLabel]));
    const employees = candidates.some((c) => c.op.dataSubject === 'EMPLOYEES');
    const consultedOn = companyExtras(ctx).cctv?.consultationDate;
    return {
      ...documentFacts(input),
      representative: representative
        ? [representative.name, representative.role].filter(Boolean).join(', ')
        : null,
      contactDetails: dpr?.name ? [dpr.name, dpr.email, dpr.phone].filter((x) => x?.trim()).join(', ') : null,
      candidates: candidates.map((c) => {
        const cells = cellsOf.get(c.op)!;
        return {
          number: c.number,
          name: c.op.name,
          situation: c.op.situationName,
          subject: subjects.get(c.op.situationId) ?? c.op.dataSubject,
          // The criterion's name without its examples in brackets: the table stays readable.
          criteria: c.criteria.map((index) => criteria[index]!.replace(/\s*\(.*\)$/, '')).join('; '),
          legitimateInterest: c.op.grounds.includes('LEGITIMATE_INTEREST'),
          interest: c.op.groundReason,
          record: {
            purpose: partsOf(cells.purpose),
            basis: partsOf(cells.basis),
            data: partsOf(cells.data),
            sources: partsOf(cells.sources),
            recipients: partsOf(cells.recipients),
            transfers: partsOf(cells.transfers),
            storage: partsOf(cells.storage),
            erasure: partsOf(cells.erasure),
          },
        };
      }),
      anspdcp: ctx.edition === 'INT' ? [] : [...anspdcpDpiaList(ctx.language)],
      monitoring: candidates
        .filter((c) => c.criteria.includes(MONITORING) && c.op.dataSubject === 'EMPLOYEES')
        .map((c) => c.number),
      employees,
      consultationDate: employees && consultedOn ? formatDay(consultedOn, t) : null,
      concerned: Object.fromEntries(
        RISKS.map((risk) => [risk, concerned(risk, candidates).map((c) => c.number)]),
      ) as Record<Risk, number[]>,
      measures: companyExtras(ctx).securityMeasures,
    };
  },
});

// ---- the breach notification -------------------------------------------------------------------------

interface BreachTexts {
  subtitle: string;
  howTitle: string;
  how: (int: boolean) => string[];
  typeTitle: string;
  types: Array<Inline[]>;
  controllerTitle: string;
  controllerRows: {
    name: string;
    sector: string;
    sectorValue: string;
    fiscalCode: string;
    fiscalCodeInt: string;
    registrationNumber: string;
    registrationNumberInt: string;
    address: string;
    phone: string;
    email: string;
    representative: string;
    representativeMissing: string;
  };
  contactTitle: (isDpo: boolean) => string;
  contactIntro: string;
  contactRows: { name: string; email: string; phone: string; address: string; missing: string };
  breachTitle: string;
  breachRows: string[];
  ongoing: string[];
  natureTitle: string;
  natureIntro: string;
  natures: string[];
  causeIntro: string;
  causes: string[];
  other: string;
  otherCategory: string;
  when: string;
  dataTitle: string;
  dataIntro: string;
  dataCategories: (int: boolean) => string[];
  records: string;
  subjectsTitle: string;
  subjectsIntro: string;
  subjectCategories: string[];
  persons: string;
  consequencesTitle: string;
  consequencesIntro: string;
  consequences: string[];
  consequencesDescription: string;
  riskIntro: string;
  riskLevels: string[];
  measuresTitle: string;
  measuresBefore: string;
  measuresMissing: string;
  measuresRows: string[];
  individualsTitle: string;
  individualsIntro: string;
  individuals: Array<Inline[]>;
  individualsContent: string;
  delayTitle: string;
  delayIntro: string;
  delays: string[];
  delayReasons: string;
  crossBorderTitle: string;
  crossBorderIntro: (int: boolean) => string;
  crossBorder: Array<Inline[]>;
  signTitle: string;
  signIntro: string;
  submittedBy: string;
  name: string;
  role: string;
  date: string;
  signature: string;
  fill: string;
  /** Before what the breach register says (a draft for a logged incident). */
  registered: string;
  draftFor: (number: string) => string;
}

const f = (text: string) => field(text);

// "The 72 hours also run over weekends": periods in hours include Saturdays, Sundays and holidays
// (Regulation (EEC, Euratom) No 1182/71, art. 3(3)); verify before relying on it in advice.
const BREACH: Record<Language, BreachTexts> = {
  ro: {
    subtitle:
      'notificarea către autoritatea de supraveghere (art. 33 din GDPR) și informarea persoanelor (art. 34)',
    howTitle: 'Cum se folosește formularul',
    how: (int) => [
      `Compania notifică ${int ? 'autoritatea de supraveghere competentă' : 'ANSPDCP'} fără întârzieri nejustificate și, dacă este posibil, în cel mult 72 de ore de la momentul în care a luat cunoștință de încălcare, adică din momentul în care are un grad rezonabil de certitudine că s-a produs un incident de securitate care a afectat date cu caracter personal. Termenul de 72 de ore curge și în zilele nelucrătoare. Notificarea nu este necesară dacă este puțin probabil ca încălcarea să genereze un risc pentru drepturile și libertățile persoanelor (art. 33 alin. (1) din GDPR).`,
      'Dacă nu toate informațiile sunt disponibile în 72 de ore, notificarea se face cu ce se știe și se completează ulterior, în etape, fără alte întârzieri nejustificate (art. 33 alin. (4)). O notificare transmisă după 72 de ore este însoțită de motivele întârzierii.',
      int
        ? 'Formularul pregătește informațiile cerute de art. 33 alin. (3) din GDPR, pe care le solicită formularul de notificare al autorității de supraveghere. Câmpurile evidențiate se completează la momentul încălcării.'
        : // ANSPDCP's standard form was approved by Decision No. 128/2018 and is filled in online (verify the current form before relying on its fields).
          'Formularul urmează structura formularului de notificare al ANSPDCP, aprobat prin Decizia nr. 128/2018 și disponibil online pe www.dataprotection.ro; informațiile pregătite aici se transcriu în formularul online. Câmpurile evidențiate se completează la momentul încălcării.',
      'Orice încălcare, inclusiv una care nu se notifică, se consemnează în registrul încălcărilor securității datelor, cu faptele, efectele și măsurile de remediere (art. 33 alin. (5)); o copie a acestui formular se atașează înregistrării.',
    ],
    typeTitle: 'Tipul notificării',
    types: [
      ['Notificare nouă, completă'],
      ['Notificare nouă, care va fi completată ulterior (notificare în etape, art. 33 alin. (4))'],
      ['Completarea notificării nr. ', f('numărul de înregistrare la autoritate'), ' din ', f('data')],
    ],
    controllerTitle: 'Identificarea operatorului',
    controllerRows: {
      name: 'Denumirea operatorului',
      sector: 'Sectorul',
      sectorValue: 'privat',
      fiscalCode: 'Cod unic de înregistrare (CUI)',
      fiscalCodeInt: 'Cod de identificare fiscală',
      registrationNumber: 'Nr. de ordine în Registrul Comerțului',
      registrationNumberInt: 'Număr de înregistrare',
      address: 'Sediul social',
      phone: 'Telefon',
      email: 'E-mail',
      representative: 'Reprezentantul legal',
      representativeMissing: 'reprezentantul legal',
    },
    contactTitle: (isDpo) =>
      isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
    contactIntro:
      'Persoana de la care autoritatea poate obține mai multe informații (art. 33 alin. (3) lit. b) din GDPR):',
    contactRows: {
      name: 'Numele și prenumele',
      email: 'E-mail',
      phone: 'Telefon',
      address: 'Adresa de corespondență',
      missing: 'persoana care se ocupă de protecția datelor',
    },
    breachTitle: 'Când și cum s-a produs încălcarea',
    breachRows: [
      'Data și ora producerii încălcării (sau estimarea)',
      'Data și ora la care compania a luat cunoștință de încălcare',
      'Cum a fost descoperită și de către cine',
      'Rezumatul incidentului (ce s-a întâmplat, unde, ce sisteme sau documente sunt afectate)',
      'Persoana împuternicită sau alt operator implicat, dacă este cazul',
    ],
    ongoing: ['Încălcarea s-a încheiat la data și ora: ', 'Încălcarea este în curs'],
    natureTitle: 'Natura încălcării',
    natureIntro: 'Se bifează tot ce se aplică:',
    natures: [
      'încălcarea confidențialității: divulgare sau acces neautorizat ori accidental la date;',
      'încălcarea integrității: modificare neautorizată sau accidentală a datelor;',
      'încălcarea disponibilității: pierderea accesului la date sau distrugerea lor, accidentală ori neautorizată.',
    ],
    causeIntro: 'Cauza:',
    causes: [
      'acțiune internă neintenționată (de exemplu, un e-mail trimis greșit sau un document pierdut);',
      'acțiune internă intenționată;',
      'acțiune externă intenționată (de exemplu, atac informatic, programe de tip ransomware, furt);',
      'acțiune externă neintenționată (de exemplu, o defecțiune la un furnizor);',
    ],
    other: 'altă cauză: ',
    otherCategory: 'altă categorie: ',
    when: 'data și ora',
    dataTitle: 'Datele afectate',
    dataIntro: 'Categoriile de date cu caracter personal afectate (art. 33 alin. (3) lit. a)):',
    dataCategories: (int) => [
      'date de identificare (nume, prenume, data nașterii);',
      int
        ? 'numere naționale de identificare, copii ale actelor de identitate;'
        : 'codul numeric personal (CNP), serii și numere ale actelor de identitate sau copii ale acestora;',
      'date de contact (adresă, telefon, e-mail);',
      'date financiare (cont bancar, date ale cardului, salariu);',
      'date de autentificare (nume de utilizator, parole);',
      'date de localizare sau de trafic;',
      'categorii speciale de date (de exemplu, date privind sănătatea) – art. 9 din GDPR;',
      'date privind condamnări penale și infracțiuni – art. 10 din GDPR;',
      'date ale copiilor;',
    ],
    records: 'Numărul aproximativ de înregistrări afectate',
    subjectsTitle: 'Persoanele vizate afectate',
    subjectsIntro: 'Categoriile de persoane vizate afectate:',
    subjectCategories: [
      'angajați;',
      'candidați la angajare;',
      'clienți sau potențiali clienți;',
      'pacienți;',
      'copii;',
      'utilizatori ai site-ului sau ai aplicației;',
      'furnizori sau persoane de contact ale partenerilor;',
    ],
    persons: 'Numărul aproximativ de persoane vizate afectate',
    consequencesTitle: 'Consecințele probabile',
    consequencesIntro: 'Consecințele probabile pentru persoane (art. 33 alin. (3) lit. c)):',
    consequences: [
      'pierderea controlului asupra propriilor date;',
      'furt sau fraudă de identitate;',
      'prejudiciu financiar;',
      'discriminare;',
      'atingere adusă reputației;',
      'pierderea confidențialității datelor protejate prin secret profesional;',
      'alte prejudicii materiale, morale sau fizice;',
    ],
    consequencesDescription: 'Descrierea consecințelor probabile',
    riskIntro: 'Evaluarea riscului pentru drepturile și libertățile persoanelor:',
    riskLevels: [
      'este puțin probabil să genereze un risc: încălcarea nu se notifică, dar se consemnează în registru, cu motivarea;',
      'poate genera un risc: se notifică autoritatea;',
      'poate genera un risc ridicat: se notifică autoritatea și se informează persoanele vizate (art. 34).',
    ],
    measuresTitle: 'Măsurile luate sau propuse',
    measuresBefore: 'Măsurile tehnice și organizatorice aplicate de companie înainte de încălcare:',
    measuresMissing: 'măsurile de securitate aplicate de companie',
    measuresRows: [
      'Măsurile luate pentru a remedia încălcarea',
      'Măsurile propuse pentru a atenua efectele negative asupra persoanelor',
      'Măsurile pentru a preveni repetarea încălcării',
    ],
    individualsTitle: 'Informarea persoanelor vizate (art. 34 din GDPR)',
    individualsIntro:
      'Când încălcarea poate genera un risc ridicat, persoanele vizate sunt informate fără întârzieri nejustificate. Au fost sau vor fi informate persoanele?',
    individuals: [
      [
        'Da, au fost informate la data ',
        f('data'),
        ', prin ',
        f('e-mail, scrisoare, telefon'),
        '; se atașează textul comunicării.',
      ],
      ['Vor fi informate la data ', f('data'), ', prin ', f('canalul'), '.'],
      ['Nu, deoarece încălcarea nu este susceptibilă să genereze un risc ridicat.'],
      [
        'Nu, deoarece datele erau protejate prin măsuri care le fac neinteligibile, de exemplu criptarea (art. 34 alin. (3) lit. a)).',
      ],
      ['Nu, deoarece măsurile luate ulterior fac improbabil riscul ridicat (art. 34 alin. (3) lit. b)).'],
      [
        'Nu individual, deoarece ar necesita un efort disproporționat; s-a făcut o informare publică la data ',
        f('data'),
        ', prin ',
        f('canalul'),
        ' (art. 34 alin. (3) lit. c)).',
      ],
    ],
    individualsContent:
      'Comunicarea către persoane descrie, într-un limbaj clar și simplu, natura încălcării, datele de contact ale persoanei de mai sus, consecințele probabile și măsurile luate sau propuse, inclusiv ce pot face ele însele pentru a se proteja (art. 34 alin. (2)).',
    delayTitle: 'Termenul de 72 de ore și motivele întârzierii',
    delayIntro:
      'Notificarea se transmite în cel mult 72 de ore de la momentul în care compania a luat cunoștință de încălcare. Dacă termenul este depășit, notificarea este însoțită de motivele întârzierii (art. 33 alin. (1) din GDPR).',
    delays: [
      'Notificarea se transmite în cel mult 72 de ore de la luarea la cunoștință.',
      'Notificarea se transmite după 72 de ore de la luarea la cunoștință, din motivele de mai jos.',
    ],
    delayReasons: 'Motivele întârzierii',
    crossBorderTitle: 'Aspecte transfrontaliere',
    crossBorderIntro: (int) =>
      int
        ? 'Dacă încălcarea privește persoane din mai multe state membre sau compania are sedii în mai multe state, notificarea se adresează autorității de supraveghere principale (art. 56 din GDPR).'
        : 'Dacă încălcarea privește persoane din alte state membre sau compania are sedii în mai multe state, se indică aceasta; autoritatea principală (art. 56 din GDPR) poate fi alta decât ANSPDCP.',
    crossBorder: [
      ['Încălcarea privește persoane din alte state membre: ', f('statele')],
      ['Compania are sedii în mai multe state membre; autoritatea principală: ', f('autoritatea')],
      ['Încălcarea a fost notificată și altor autorități de supraveghere: ', f('autoritățile și data')],
      [
        'Au fost informate și alte autorități sau organisme (de exemplu poliția, o echipă de răspuns la incidente de securitate): ',
        f('care și data'),
      ],
    ],
    signTitle: 'Transmiterea notificării',
    signIntro:
      'Notificarea se transmite de reprezentantul legal sau de persoana care se ocupă de protecția datelor.',
    submittedBy: 'A transmis notificarea',
    name: 'Numele',
    role: 'Funcția',
    date: 'Data și ora transmiterii',
    signature: 'Semnătura',
    fill: 'de completat',
    registered: 'Din registrul încălcărilor –',
    draftFor: (number: string) => `ciornă pentru incidentul ${number} din registrul încălcărilor`,
  },
  en: {
    subtitle:
      'notifying the supervisory authority (Article 33 GDPR) and informing the people affected (Article 34)',
    howTitle: 'How to use this form',
    how: (int) => [
      `The company notifies ${int ? 'the competent supervisory authority' : 'ANSPDCP'} without undue delay and, where feasible, within 72 hours of becoming aware of the breach, that is from the moment it is reasonably certain that a security incident has affected personal data. The 72 hours also run over weekends and holidays. No notification is needed if the breach is unlikely to result in a risk to the rights and freedoms of individuals (Article 33(1) GDPR).`,
      'If not all the information is available within 72 hours, notify with what is known and complete it in phases, without further undue delay (Article 33(4)). A notification made after 72 hours comes with the reasons for the delay.',
      int
        ? 'This form prepares the information Article 33(3) GDPR requires, which the supervisory authority’s notification form asks for. The highlighted fields are filled in when a breach happens.'
        : 'This form follows the structure of the ANSPDCP notification form, approved by its Decision No. 128/2018 and available online at www.dataprotection.ro; the information prepared here is copied into the online form. The highlighted fields are filled in when a breach happens.',
      'Every breach, including one that is not notified, is recorded in the breach register with the facts, its effects and the remedial action (Article 33(5)); a copy of this form is attached to the entry.',
    ],
    typeTitle: 'Type of notification',
    types: [
      ['New, complete notification'],
      ['New notification, to be completed later (phased notification, Article 33(4))'],
      ['Supplement to notification no. ', f('registration number at the authority'), ' of ', f('date')],
    ],
    controllerTitle: 'The controller',
    controllerRows: {
      name: 'Name of the controller',
      sector: 'Sector',
      sectorValue: 'private',
      fiscalCode: 'Fiscal code (CUI)',
      fiscalCodeInt: 'Tax identification number',
      registrationNumber: 'Trade Register number',
      registrationNumberInt: 'Company registration number',
      address: 'Registered office',
      phone: 'Phone',
      email: 'E-mail',
      representative: 'Legal representative',
      representativeMissing: 'the legal representative',
    },
    contactTitle: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
    contactIntro: 'Where the authority can obtain more information (Article 33(3)(b) GDPR):',
    contactRows: {
      name: 'Full name',
      email: 'E-mail',
      phone: 'Phone',
      address: 'Postal address',
      missing: 'the person in charge of data protection',
    },
    breachTitle: 'When and how the breach happened',
    breachRows: [
      'Date and time of the breach (or an estimate)',
      'Date and time the company became aware of the breach',
      'How it was discovered, and by whom',
      'Summary of the incident (what happened, where, which systems or documents are affected)',
      'Processor or other controller involved, if any',
    ],
    ongoing: ['The breach ended on (date and time): ', 'The breach is ongoing'],
    natureTitle: 'Nature of the breach',
    natureIntro: 'Tick all that apply:',
    natures: [
      'confidentiality breach: unauthorised or accidental disclosure of or access to data;',
      'integrity breach: unauthorised or accidental alteration of data;',
      'availability breach: accidental or unauthorised loss of access to, or destruction of, data.',
    ],
    causeIntro: 'Cause:',
    causes: [
      'internal non-malicious act (for example an e-mail sent to the wrong person or a lost document);',
      'internal malicious act;',
      'external malicious act (for example a cyberattack, ransomware, theft);',
      'external non-malicious act (for example a failure at a provider);',
    ],
    other: 'other cause: ',
    otherCategory: 'other category: ',
    when: 'date and time',
    dataTitle: 'The data affected',
    dataIntro: 'Categories of personal data affected (Article 33(3)(a)):',
    dataCategories: (int) => [
      'identification data (name, date of birth);',
      int
        ? 'national identification numbers, copies of identity documents;'
        : 'personal numeric code (CNP), identity document numbers or copies;',
      'contact details (address, phone, e-mail);',
      'financial data (bank account, card details, salary);',
      'authentication data (user names, passwords);',
      'location or traffic data;',
      'special categories of data (for example health data) – Article 9 GDPR;',
      'data relating to criminal convictions and offences – Article 10 GDPR;',
      'children’s data;',
    ],
    records: 'Approximate number of records affected',
    subjectsTitle: 'The people affected',
    subjectsIntro: 'Categories of data subjects affected:',
    subjectCategories: [
      'employees;',
      'job applicants;',
      'customers or prospective customers;',
      'patients;',
      'children;',
      'users of the website or app;',
      'suppliers or partners’ contact persons;',
    ],
    persons: 'Approximate number of data subjects affected',
    consequencesTitle: 'Likely consequences',
    consequencesIntro: 'Likely consequences for the people (Article 33(3)(c)):',
    consequences: [
      'loss of control over their data;',
      'identity theft or fraud;',
      'financial loss;',
      'discrimination;',
      'damage to reputation;',
      'loss of confidentiality of data protected by professional secrecy;',
      'other material, non-material or physical damage;',
    ],
    consequencesDescription: 'Description of the likely consequences',
    riskIntro: 'Assessment of the risk to the rights and freedoms of individuals:',
    riskLevels: [
      'unlikely to result in a risk: not notified, but recorded in the register with the reasons;',
      'likely to result in a risk: the authority is notified;',
      'likely to result in a high risk: the authority is notified and the data subjects are informed (Article 34).',
    ],
    measuresTitle: 'Measures taken or proposed',
    measuresBefore: 'Technical and organisational measures the company applied before the breach:',
    measuresMissing: 'the security measures the company applies',
    measuresRows: [
      'Measures taken to address the breach',
      'Measures proposed to mitigate its possible adverse effects on people',
      'Measures to prevent it from happening again',
    ],
    individualsTitle: 'Informing the data subjects (Article 34 GDPR)',
    individualsIntro:
      'When the breach is likely to result in a high risk, the data subjects are informed without undue delay. Have the people been, or will they be, informed?',
    individuals: [
      [
        'Yes, they were informed on ',
        f('date'),
        ', by ',
        f('e-mail, letter, phone'),
        '; the text of the communication is attached.',
      ],
      ['They will be informed on ', f('date'), ', by ', f('channel'), '.'],
      ['No, because the breach is not likely to result in a high risk.'],
      [
        'No, because the data were protected by measures that render them unintelligible, such as encryption (Article 34(3)(a)).',
      ],
      [
        'No, because subsequent measures mean the high risk is no longer likely to materialise (Article 34(3)(b)).',
      ],
      [
        'Not individually, because it would involve disproportionate effort; a public communication was made on ',
        f('date'),
        ', by ',
        f('channel'),
        ' (Article 34(3)(c)).',
      ],
    ],
    individualsContent:
      'The communication describes, in clear and plain language, the nature of the breach, the contact details of the person above, the likely consequences and the measures taken or proposed, including what people can do to protect themselves (Article 34(2)).',
    delayTitle: 'The 72 hours and the reasons for any delay',
    delayIntro:
      'The notification is made within 72 hours of the company becoming aware of the breach. If that period is exceeded, the notification comes with the reasons for the delay (Article 33(1) GDPR).',
    delays: [
      'The notification is made within 72 hours of becoming aware.',
      'The notification is made more than 72 hours after becoming aware, for the reasons below.',
    ],
    delayReasons: 'Reasons for the delay',
    crossBorderTitle: 'Cross-border aspects',
    crossBorderIntro: (int) =>
      int
        ? 'If the breach concerns people in several Member States or the company has establishments in several, the notification goes to the lead supervisory authority (Article 56 GDPR).'
        : 'If the breach concerns people in other Member States or the company has establishments in several, say so; the lead authority (Article 56 GDPR) may be another than ANSPDCP.',
    crossBorder: [
      ['The breach concerns people in other Member States: ', f('which')],
      ['The company has establishments in several Member States; lead authority: ', f('authority')],
      ['The breach has also been notified to other supervisory authorities: ', f('which, and when')],
      [
        'Other authorities or bodies have been informed (for example the police or a computer security incident response team): ',
        f('which, and when'),
      ],
    ],
    signTitle: 'Submitting the notification',
    signIntro:
      'The notification is submitted by the legal representative or the person in charge of data protection.',
    submittedBy: 'Submitted by',
    name: 'Name',
    role: 'Position',
    date: 'Date and time submitted',
    signature: 'Signature',
    fill: 'to complete',
    registered: 'From the breach register –',
    draftFor: (number: string) => `draft for incident ${number} of the breach register`,
  },
};

const breachNotification: DocumentTemplate = {
  kind: 'form',
  build({ ctx }) {
    const m = BREACH[ctx.language];
    const int = ctx.edition === 'INT';
    const { info } = ctx.company;
    const dpr = ctx.company.dataProtectionResponsible;
    const isDpo = dpr?.isDpo === true;
    const c = m.controllerRows;
    const fill = field(m.fill);
    const measures = companyExtras(ctx).securityMeasures;
    // A draft for an incident of the register: what the register knows is written in; the rest stays to fill.
    const b = ctx.breach;
    const known = (value: string | null | undefined): Inline => (value ? { text: value, bold: true } : fill);
    const approx = (n: number | null | undefined) => (n === null || n === undefined ? null : String(n));
    const registered = (label: string, value: string) =>
      note(`${m.registered} ${label}: `, { text: value, bold: true });
    return {
      subtitle: b ? m.draftFor(b.number) : m.subtitle,
      sections: [
        section(
          'how',
          m.howTitle,
          m.how(int).map((text) => p(text)),
        ),
        section(
          'type',
          m.typeTitle,
          m.types.map((label) => checkbox(...label)),
        ),
        section('controller', m.controllerTitle, [
          facts([
            [c.name, valueOr(info.name, c.name.toLowerCase())],
            [c.sector, c.sectorValue],
            [int ? c.fiscalCodeInt : c.fiscalCode, valueOr(info.fiscalCode, c.fiscalCode.toLowerCase())],
            [
              int ? c.registrationNumberInt : c.registrationNumber,
              valueOr(
                info.registrationNumber === '-' ? '' : info.registrationNumber,
                c.registrationNumber.toLowerCase(),
              ),
            ],
            [c.address, valueOr(addressOf(ctx), c.address.toLowerCase())],
            [c.phone, valueOr(info.phoneNumber, c.phone.toLowerCase())],
            [c.email, valueOr(contactChannel(ctx), c.email.toLowerCase())],
            [c.representative, representativeValue(ctx, c.representativeMissing)],
          ]),
        ]),
        section('contact', m.contactTitle(isDpo), [
          p(m.contactIntro),
          facts([
            [m.contactRows.name, valueOr(dpr?.name, m.contactRows.missing)],
            [
              m.contactRows.email,
              valueOr(dpr?.email || contactChannel(ctx), m.contactRows.email.toLowerCase()),
            ],
            [m.contactRows.phone, valueOr(dpr?.phone || info.phoneNumber, m.contactRows.phone.toLowerCase())],
            [m.contactRows.address, valueOr(addressOf(ctx), m.contactRows.address.toLowerCase())],
          ]),
        ]),
        section('breach', m.breachTitle, [
          facts(
            m.breachRows.map((row, index): [string, Inline] => [
              row,
              index === 0
                ? known(b?.occurredAt ? localMoment(b.occurredAt) : null)
                : index === 1
                  ? known(b ? localMoment(b.awareAt) : null)
                  : index === 3
                    ? known(b?.description)
                    : fill,
            ]),
          ),
          checkbox(m.ongoing[0]!, f(m.when)),
          checkbox(m.ongoing[1]!),
        ]),
        section('nature', m.natureTitle, [
          p(m.natureIntro),
          ...(b
            ? [
                registered(
                  m.natureTitle.toLowerCase(),
                  b.nature.map((n) => NATURE_LABELS[n][ctx.language]).join('; '),
                ),
              ]
            : []),
          ...m.natures.map((text) => checkbox(text)),
          p(m.causeIntro),
          ...m.causes.map((text) => checkbox(text)),
          checkbox(m.other, f('…')),
        ]),
        section('data', m.dataTitle, [
          p(m.dataIntro),
          ...m.dataCategories(int).map((text) => checkbox(text)),
          checkbox(m.otherCategory, f('…')),
          ...(b ? [registered(m.dataTitle.toLowerCase(), b.dataCategories)] : []),
          facts([[m.records, known(approx(b?.recordsCount))]]),
        ]),
        section('subjects', m.subjectsTitle, [
          p(m.subjectsIntro),
          ...m.subjectCategories.map((text) => checkbox(text)),
          checkbox(m.otherCategory, f('…')),
          ...(b ? [registered(m.subjectsTitle.toLowerCase(), b.subjectCategories)] : []),
          facts([[m.persons, known(approx(b?.subjectsCount))]]),
        ]),
        section('consequences', m.consequencesTitle, [
          p(m.consequencesIntro),
          ...m.consequences.map((text) => checkbox(text)),
          facts([[m.consequencesDescription, known(b?.consequences)]]),
          p(m.riskIntro),
          ...(b?.risk
            ? [
                registered(
                  m.riskIntro.replace(/:$/, '').toLowerCase(),
                  [RISK_LABELS[b.risk][ctx.language], b.riskReason].filter(Boolean).join(' – '),
                ),
              ]
            : []),
          ...m.riskLevels.map((text) => checkbox(text)),
        ]),
        section('measures', m.measuresTitle, [
          p(m.measuresBefore),
          measures.length > 0 ? ul(measures) : p(missing(m.measuresMissing)),
          facts(
            m.measuresRows.map((row, index): [string, Inline] => [
              row,
              index === 0 ? known(b?.measures) : fill,
            ]),
          ),
        ]),
        section('individuals', m.individualsTitle, [
          p(m.individualsIntro),
          ...m.individuals.map((label) => checkbox(...label)),
          note(m.individualsContent),
        ]),
        section('delay', m.delayTitle, [
          p(m.delayIntro),
          ...m.delays.map((text) => checkbox(text)),
          facts([[m.delayReasons, known(b?.delayReason)]]),
        ]),
        section('crossborder', m.crossBorderTitle, [
          p(m.crossBorderIntro(int)),
          ...m.crossBorder.map((label) => checkbox(...label)),
        ]),
        section('submission', m.signTitle, [
          p(m.signIntro),
          {
            kind: 'signatures',
            parties: [
              {
                title: m.submittedBy,
                lines: [{ label: m.name }, { label: m.role }, { label: m.date }, { label: m.signature }],
              },
            ],
          },
        ]),
      ],
    };
  },
};

export const DPIA_TEMPLATES = {
  EIPD: dpia,
  NOTIFICARE_INCALCARE: breachNotification,
} satisfies Record<DpiaCode, DocumentTemplate>;
