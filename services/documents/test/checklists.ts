/**
 * Every item of docs/facts/document-checklists.md (the five key documents' required sections and
 * columns, "§<section>.<#>") with the document types it is about, the section of the document tree
 * that holds it, and the test that checks it. `scripts/check-content.ts` (npm run lint) fails when
 * an item of the checklist has no entry here, an entry names an item the checklist no longer has, or
 * the test it names is no longer in its file; checklists.test.ts also makes each document for the
 * sample company and finds the section in both languages.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TDocumentCode } from '@conform/catalogues';

export interface ChecklistEntry {
  codes: TDocumentCode[];
  /**
   * The section id (a `*` stands for any text, e.g. `*-subject` for each processor's agreement).
   * Absent for an item that is not a section of its own (the title and version), or appears only
   * when the company's data calls for it ("(if …)" in the checklist): the test covers it.
   */
  section?: string;
  /** The test file under services/documents/test and the test's name as written there. */
  test: { file: string; name: string };
}

const NOTICE = 'NOTA_INFORMARE_ANGAJATI';
const POLICY = 'POLITICA_CONFIDENTIALITATE';
const DPA = 'CONTRACT_OPERATOR_PERSOANA_IMPUTERNICITA';
const RECORD = 'REGISTRU_OPERATOR';
const DPIA = 'EIPD';

const t = (file: string, name: string) => ({ file, name });
const EVERY = t(
  'templates.test.ts',
  '%s (%s, %s edition): clean text, the company named, the controller identified',
);
const ART13 = t('templates.test.ts', '%s (%s) has every Art. 13 element, with the company’s data');
const EMPLOYEES = t(
  'templates.test.ts',
  'the employee notice adds workplace monitoring, national numbers where they apply, special and criminal data, and an acknowledgement that is not consent',
);
const DPO_RULE = t(
  'templates.test.ts',
  'follows the DPO wording rule: only an appointed person is called the DPO',
);
const TRANSFERS = t(
  'templates.test.ts',
  'says "no transfers" when all data stays in the EEA, and names the mechanism per country otherwise',
);
const PROVISION = t(
  'templates.test.ts',
  'says per operation whether the data must be provided: the requirement chosen, or the company’s own consequence',
);
const AUTOMATED = t(
  'templates.test.ts',
  'explains an automated decision with its logic and the Art. 22(3) safeguards, and profiling apart',
);
const PRIVACY = t(
  'templates.test.ts',
  'the privacy policy covers marketing, cookies, children, and leaves the website address to complete',
);
const MEASURES = t(
  'templates.test.ts',
  'lists the ticked security measures in the document’s language, then the company’s own',
);
const DPA_ALL = t(
  'agreements.test.ts',
  'is one agreement per processor, each with every checklist section and Annexes I–IV',
);
const DPA_28 = t(
  'agreements.test.ts',
  '(%s) carries the Art. 28(3)(a)–(h) obligations, the breach notice and the infringing-instruction notice',
);
const RECORD_ALL = t(
  'records.test.ts',
  '(%s) has the controller, the security measures and an entry per operation with every Art. 30(1) element',
);
const DPIA_ALL = t(
  'dpia.test.ts',
  '(%s) assesses the operations that meet two WP248 criteria or more, with every Art. 35(7) element',
);

export const CHECKLIST: Record<string, ChecklistEntry> = {
  // §1 Employee privacy notice
  '1.0': { codes: [NOTICE], section: 'changes', test: EVERY },
  '1.1': { codes: [NOTICE], section: 'controller', test: ART13 },
  '1.2': { codes: [NOTICE], section: 'dpo', test: DPO_RULE },
  '1.3': { codes: [NOTICE], section: 'data', test: ART13 },
  '1.4': { codes: [NOTICE], section: 'purposes', test: ART13 },
  '1.5': { codes: [NOTICE], section: 'special', test: EMPLOYEES },
  '1.6': { codes: [NOTICE], test: EMPLOYEES },
  '1.7': { codes: [NOTICE], section: 'monitoring', test: EMPLOYEES },
  '1.8': { codes: [NOTICE], section: 'recipients', test: ART13 },
  '1.9': { codes: [NOTICE], section: 'transfers', test: TRANSFERS },
  '1.10': { codes: [NOTICE], section: 'retention', test: ART13 },
  '1.11': { codes: [NOTICE], section: 'provision', test: PROVISION },
  '1.12': { codes: [NOTICE], section: 'automated', test: AUTOMATED },
  '1.13': { codes: [NOTICE], section: 'rights', test: ART13 },
  '1.14': { codes: [NOTICE], section: 'complaint', test: ART13 },
  '1.15': { codes: [NOTICE], section: 'changes', test: ART13 },
  '1.16': { codes: [NOTICE], section: 'acknowledgement', test: EMPLOYEES },
  // §2 Website privacy policy
  '2.0': { codes: [POLICY], section: 'website', test: PRIVACY },
  '2.1': { codes: [POLICY], section: 'controller', test: EVERY },
  '2.2': { codes: [POLICY], section: 'dpo', test: DPO_RULE },
  '2.3': { codes: [POLICY], section: 'data', test: EVERY },
  '2.4': { codes: [POLICY], section: 'purposes', test: EVERY },
  '2.5': { codes: [POLICY], section: 'marketing', test: PRIVACY },
  '2.6': { codes: [POLICY], section: 'cookies', test: PRIVACY },
  '2.7': { codes: [POLICY], test: EVERY },
  '2.8': { codes: [POLICY], section: 'recipients', test: EVERY },
  '2.9': { codes: [POLICY], section: 'transfers', test: TRANSFERS },
  '2.10': { codes: [POLICY], section: 'retention', test: EVERY },
  '2.11': { codes: [POLICY], section: 'provision', test: PROVISION },
  '2.12': { codes: [POLICY], section: 'automated', test: AUTOMATED },
  '2.13': { codes: [POLICY], section: 'children', test: PRIVACY },
  '2.14': { codes: [POLICY], test: MEASURES },
  '2.15': { codes: [POLICY], section: 'rights', test: PRIVACY },
  '2.16': { codes: [POLICY], section: 'complaint', test: PRIVACY },
  '2.17': { codes: [POLICY], section: 'changes', test: EVERY },
  // §3 Data processing agreement: one per processor, its sections named after the processor
  '3.0': {
    codes: [DPA],
    section: '*-parties',
    test: t(
      'agreements.test.ts',
      'names each processor, its service and country, and the company as controller (Annex I)',
    ),
  },
  '3.1': { codes: [DPA], section: '*-definitions', test: DPA_ALL },
  '3.2': { codes: [DPA], section: '*-subject', test: DPA_ALL },
  '3.3': {
    codes: [DPA],
    section: '*-nature',
    test: t(
      'agreements.test.ts',
      'describes the processing from the company’s operations the processor takes part in (Annex II)',
    ),
  },
  '3.4': { codes: [DPA], section: '*-data', test: DPA_ALL },
  '3.5': { codes: [DPA], section: '*-controller', test: DPA_ALL },
  '3.6': { codes: [DPA], section: '*-instructions', test: DPA_28 },
  '3.7': { codes: [DPA], section: '*-confidentiality', test: DPA_28 },
  '3.8': {
    codes: [DPA],
    section: '*-security',
    test: t(
      'agreements.test.ts',
      'lists the company’s ticked measures in Annex III, a visible placeholder without them',
    ),
  },
  '3.9': {
    codes: [DPA],
    section: '*-subprocessors',
    test: t(
      'agreements.test.ts',
      'lists each processor’s sub-processors with their country and the safeguard the processor states (Annex IV)',
    ),
  },
  '3.10': { codes: [DPA], section: '*-requests', test: DPA_28 },
  '3.11': { codes: [DPA], section: '*-assistance', test: DPA_28 },
  '3.12': { codes: [DPA], section: '*-end', test: DPA_28 },
  '3.13': { codes: [DPA], section: '*-audits', test: DPA_28 },
  '3.14': {
    codes: [DPA],
    section: '*-transfers',
    test: t(
      'agreements.test.ts',
      'names the Chapter V mechanism and the SCC module for a processor outside the EEA',
    ),
  },
  '3.15': { codes: [DPA], section: '*-liability', test: DPA_ALL },
  '3.16': {
    codes: [DPA],
    section: '*-term',
    test: t(
      'agreements.test.ts',
      'on INT names the supervisory authority and the law of the controller’s Member State',
    ),
  },
  '3.17': {
    codes: [DPA],
    section: '*-signatures',
    test: t('agreements.test.ts', 'signs with the legal representative once given'),
  },
  '3.A-I…IV': { codes: [DPA], section: '*-annex-4', test: DPA_ALL },
  // §4 Record of processing activities (controller): columns of each operation's entry
  ...Object.fromEntries(
    ['1', '2', '3', '4', '5', '7', '8', '9', '11', '12', '14'].map((n) => [
      `4.${n}`,
      { codes: [RECORD], section: 'activities-*', test: RECORD_ALL },
    ]),
  ),
  '4.6': {
    codes: [RECORD],
    section: 'activities-*',
    test: t(
      'records.test.ts',
      'marks special categories with their Art. 9(2) exception, criminal data with Art. 10, and national numbers',
    ),
  },
  '4.10': {
    codes: [RECORD],
    section: 'activities-*',
    test: t(
      'records.test.ts',
      'names the third country and its Chapter V safeguard, and where to get a copy',
    ),
  },
  '4.13': { codes: [RECORD], section: 'security', test: RECORD_ALL },
  // §5 DPIA
  '5.0': { codes: [DPIA], section: 'identification', test: DPIA_ALL },
  '5.1': { codes: [DPIA], section: 'screening', test: DPIA_ALL },
  '5.2': { codes: [DPIA], section: 'description', test: DPIA_ALL },
  '5.3': { codes: [DPIA], section: 'description', test: DPIA_ALL },
  '5.4': { codes: [DPIA], section: 'necessity', test: DPIA_ALL },
  '5.5': {
    codes: [DPIA],
    section: 'consultation',
    test: t(
      'dpia.test.ts',
      'gives the employees’ consultation date on the cameras, when the company recorded it',
    ),
  },
  '5.6': { codes: [DPIA], section: 'risks', test: DPIA_ALL },
  '5.7': { codes: [DPIA], section: 'measures', test: DPIA_ALL },
  '5.8': {
    codes: [DPIA],
    section: 'dpo',
    test: t('dpia.test.ts', 'without a DPO records the contact person’s opinion, never as a DPO’s advice'),
  },
  '5.9': { codes: [DPIA], section: 'conclusion', test: DPIA_ALL },
  '5.10': { codes: [DPIA], section: 'approval', test: DPIA_ALL },
};

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const CHECKLIST_FILE = 'docs/facts/document-checklists.md';
const TESTS = 'services/documents/test';

/** The items of the checklist: `<section>.<#>` for each row of each numbered section's table. */
export function checklistItems(text: string): Array<{ id: string; line: number }> {
  const items: Array<{ id: string; line: number }> = [];
  let section: string | null = null;
  text.split('\n').forEach((line, i) => {
    const heading = /^## (\d+)\. /.exec(line);
    if (heading) section = heading[1]!;
    else if (/^## /.test(line)) section = null;
    const row = /^\| ([^|]+?) \|/.exec(line);
    if (section && row && row[1] !== '#' && !/^-+$/.test(row[1]!))
      items.push({ id: `${section}.${row[1]}`, line: i + 1 });
  });
  return items;
}

/** What is wrong between the checklist, this map and the tests, each with its file and line. */
export function checklistProblems(
  map: Readonly<Record<string, ChecklistEntry>> = CHECKLIST,
  root = ROOT,
): Array<{ file: string; line: number; message: string }> {
  const problems: Array<{ file: string; line: number; message: string }> = [];
  const items = checklistItems(readFileSync(join(root, CHECKLIST_FILE), 'utf8'));
  const known = new Set(items.map((i) => i.id));
  const mapFile = `${TESTS}/checklists.ts`;
  for (const item of items)
    if (!Object.hasOwn(map, item.id))
      problems.push({
        file: CHECKLIST_FILE,
        line: item.line,
        message: `checklist item §${item.id} has no test: add it to ${mapFile} with the test that checks it`,
      });
  const sources = new Map<string, string | null>();
  for (const [id, entry] of Object.entries(map)) {
    if (!known.has(id))
      problems.push({
        file: mapFile,
        line: 1,
        message: `§${id} is not an item of ${CHECKLIST_FILE} any more`,
      });
    const path = join(root, TESTS, entry.test.file);
    if (!sources.has(path)) sources.set(path, existsSync(path) ? readFileSync(path, 'utf8') : null);
    const source = sources.get(path);
    const quoted = [`'${entry.test.name}'`, `"${entry.test.name}"`, `\`${entry.test.name}\``];
    if (!source || !quoted.some((q) => source.includes(q)))
      problems.push({
        file: mapFile,
        line: 1,
        message: `§${id}: ${TESTS}/${entry.test.file} has no test named "${entry.test.name}"`,
      });
  }
  return problems;
}
