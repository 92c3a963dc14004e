// A practitioner's acceptance report on every document a company would get (docs/content.md,
// "Reviewing a company's documents"): the company profile (a JSON file, the format of
// services/documents/src/review/profile.ts; the fixtures are docs/review/companies/*.json) is made
// into each of its documents, in each of their languages, as the worker makes them, and read back:
// the key documents' checklist, the blanks and where each is answered, page counts, "undefined",
// "null" or cedilla letters printed, contradictions between documents. Written to
// review/<slug>/report.md and report.json.
//
//   npm run documents:review -- <company.json> [more.json…] [--out review] [--no-pages]
//
// Pages are counted on the PDF printed by the renderer's Chromium (CHROMIUM_PATH, /usr/bin/chromium
// by default), as documents:preview does; without it (or with --no-pages) they are "not measured". Exits with 1 when a bought package
// has no document, a document prints "undefined" or a cedilla letter, or documents contradict.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createLogger } from '@conform/server-kit';
import { createBrowserPool } from '../services/renderer/src/browser/pool.ts';
import { ZRendererConfigSchema } from '../services/renderer/src/config.ts';
import { companyOf, situationsOf, ZCompanyProfileSchema } from '../services/documents/src/review/profile.ts';
import { reportMarkdown, reviewCompany, withConditions } from '../services/documents/src/review/review.ts';
import { CHECKLIST, CHECKLIST_FILE } from '../services/documents/test/checklists.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string', default: 'review' },
    'no-pages': { type: 'boolean', default: false },
  },
});
const usage = 'npm run documents:review -- <company.json> [more.json…] [--out review] [--no-pages]';
if (positionals.length === 0) {
  console.error(`Name a company profile (docs/review/companies/*.json).\nUsage: ${usage}`);
  process.exit(2);
}

const profiles = positionals.map((file) => {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(`${file} cannot be read as JSON: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(2);
  }
  const parsed = ZCompanyProfileSchema.safeParse(json);
  if (!parsed.success) {
    console.error(
      `${file} is not a company profile:\n${parsed.error.issues
        .map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
        .join('\n')}`,
    );
    process.exit(2);
  }
  return parsed.data;
});

type Pool = ReturnType<typeof createBrowserPool>;
let pool: Pool | undefined;
if (!values['no-pages']) {
  const config = ZRendererConfigSchema.parse({
    INTERNAL_TOKEN: 'review-only-never-served-00000',
    RENDER_POOL_SIZE: '1',
    ...(process.env['CHROMIUM_PATH'] ? { CHROMIUM_PATH: process.env['CHROMIUM_PATH'] } : {}),
  });
  const started = createBrowserPool({
    executablePath: config.CHROMIUM_PATH,
    size: 1,
    timeoutMs: config.RENDER_TIMEOUT_MS,
    logger: createLogger({ name: 'review', level: 'fatal' }),
  });
  // Chromium missing, the pool starts unavailable: the pages are not measured.
  await started.start().catch(() => undefined);
  if (started.state() === 'ready') pool = started;
  else {
    console.error(
      `Pages not measured: Chromium did not start at ${config.CHROMIUM_PATH} (apt-get install chromium fonts-liberation2).`,
    );
    await started.stop().catch(() => undefined);
  }
}

const checklist = withConditions(CHECKLIST, readFileSync(CHECKLIST_FILE, 'utf8'));
let failed = false;
try {
  for (const profile of profiles) {
    const report = await reviewCompany(
      { slug: profile.slug, company: companyOf(profile), situations: situationsOf(profile) },
      {
        checklist,
        ...(pool ? { pages: async (html: string) => (await pool.renderPdf(html)).pages } : {}),
      },
    );
    const dir = resolve(values.out, profile.slug);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    writeFileSync(join(dir, 'report.md'), reportMarkdown(report));
    const { totals } = report;
    const rate = (r: { rate: number | null }) => (r.rate === null ? '–' : `${(r.rate * 100).toFixed(1)} %`);
    console.log(
      `${report.company.name}: ${totals.documents} documents (${totals.files} files), ${totals.blanks} blanks, ` +
        `${totals.pages ?? 'not measured'} pages, ${totals.defects} printed defects, ` +
        `${report.contradictions.length} contradictions, checklist RO ${rate(report.checklist.ro)} EN ${rate(report.checklist.en)}` +
        `\n  ${join(dir, 'report.md')}`,
    );
    const printed = report.documents.some((d) =>
      d.files.some((f) => f.defects.some((x) => x.kind !== 'null')),
    );
    if (report.errors.length > 0 || printed || report.contradictions.length > 0) failed = true;
  }
} finally {
  await pool?.stop();
}
process.exit(failed ? 1 : 0);
