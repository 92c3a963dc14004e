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
 * The description repeats the record's texts (`controllerRecordRows`), so the two agree.
 *
 * The breach notification follows the authority's form (on RO and EN, ANSPDCP's, approved by its
 * Decision 128/2018; on INT, the content of Art. 33(3)), with the controller's details filled in
 * and the facts of the breach left to fill in when it happens.
 */
import type { TDocumentCode } from '@conform/catalogues';
import { addressOf, companyExtras, contactChannel, formatDay, valueOr } from '../blocks.ts';
import type { DocumentContext, Language, OperationView } from '../context.ts';
import type { DocumentTemplate } from '../template.ts';
import {
  checkbox,
  facts,
  field,
  missing,
  note,
  p,
  section,
  table,
  ul,
  type Block,
  type Inline,
  type Section,
} from '../tree.ts';
import { NATURE_LABELS, RISK_LABELS } from '../../registers/labels.ts';
import { localMoment } from '../../registers/deadlines.ts';
import { anspdcpDpiaList, dpiaCandidates, wp248Criteria } from './governance.ts';
import { controllerRecordRows, entryTable, type RecordKey } from './records.ts';

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

interface DpiaTexts {
  subtitle: string;
  identificationTitle: string;
  identification: {
    controller: string;
    fiscalCode: string;
    fiscalCodeInt: string;
    address: string;
    representative: string;
    representativeMissing: string;
    contact: (isDpo: boolean) => string;
    contactMissing: string;
    team: string;
    date: string;
    version: string;
    scope: string;
    scopeValue: (n: number) => string;
    scopeNone: string;
  };
  screeningTitle: string;
  screeningIntro: string;
  screeningFound: string;
  screeningColumns: [string, string, string];
  screeningCheck: string;
  anspdcpIntro: string;
  mandatory: string;
  notMandatory: string;
  descriptionTitle: string;
  descriptionIntro: string;
  descriptionNone: string;
  descriptionRows: {
    subjects: string;
    interest: string;
    scale: string;
    means: string;
    flows: string;
    flowsValue: string;
  };
  necessityTitle: string;
  necessityIntro: string;
  necessityColumns: [string, string, string, string];
  assess: string;
  safeguardsIntro: string;
  safeguards: string[];
  monitoringIntro: (int: boolean, numbers: string) => string;
  monitoringConditions: string[];
  consultationTitle: string;
  consultationIntro: string;
  consultationRows: string[];
  employees: (int: boolean) => string;
  consultationDate: string;
  risksTitle: string;
  risksIntro: string;
  scaleColumns: [string, string, string];
  scale: Array<[string, string, string]>;
  matrixIntro: string;
  matrixCorner: string;
  levels: { low: string; medium: string; high: string };
  riskColumns: [string, string, string, string, string];
  risks: Record<Risk, string>;
  allAssessed: string;
  numbers: (numbers: number[]) => string;
  notConcerned: string;
  measuresTitle: string;
  measuresIntro: string;
  measuresMissing: string;
  measuresColumns: [string, string, string, string];
  recommended: Record<Risk, string>;
  decided: string;
  residual: string;
  dpoTitle: (isDpo: boolean) => string;
  dpoIntro: (isDpo: boolean) => string;
  dpoRows: (isDpo: boolean) => string[];
  conclusionTitle: string;
  conclusion: (int: boolean) => string[];
  priorConsultation: (int: boolean) => string;
  reasons: string;
  approvalTitle: string;
  review: string;
  reviewColumns: string[];
  assessor: string;
  adviser: (isDpo: boolean) => string;
  approver: string;
  name: string;
  date: string;
  signature: string;
  fill: string;
}

const DPIA: Record<Language, DpiaTexts> = {
  ro: {
    subtitle: 'evaluarea prelucrărilor susceptibile să genereze un risc ridicat (art. 35 din GDPR)',
    identificationTitle: 'Date de identificare',
    identification: {
      controller: 'Operatorul',
      fiscalCode: 'Cod unic de înregistrare (CUI)',
      fiscalCodeInt: 'Cod de identificare fiscală',
      address: 'Sediul social',
      representative: 'Reprezentantul legal',
      representativeMissing: 'reprezentantul legal',
      contact: (isDpo) =>
        isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
      contactMissing: 'persoana care se ocupă de protecția datelor',
      team: 'Echipa de evaluare (nume și funcții)',
      date: 'Data evaluării',
      version: 'Versiunea',
      scope: 'Prelucrările evaluate',
      scopeValue: (n) =>
        n === 1
          ? 'o operațiune, descrisă în secțiunea „Descrierea sistematică a prelucrării”'
          : `${n} operațiuni, descrise în secțiunea „Descrierea sistematică a prelucrării”`,
      scopeNone: 'prelucrarea care urmează să fie evaluată',
    },
    screeningTitle: 'Este obligatorie evaluarea impactului?',
    screeningIntro:
      'Evaluarea impactului este obligatorie înainte de o prelucrare susceptibilă să genereze un risc ridicat pentru drepturile și libertățile persoanelor (art. 35 alin. (1) din GDPR), în special în cazurile de la art. 35 alin. (3). Potrivit Ghidului WP248 rev.01, o prelucrare care îndeplinește cel puțin două dintre cele nouă criterii necesită, de regulă, o evaluare.',
    screeningFound:
      'Dintre operațiunile descrise de companie în platformă, următoarele îndeplinesc cel puțin două criterii și fac obiectul acestei evaluări:',
    screeningColumns: ['Nr.', 'Operațiunea', 'Criteriile WP248 îndeplinite'],
    screeningCheck:
      'Platforma nu poate aprecia scara prelucrării, combinarea seturilor de date sau folosirea unor tehnologii noi: verificați aceste criterii cu formularul de evaluare preliminară și adăugați operațiunile care le îndeplinesc.',
    anspdcpIntro:
      'Evaluarea este obligatorie și pentru prelucrările de pe lista aprobată prin Decizia ANSPDCP nr. 174/2018, de exemplu:',
    mandatory:
      'Concluzia evaluării preliminare: pentru operațiunile de mai sus evaluarea impactului este necesară și se realizează înainte de începerea prelucrării sau, pentru prelucrările în curs, cât mai curând.',
    notMandatory:
      'Niciuna dintre operațiunile descrise de companie în platformă nu îndeplinește două sau mai multe criterii WP248, așa că, pe baza informațiilor din platformă, evaluarea impactului nu este obligatorie. Documentul păstrează structura evaluării ca model, pentru o prelucrare nouă sau modificată care ar îndeplini criteriile.',
    descriptionTitle: 'Descrierea sistematică a prelucrării și scopurile ei',
    descriptionIntro:
      'Natura, domeniul de aplicare, contextul și scopurile fiecărei operațiuni evaluate, inclusiv, după caz, interesul legitim urmărit (art. 35 alin. (7) lit. a) din GDPR). Datele provin din evidența activităților de prelucrare:',
    descriptionNone: 'Descrierea prelucrării evaluate (se completează pentru fiecare operațiune):',
    descriptionRows: {
      subjects: 'Categoria de persoane vizate',
      interest: 'Interesul legitim urmărit',
      scale: 'Numărul aproximativ de persoane vizate și de înregistrări (scara)',
      means: 'Mijloacele folosite (programe, echipamente, tehnologii noi)',
      flows: 'Fluxul datelor',
      flowsValue: 'de la colectare, prin stocare și transmitere, până la ștergere',
    },
    necessityTitle: 'Necesitatea și proporționalitatea',
    necessityIntro:
      'Evaluarea necesității și a proporționalității operațiunilor în raport cu scopurile lor (art. 35 alin. (7) lit. b) din GDPR):',
    necessityColumns: ['Operațiunea', 'Temeiul legal', 'Termenul de ștergere', 'Evaluarea'],
    assess: 'necesară și proporțională? de ce?',
    safeguardsIntro:
      'Garanțiile care se aplică tuturor operațiunilor evaluate (se bifează cele îndeplinite):',
    safeguards: [
      'datele sunt adecvate, relevante și limitate la ce este necesar pentru scop (art. 5 alin. (1) lit. c)), iar fiecare categorie de date descrisă mai sus a fost verificată;',
      'scopul nu poate fi atins în mod rezonabil printr-o prelucrare mai puțin intruzivă;',
      'datele se păstrează numai pe durata indicată și se șterg sau se anonimizează la expirarea ei;',
      'persoanele sunt informate prin notele de informare (art. 13 și 14);',
      'persoanele își pot exercita drepturile (art. 15–22) potrivit procedurii privind cererile persoanelor vizate;',
      'furnizorii care prelucrează datele în numele companiei au un contract care respectă art. 28;',
      'transferurile în afara Spațiului Economic European au una dintre garanțiile din capitolul V.',
    ],
    monitoringIntro: (int, numbers) =>
      int
        ? `Pentru monitorizarea angajaților (${numbers}), art. 88 din GDPR și legea națională a muncii; ca bună practică, se verifică următoarele condiții:`
        : `Pentru monitorizarea angajaților (${numbers}), condițiile art. 5 din Legea nr. 190/2018:`,
    monitoringConditions: [
      'interesele legitime urmărite sunt temeinic justificate și prevalează asupra intereselor sau drepturilor și libertăților angajaților;',
      'angajații au fost informați în prealabil, complet și explicit;',
      'sindicatul sau, după caz, reprezentanții angajaților au fost consultați înainte de introducerea monitorizării;',
      'alte forme și modalități mai puțin intruzive nu și-au dovedit anterior eficiența;',
      'durata de stocare este proporțională cu scopul și nu depășește 30 de zile, cu excepția situațiilor reglementate expres de lege sau a cazurilor temeinic justificate.',
    ],
    consultationTitle: 'Consultarea persoanelor vizate sau a reprezentanților lor',
    consultationIntro:
      'Atunci când este cazul, operatorul solicită opinia persoanelor vizate sau a reprezentanților lor privind prelucrarea preconizată, fără a aduce atingere intereselor comerciale sau securității operațiunilor (art. 35 alin. (9) din GDPR).',
    consultationRows: [
      'Cine a fost consultat și cum (chestionar, întâlnire, reprezentanți)',
      'Data consultării',
      'Opiniile exprimate',
      'Cum au fost luate în considerare sau, dacă nu s-a făcut consultarea, motivele',
    ],
    employees: (int) =>
      int
        ? 'Pentru prelucrările privind angajații, opinia lor se obține de regulă prin reprezentanții angajaților, conform dreptului muncii aplicabil.'
        : 'Pentru prelucrările privind angajații, opinia lor se obține prin sindicat sau, după caz, prin reprezentanții angajaților; pentru monitorizare, consultarea prealabilă este cerută de art. 5 lit. c) din Legea nr. 190/2018.',
    consultationDate:
      'Data consultării sindicatului sau a reprezentanților angajaților privind supravegherea video',
    risksTitle: 'Riscurile pentru drepturile și libertățile persoanelor',
    risksIntro:
      'Fiecare risc se evaluează după probabilitatea (P) și gravitatea (G) consecințelor pentru persoane, pe o scală de la 1 la 4, ținând seama de natura, domeniul, contextul și scopurile prelucrării (art. 35 alin. (7) lit. c) din GDPR).',
    scaleColumns: ['Nivelul', 'Probabilitatea (P)', 'Gravitatea (G)'],
    scale: [
      ['1', 'puțin probabil', 'neglijabilă: neplăceri minore, depășite ușor'],
      ['2', 'posibil', 'limitată: neplăceri semnificative, depășite cu unele dificultăți'],
      ['3', 'probabil', 'semnificativă: consecințe serioase, depășite cu mari dificultăți'],
      ['4', 'aproape sigur', 'maximă: consecințe grave sau ireversibile'],
    ],
    matrixIntro:
      'Nivelul riscului este P × G: de la 1 la 3 scăzut, de la 4 la 6 mediu, de la 8 la 16 ridicat.',
    matrixCorner: 'G \\ P',
    levels: { low: 'scăzut', medium: 'mediu', high: 'ridicat' },
    riskColumns: ['Riscul', 'Operațiunile vizate', 'P (1–4)', 'G (1–4)', 'Nivelul (P × G)'],
    risks: {
      access: 'Acces nelegitim la date sau divulgarea lor (pierderea confidențialității)',
      alteration: 'Modificarea nedorită a datelor (pierderea integrității)',
      loss: 'Dispariția sau indisponibilitatea datelor (pierderea disponibilității)',
      monitoring: 'Monitorizare excesivă sau folosirea datelor în alt scop decât cel declarat',
      discrimination: 'Discriminare sau excludere, pe baza datelor sensibile ori a unei evaluări automate',
      financial: 'Prejudiciu financiar sau furt de identitate (de exemplu prin numărul de identificare)',
      reputation: 'Atingere adusă reputației, demnității sau vieții private',
      rights: 'Imposibilitatea de a contesta o decizie sau de a exercita un drept',
    },
    allAssessed: 'toate operațiunile evaluate',
    numbers: (numbers) =>
      numbers.length === 1 ? `operațiunea nr. ${numbers[0]}` : `operațiunile nr. ${numbers.join(', ')}`,
    notConcerned: 'nu privește operațiunile evaluate',
    measuresTitle: 'Măsurile pentru abordarea riscurilor și riscul rezidual',
    measuresIntro:
      'Măsurile preconizate pentru abordarea riscurilor, inclusiv garanțiile, măsurile de securitate și mecanismele care asigură protecția datelor și demonstrează conformitatea (art. 35 alin. (7) lit. d) din GDPR). Măsurile tehnice și organizatorice aplicate deja de companie:',
    measuresMissing: 'măsurile de securitate aplicate de companie',
    measuresColumns: [
      'Riscul',
      'Măsuri recomandate',
      'Măsuri decise, responsabil, termen',
      'Riscul rezidual (P × G)',
    ],
    recommended: {
      access:
        'acces numai pe baza necesității, autentificare puternică, criptare, jurnalizarea accesului, instruirea personalului',
      alteration: 'drepturi de modificare limitate, jurnalizarea modificărilor, copii de siguranță',
      loss: 'copii de siguranță testate periodic, plan de continuitate, ștergere numai la termen',
      monitoring:
        'informare prealabilă, zone și intervale limitate, păstrare scurtă, acces restrâns la înregistrări, interzicerea altor utilizări',
      discrimination:
        'limitarea datelor sensibile la strictul necesar, acces separat, intervenție umană în decizii',
      financial:
        'afișarea parțială a numărului de identificare, acces restrâns, criptare, fără folosirea lui ca identificator general',
      reputation:
        'confidențialitate, pseudonimizare unde este posibil, păstrarea separată a datelor sensibile',
      rights: 'intervenție umană, dreptul de a contesta decizia, explicarea logicii, procedura pentru cereri',
    },
    decided: 'măsuri, responsabil, termen',
    residual: 'P × G',
    dpoTitle: (isDpo) =>
      isDpo
        ? 'Avizul responsabilului cu protecția datelor'
        : 'Opinia persoanei de contact pentru protecția datelor',
    dpoIntro: (isDpo) =>
      isDpo
        ? 'Operatorul solicită avizul responsabilului cu protecția datelor atunci când realizează evaluarea (art. 35 alin. (2) din GDPR). Avizul și, dacă nu este urmat, motivele se consemnează mai jos.'
        : 'Compania nu a desemnat un responsabil cu protecția datelor, așa că avizul de la art. 35 alin. (2) din GDPR nu este cerut. Se consemnează totuși opinia persoanei de contact pentru protecția datelor, care nu are calitatea de DPO.',
    dpoRows: (isDpo) => [
      'Data solicitării',
      isDpo ? 'Avizul' : 'Opinia',
      isDpo ? 'Avizul a fost urmat? Dacă nu, motivele' : 'Opinia a fost urmată? Dacă nu, motivele',
    ],
    conclusionTitle: 'Concluzia și consultarea prealabilă',
    conclusion: (int) => [
      'Riscul rezidual este acceptabil (scăzut sau mediu) cu măsurile de mai sus: prelucrarea poate începe sau continua, cu aplicarea lor.',
      int
        ? 'Riscul rezidual rămâne ridicat: înainte de prelucrare, compania consultă autoritatea de supraveghere competentă (art. 36 alin. (1) din GDPR).'
        : 'Riscul rezidual rămâne ridicat: înainte de prelucrare, compania consultă ANSPDCP (art. 36 alin. (1) din GDPR).',
    ],
    priorConsultation: (int) =>
      `La consultare, compania transmite ${int ? 'autorității' : 'ANSPDCP'} responsabilitățile operatorilor și ale persoanelor împuternicite implicate, scopurile și mijloacele prelucrării, măsurile și garanțiile, datele de contact ale responsabilului cu protecția datelor, dacă există, această evaluare și orice altă informație cerută (art. 36 alin. (3)). Autoritatea răspunde în cel mult 8 săptămâni, termen care se poate prelungi cu 6 săptămâni (art. 36 alin. (2)); de regulă, prelucrarea nu începe înainte de răspunsul autorității.`,
    reasons: 'Motivarea concluziei',
    approvalTitle: 'Aprobarea și revizuirea evaluării',
    review:
      'Evaluarea se revizuiește ori de câte ori se schimbă riscul prelucrării (date, tehnologie, volum sau scop noi) și cel puțin o dată la trei ani (art. 35 alin. (11) din GDPR).',
    reviewColumns: ['Data revizuirii', 'Ce s-a schimbat', 'Concluzia', 'Semnătura'],
    assessor: 'A realizat evaluarea',
    adviser: (isDpo) =>
      isDpo ? 'Responsabilul cu protecția datelor (DPO)' : 'Persoana de contact pentru protecția datelor',
    approver: 'A aprobat (reprezentantul legal)',
    name: 'Numele',
    date: 'Data',
    signature: 'Semnătura',
    fill: 'de completat',
  },
  en: {
    subtitle: 'assessing processing likely to result in a high risk (Article 35 GDPR)',
    identificationTitle: 'Identification',
    identification: {
      controller: 'Controller',
      fiscalCode: 'Fiscal code (CUI)',
      fiscalCodeInt: 'Tax identification number',
      address: 'Registered office',
      representative: 'Legal representative',
      representativeMissing: 'the legal representative',
      contact: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
      contactMissing: 'the person in charge of data protection',
      team: 'Assessment team (names and roles)',
      date: 'Date of the assessment',
      version: 'Version',
      scope: 'Processing assessed',
      scopeValue: (n) =>
        n === 1
          ? 'one operation, described in the section “Systematic description of the processing”'
          : `${n} operations, described in the section “Systematic description of the processing”`,
      scopeNone: 'the processing to be assessed',
    },
    screeningTitle: 'Is an impact assessment required?',
    screeningIntro:
      'An impact assessment is required before processing likely to result in a high risk to the rights and freedoms of individuals (Article 35(1) GDPR), in particular in the cases of Article 35(3). Under the WP248 rev.01 guidelines, processing that meets at least two of the nine criteria requires an assessment as a rule.',
    screeningFound:
      'Of the operations the company has described on the platform, the following meet at least two criteria and are covered by this assessment:',
    screeningColumns: ['No.', 'Operation', 'WP248 criteria met'],
    screeningCheck:
      'The platform cannot judge the scale of the processing, the combining of datasets or the use of new technology: check these criteria with the screening form and add the operations that meet them.',
    anspdcpIntro:
      'An assessment is also required for processing on the list approved by ANSPDCP Decision No. 174/2018, for example:',
    mandatory:
      'Conclusion of the screening: for the operations above an impact assessment is required and is carried out before the processing starts or, for processing already under way, as soon as possible.',
    notMandatory:
      'None of the operations the company has described on the platform meets two or more WP248 criteria, so, on the information on the platform, an impact assessment is not mandatory. The document keeps the structure of the assessment as a model, for new or changed processing that would meet the criteria.',
    descriptionTitle: 'Systematic description of the processing and its purposes',
    descriptionIntro:
      'The nature, scope, context and purposes of each operation assessed, including, where applicable, the legitimate interest pursued (Article 35(7)(a) GDPR). The details come from the record of processing activities:',
    descriptionNone: 'Description of the processing assessed (complete for each operation):',
    descriptionRows: {
      subjects: 'Category of data subjects',
      interest: 'Legitimate interest pursued',
      scale: 'Approximate number of data subjects and records (scale)',
      means: 'Means used (software, equipment, new technology)',
      flows: 'Data flow',
      flowsValue: 'from collection, through storage and disclosure, to erasure',
    },
    necessityTitle: 'Necessity and proportionality',
    necessityIntro:
      'An assessment of the necessity and proportionality of the operations in relation to their purposes (Article 35(7)(b) GDPR):',
    necessityColumns: ['Operation', 'Legal basis', 'Time limit for erasure', 'Assessment'],
    assess: 'necessary and proportionate? why?',
    safeguardsIntro: 'Safeguards that apply to every operation assessed (tick those met):',
    safeguards: [
      'the data are adequate, relevant and limited to what is necessary for the purpose (Article 5(1)(c)), and each category of data described above has been checked;',
      'the purpose cannot reasonably be achieved by less intrusive processing;',
      'the data are kept only for the period stated and erased or anonymised when it ends;',
      'people are informed through the privacy notices (Articles 13 and 14);',
      'people can exercise their rights (Articles 15–22) under the data-subject request procedure;',
      'providers processing the data on the company’s behalf have an agreement that meets Article 28;',
      'transfers outside the European Economic Area have one of the safeguards of Chapter V.',
    ],
    monitoringIntro: (int, numbers) =>
      int
        ? `For employee monitoring (${numbers}), Article 88 GDPR and national employment law; as good practice, check the following conditions:`
        : `For employee monitoring (${numbers}), the conditions of Article 5 of Law No. 190/2018:`,
    monitoringConditions: [
      'the legitimate interests pursued are duly justified and override the interests or rights and freedoms of the employees;',
      'the employees were informed beforehand, fully and explicitly;',
      'the trade union or, as the case may be, the employee representatives were consulted before the monitoring was introduced;',
      'other less intrusive forms and means had previously proved ineffective;',
      'the storage period is proportionate to the purpose and not longer than 30 days, save where the law expressly provides otherwise or in duly justified cases.',
    ],
    consultationTitle: 'Views of the data subjects or their representatives',
    consultationIntro:
      'Where appropriate, the controller seeks the views of data subjects or their representatives on the intended processing, without prejudice to commercial interests or the security of the operations (Article 35(9) GDPR).',
    consultationRows: [
      'Who was consulted and how (survey, meeting, representatives)',
      'Date of the consultation',
      'Views expressed',
      'How they were taken into account or, if no one was consulted, why',
    ],
    employees: (int) =>
      int
        ? 'For processing about employees, their views are usually sought through the employee representatives, under the applicable employment law.'
        : 'For processing about employees, their views are sought through the trade union or, as the case may be, the employee representatives; for monitoring, prior consultation is required by Article 5(c) of Law No. 190/2018.',
    consultationDate: 'Date the trade union or employee representatives were consulted on video surveillance',
    risksTitle: 'Risks to the rights and freedoms of individuals',
    risksIntro:
      'Each risk is rated by the likelihood (L) and the severity (S) of its consequences for people, on a scale of 1 to 4, taking into account the nature, scope, context and purposes of the processing (Article 35(7)(c) GDPR).',
    scaleColumns: ['Level', 'Likelihood (L)', 'Severity (S)'],
    scale: [
      ['1', 'unlikely', 'negligible: minor inconvenience, easily overcome'],
      ['2', 'possible', 'limited: significant inconvenience, overcome with some difficulty'],
      ['3', 'likely', 'significant: serious consequences, overcome with great difficulty'],
      ['4', 'almost certain', 'maximum: serious or irreversible consequences'],
    ],
    matrixIntro: 'The level of risk is L × S: 1 to 3 low, 4 to 6 medium, 8 to 16 high.',
    matrixCorner: 'S \\ L',
    levels: { low: 'low', medium: 'medium', high: 'high' },
    riskColumns: ['Risk', 'Operations concerned', 'L (1–4)', 'S (1–4)', 'Level (L × S)'],
    risks: {
      access: 'Unlawful access to or disclosure of the data (loss of confidentiality)',
      alteration: 'Unwanted alteration of the data (loss of integrity)',
      loss: 'Loss or unavailability of the data (loss of availability)',
      monitoring: 'Excessive monitoring, or use of the data for another purpose than the one stated',
      discrimination: 'Discrimination or exclusion, based on sensitive data or an automated evaluation',
      financial: 'Financial loss or identity theft (for example through the identification number)',
      reputation: 'Damage to reputation, dignity or private life',
      rights: 'Inability to challenge a decision or to exercise a right',
    },
    allAssessed: 'all operations assessed',
    numbers: (numbers) =>
      numbers.length === 1 ? `operation no. ${numbers[0]}` : `operations nos. ${numbers.join(', ')}`,
    notConcerned: 'does not concern the operations assessed',
    measuresTitle: 'Measures to address the risks, and the residual risk',
    measuresIntro:
      'The measures envisaged to address the risks, including safeguards, security measures and mechanisms to ensure the protection of personal data and to demonstrate compliance (Article 35(7)(d) GDPR). The technical and organisational measures the company already applies:',
    measuresMissing: 'the security measures the company applies',
    measuresColumns: [
      'Risk',
      'Recommended measures',
      'Measures decided, owner, deadline',
      'Residual risk (L × S)',
    ],
    recommended: {
      access: 'need-to-know access, strong authentication, encryption, access logging, staff training',
      alteration: 'limited editing rights, change logging, backups',
      loss: 'regularly tested backups, a continuity plan, erasure only when the period ends',
      monitoring:
        'prior information, limited areas and times, short retention, restricted access to recordings, no other uses',
      discrimination:
        'sensitive data limited to what is strictly needed, separate access, human involvement in decisions',
      financial:
        'partial display of the identification number, restricted access, encryption, no use as a general identifier',
      reputation: 'confidentiality, pseudonymisation where possible, sensitive data kept separately',
      rights:
        'human intervention, the right to contest the decision, explaining the logic, the request procedure',
    },
    decided: 'measures, owner, deadline',
    residual: 'L × S',
    dpoTitle: (isDpo) =>
      isDpo ? 'Advice of the data protection officer' : 'Opinion of the data protection contact person',
    dpoIntro: (isDpo) =>
      isDpo
        ? 'The controller seeks the advice of the data protection officer when carrying out the assessment (Article 35(2) GDPR). The advice and, if it is not followed, the reasons are recorded below.'
        : 'The company has not appointed a data protection officer, so the advice in Article 35(2) GDPR is not required. The opinion of the data protection contact person, who is not a DPO, is recorded all the same.',
    dpoRows: (isDpo) => [
      'Date requested',
      isDpo ? 'Advice' : 'Opinion',
      isDpo ? 'Was the advice followed? If not, why' : 'Was the opinion followed? If not, why',
    ],
    conclusionTitle: 'Conclusion and prior consultation',
    conclusion: (int) => [
      'The residual risk is acceptable (low or medium) with the measures above: the processing may start or continue, with those measures applied.',
      int
        ? 'The residual risk remains high: before the processing, the company consults the competent supervisory authority (Article 36(1) GDPR).'
        : 'The residual risk remains high: before the processing, the company consults ANSPDCP (Article 36(1) GDPR).',
    ],
    priorConsultation: (int) =>
      `When consulting, the company provides ${int ? 'the authority' : 'ANSPDCP'} with the responsibilities of the controllers and processors involved, the purposes and means of the processing, the measures and safeguards, the contact details of the data protection officer, if any, this assessment and any other information requested (Article 36(3)). The authority replies within 8 weeks at most, which may be extended by 6 weeks (Article 36(2)); as a rule, the processing does not start before the authority replies.`,
    reasons: 'Reasons for the conclusion',
    approvalTitle: 'Approval and review of the assessment',
    review:
      'The assessment is reviewed whenever the risk of the processing changes (new data, technology, volume or purpose) and at least every three years (Article 35(11) GDPR).',
    reviewColumns: ['Review date', 'What changed', 'Conclusion', 'Signature'],
    assessor: 'Assessment carried out by',
    adviser: (isDpo) => (isDpo ? 'Data protection officer (DPO)' : 'Data protection contact person'),
    approver: 'Approved by (legal representative)',
    name: 'Name',
    date: 'Date',
    signature: 'Signature',
    fill: 'to complete',
  },
};

/** The level of a score P × G. */
function level(score: number, m: DpiaTexts): string {
  return score <= 3 ? m.levels.low : score <= 6 ? m.levels.medium : m.levels.high;
}

const DESCRIPTION_KEYS: readonly RecordKey[] = [
  'purpose',
  'basis',
  'data',
  'sources',
  'recipients',
  'transfers',
  'storage',
  'erasure',
];

const dpia: DocumentTemplate = {
  kind: 'assessment',
  build({ ctx, t, meta }) {
    const m = DPIA[ctx.language];
    const int = ctx.edition === 'INT';
    const dpr = ctx.company.dataProtectionResponsible;
    const isDpo = dpr?.isDpo === true;
    const criteria = wp248Criteria(ctx.language);
    const candidates: Candidate[] = dpiaCandidates(ctx.operations).map((c, index) => ({
      ...c,
      number: index + 1,
    }));
    const { columns, rows } = controllerRecordRows(ctx, t);
    const label = new Map(columns.map((c) => [c.key, c.label]));
    const cellsOf = new Map(rows.map((row) => [row.op, row.cells]));
    const subjects = new Map(ctx.situations.map((s) => [s.id, s.dataSubjectLabel]));
    const d = m.descriptionRows;
    const fill = field(m.fill);

    const identification = section('identification', m.identificationTitle, [
      facts([
        [
          m.identification.controller,
          valueOr(ctx.company.info.name, m.identification.controller.toLowerCase()),
        ],
        [
          int ? m.identification.fiscalCodeInt : m.identification.fiscalCode,
          valueOr(ctx.company.info.fiscalCode, m.identification.fiscalCode.toLowerCase()),
        ],
        [m.identification.address, valueOr(addressOf(ctx), m.identification.address.toLowerCase())],
        [m.identification.representative, representativeValue(ctx, m.identification.representativeMissing)],
        [
          m.identification.contact(isDpo),
          dpr?.name
            ? [[dpr.name, dpr.email, dpr.phone].filter((x) => x?.trim()).join(', ')]
            : [missing(m.identification.contactMissing)],
        ],
        [m.identification.team, fill],
        [m.identification.date, fill],
        [m.identification.version, meta.version],
        [
          m.identification.scope,
          candidates.length > 0
            ? m.identification.scopeValue(candidates.length)
            : field(m.identification.scopeNone),
        ],
      ]),
    ]);

    const screening = section('screening', m.screeningTitle, [
      p(m.screeningIntro),
      ...(candidates.length > 0
        ? [
            p(m.screeningFound),
            table(
              m.screeningColumns,
              candidates.map((c) => [
                String(c.number),
                `${subjects.get(c.op.situationId) ?? c.op.dataSubject}: ${c.op.name}`,
                // The criterion's name without its examples in brackets: the table stays readable.
                c.criteria.map((index) => criteria[index]!.replace(/\s*\(.*\)$/, '')).join('; '),
              ]),
              [7, 48, 45],
            ),
          ]
        : []),
      note(m.screeningCheck),
      ...(int ? [] : [p(m.anspdcpIntro), ul([...anspdcpDpiaList(ctx.language)])]),
      p(candidates.length > 0 ? m.mandatory : m.notMandatory),
    ]);

    const description = section(
      'description',
      m.descriptionTitle,
      candidates.length > 0
        ? [
            p(m.descriptionIntro),
            ...candidates.flatMap((c): Block[] => {
              const cells = cellsOf.get(c.op)!;
              return [
                entryTable(c.number, c.op.name, [
                  [
                    d.subjects,
                    [`${subjects.get(c.op.situationId) ?? c.op.dataSubject} (${c.op.situationName})`],
                  ],
                  ...DESCRIPTION_KEYS.map((key): [string, Inline[]] => [label.get(key)!, cells[key]]),
                  ...(c.op.grounds.includes('LEGITIMATE_INTEREST')
                    ? ([[d.interest, [valueOr(c.op.groundReason, d.interest.toLowerCase())]]] as Array<
                        [string, Inline[]]
                      >)
                    : []),
                  [d.scale, [fill]],
                  [d.means, [fill]],
                ]),
              ];
            }),
          ]
        : [
            p(m.descriptionNone),
            facts([
              [d.subjects, fill],
              ...DESCRIPTION_KEYS.map((key): [string, Inline] => [label.get(key)!, fill]),
              [d.interest, fill],
              [d.scale, fill],
              [d.means, fill],
              [d.flows, field(d.flowsValue)],
            ]),
          ],
    );

    const monitoring = candidates.filter(
      (c) => c.criteria.includes(MONITORING) && c.op.dataSubject === 'EMPLOYEES',
    );
    const necessity = section('necessity', m.necessityTitle, [
      p(m.necessityIntro),
      table(
        m.necessityColumns,
        candidates.length > 0
          ? candidates.map((c) => [
              `${c.number}. ${c.op.name}`,
              cellsOf.get(c.op)!.basis,
              cellsOf.get(c.op)!.erasure,
              [field(m.assess)],
            ])
          : [[field(m.necessityColumns[0].toLowerCase()), '', '', [field(m.assess)]]],
        [30, 32, 20, 18],
      ),
      p(m.safeguardsIntro),
      ...m.safeguards.map((text) => checkbox(text)),
      ...(monitoring.length > 0
        ? [
            p(m.monitoringIntro(int, m.numbers(monitoring.map((c) => c.number)))),
            ...m.monitoringConditions.map((text) => checkbox(text)),
          ]
        : []),
    ]);

    const employees = candidates.some((c) => c.op.dataSubject === 'EMPLOYEES');
    const consultedOn = companyExtras(ctx).cctv?.consultationDate;
    const consultation = section('consultation', m.consultationTitle, [
      p(m.consultationIntro),
      ...(employees ? [p(m.employees(int))] : []),
      facts([
        ...(employees && consultedOn
          ? ([[m.consultationDate, formatDay(consultedOn, t)]] as Array<[string, Inline]>)
          : []),
        ...m.consultationRows.map((row): [string, Inline] => [row, fill]),
      ]),
    ]);

    const scores = [4, 3, 2, 1].map((severity) => [
      String(severity),
      ...[1, 2, 3, 4].map((likelihood) => `${likelihood * severity} – ${level(likelihood * severity, m)}`),
    ]);
    const concernedText = (risk: Risk): Inline => {
      if (candidates.length === 0) return field(m.riskColumns[1].toLowerCase());
      const ops = concerned(risk, candidates);
      if (ops.length === 0) return m.notConcerned;
      if (ops.length === candidates.length) return m.allAssessed;
      return m.numbers(ops.map((c) => c.number));
    };
    const risks = section('risks', m.risksTitle, [
      p(m.risksIntro),
      table(m.scaleColumns, m.scale, [12, 30, 58]),
      p(m.matrixIntro),
      table([m.matrixCorner, '1', '2', '3', '4'], scores, [12, 22, 22, 22, 22]),
      table(
        m.riskColumns,
        RISKS.map((risk) => [m.risks[risk], concernedText(risk), '', '', '']),
        [36, 28, 10, 10, 16],
      ),
    ]);

    const measures = companyExtras(ctx).securityMeasures;
    const measuresSection = section('measures', m.measuresTitle, [
      p(m.measuresIntro),
      measures.length > 0 ? ul(measures) : p(missing(m.measuresMissing)),
      table(
        m.measuresColumns,
        RISKS.map((risk) => [m.risks[risk], m.recommended[risk], [field(m.decided)], [field(m.residual)]]),
        [26, 34, 26, 14],
      ),
    ]);

    const advice = section('dpo', m.dpoTitle(isDpo), [
      p(m.dpoIntro(isDpo)),
      facts([
        [m.identification.contact(isDpo), dpr?.name ? dpr.name : missing(m.identification.contactMissing)],
        ...m.dpoRows(isDpo).map((row): [string, Inline] => [row, fill]),
      ]),
    ]);

    const conclusion = section('conclusion', m.conclusionTitle, [
      ...m.conclusion(int).map((text) => checkbox(text)),
      p(m.priorConsultation(int)),
      facts([[m.reasons, fill]]),
    ]);

    const approval = section('approval', m.approvalTitle, [
      {
        kind: 'signatures',
        parties: [
          {
            title: m.assessor,
            lines: [{ label: m.name }, { label: m.date }, { label: m.signature }],
          },
          {
            title: m.adviser(isDpo),
            lines: [
              {
                label: m.name,
                value: dpr?.name ? [dpr.name] : [missing(m.identification.contactMissing)],
              },
              { label: m.date },
              { label: m.signature },
            ],
          },
          {
            title: m.approver,
            lines: [
              {
                label: m.name,
                value: representativeValue(ctx, m.identification.representativeMissing),
              },
              { label: m.date },
              { label: m.signature },
            ],
          },
        ],
      },
      p(m.review),
      table(
        m.reviewColumns,
        Array.from({ length: 3 }, () => m.reviewColumns.map(() => '')),
        [18, 40, 24, 18],
      ),
    ]);

    const sections: Section[] = [
      identification,
      screening,
      description,
      necessity,
      consultation,
      risks,
      measuresSection,
      advice,
      conclusion,
      approval,
    ];
    return { subtitle: m.subtitle, sections };
  },
};

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
