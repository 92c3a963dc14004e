/**
 * The documents review (`npm run documents:review`, src/review/) on the two fixture companies of
 * docs/review/companies, without Chromium (page counts not measured), asserting what a practitioner
 * checks: every package bought has its documents, nothing prints "undefined", "null" or a cedilla,
 * the documents do not contradict each other, the key documents pass their checklist in RO and EN;
 * and that the review finds a contradiction, a missing section and a bad profile when there is one.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  companyOf,
  situationsOf,
  ZCompanyProfileSchema,
  type TCompanyProfile,
} from '../src/review/profile.ts';
import {
  contradictionsOf,
  KEY_DOCUMENTS,
  reportMarkdown,
  reviewCompany,
  withConditions,
  type ReviewReport,
} from '../src/review/review.ts';
import { prepareDocument } from '../src/engine/render.ts';
import type { DocumentTree } from '../src/engine/tree.ts';
import { CHECKLIST, CHECKLIST_FILE } from './checklists.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const profile = (name: string): TCompanyProfile =>
  ZCompanyProfileSchema.parse(JSON.parse(readFileSync(`${ROOT}docs/review/companies/${name}.json`, 'utf8')));
const checklist = withConditions(CHECKLIST, readFileSync(`${ROOT}${CHECKLIST_FILE}`, 'utf8'));
const NOW = new Date('2026-03-05T10:00:00Z');

async function review(p: TCompanyProfile): Promise<ReviewReport> {
  return reviewCompany(
    { slug: p.slug, company: companyOf(p), situations: situationsOf(p) },
    { checklist, now: NOW },
  );
}

const clinic = profile('dental-clinic');
const agency = profile('digital-agency');
let reports: Record<'clinic' | 'agency', ReviewReport>;

beforeAll(async () => {
  reports = { clinic: await review(clinic), agency: await review(agency) };
});

describe.each([
  ['clinic', clinic],
  ['agency', agency],
] as const)('the %s’s documents', (name, p) => {
  it('are listed under every package bought, each package with documents, in both languages', () => {
    const report = reports[name];
    expect(report.errors).toEqual([]);
    expect(report.packages.map((x) => x.product)).toEqual([...p.company.products, 'UTILS']);
    for (const x of report.packages) expect(x.documents).not.toEqual([]);
    for (const d of report.documents) expect(d.files.map((f) => f.language).sort()).toEqual(['en', 'ro']);
  });

  it('print no "undefined", "null" or cedilla letter', () => {
    expect(reports[name].documents.flatMap((d) => d.files.flatMap((f) => f.defects))).toEqual([]);
  });

  it('leave no blank: every fact a document states was given (signatures and dates are lines, not blanks)', () => {
    const report = reports[name];
    expect(report.totals.unmappedBlanks).toBe(0);
    expect(report.totals.blanks).toBe(0);
    const keyBlanks = report.documents
      .filter((d) => d.checklist)
      .flatMap((d) => d.files.flatMap((f) => f.blanks.map((b) => `${d.key} (${f.language}): ${b.label}`)));
    expect(keyBlanks).toEqual([]);
  });

  it('include the five key documents, passing every checklist item in Romanian and English', () => {
    const report = reports[name];
    expect([...new Set(report.documents.filter((d) => d.checklist).map((d) => d.type))].sort()).toEqual(
      [...KEY_DOCUMENTS].sort(),
    );
    const failing = report.documents.flatMap((d) =>
      (d.checklist?.items ?? []).filter((i) => !i.pass).map((i) => `${d.key} §${i.id}`),
    );
    expect(failing).toEqual([]);
    expect(report.checklist.ro.rate).toBe(1);
    expect(report.checklist.en.rate).toBe(1);
    expect(report.checklist.ro.total).toBeGreaterThan(60);
  });

  it('compare each operation’s retention and legal basis, the DPO and the processors across documents', () => {
    for (const language of ['ro', 'en'] as const) {
      const compared = reports[name].compared[language];
      const operations = p.situations.flatMap((s) => s.operations ?? []).length;
      // Every operation is in a notice and in the record: its retention and basis are compared at least once.
      expect(compared.retention).toBeGreaterThanOrEqual(operations);
      expect(compared.basis).toBeGreaterThanOrEqual(operations);
      expect(compared.dpo).toBeGreaterThan(5);
      expect(compared.processors).toBeGreaterThan(5);
    }
  });

  it('write a report that says what was not measured', () => {
    const md = reportMarkdown(reports[name]);
    expect(md).toContain(`# Documents review: ${p.company.info.name}`);
    expect(md).toContain('- Pages: not measured (no Chromium)');
    expect(md).toContain("- Key documents' checklist: RO 100.0 %");
  });
});

describe('the review of the fixture companies', () => {
  it('finds the clinic’s documents agree: CCTV days, no DPO, retention, legal basis, processors', () => {
    expect(reports.clinic.contradictions).toEqual([]);
    // The CCTV retention (20 days) is stated by the notices, the sign, the policies, the DPIA and the record.
    expect(reports.clinic.compared.ro.cctvDays).toBeGreaterThanOrEqual(8);
  });

  it('finds the agency’s documents agree, the record naming the U.S. transfer of each operation Brightdesk performs', () => {
    // Once a defect: an operation whose recipients were all in the EEA got no transfers row in the
    // Art. 30 record although a processor outside the EEA performs it.
    expect(reports.agency.contradictions).toEqual([]);
    expect(reports.agency.compared.en.processors).toBeGreaterThan(5);
  });

  it('marks a conditional item with no section not applicable (no marketing on the clinic’s website)', () => {
    const policy = reports.clinic.documents.find((d) => d.type === 'POLITICA_CONFIDENTIALITATE');
    expect(policy?.checklist?.notApplicable).toEqual(['2.5']);
    const notice = reports.agency.documents.find((d) => d.type === 'NOTA_INFORMARE_ANGAJATI');
    // The agency's IT accounts operation is security, not workplace monitoring: no monitoring section.
    expect(notice?.checklist?.notApplicable).toEqual(['1.7']);
  });
});

describe('the review finds what is wrong', () => {
  const company = companyOf(clinic);
  const situations = situationsOf(clinic);
  const made = (type: string, product: string, subjects?: string[]) => ({
    key: type,
    tree: prepareDocument({
      type,
      product,
      company,
      situations: subjects ? situations.filter((s) => subjects.includes(s.dataSubject)) : situations,
      language: 'ro',
      version: 1,
      now: NOW,
    })!.tree,
  });

  it('a retention period the notice and the record state differently, and a DPO both said and denied', () => {
    const notice = made('NOTA_INFORMARE_PACIENTI', 'PATIENTS', ['PATIENTS']);
    const record = made('REGISTRU_OPERATOR', 'INTERNAL_POLICIES');
    const op = situations.find((s) => s.dataSubject === 'PATIENTS')!.operations[0]!;
    const tampered: DocumentTree = JSON.parse(JSON.stringify(record.tree));
    for (const section of tampered.sections)
      for (const block of section.blocks)
        if (block.kind === 'table' && block.columns[1] === op.name)
          for (const row of block.rows) if (row[0]![0] === 'Termenul de ștergere') row[1] = ['5 ani'];
    const dpo: DocumentTree = JSON.parse(JSON.stringify(notice.tree));
    dpo.sections[0]!.blocks.push({
      kind: 'paragraph',
      content: ['Am desemnat un responsabil cu protecția datelor (DPO).'],
    });
    const { contradictions } = contradictionsOf(
      company,
      [
        { key: notice.key, tree: dpo },
        { key: record.key, tree: tampered },
      ],
      'ro',
    );
    expect(contradictions.map((c) => c.fact)).toEqual([
      'a data protection officer (DPO) is appointed',
      `${op.name}: retention period`,
    ]);
    expect(contradictions[1]!.statements).toEqual([
      { document: 'NOTA_INFORMARE_PACIENTI', value: op.storageDuration },
      { document: 'REGISTRU_OPERATOR', value: '5 ani' },
    ]);
  });

  it('a key document without a required section', async () => {
    const report = await reviewCompany(
      { slug: 'x', company, situations: situations.filter((s) => s.dataSubject === 'EMPLOYEES') },
      { checklist: { '9.1': { codes: ['NOTA_INFORMARE_ANGAJATI'], section: 'no-such-section' } }, now: NOW },
    );
    const notice = report.documents.find((d) => d.type === 'NOTA_INFORMARE_ANGAJATI')!;
    expect(notice.checklist?.items).toEqual([
      {
        id: '9.1',
        section: 'no-such-section',
        languages: { ro: { present: false, blanks: [] }, en: { present: false, blanks: [] } },
        pass: false,
      },
    ]);
    expect(report.checklist.ro).toEqual({ passed: 0, total: 1, rate: 0 });
  });

  it('a profile naming a package, a preset operation or a processor that does not exist, with its path', () => {
    const bad = structuredClone(clinic);
    bad.company.products.push('NO_SUCH_PACKAGE');
    bad.situations[0]!.operations![0]!.preset = 'p-med-care';
    bad.situations[0]!.operations![1]!.processorIds = ['nobody'];
    const result = ZCompanyProfileSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['company.products.8', '"NO_SUCH_PACKAGE" is not a package of the RO edition'],
      [
        'situations.0.operations.0.preset',
        '"p-med-care" is not an operation of the preset situation "e-cim"',
      ],
      ['situations.0.operations.1.processorIds.0', '"nobody" is not one of the company\'s processors'],
    ]);
  });
});
