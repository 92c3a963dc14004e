/**
 * The content preview (scripts/documents-preview.ts, docs/content.md): one document type made for
 * the sample company, as the platform makes it, printed by the renderer's Chromium and written as
 * PDF and Word files; a type that does not exist or is not made on the edition is refused.
 */
import { execFile as execFileCallback } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFile = promisify(execFileCallback);
const ROOT = join(import.meta.dirname, '..', '..');

async function preview(...args: string[]) {
  const out = mkdtempSync(join(tmpdir(), 'preview-'));
  try {
    const { stdout } = await execFile(
      process.execPath,
      ['scripts/documents-preview.ts', ...args, '--out', out],
      {
        cwd: ROOT,
      },
    );
    return { out, stdout, code: 0, stderr: '' };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { out, stdout, code, stderr };
  }
}

describe('npm run documents:preview', () => {
  it('writes the PDF and the Word copy of one type for the sample company, in the language and edition asked', async () => {
    const { out, stdout, code } = await preview('NOTA_INFORMARE_AVERTIZORI', '--lang', 'en');
    expect(code).toBe(0);
    const pdf = readFileSync(join(out, 'NOTA_INFORMARE_AVERTIZORI.ro.en.pdf'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A Word document is a ZIP.
    expect(readFileSync(join(out, 'NOTA_INFORMARE_AVERTIZORI.ro.en.docx')).subarray(0, 2).toString()).toBe(
      'PK',
    );
    expect(stdout).toContain('Privacy notice for whistleblowing reports (RO edition, en)');
  }, 60_000);

  it('makes the INT edition’s documents in English, whatever language is asked', async () => {
    const { out, code } = await preview('GHID_UTILIZARE_DOCUMENTE', '--edition', 'int', '--lang', 'ro');
    expect(code).toBe(0);
    expect(existsSync(join(out, 'GHID_UTILIZARE_DOCUMENTE.int.en.pdf'))).toBe(true);
  }, 60_000);

  it('refuses a type that does not exist, and says which exist', async () => {
    const { code, stderr } = await preview('NOTA_INEXISTENTA');
    expect(code).toBe(2);
    expect(stderr).toMatch(/NOTA_INEXISTENTA is not one\. The types are NOTA_INFORMARE_CANDIDATI/);
  });

  it('refuses a language or an edition that is not one', async () => {
    expect((await preview('NOTA_INFORMARE_AVERTIZORI', '--lang', 'de')).stderr).toMatch(
      /--lang is ro or en, not de/,
    );
    expect((await preview('NOTA_INFORMARE_AVERTIZORI', '--edition', 'fr')).stderr).toMatch(
      /--edition is ro, en or int, not fr/,
    );
  });
});
