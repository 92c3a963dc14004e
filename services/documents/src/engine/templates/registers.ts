/**
 * The registers the company keeps in the documents area, printed: the data-subject requests
 * register (accountability for Arts. 12, 15–22, Art. 5(2)) and the breach register (Art. 33(5)).
 * Each lists what the company logged, with the same words as the page and the spreadsheets; an
 * empty register is a form with blank rows, for a company that keeps it on paper. The live
 * registers (deadlines, reminders, the 72-hour clock) are in the workspace; this is their record.
 */
import type { TBreach, TDataSubjectRequest } from '@conform/contracts';
import {
  CHANNEL_LABELS,
  NATURE_LABELS,
  RIGHT_LABELS,
  RISK_LABELS,
  STATUS_LABELS,
} from '../../registers/labels.ts';
import { localMoment } from '../../registers/deadlines.ts';
import { controllerSection, formatDay } from '../blocks.ts';
import type { DocumentContext, Language } from '../context.ts';
import type { Messages } from '../messages/ro.ts';
import type { DocumentTemplate } from '../template.ts';
import { facts, field, note, p, section, table, ul, type Inline, type Section } from '../tree.ts';

const TEXTS = {
  ro: {
    requests: {
      subtitle: 'cererile de exercitare a drepturilor prevăzute de art. 15–22 din GDPR și răspunsurile date',
      aboutTitle: 'Despre acest registru',
      about: [
        'Registrul consemnează fiecare cerere prin care o persoană vizată își exercită drepturile (acces, rectificare, ștergere, restricționare, portabilitate, opoziție, decizii automate), termenul de răspuns și modul în care s-a dat curs cererii. Este dovada respectării art. 12 din GDPR și a principiului responsabilității (art. 5 alin. (2)).',
        'Termenul de răspuns este de o lună de la primire (art. 12 alin. (3)) și se încheie în aceeași dată a lunii următoare sau, dacă luna nu are acea dată, în ultima ei zi; dacă acea zi este sâmbătă, duminică sau zi de sărbătoare legală, termenul se încheie în prima zi lucrătoare următoare (Regulamentul nr. 1182/71). Pentru cereri complexe sau numeroase se poate prelungi o singură dată cu încă două luni, cu informarea persoanei în prima lună și motivarea prelungirii.',
        'Registrul se ține în platformă, unde termenele se calculează și se trimit memento-uri; acest document este extrasul lui la data generării. Păstrați în registru numai datele necesare pentru a identifica cererea.',
      ],
      entriesTitle: 'Cererile înregistrate',
      none: 'Nu a fost înregistrată nicio cerere până la data generării. Completați rândurile de mai jos dacă țineți registrul pe hârtie.',
      columns: ['Nr.', 'Dreptul', 'Primită la / canal', 'Persoana vizată', 'Termen', 'Stare', 'Închisă la'],
      historyTitle: 'Prelungiri și refuzuri motivate',
      extended: (n: string, reason: string) => `${n}: termen prelungit – ${reason}`,
      refused: (n: string, reason: string) => `${n}: cerere refuzată – ${reason}`,
      blank: 'de completat',
    },
    breaches: {
      subtitle:
        'toate încălcările securității datelor cu caracter personal, notificate sau nu (art. 33 alin. (5) din GDPR)',
      aboutTitle: 'Despre acest registru',
      about: [
        'Operatorul documentează orice încălcare a securității datelor cu caracter personal: situația de fapt, efectele și măsurile de remediere (art. 33 alin. (5) din GDPR). Registrul cuprinde și incidentele care nu au fost notificate, cu motivarea deciziei, pentru a permite autorității de supraveghere să verifice respectarea art. 33.',
        'Autoritatea se notifică fără întârzieri nejustificate și în cel mult 72 de ore de la momentul în care operatorul a luat cunoștință de încălcare, cu excepția cazului în care este puțin probabil ca aceasta să genereze un risc pentru drepturile și libertățile persoanelor; după 72 de ore, notificarea este însoțită de motivele întârzierii. Dacă riscul este ridicat, se informează și persoanele vizate (art. 34).',
        'Registrul se ține în platformă, unde termenul de 72 de ore se urmărește pentru fiecare incident; acest document este extrasul lui la data generării.',
      ],
      none: 'Nu a fost înregistrat niciun incident până la data generării. Pentru un incident nou, completați rubricile de mai jos sau înregistrați-l în platformă.',
      entry: (n: string) => `Incidentul ${n}`,
      rows: {
        aware: 'Data luării la cunoștință',
        occurred: 'Data producerii',
        nature: 'Natura încălcării',
        description: 'Descrierea situației de fapt',
        subjects: 'Persoane vizate (categorii și număr aproximativ)',
        data: 'Date afectate (categorii și număr aproximativ de înregistrări)',
        consequences: 'Consecințele probabile',
        measures: 'Măsurile luate sau propuse',
        risk: 'Evaluarea riscului și motivarea',
        notifyBy: 'Termenul de notificare (72 de ore)',
        authority: 'Notificarea autorității de supraveghere',
        persons: 'Informarea persoanelor vizate',
        delay: 'Motivul întârzierii',
      },
      notAssessed: 'neevaluat încă',
      notNotified: 'nu a fost notificată',
      approx: (n: number | null) => (n === null ? 'număr necunoscut' : `aprox. ${n}`),
    },
  },
  en: {
    requests: {
      subtitle: 'the requests to exercise the rights of Arts. 15–22 GDPR and the answers given',
      aboutTitle: 'About this register',
      about: [
        'The register records each request by which a data subject exercises their rights (access, rectification, erasure, restriction, portability, objection, automated decisions), the answer deadline and how the request was handled. It shows compliance with Art. 12 GDPR and the accountability principle (Art. 5(2)).',
        'An answer is due within one month of receipt (Art. 12(3)); the period ends on the same date of the next month or, when that month has no such date, on its last day; when that day is a Saturday, Sunday or public holiday, it ends on the next working day (Regulation No 1182/71). For complex or numerous requests it may be extended once by two further months, telling the person within the first month, with the reasons.',
        'The register is kept on the platform, where deadlines are computed and reminders sent; this document is its extract on the day it was generated. Keep in the register only what is needed to identify the request.',
      ],
      entriesTitle: 'Logged requests',
      none: 'No request was logged by the day this was generated. Fill in the rows below if you keep the register on paper.',
      columns: ['No.', 'Right', 'Received / channel', 'Data subject', 'Due', 'Status', 'Closed on'],
      historyTitle: 'Extensions and refusals with reasons',
      extended: (n: string, reason: string) => `${n}: deadline extended – ${reason}`,
      refused: (n: string, reason: string) => `${n}: request refused – ${reason}`,
      blank: 'to fill in',
    },
    breaches: {
      subtitle: 'every personal data breach, notified or not (Art. 33(5) GDPR)',
      aboutTitle: 'About this register',
      about: [
        'The controller documents any personal data breach: the facts, its effects and the remedial action taken (Art. 33(5) GDPR). The register includes the incidents that were not notified, with the reasons for the decision, so that the supervisory authority can verify compliance with Art. 33.',
        'The authority is notified without undue delay and at the latest 72 hours after the controller became aware of the breach, unless it is unlikely to result in a risk to the rights and freedoms of natural persons; after 72 hours, the notification states the reasons for the delay. If the risk is high, the data subjects are informed too (Art. 34).',
        'The register is kept on the platform, where the 72 hours are followed for each incident; this document is its extract on the day it was generated.',
      ],
      none: 'No incident was logged by the day this was generated. For a new incident, fill in the rows below or log it on the platform.',
      entry: (n: string) => `Incident ${n}`,
      rows: {
        aware: 'Became aware on',
        occurred: 'Occurred on',
        nature: 'Nature of the breach',
        description: 'The facts',
        subjects: 'Data subjects (categories and approximate number)',
        data: 'Data concerned (categories and approximate number of records)',
        consequences: 'Likely consequences',
        measures: 'Measures taken or proposed',
        risk: 'Risk assessment and reasons',
        notifyBy: 'Notify by (72 hours)',
        authority: 'Notification of the supervisory authority',
        persons: 'Communication to the data subjects',
        delay: 'Reason for the delay',
      },
      notAssessed: 'not assessed yet',
      notNotified: 'not notified',
      approx: (n: number | null) => (n === null ? 'number unknown' : `approx. ${n}`),
    },
  },
} as const;

function requestRow(r: TDataSubjectRequest, language: Language, t: Messages): Inline[][] {
  return [
    [r.number],
    [RIGHT_LABELS[r.right][language]],
    [`${formatDay(r.receivedOn, t)} / ${CHANNEL_LABELS[r.channel][language]}`],
    [r.person],
    [formatDay(r.deadline, t)],
    [STATUS_LABELS[r.status][language]],
    [r.closedOn ? formatDay(r.closedOn, t) : '—'],
  ];
}

const KEEPER = {
  ro: {
    title: 'Operatorul care ține registrul',
    intro: (company: string) =>
      `Registrul este ținut de ${company}, în calitate de operator, prin persoana responsabilă cu protecția datelor.`,
  },
  en: {
    title: 'The controller keeping the register',
    intro: (company: string) =>
      `The register is kept by ${company}, as controller, through the person in charge of data protection.`,
  },
} as const;

/** Who keeps the register: the controller's identification, worded for an internal record. */
function keeper(ctx: DocumentContext, t: Messages): Section {
  const m = KEEPER[ctx.language];
  // The identification table of the notices, without their words to the data subject.
  const identification = controllerSection(ctx, t).blocks.filter((b) => b.kind !== 'paragraph');
  return section('controller', m.title, [p(m.intro(ctx.company.info.name || '—')), ...identification]);
}

const requestsRegister: DocumentTemplate = {
  kind: 'record',
  build({ ctx, t }) {
    const m = TEXTS[ctx.language].requests;
    const requests = [...ctx.registers.requests].sort((a, b) => a.number.localeCompare(b.number));
    const blanks = Array.from({ length: 8 }, () => m.columns.map(() => [field(m.blank)] as Inline[]));
    const reasons = requests.flatMap((r) => [
      ...(r.extensionReason ? [m.extended(r.number, r.extensionReason)] : []),
      ...r.history.filter((h) => h.status === 'REFUSED' && h.note).map((h) => m.refused(r.number, h.note!)),
    ]);
    const sections: Section[] = [
      section(
        'about',
        m.aboutTitle,
        m.about.map((text) => p(text)),
      ),
      // Who keeps the register: the controller, with the person in charge of data protection.
      keeper(ctx, t),
      section('entries', m.entriesTitle, [
        ...(requests.length === 0 ? [note(m.none)] : []),
        table(
          [...m.columns],
          requests.length === 0 ? blanks : requests.map((r) => requestRow(r, ctx.language, t)),
          [12, 18, 17, 19, 11, 13, 10],
        ),
      ]),
    ];
    if (reasons.length > 0) sections.push(section('reasons', m.historyTitle, [ul(reasons)]));
    return { subtitle: m.subtitle, sections };
  },
};

function breachSection(b: TBreach, language: Language): Section {
  const m = TEXTS[language].breaches;
  const r = m.rows;
  const moment = (iso: string | null) => (iso ? localMoment(iso) : '—');
  return section(`incident-${b.number}`, m.entry(b.number), [
    facts([
      [r.aware, moment(b.awareAt)],
      [r.occurred, moment(b.occurredAt)],
      [r.nature, b.nature.map((n) => NATURE_LABELS[n][language]).join('; ')],
      [r.description, b.description],
      [r.subjects, `${b.subjectCategories} (${m.approx(b.subjectsCount)})`],
      [r.data, `${b.dataCategories} (${m.approx(b.recordsCount)})`],
      [r.consequences, b.consequences],
      [r.measures, b.measures],
      [
        r.risk,
        b.risk
          ? [RISK_LABELS[b.risk][language], b.riskReason ? ` – ${b.riskReason}` : ''].join('')
          : m.notAssessed,
      ],
      [r.notifyBy, moment(b.notifyBy)],
      [r.authority, b.authorityNotifiedAt ? moment(b.authorityNotifiedAt) : m.notNotified],
      [r.persons, b.personsNotifiedAt ? moment(b.personsNotifiedAt) : m.notNotified],
      ...(b.delayReason ? ([[r.delay, b.delayReason]] as Array<[string, string]>) : []),
    ]),
  ]);
}

const breachRegister: DocumentTemplate = {
  kind: 'record',
  build({ ctx, t }) {
    const m = TEXTS[ctx.language].breaches;
    const breaches = [...ctx.registers.breaches].sort((a, b) => a.number.localeCompare(b.number));
    const blank = section('blank', m.entry('…'), [
      facts(Object.values(m.rows).map((label) => [label, field(TEXTS[ctx.language].requests.blank)])),
    ]);
    return {
      subtitle: m.subtitle,
      sections: [
        section('about', m.aboutTitle, [
          ...m.about.map((text) => p(text)),
          ...(breaches.length === 0 ? [note(m.none)] : []),
        ]),
        keeper(ctx, t),
        ...(breaches.length === 0 ? [blank] : breaches.map((b) => breachSection(b, ctx.language))),
      ],
    };
  },
};

export const REGISTER_TEMPLATES = {
  REGISTRU_CERERI: requestsRegister,
  REGISTRU_INCALCARI: breachRegister,
} as const;
