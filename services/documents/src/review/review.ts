/**
 * A practitioner's acceptance report on a company's documents (docs/content.md, "Reviewing a
 * company's documents"): every document the company would get, made as the worker makes it
 * (`generatableDocuments`, `prepareDocument`) in each of its languages, then read as a reviewer
 * reads them. Per document: the checklist items of the five key documents
 * (docs/facts/document-checklists.md), the blanks with where each is answered, the page count,
 * and printed "undefined", "null" or cedilla letters. Across documents: the same fact stated
 * differently (contradictions). The review reads the documents' text only; it never changes them.
 */
import { valueLists } from '@conform/catalogues';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import type { TBlankPlace } from '@conform/contracts';
import { CCTV_DEFAULT_RETENTION_DAYS } from '@conform/contracts/company-data';
import { channelOfKey, editionLanguage, languageOfKey, productName, typeOfKey, UTILS } from '../catalogue.ts';
import { blankPlaces, type BlankPlaceFinder } from '../documents/blanks.ts';
import { companyDocumentKeys, coveredPurchases } from '../documents/channels.ts';
import { generatableDocuments } from '../documents/plan.ts';
import { buildContext, type Language } from '../engine/context.ts';
import { prepareDocument, situationScope } from '../engine/render.ts';
import { controllerRecordRows } from '../engine/templates/records.ts';
import {
  blanksOf,
  inlineText,
  treeText,
  type Block,
  type DocumentTree,
  type Inline,
} from '../engine/tree.ts';

/** The five key documents whose checklist the review measures. */
export const KEY_DOCUMENTS = [
  'NOTA_INFORMARE_ANGAJATI',
  'POLITICA_CONFIDENTIALITATE',
  'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA',
  'REGISTRU_OPERATOR',
  'EIPD',
] as const;

/** A checklist item as services/documents/test/checklists.ts maps it: its types and its section. */
export interface ChecklistItem {
  codes: readonly string[];
  section?: string;
  /** Required only when the company's data calls for it ("(if …)" in the checklist). */
  conditional?: boolean;
}

/**
 * The checklist map with each item marked conditional where its row in
 * docs/facts/document-checklists.md says "(if …)" or "(dacă …)": its section may rightly be absent.
 */
export function withConditions(
  map: Readonly<Record<string, ChecklistItem>>,
  markdown: string,
): Record<string, ChecklistItem> {
  const conditional = new Set<string>();
  let section: string | null = null;
  for (const line of markdown.split('\n')) {
    const heading = /^## (\d+)\. /.exec(line);
    if (heading) section = heading[1]!;
    else if (/^## /.test(line)) section = null;
    const row = /^\| ([^|]+?) \|/.exec(line);
    if (section && row && /\((?:if|dacă) /.test(line)) conditional.add(`${section}.${row[1]}`);
  }
  return Object.fromEntries(
    Object.entries(map).map(([id, item]) => [id, { ...item, conditional: conditional.has(id) }]),
  );
}

export interface ReviewOptions {
  /** The checklist items by id (`1.3`, `3.A-I…IV`). */
  checklist: Readonly<Record<string, ChecklistItem>>;
  /** Counts the pages of a document's printed PDF; left out, page counts are "not measured". */
  pages?: (html: string) => Promise<number>;
  /** The date the documents are made on (today when left out). */
  now?: Date;
  blanks?: BlankPlaceFinder;
}

export interface Blank {
  label: string;
  count: number;
  /** Where the workspace asks it (content/_blanks.json); null when the map has no entry. */
  place: TBlankPlace | null;
}

export interface DocumentFile {
  language: Language;
  title: string;
  /** Printed pages; null when not measured. */
  pages: number | null;
  blanks: Blank[];
  /** Text that should never be printed: "undefined", "null", s or t with a cedilla (U+015F, U+0163, U+015E, U+0162). */
  defects: Array<{ kind: 'undefined' | 'null' | 'cedilla'; excerpt: string }>;
}

export interface ChecklistResult {
  id: string;
  section: string;
  /** The languages it was looked for in and, per language, whether the section is there and blank-free. */
  languages: Partial<Record<Language, { present: boolean; blanks: string[] }>>;
  pass: boolean;
}

export interface DocumentReview {
  key: string;
  type: string;
  product: string;
  files: DocumentFile[];
  /** The key documents only. */
  checklist?: {
    items: ChecklistResult[];
    passed: number;
    total: number;
    /** Items without a section of their own: the tests check them. */
    notBySection: string[];
    /** Conditional items whose section is rightly absent: the company's data does not call for it. */
    notApplicable: string[];
  };
}

export interface Contradiction {
  fact: string;
  language: Language;
  statements: Array<{ document: string; value: string }>;
}

export interface ReviewReport {
  company: { name: string; platform: string; slug: string };
  madeOn: string;
  packages: Array<{ product: string; name: string; documents: string[] }>;
  errors: string[];
  totals: {
    documents: number;
    files: number;
    blanks: number;
    unmappedBlanks: number;
    pages: number | null;
    defects: number;
  };
  checklist: Record<Language, { passed: number; total: number; rate: number | null }>;
  documents: DocumentReview[];
  contradictions: Contradiction[];
  /** Per language, how many statements of each fact were compared (none read: nothing checked). */
  compared: Record<Language, Record<Fact, number>>;
}

/** The situations a document reads, as the worker's shared reads give them (generation/shared-reads.ts). */
function situationsFor(
  company: CompanyReadModel,
  all: readonly SituationReadModel[],
  key: string,
  product: string,
): SituationReadModel[] {
  const type = typeOfKey(key);
  const scope = situationScope(type, product);
  if (scope === 'none') return [];
  const read = scope === 'all' ? [...all] : all.filter((s) => scope.subjects.includes(s.dataSubject));
  const bought = situationScope(type, product, coveredPurchases(company, key));
  return typeof bought === 'object' && typeof scope === 'object' && scope.subjects.length > 1
    ? read.filter((s) => bought.subjects.includes(s.dataSubject))
    : read;
}

/** The languages a document is made in: the one its key fixes, else the edition's languages. */
function languagesOf(company: CompanyReadModel, key: string): Language[] {
  const fixed = languageOfKey(key);
  if (fixed) return [fixed];
  const own = editionLanguage(company.platform);
  return company.platform === 'int' ? ['en'] : [own, own === 'ro' ? 'en' : 'ro'];
}

const CEDILLA = /[\u015E\u015F\u0162\u0163]/g;

function defectsOf(text: string): DocumentFile['defects'] {
  const out: DocumentFile['defects'] = [];
  const excerpt = (index: number) =>
    text
      .slice(Math.max(0, index - 40), index + 40)
      .replace(/\s+/g, ' ')
      .trim();
  for (const [kind, pattern] of [
    ['undefined', /\bundefined\b/g],
    ['null', /\bnull\b/g],
    ['cedilla', CEDILLA],
  ] as const)
    for (const match of text.matchAll(pattern)) out.push({ kind, excerpt: excerpt(match.index) });
  return out;
}

const sectionPattern = (section: string) =>
  new RegExp(
    `^${section
      .split('*')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
  );

function checklistOf(
  type: string,
  trees: ReadonlyMap<Language, DocumentTree>,
  checklist: Readonly<Record<string, ChecklistItem>>,
): DocumentReview['checklist'] {
  const items: ChecklistResult[] = [];
  const notBySection: string[] = [];
  const notApplicable: string[] = [];
  for (const [id, item] of Object.entries(checklist)) {
    if (!item.codes.includes(type)) continue;
    if (!item.section) {
      notBySection.push(id);
      continue;
    }
    const pattern = sectionPattern(item.section);
    const languages: ChecklistResult['languages'] = {};
    for (const [language, tree] of trees) {
      const sections = tree.sections.filter((s) => pattern.test(s.id));
      languages[language] = {
        present: sections.length > 0,
        blanks: [...new Set(sections.flatMap((s) => [...blanksOf(s.blocks).keys()]))],
      };
    }
    if (item.conditional && Object.values(languages).every((l) => !l.present)) {
      notApplicable.push(id);
      continue;
    }
    const pass = Object.values(languages).every((l) => l.present && l.blanks.length === 0);
    items.push({ id, section: item.section, languages, pass });
  }
  return {
    items,
    passed: items.filter((i) => i.pass).length,
    total: items.length,
    notBySection,
    notApplicable,
  };
}

// ---- reading facts back from the documents' text ------------------------------------------------------

const cellText = (cell: readonly Inline[]) => inlineText(cell, '[…]').replace(/\s+/g, ' ').trim();

/** The bold run a cell opens with (a notice's operation name), else the whole cell. */
function leadName(cell: readonly Inline[]): string {
  const first = cell.find((part) => typeof part !== 'string' || part.trim() !== '');
  if (first && typeof first === 'object' && 'text' in first && 'bold' in first && first.bold)
    return first.text.trim();
  return cellText(cell);
}

function tablesOf(tree: DocumentTree, section: (id: string) => boolean) {
  return tree.sections
    .filter((s) => section(s.id))
    .flatMap((s) => s.blocks.filter((b): b is Extract<Block, { kind: 'table' }> => b.kind === 'table'));
}

/** The Art. 6(1) letters a legal basis cites, in either language's form. */
function basisLetters(text: string): string {
  const letters = new Set<string>();
  for (const m of text.matchAll(/6 alin\. \(1\) lit\. ([a-f])\)|6\(1\)\(([a-f])\)/g))
    letters.add(m[1] ?? m[2]!);
  return [...letters].sort().join(', ');
}

interface Statement {
  document: string;
  /** The operation (or other subject) the value is about. */
  about: string;
  value: string;
}

/** A notice's or policy's operations: name → stated retention and legal basis. */
function noticeStatements(document: string, tree: DocumentTree) {
  const retention: Statement[] = [];
  const basis: Statement[] = [];
  for (const table of tablesOf(tree, (id) => id === 'retention'))
    if (table.columns.length === 2)
      for (const row of table.rows)
        retention.push({ document, about: cellText(row[0]!), value: cellText(row[1]!) });
  for (const table of tablesOf(tree, (id) => id === 'purposes')) {
    const last = table.columns.length - 1;
    if (table.columns.length < 3) continue;
    for (const row of table.rows) {
      const letters = basisLetters(cellText(row[last]!));
      if (letters) basis.push({ document, about: leadName(row[1]!), value: letters });
    }
  }
  // A layered notice (the employees'): each operation's entry in the annex, a facts block whose rows
  // are labelled in the document's language.
  for (const block of tree.sections
    .filter((s) => s.id === 'annex')
    .flatMap((s) => s.blocks.filter((b): b is Extract<Block, { kind: 'facts' }> => b.kind === 'facts'))) {
    const row = (labels: readonly string[]) => block.rows.find((r) => labels.includes(r.label));
    const name = row(['Operațiunea', 'Operation']);
    if (!name) continue;
    const about = cellText(name.value);
    const kept = row(['Durata de păstrare', 'Retention period']);
    if (kept) retention.push({ document, about, value: cellText(kept.value) });
    const letters = basisLetters(cellText(row(['Temeiul legal', 'Legal basis'])?.value ?? []));
    if (letters) basis.push({ document, about, value: letters });
  }
  return { retention, basis };
}

/** The Art. 30 record's entries: operation name → its cells by label. */
function recordEntries(tree: DocumentTree): Array<{ name: string; cells: Map<string, string> }> {
  return tablesOf(tree, (id) => id.startsWith('activities-'))
    .filter((t) => t.columns.length === 2 && /^\d+\.$/.test(t.columns[0]!))
    .map((t) => ({
      name: t.columns[1]!,
      cells: new Map(t.rows.map((row) => [cellText(row[0]!), cellText(row[1]!)])),
    }));
}

/** Each processor agreement's operations (its nature section's list) by processor section prefix. */
export function agreementOperations(tree: DocumentTree): Array<{ processor: string; operations: string[] }> {
  return tree.sections
    .filter((s) => s.id.endsWith('-nature'))
    .map((s) => ({
      processor: s.id.slice(0, -'-nature'.length),
      operations: s.blocks.flatMap((b) => (b.kind === 'list' ? b.items.map((item) => leadName(item)) : [])),
    }));
}

/** The legal ceiling for keeping video images, as the engine applies it (context.ts). */
const CCTV_CEILING = String(CCTV_DEFAULT_RETENTION_DAYS);

/**
 * The days of keeping video images a text states ("20 de zile", "30 days"), in the sentences about
 * images. A sentence giving the law's ceiling as the rule ("not longer than 30 days, save where the
 * law…", the guide's "usually 30 days at most") states the law, not the company's period.
 */
function cctvDays(text: string, language: Language): string[] {
  const about =
    language === 'ro'
      ? /imagin|înregistrăr|camer|supraveghere video/i
      : /image|footage|recording|camera|CCTV|video/i;
  const days = language === 'ro' ? /\b(\d+) (?:de )?zile\b|\bo zi\b/g : /\b(\d+) days?\b|\bone day\b/g;
  const law = /\b(?:lege|legii|legea|law)\b|de regulă|usually/i;
  const found = new Set<string>();
  // Sentences end before a capital letter: "art. 5" and "alin. (1)" do not end one.
  for (const sentence of text.split(/(?<=[.;!?])\s+(?=[A-ZĂÂÎȘȚ])|\n+/))
    if (about.test(sentence))
      for (const m of sentence.matchAll(days)) {
        const value = m[1] ?? '1';
        if (value === CCTV_CEILING && law.test(sentence)) continue;
        found.add(value);
      }
  return [...found];
}

const DPO_SAYS: Record<Language, { yes: RegExp; no: RegExp }> = {
  ro: {
    yes: /Am desemnat un responsabil cu protecția datelor|Responsabilul cu protecția datelor \(DPO\)|este numit(?:ă)? responsabil cu protecția datelor/,
    no: /[Nn]u am desemnat un responsabil|nu a desemnat (?:încă )?un (?:responsabil cu protecția datelor|DPO)/,
  },
  en: {
    yes: /We have appointed a data protection officer|Data protection officer \(DPO\)|is appointed as the company’s data protection officer/,
    no: /have not appointed a (?:data protection officer|DPO)|has not appointed (?:a|any) (?:data protection officer|DPO)/,
  },
};

/** The facts compared across documents, and how many statements of each were read. */
export const FACTS = ['cctvDays', 'dpo', 'retention', 'basis', 'processors'] as const;
export type Fact = (typeof FACTS)[number];

const isEea = (country: string) => valueLists.countries.find((c) => c.id === country)?.transfer === 'EEA';

/**
 * The same fact stated differently in two documents of one language: the CCTV retention days and
 * whether a DPO is appointed (every document stating them), each operation's retention period and
 * legal basis (the notices and policies against the Art. 30 record), the processors performing an
 * operation (each agreement against the record: the record lists recipients for it and, outside the
 * EEA, names the processor; a processor the record names performs it in its agreement).
 */
export function contradictionsOf(
  company: CompanyReadModel,
  made: ReadonlyArray<{ key: string; tree: DocumentTree }>,
  language: Language,
): { contradictions: Contradiction[]; compared: Record<Fact, number> } {
  const out: Contradiction[] = [];
  const compared: Record<Fact, number> = { cctvDays: 0, dpo: 0, retention: 0, basis: 0, processors: 0 };
  const docs = made.filter((m) => m.tree.language === language);
  const differ = (fact: string, statements: Contradiction['statements']) => {
    if (new Set(statements.map((s) => s.value)).size > 1) out.push({ fact, language, statements });
  };

  // The CCTV retention days: every document that speaks of keeping images.
  const days = docs.flatMap(({ key, tree }) =>
    cctvDays(treeText(tree), language).map((value) => ({ document: key, value })),
  );
  compared.cctvDays = days.length;
  differ('video surveillance: days the images are kept', days);

  // Whether a DPO is appointed.
  const dpo = docs.flatMap(({ key, tree }) => {
    const text = treeText(tree);
    const { yes, no } = DPO_SAYS[language];
    return [
      ...(yes.test(text) ? [{ document: key, value: 'appointed' }] : []),
      ...(no.test(text) ? [{ document: key, value: 'not appointed' }] : []),
    ];
  });
  compared.dpo = dpo.length;
  differ('a data protection officer (DPO) is appointed', dpo);

  const record = docs.find((d) => typeOfKey(d.key) === 'REGISTRU_OPERATOR');
  if (!record) return { contradictions: out, compared };
  const labels = recordLabels(company, language);
  const entries = recordEntries(record.tree);
  const byName = new Map<string, typeof entries>();
  for (const e of entries) byName.set(e.name, [...(byName.get(e.name) ?? []), e]);
  const notices = docs
    .filter((d) => typeOfKey(d.key) !== 'REGISTRU_OPERATOR')
    .map((d) => noticeStatements(d.key, d.tree));

  // Each operation's retention and legal basis: the notices against the record.
  const facts = [
    [
      'retention',
      'retention period',
      (n: ReturnType<typeof noticeStatements>) => n.retention,
      labels.erasure,
    ],
    [
      'basis',
      'legal basis (Art. 6(1) points)',
      (n: ReturnType<typeof noticeStatements>) => n.basis,
      labels.basis,
    ],
  ] as const;
  for (const [fact, words, pick, cell] of facts) {
    for (const s of notices.flatMap(pick)) {
      const inRecord = byName.get(s.about);
      if (!inRecord) continue;
      compared[fact] += 1;
      const recorded = inRecord.map((e) => {
        const value = e.cells.get(cell) ?? '';
        return fact === 'retention' ? value : basisLetters(value);
      });
      if (!recorded.includes(s.value))
        out.push({
          fact: `${s.about}: ${words}`,
          language,
          statements: [
            { document: s.document, value: s.value },
            ...recorded.map((value) => ({ document: record.key, value })),
          ],
        });
    }
  }

  // The processors performing each operation: each agreement against the record's entries.
  const processors = company.processors ?? [];
  const agreements = docs.filter((d) => typeOfKey(d.key) === 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA');
  const performs = new Map<string, Set<string>>();
  for (const agreement of agreements)
    for (const { processor, operations } of agreementOperations(agreement.tree)) {
      const p = processors.find((x) => x.id === processor);
      const named = p?.name ?? processor;
      performs.set(named, new Set(operations));
      for (const name of operations) {
        compared.processors += 1;
        const inRecord = byName.get(name) ?? [];
        const says = (value: string) =>
          out.push({
            fact: `${name}: performed by ${named}`,
            language,
            statements: [
              { document: agreement.key, value: `${named} performs it` },
              { document: record.key, value },
            ],
          });
        if (inRecord.length === 0) says('no such operation');
        else if (inRecord.every((e) => e.cells.get(labels.recipients) === labels.noRecipients))
          says(labels.noRecipients);
        else if (
          p &&
          !isEea(p.country) &&
          !inRecord.some((e) => [...e.cells.values()].some((v) => v.includes(named)))
        )
          says(`the entry does not name ${named} among the transfers`);
      }
    }
  if (agreements.length > 0)
    for (const e of entries)
      for (const p of processors) {
        if (!e.cells.get(labels.transfers)?.includes(p.name)) continue;
        compared.processors += 1;
        if (!performs.get(p.name)?.has(e.name))
          out.push({
            fact: `${e.name}: performed by ${p.name}`,
            language,
            statements: [
              { document: record.key, value: `names ${p.name} among the transfers` },
              {
                document: agreements[0]!.key,
                value: performs.has(p.name)
                  ? `${p.name}'s agreement does not name it`
                  : `no agreement with ${p.name}`,
              },
            ],
          });
      }
  return { contradictions: out, compared };
}

/** The record's row labels in a language (records.ts words them for the PDF and the spreadsheet). */
function recordLabels(company: CompanyReadModel, language: Language) {
  const ctx = buildContext({ company, situations: [], product: UTILS, language });
  const label = (key: string) => controllerRecordRows(ctx).columns.find((c) => c.key === key)!.label;
  const probe = buildContext({
    company,
    situations: [
      {
        id: 'x',
        dataSubject: 'EMPLOYEES',
        name: 'x',
        suggestionId: null,
        operations: [
          {
            id: 'x-1',
            name: 'x',
            purpose: 'x',
            purposeCategory: null,
            cookies: 'NONE',
            processorIds: [],
            data: [],
            grounds: ['CONTRACT_PERFORMANCE'],
            groundReason: null,
            specialDataGround: null,
            sources: [],
            recipients: [],
            recipientsLocations: [],
            storageDuration: 'x',
            storageLocations: [],
            provisionRequirement: 'VOLUNTARY',
            provisionConsequence: null,
            automatedDecision: 'NONE',
            automatedDecisionLogic: null,
            suggestionId: null,
          },
        ],
      },
    ],
    product: UTILS,
    language,
  });
  return {
    erasure: label('erasure'),
    basis: label('basis'),
    recipients: label('recipients'),
    transfers: label('transfers'),
    noRecipients: inlineText(controllerRecordRows(probe).rows[0]!.cells.recipients),
  };
}

// ---- the review ---------------------------------------------------------------------------------------

export async function reviewCompany(
  input: { slug: string; company: CompanyReadModel; situations: SituationReadModel[] },
  options: ReviewOptions,
): Promise<ReviewReport> {
  const { company, situations } = input;
  const now = options.now ?? new Date();
  const places = options.blanks ?? blankPlaces();
  const planned = generatableDocuments(company);
  const plannedKeys = new Set(planned.map((d) => d.type));
  const errors: string[] = [];

  const packages = [...company.products.purchased, UTILS].map((product) => {
    const documents = companyDocumentKeys(company, product).filter((key) => plannedKeys.has(key));
    const name = productName(product)[editionLanguage(company.platform)];
    if (documents.length === 0) errors.push(`The package ${product} (${name}) has no document.`);
    return { product, name, documents };
  });

  const documents: DocumentReview[] = [];
  const made: Array<{ key: string; tree: DocumentTree }> = [];
  for (const { type: key, product } of planned) {
    const type = typeOfKey(key);
    const trees = new Map<Language, DocumentTree>();
    const files: DocumentFile[] = [];
    for (const language of languagesOf(company, key)) {
      const channel = channelOfKey(key);
      const prepared = prepareDocument({
        type,
        product,
        ...(channel ? { channel } : {}),
        company,
        situations: situationsFor(company, situations, key, product),
        language,
        version: 1,
        now,
      });
      if (!prepared) {
        errors.push(`${key} (${language}): no template made it.`);
        continue;
      }
      trees.set(language, prepared.tree);
      made.push({ key, tree: prepared.tree });
      files.push({
        language,
        title: prepared.tree.title,
        pages: options.pages ? await options.pages(prepared.html) : null,
        blanks: [...blanksOf(prepared.tree)].map(([label, count]) => ({
          label,
          count,
          place: places.placeOf(label) ?? null,
        })),
        defects: defectsOf(treeText(prepared.tree)),
      });
    }
    documents.push({
      key,
      type,
      product,
      files,
      ...((KEY_DOCUMENTS as readonly string[]).includes(type)
        ? { checklist: checklistOf(type, trees, options.checklist) }
        : {}),
    });
  }

  const files = documents.flatMap((d) => d.files);
  const rate = (language: Language) => {
    let passed = 0;
    let total = 0;
    for (const d of documents)
      for (const item of d.checklist?.items ?? []) {
        const l = item.languages[language];
        if (!l) continue;
        total += 1;
        if (l.present && l.blanks.length === 0) passed += 1;
      }
    return { passed, total, rate: total === 0 ? null : passed / total };
  };
  const languages: Language[] = company.platform === 'int' ? ['en'] : ['ro', 'en'];
  const checked = languages.map((language) => [language, contradictionsOf(company, made, language)] as const);
  const none = { cctvDays: 0, dpo: 0, retention: 0, basis: 0, processors: 0 };
  return {
    company: { name: company.info.name, platform: company.platform, slug: input.slug },
    madeOn: now.toISOString().slice(0, 10),
    packages,
    errors,
    totals: {
      documents: documents.length,
      files: files.length,
      blanks: files.reduce((n, f) => n + f.blanks.reduce((m, b) => m + b.count, 0), 0),
      unmappedBlanks: files.reduce((n, f) => n + f.blanks.filter((b) => b.place === null).length, 0),
      pages: options.pages ? files.reduce((n, f) => n + (f.pages ?? 0), 0) : null,
      defects: files.reduce((n, f) => n + f.defects.length, 0),
    },
    checklist: { ro: rate('ro'), en: rate('en') },
    documents,
    contradictions: checked.flatMap(([, c]) => c.contradictions),
    compared: {
      ro: checked.find(([l]) => l === 'ro')?.[1].compared ?? none,
      en: checked.find(([l]) => l === 'en')?.[1].compared ?? none,
    },
  };
}

// ---- the report as Markdown ---------------------------------------------------------------------------

const percent = (r: { passed: number; total: number; rate: number | null }) =>
  r.rate === null ? 'no key document' : `${(r.rate * 100).toFixed(1)} % (${r.passed}/${r.total})`;

export function reportMarkdown(report: ReviewReport): string {
  const lines: string[] = [];
  const { totals } = report;
  lines.push(
    `# Documents review: ${report.company.name}`,
    '',
    `Edition ${report.company.platform.toUpperCase()}, documents made on ${report.madeOn}.`,
    '',
    '## Summary',
    '',
    `- Documents: ${totals.documents} (${totals.files} files, one per language)`,
    `- Pages: ${totals.pages === null ? 'not measured (no Chromium)' : totals.pages}`,
    `- Blanks left: ${totals.blanks}${totals.unmappedBlanks > 0 ? ` (${totals.unmappedBlanks} with no place in content/_blanks.json)` : ''}`,
    `- "undefined", "null" or cedilla letters printed: ${totals.defects}`,
    `- Contradictions between documents: ${report.contradictions.length} (statements compared, RO/EN: ${FACTS.map(
      (f) => `${f} ${report.compared.ro[f]}/${report.compared.en[f]}`,
    ).join(', ')})`,
    `- Key documents' checklist: RO ${percent(report.checklist.ro)}, EN ${percent(report.checklist.en)}`,
    '',
  );
  if (report.errors.length > 0) lines.push('### Errors', '', ...report.errors.map((e) => `- ${e}`), '');
  lines.push('### Documents per package bought', '', '| Package | Documents |', '|---|---|');
  for (const p of report.packages)
    lines.push(
      `| ${p.name} (${p.product}) | ${p.documents.length === 0 ? '**none**' : p.documents.join(', ')} |`,
    );
  lines.push('');

  if (report.contradictions.length > 0) {
    lines.push('## Contradictions', '');
    for (const c of report.contradictions) {
      lines.push(`- **${c.fact}** (${c.language}):`);
      for (const s of c.statements) lines.push(`  - ${s.document}: ${s.value}`);
    }
    lines.push('');
  }

  lines.push('## Key documents: checklist (docs/facts/document-checklists.md)', '');
  for (const d of report.documents.filter((x) => x.checklist)) {
    const c = d.checklist!;
    lines.push(
      `### ${d.key}`,
      '',
      `${c.passed} of ${c.total} items pass (section present in each language, no blank).`,
    );
    const failing = c.items.filter((i) => !i.pass);
    if (failing.length > 0) {
      lines.push('', '| Item | Section | Why |', '|---|---|---|');
      for (const i of failing) {
        const why = Object.entries(i.languages)
          .map(([l, r]) =>
            !r.present ? `${l}: no section` : r.blanks.length > 0 ? `${l}: blank ${r.blanks.join('; ')}` : '',
          )
          .filter(Boolean)
          .join(' — ');
        lines.push(`| §${i.id} | ${i.section} | ${why} |`);
      }
    }
    if (c.notApplicable.length > 0)
      lines.push(
        '',
        `Not applicable to this company (conditional, section absent): §${c.notApplicable.join(', §')}.`,
      );
    if (c.notBySection.length > 0)
      lines.push('', `Not a section of its own (checked by the tests only): §${c.notBySection.join(', §')}.`);
    lines.push('');
  }

  lines.push(
    '## Every document',
    '',
    '| Document | Language | Title | Pages | Blanks | Defects |',
    '|---|---|---|---|---|---|',
  );
  for (const d of report.documents)
    for (const f of d.files)
      lines.push(
        `| ${d.key} | ${f.language} | ${f.title} | ${f.pages ?? 'not measured'} | ${f.blanks.reduce((n, b) => n + b.count, 0)} | ${f.defects.length} |`,
      );
  lines.push('');

  const withBlanks = report.documents.flatMap((d) =>
    d.files.filter((f) => f.blanks.length > 0).map((f) => ({ d, f })),
  );
  if (withBlanks.length > 0) {
    lines.push('## Blanks', '');
    for (const { d, f } of withBlanks) {
      lines.push(`- ${d.key} (${f.language}):`);
      for (const b of f.blanks)
        lines.push(
          `  - ${b.label}${b.count > 1 ? ` ×${b.count}` : ''} — answered in: ${b.place ?? '**no place**'}`,
        );
    }
    lines.push('');
  }
  const withDefects = report.documents.flatMap((d) =>
    d.files.filter((f) => f.defects.length > 0).map((f) => ({ d, f })),
  );
  if (withDefects.length > 0) {
    lines.push('## Printed defects', '');
    for (const { d, f } of withDefects)
      for (const x of f.defects) lines.push(`- ${d.key} (${f.language}), ${x.kind}: “${x.excerpt}”`);
    lines.push('');
  }
  return lines.join('\n');
}
