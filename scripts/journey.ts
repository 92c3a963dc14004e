/**
 * The spine's journey through HTTP only, as a customer's browser and the payment provider make it:
 * a session, a company with packages in its cart, a card payment on the local NETOPIA sandbox (the
 * real v1 envelope, the test card), the packages purchased, their documents made with nobody
 * pressing a button, then a contact change and an operation edited in the configurator regenerating
 * the documents made from them by themselves.
 *
 * Used by the jest journey (embedded platform on PGlite and on PostgreSQL), by the cluster smoke
 * (one process per service behind nginx) and by `npm run bench` (its timings).
 */
import {
  documentsByCode,
  findProduct,
  isDocumentCode,
  presetsBySubject,
  type TDataSubject,
} from '@conform/catalogues';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TCompany, TCompanyDocuments, TCompanyInfo, TPaymentInfo, TSituation } from '@conform/contracts';

export interface JourneyTimings {
  /** From the provider's answer to the card form (the IPN is delivered by then) to the products purchased. */
  ipnToPurchasedMs: number;
  /** From the same moment to every document of the purchase READY. */
  ipnToDocumentsReadyMs: number;
  /** From saving the contact info to every affected document READY again with a new file. */
  changeToRegeneratedMs: number;
  /** From saving an edited operation (configurator) to every affected document READY again with a new file. */
  situationChangeToRegeneratedMs: number;
}

export interface JourneyResult {
  companyId: string;
  orderId: string;
  timings: JourneyTimings;
  /** The documents READY after the purchase (types). */
  documents: string[];
  /** What the operation edited in the configurator did to the READY documents (types). */
  situationChange: { regenerated: string[]; unchanged: string[] };
  company: TCompany;
}

const REFRESH_PATH = '/platform/api/identity/sessions/refresh';

/** A minimal browser: cookies kept, the CSRF header sent on writes, same-origin requests, the session renewed. */
export function browser(base: string) {
  const jar = new Map<string, string>();
  /** When a cookie set with Max-Age runs out: a browser stops sending it then (the access token's 15 minutes). */
  const expires = new Map<string, number>();
  const cookieHeader = () => {
    for (const [name, at] of expires) if (at <= Date.now()) jar.delete(name);
    return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  };
  async function call(
    path: string,
    init: RequestInit & { json?: unknown; form?: Record<string, string> } = {},
    renewed = false,
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', cookieHeader());
    headers.set('origin', new URL(base).origin);
    headers.set('sec-fetch-site', 'same-origin');
    const csrf = jar.get('csrf_token');
    if (csrf) headers.set('x-csrf-token', decodeURIComponent(csrf));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    if (init.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded');
      body = new URLSearchParams(init.form);
    }
    const res = await fetch(new URL(path, base), {
      ...init,
      headers,
      body,
      redirect: 'manual',
      // A stream (server-sent events) brings its own signal; a plain call gives up after 30 s.
      signal: init.signal ?? AbortSignal.timeout(30_000),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      jar.set(name, pair!.slice(at + 1));
      const maxAge = attributes.map((a) => /^\s*max-age=(-?\d+)/i.exec(a)?.[1]).find(Boolean);
      if (maxAge === undefined) expires.delete(name);
      else expires.set(name, Date.now() + Number(maxAge) * 1000);
    }
    // As the shell's base query does: an access token that ran out (15 minutes) is renewed once with
    // the refresh cookie and the call made again, so a long run (a bench's seeding) stays signed in.
    if (res.status === 401 && !renewed && jar.has('refresh_token') && !path.endsWith(REFRESH_PATH)) {
      const refreshed = await call(REFRESH_PATH, { method: 'POST' }, true);
      await refreshed.arrayBuffer();
      if (refreshed.ok) {
        await res.arrayBuffer();
        return call(path, init, true);
      }
    }
    return res;
  }
  async function json<T>(path: string, init: Parameters<typeof call>[1] = {}, expected = 200): Promise<T> {
    const res = await call(path, init);
    const text = await res.text();
    if (res.status !== expected) {
      throw new Error(
        `${init.method ?? 'GET'} ${path}: ${res.status} (expected ${expected}) ${text.slice(0, 300)}`,
      );
    }
    return JSON.parse(text) as T;
  }
  /** The headers the browser's calls carry (its cookies, its CSRF token), for another client. */
  const headers = (): Record<string, string> => ({
    cookie: cookieHeader(),
    'x-csrf-token': decodeURIComponent(jar.get('csrf_token') ?? ''),
  });
  return { call, json, headers };
}

type Browser = ReturnType<typeof browser>;

/** The token of the newest sign-in link mailed to an address, wherever this platform keeps its mail. */
export type MailedSignInToken = (email: string) => Promise<string>;

async function waitFor(email: string, read: () => Promise<string | undefined>): Promise<string> {
  for (const end = Date.now() + 10_000; ;) {
    const token = await read();
    if (token) return token;
    if (Date.now() > end) throw new Error(`no sign-in link was mailed to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const TOKEN = /\/auth\?token=([\w-]+)/;

/** Embedded mode: the local mailbox page (`/platform/dev/mailbox`, newest first). */
export const localMailbox =
  (base: string): MailedSignInToken =>
  (email) =>
    waitFor(email, async () => {
      const html = await (await fetch(new URL('/platform/dev/mailbox', base))).text();
      const article = html.split('<article').find((a) => a.includes(email));
      return article ? TOKEN.exec(article)?.[1] : undefined;
    });

/** Cluster mode: the mail sink's folder of `.eml` files (scripts/cluster/mail-sink.ts). */
export const mailFolder =
  (dir: string): MailedSignInToken =>
  (email) =>
    waitFor(email, () => {
      const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
      for (const file of files.sort().reverse()) {
        // Quoted-printable: soft line breaks and escapes undone before looking for the link.
        const text = readFileSync(join(dir, file), 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        if (new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'im').test(text))
          return Promise.resolve(TOKEN.exec(text)?.[1]);
      }
      return Promise.resolve(undefined);
    });

/**
 * Signs the browser in as a customer does: a sign-in link by e-mail, completed, and the terms
 * accepted. Creating and changing companies needs such an account.
 */
export async function signIn(
  b: Browser,
  mailed: MailedSignInToken,
  email = `client-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.ro`,
): Promise<void> {
  await b.json('/platform/api/identity/sign-in-links', { method: 'POST', json: { email } }, 202);
  const token = await mailed(email);
  await b.json('/platform/api/identity/sessions/email-link', { method: 'POST', json: { token, email } });
  await b.json('/platform/api/identity/me/consents', {
    method: 'PUT',
    json: { terms: true, communications: false },
  });
}

/**
 * A company as a customer leaves it after the workspace: the packages in its cart, its contact
 * details and DPO, every preset situation of the packages' data subjects added, every package marked
 * configured. Returns its id.
 */
export async function configuredCompany(
  b: Browser,
  company: { info: TCompanyInfo; products: readonly string[] },
): Promise<string> {
  const created = await b.json<TCompany>(
    '/platform/api/companies',
    { method: 'POST', json: { info: company.info, products: company.products } },
    201,
  );
  const id = created.id;
  await b.json(`/platform/api/companies/${id}/contact-info`, {
    method: 'PUT',
    json: {
      contactEmail: 'gdpr@exemplu.ro',
      dataProtectionResponsible: {
        isDpo: true,
        name: 'Ana Pop',
        email: 'ana@exemplu.ro',
        phone: '0740123456',
      },
    },
  });
  const subjects = [
    ...new Set(company.products.map((p) => findProduct(p)?.dataSubject).filter(Boolean)),
  ] as TDataSubject[];
  for (const subject of subjects) {
    for (const situation of presetsBySubject[subject].situations) {
      await b.json(
        `/platform/api/configurator/companies/${id}/situations/from-suggestion`,
        { method: 'POST', json: { suggestionId: situation.id } },
        201,
      );
    }
  }
  for (const product of company.products) {
    await b.json(`/platform/api/companies/${id}/products/configured`, {
      method: 'POST',
      json: { productId: product },
    });
  }
  return id;
}

/** Reads until `done` holds, or fails after `ms` with the last value read. */
export async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (v: T) => boolean,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`${what}: not after ${ms} ms (last: ${JSON.stringify(value).slice(0, 400)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Pays a company's packages by card as a customer does: the sealed order, the browser's hidden form
 * POST to the provider (the local NETOPIA sandbox), the test card. The sandbox posts the IPN before it
 * sends the browser back, so when this returns the order is paid.
 */
export async function payByCard(
  b: Browser,
  base: string,
  companyId: string,
  products: readonly string[],
  /** Who is invoiced, when not the journey's company (an edition's own phone and address rules). */
  billing: Record<string, string> = {},
): Promise<TPaymentInfo> {
  // Checkout: the provider hand-over, then the browser's way to the provider's card page.
  const payment = await b.json<TPaymentInfo>(
    `/platform/api/payments/${companyId}`,
    {
      method: 'POST',
      json: {
        products,
        billingInfo: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name: 'Călătoria Completă SRL',
          county: 'CJ',
          city: 'Cluj-Napoca',
          streetAddress: 'Str. Memorandumului nr. 28',
          email: 'facturi@calatoria.ro',
          phoneNumber: '0740123456',
          ...billing,
        },
        returnUrl: `${base}/platform/${companyId}/checkout/paymentReturn`,
      },
    },
    201,
  );
  // NETOPIA v1 (the default): the browser posts the sealed order and lands on the card page;
  // v2: the hosted page's address is the card page.
  let cardPage = new URL(payment.paymentProviderUrl).pathname;
  if (payment.kind === 'form') {
    const posted = await b.call(cardPage, {
      method: 'POST',
      form: { data: payment.data, env_key: payment.envKey, cipher: payment.cipher, iv: payment.iv },
    });
    const location = posted.headers.get('location');
    if (posted.status !== 303 || !location)
      throw new Error(`the provider refused the order: ${posted.status}`);
    cardPage = location;
  }
  const card = await b.call(`${cardPage.split('?')[0]}/card`, {
    method: 'POST',
    form: { number: '9900004810225098', expiry: '12/40', cvv: '111', name: 'Test Test' },
  });
  if (card.status !== 303) throw new Error(`the card was not accepted: ${card.status} ${await card.text()}`);
  return payment;
}

/** Documents made and ready; the archive is made when downloaded, from these, so it is not one of them. */
const readyDocuments = (docs: TCompanyDocuments) =>
  docs.groups.flatMap((g) => g.documents).filter((d) => d.status === 'READY' && d.type !== 'ARCHIVE');
const allSettled = (docs: TCompanyDocuments) =>
  docs.groups.flatMap((g) => g.documents).every((d) => d.status !== 'PROCESSING');
/** Documents describing every data-subject category (catalogue `needs`): a situation change of any is theirs. */
const describesAllSituations = (type: string) =>
  isDocumentCode(type) && documentsByCode[type].needs.includes('ALL_SITUATIONS');
/** The category of the package left in the cart: described in the configurator, never bought. */
const CART_CATEGORY = 'EMPLOYEES' satisfies TDataSubject;

export async function runPurchaseJourney(
  base: string,
  options: {
    products?: string[];
    timeoutMs?: number;
    browser?: Browser;
    /** Where the sign-in link is read: the local mailbox page unless told (cluster mode: mailFolder). */
    mail?: MailedSignInToken;
  } = {},
): Promise<JourneyResult> {
  const products = options.products ?? ['DPA'];
  const timeout = options.timeoutMs ?? 60_000;
  // The caller's own browser keeps the customer's session for what it does next.
  const b = options.browser ?? browser(base);
  await signIn(b, options.mail ?? localMailbox(base));

  const company = await b.json<TCompany>(
    '/platform/api/companies',
    {
      method: 'POST',
      json: {
        info: {
          fiscalCode: '18547290',
          registrationNumber: 'J40/1234/2020',
          name: 'Călătoria Completă SRL',
          country: 'RO',
          city: 'Cluj-Napoca',
          county: 'CJ',
          streetAddress: 'Str. Memorandumului nr. 28',
          phoneNumber: '0740123456',
        },
        products: [...products, CART_CATEGORY],
      },
    },
    201,
  );
  const companyId = company.id;
  const contact = (name: string) => ({
    contactEmail: 'protectia.datelor@calatoria.ro',
    dataProtectionResponsible: { isDpo: false, name, email: 'ana.pop@calatoria.ro', phone: '0740123456' },
  });
  await b.json(`/platform/api/companies/${companyId}/contact-info`, {
    method: 'PUT',
    json: contact('Ana Pop'),
  });
  // The customer describes what they do with the cart package's category (a preset situation).
  const situation = await b.json<TSituation>(
    `/platform/api/configurator/companies/${companyId}/situations/from-suggestion`,
    { method: 'POST', json: { suggestionId: presetsBySubject[CART_CATEGORY].situations[0]!.id } },
    201,
  );

  const payment = await payByCard(b, base, companyId, products);
  // The sandbox posts the IPN before it sends the browser back: from here on the order is paid.
  const paidAt = Date.now();

  const purchased = await until(
    'products purchased',
    () => b.json<TCompany>(`/platform/api/companies/${companyId}`),
    (c) => products.every((p) => c.products.purchased.includes(p)),
    timeout,
  );
  const ipnToPurchasedMs = Date.now() - paidAt;
  const documentsPath = `/platform/api/documents/companies/${companyId}`;
  const afterPurchase = await until(
    'documents of the purchase READY',
    () => b.json<TCompanyDocuments>(documentsPath),
    (d) => readyDocuments(d).length > 0 && allSettled(d),
    timeout,
  );
  const ipnToDocumentsReadyMs = Date.now() - paidAt;
  const before = new Map(readyDocuments(afterPurchase).map((d) => [d.type, d.path]));

  const changedAt = Date.now();
  await b.json(`/platform/api/companies/${companyId}/contact-info`, {
    method: 'PUT',
    json: contact('Ion Ionescu'),
  });
  await until(
    'documents regenerated after the contact change',
    () => b.json<TCompanyDocuments>(documentsPath),
    (d) =>
      allSettled(d) &&
      readyDocuments(d).some((doc) => before.has(doc.type) && before.get(doc.type) !== doc.path),
    timeout,
  );
  const changeToRegeneratedMs = Date.now() - changedAt;
  await until(
    'dirty list cleared for what was regenerated',
    () => b.json<TCompany>(`/platform/api/companies/${companyId}`),
    (c) => !c.dirty.includes('CONTACT_INFO'),
    timeout,
  );

  // An operation edited in the configurator: situations.changed → the category dirty → the
  // documents made from it (those describing every category) made again → the mark cleared.
  const beforeEdit = readyDocuments(await b.json<TCompanyDocuments>(documentsPath));
  const affected = beforeEdit.filter((d) => describesAllSituations(d.type));
  if (affected.length === 0)
    throw new Error(`no document of ${products.join(', ')} describes every category`);
  // The day of the last review is the service's: a save sends the operation's fields without it.
  const { id: operationId, reviewedAt: _reviewedAt, ...operation } = situation.operations[0]!;
  const editedAt = Date.now();
  await b.json(
    `/platform/api/configurator/companies/${companyId}/situations/${situation.id}/operations/${operationId}`,
    { method: 'PUT', json: { ...operation, storageDuration: '3 ani de la încetarea raportului de muncă' } },
  );
  const afterEdit = readyDocuments(
    await until(
      'documents regenerated after the operation was edited',
      () => b.json<TCompanyDocuments>(documentsPath),
      // Every document describing the category is made again (its time moves); those whose text
      // changes get a new version and file, the others keep theirs (nothing to re-sign).
      (d) =>
        allSettled(d) &&
        affected.every((a) =>
          readyDocuments(d).some((doc) => doc.type === a.type && doc.updatedAt > a.updatedAt),
        ),
      timeout,
    ),
  );
  const situationChangeToRegeneratedMs = Date.now() - editedAt;
  const pathBefore = new Map(beforeEdit.map((d) => [d.type, d.path]));
  const changed = afterEdit.filter((d) => pathBefore.get(d.type) !== d.path).map((d) => d.type);
  // The edit's mark was set with the event that set off these renders; their documents.regenerated clears it.
  const finalCompany = await until(
    'dirty mark of the edited category cleared',
    () => b.json<TCompany>(`/platform/api/companies/${companyId}`),
    (c) => !c.dirty.includes(CART_CATEGORY),
    timeout,
  );

  return {
    companyId,
    orderId: payment.orderId,
    timings: {
      ipnToPurchasedMs,
      ipnToDocumentsReadyMs,
      changeToRegeneratedMs,
      situationChangeToRegeneratedMs,
    },
    documents: [...before.keys()],
    situationChange: {
      regenerated: changed,
      unchanged: afterEdit.filter((d) => !changed.includes(d.type)).map((d) => d.type),
    },
    company: { ...finalCompany, products: purchased.products },
  };
}
