// One document type made for the sample company, as the platform makes it, to read a content
// change before it is committed (docs/content.md, "Preview a document"): the PDF printed by the
// renderer's warm Chromium, the Word copy, and the spreadsheet of the types that have one, written
// under ./preview/.
//
//   npm run documents:preview -- <CODE> [--lang ro|en] [--edition ro|en|int]
//
// The INT edition's documents are in English only. Without Chromium (apt-get install chromium
// fonts-liberation2) the Word copy is still written and the PDF is reported as not made.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DOCUMENT_CODES } from '@conform/catalogues';
import { createLogger } from '@conform/server-kit';
import { createBrowserPool } from '../services/renderer/src/browser/pool.ts';
import { ZRendererConfigSchema } from '../services/renderer/src/config.ts';
import { sampleDocument } from '../services/documents/src/samples/domain.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    lang: { type: 'string', default: 'ro' },
    edition: { type: 'string', default: 'ro' },
    out: { type: 'string', default: 'preview' },
  },
});
const [code] = positionals;
const usage = 'npm run documents:preview -- <CODE> [--lang ro|en] [--edition ro|en|int]';
function fail(message: string): never {
  console.error(`${message}\nUsage: ${usage}`);
  process.exit(2);
}
if (!code || !(DOCUMENT_CODES as readonly string[]).includes(code))
  fail(`Name a document type: ${code ?? '(none)'} is not one. The types are ${DOCUMENT_CODES.join(', ')}.`);
if (values.lang !== 'ro' && values.lang !== 'en') fail(`--lang is ro or en, not ${values.lang}`);
if (values.edition !== 'ro' && values.edition !== 'en' && values.edition !== 'int')
  fail(`--edition is ro, en or int, not ${values.edition}`);
const platform = values.edition;
const language = platform === 'int' ? 'en' : values.lang;

const made = sampleDocument({ type: code, language, platform });
if ('error' in made) fail(`${code} is not made on the ${platform.toUpperCase()} edition (${made.error}).`);
const { prepared } = made;
const dir = resolve(values.out);
mkdirSync(dir, { recursive: true });
const base = join(dir, `${code}.${platform}.${language}`);
const written: string[] = [];
writeFileSync(`${base}.docx`, await prepared.docx());
written.push(`${base}.docx`);
if (prepared.xlsx) {
  writeFileSync(`${base}.xlsx`, await prepared.xlsx());
  written.push(`${base}.xlsx`);
}

const config = ZRendererConfigSchema.parse({
  INTERNAL_TOKEN: 'preview-only-never-served-0000',
  RENDER_POOL_SIZE: '1',
});
const pool = createBrowserPool({
  executablePath: config.CHROMIUM_PATH,
  size: 1,
  timeoutMs: config.RENDER_TIMEOUT_MS,
  logger: createLogger({ name: 'preview', level: 'warn' }),
});
await pool.start();
let exitCode = 0;
try {
  const { pdf, pages } = await pool.renderPdf(prepared.html);
  writeFileSync(`${base}.pdf`, pdf);
  written.push(`${base}.pdf (${pages} pages)`);
} catch (err) {
  console.error(`The PDF was not made: ${err instanceof Error ? err.message : String(err)}`);
  exitCode = 1;
} finally {
  await pool.stop();
}
console.log(
  `${prepared.tree.title} (${platform.toUpperCase()} edition, ${language}):\n  ${written.join('\n  ')}`,
);
process.exit(exitCode);
