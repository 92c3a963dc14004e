import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import {
  buyTheCart,
  createCompany,
  csrfOf,
  documentsSettled,
  mailedLinkFor,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The newest read-confirmation link's token mailed to an address, from the local mailbox page. */
async function confirmationTokenFor(page: Page, email: string): Promise<string> {
  const link = await mailedLinkFor(page, email, /[^"]*\/confirmare\/[^"/]+/, 45_000);
  return link.pathname.split('/').at(-1)!;
}

/**
 * A fingerprint is printed on two lines of its table cell: found whole, or as two pieces that are
 * each a word of the text.
 */
function listsFingerprint(words: Set<string>, hash: string): boolean {
  if (words.has(hash)) return true;
  for (let k = 1; k < hash.length; k++)
    if (words.has(hash.slice(0, k)) && words.has(hash.slice(k))) return true;
  return false;
}

// The inspection pack from the documents page: the admin downloads the ZIP; its index PDF lists every
// file with the SHA-256 of the very bytes in the ZIP; the staff's read confirmations, the registers'
// spreadsheets and the evidence ledger with its verification are inside.
test.describe('the inspection pack (RO)', () => {
  test('the admin downloads the pack; every file is in the index with its actual SHA-256, confirmations and ledger check included', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    await signInThroughApi(page, uniqueEmail('dosar-control'));
    const companyId = await createCompany(page, { name: 'Dosar Control SRL', products: ['EMPLOYEES'] });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    await buyTheCart(page, companyId);
    // Every document made first: the staff's links and the pack then meet an idle platform.
    await documentsSettled(page, companyId);
    await page.goto(`/platform/${companyId}/documents`);
    await expect(page.getByRole('button', { name: /^Descarcă PDF: / }).first()).toBeVisible({
      timeout: 60_000,
    });

    // Evidence to pack: an employee's read confirmation and a request in the register.
    const listed = await page.request.get(`/platform/api/documents/companies/${companyId}`);
    const { groups } = (await listed.json()) as {
      groups: Array<{ documents: Array<{ type: string; status: string; formats: string[] }> }>;
    };
    const ready = groups
      .flatMap((g) => g.documents)
      .find((d) => d.status === 'READY' && d.formats.includes('pdf'))!;
    const employee = uniqueEmail('angajat-dosar');
    const invited = await page.request.post(
      `/platform/api/documents/companies/${companyId}/documents/${ready.type}/acknowledgements`,
      { headers: { 'x-csrf-token': await csrfOf(page) }, data: { emails: [employee] } },
    );
    expect(invited.status()).toBe(201);
    const token = await confirmationTokenFor(page, employee);
    const confirmed = await page.request.post(
      `/platform/api/documents/public/acknowledgements?token=${encodeURIComponent(token)}`,
      { headers: { 'x-csrf-token': await csrfOf(page) }, data: { fullName: 'Ana Popescu' } },
    );
    expect(confirmed.status()).toBe(201);
    const logged = await page.request.post(`/platform/api/documents/companies/${companyId}/requests`, {
      headers: { 'x-csrf-token': await csrfOf(page) },
      data: {
        right: 'ACCESS',
        receivedOn: new Date().toISOString().slice(0, 10),
        person: 'Ioana Popescu',
        channel: 'EMAIL',
      },
    });
    expect(logged.status()).toBe(201);

    // The pack, downloaded from the documents page.
    await page.reload();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descarcă dosarul pentru control' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^Dosar pentru control Dosar Control SRL \d{4}-\d{2}-\d{2}\.zip$/,
    );
    const dir = mkdtempSync(join(tmpdir(), 'e2e-pack-'));
    await download.saveAs(join(dir, 'pack.zip'));
    const zip = unzipSync(new Uint8Array(readFileSync(join(dir, 'pack.zip'))));
    const names = Object.keys(zip);
    expect(names[0]).toBe('00-index.pdf');
    expect(names).toEqual(
      expect.arrayContaining([
        'acknowledgements/Confirmări de lectură.xlsx',
        'registers/Registrul cererilor.xlsx',
        'registers/history.json',
        'ledger.json',
        'ledger-verification.txt',
      ]),
    );
    expect(names.some((n) => n.startsWith('documents/') && n.endsWith('.pdf'))).toBe(true);

    // The index, as a reader's PDF tool extracts it: every other file by name, with its actual SHA-256.
    writeFileSync(join(dir, 'index.pdf'), zip['00-index.pdf']!);
    const index = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'index.pdf'), '-'], {
      encoding: 'utf8',
    });
    expect(index).toContain('Fișierele din dosar');
    // The cover counts the files (Romanian puts „de” before the noun from 20 on).
    expect(index).toMatch(new RegExp(`· ${names.length - 1} (de )?fișiere`));
    const words = new Set(index.split(/\s+/));
    const squeezed = index.replace(/\s+/g, '');
    for (const name of names.slice(1)) {
      expect(squeezed, `${name} is named in the index`).toContain(name.replace(/\s+/g, ''));
      expect(listsFingerprint(words, sha256(zip[name]!)), `${name}'s SHA-256 is in the index`).toBe(true);
    }

    // The ledger's verification: valid, with the command to repeat it; the confirmation is in the ledger.
    const verification = Buffer.from(zip['ledger-verification.txt']!).toString('utf8');
    expect(verification).toMatch(/^Ledger valid: \d+ entries, head [0-9a-f]{64}/);
    expect(verification).toContain('node scripts/verify-ledger.ts ledger.json');
    const ledger = JSON.parse(Buffer.from(zip['ledger.json']!).toString('utf8')) as {
      entries: Array<{ kind: string }>;
      verification: { valid: boolean };
    };
    expect(ledger.verification.valid).toBe(true);
    expect(ledger.entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['ACKNOWLEDGEMENT', 'REQUEST']));
    // The confirmation's spreadsheet names the person (an XLSX keeps its strings in sharedStrings.xml).
    const workbook = unzipSync(zip['acknowledgements/Confirmări de lectură.xlsx']!);
    expect(Buffer.from(workbook['xl/sharedStrings.xml']!).toString('utf8')).toContain('Ana Popescu');
  });
});
