import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import type { TCompanyDocuments } from '@conform/contracts';
import { copyContent, publishContentVersion } from '../../scripts/publish-content.ts';
import {
  buyTheCart,
  configureFromAssistant,
  createCompany,
  documentText,
  refuseOptionalCookies,
  signInThroughApi,
  test,
  uniqueEmail,
} from './support.ts';

// A legal update published as a deployment publishes one (docs/legal-updates.md): the platform stops,
// a new content version of a document the company has is deployed (its text and its changelog entry),
// and the platform starts again on the same data. This spec runs its own platform (the shared one's
// content cannot change under the other specs): its own port, data directory and content copy.
const PORT = Number(process.env['E2E_LEGAL_UPDATE_PORT'] ?? 8185);
const BASE = `http://localhost:${PORT}`;
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA_DIR = fileURLToPath(new URL('../.data-legal-update', import.meta.url));

const TYPE = 'POLITICA_UTILIZARE_IT';
const NAME = 'Politica privind utilizarea resurselor IT și monitorizarea angajaților';
const ADDED = {
  ro: 'Cererea primește răspuns în cel mult o lună de la primire.',
  en: 'A request is answered within one month of its receipt.',
};

/** The embedded platform (`npm start`) on this spec's port, data and content; resolves once it answers. */
async function startPlatform(contentDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      DOCUMENTS_CONTENT_DIR: contentDir,
      LOG_LEVEL: 'warn',
      SIGN_IN_LINKS_PER_IP_PER_HOUR: '10000',
      ANONYMOUS_SESSIONS_PER_IP_PER_HOUR: '10000',
      SIGN_IN_LINK_EMAIL_INTERVAL_SECONDS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the platform exited (${code}) before it answered`))),
  );
  exited.catch(() => undefined);
  const healthy = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${BASE}/platform/api/gateway/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  })();
  const late = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error('the platform did not answer within 3 minutes')), 180_000).unref(),
  );
  try {
    await Promise.race([healthy, exited, late]);
  } catch (err) {
    await stopPlatform(child);
    throw err;
  }
  return child;
}

/** Stops the platform as Ctrl-C does (its renderer closes Chromium) and waits for it to exit. */
async function stopPlatform(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  // A second signal forces the exit (server-kit's onShutdown) when the first did not end it in time.
  const again = setTimeout(() => child.kill('SIGTERM'), 30_000);
  await exited;
  clearTimeout(again);
}

/** The company's document of this type as the documents API lists it. */
async function listed(page: Page, companyId: string, type: string) {
  const res = await page.request.get(`/platform/api/documents/companies/${companyId}`);
  expect(res.status()).toBe(200);
  const documents = ((await res.json()) as TCompanyDocuments).groups.flatMap((g) => g.documents);
  return documents.find((d) => d.type === type);
}

test.use({ baseURL: BASE });

test.describe('a legal update published (RO)', () => {
  let platform: ChildProcess | undefined;
  test.afterEach(async () => {
    if (platform) await stopPlatform(platform);
  });

  test('the dashboard tells of it with the redline, and the document has a new version saying why', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    rmSync(DATA_DIR, { recursive: true, force: true });
    const content = copyContent('e2e-legal-update-');
    platform = await startPlatform(content);

    await signInThroughApi(page, uniqueEmail('actualizare'));
    const companyId = await createCompany(page, { name: 'Lege Nouă SRL', products: ['EMPLOYEES'] });
    await page.goto(`/platform/${companyId}/dashboard`);
    await refuseOptionalCookies(page);
    await buyTheCart(page, companyId);
    // The package configured from the assistant's suggestions: its documents are made.
    await configureFromAssistant(page, companyId, 'EMPLOYEES');
    let before = 0;
    await expect(async () => {
      const document = await listed(page, companyId, TYPE);
      expect(document?.status).toBe('READY');
      before = document!.version ?? 0;
    }).toPass({ timeout: 60_000 });
    expect(before).toBeGreaterThan(0);

    // The update deployed: the platform stopped, the template's new version, the platform started again.
    await stopPlatform(platform);
    const rights = /(\{#rights\}\n\n[^\n]+)/;
    const version = publishContentVersion(content, {
      folder: TYPE,
      ro: (text) => text.replace(rights, `$1 ${ADDED.ro}`),
      en: (text) => text.replace(rights, `$1 ${ADDED.en}`),
      what: 'the employees’ rights section says that a request is answered within one month (a test fixture).',
      why: 'the legal update journey publishes a change (e2e/tests/legal-update.spec.ts).',
      source: 'GDPR Art. 12(3).',
      reader: {
        ro: 'se precizează că cererile angajaților primesc răspuns în cel mult o lună.',
        en: 'the policy says that employees’ requests are answered within one month.',
      },
    });
    platform = await startPlatform(content);
    const title = `${NAME}: versiunea ${version} a modelului`;

    // The dashboard's notice: the update, and its redline once the wave made the document again.
    const notice = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    const changes = page.getByRole('region', { name: `Modificările aduse de „${title}”` });
    await expect(async () => {
      await page.goto(`/platform/${companyId}/dashboard`);
      await expect(page.getByText('Actualizare legislativă', { exact: true })).toBeVisible({
        timeout: 5_000,
      });
      await notice.getByRole('button', { name: 'Vezi modificările' }).click({ timeout: 5_000 });
      await expect(changes.locator('ins').filter({ hasText: 'răspuns în cel mult o lună' })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 90_000 });
    await expect(changes.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(changes.locator('ins', { hasText: 'primește' })).toBeVisible();

    await notice.getByRole('button', { name: 'Am luat la cunoștință' }).click();
    await expect(page.getByText('Actualizare legislativă', { exact: true })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: title })).toBeHidden();

    // The documents page: the document's history lists the new version.
    expect((await listed(page, companyId, TYPE))?.version).toBe(before + 1);
    await page.goto(`/platform/${companyId}/documents`);
    await page.getByRole('button', { name: `Mai multe acțiuni: ${NAME}` }).click();
    await page.getByRole('menuitem', { name: `Versiunea ${before + 1} · istoricul versiunilor` }).click();
    await expect(
      page.getByRole('heading', { name: `Versiunea ${before + 1} · istoricul versiunilor` }),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: new RegExp(`^Versiunea ${before + 1}, `) }),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: new RegExp(`^Versiunea ${before}, `) }),
    ).toBeVisible();

    // And the document itself: the added sentence, and its version history saying why it was made again.
    const text = (await documentText(page, companyId, TYPE)).replace(/\s+/g, ' ');
    expect(text).toContain(ADDED.ro);
    expect(text).toContain(`Actualizare legislativă: ${title}`);
  });
});
