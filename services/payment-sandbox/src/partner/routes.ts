import type { KeyObject } from 'node:crypto';
import { basePathOf, isPlatform, PLATFORMS } from '@conform/contracts';
import { escapeHtml } from '@conform/server-kit';
import express, { type Request, type Router } from 'express';
import { signCustomerToken } from './token.ts';

export const PARTNER_PATH = '/platform/api/payment-sandbox/partner';

const TEXT = {
  ro: {
    title: 'Contul de client NETOPIA (mediu de test)',
    intro:
      'Pagina aceasta ține locul contului de client NETOPIA: trimite platformei un token de client semnat de NETOPIA, ca atunci când clientul alege oferta partenerului.',
    customer: 'Identificatorul clientului la NETOPIA',
    edition: 'Ediția platformei',
    open: 'Deschide platforma',
    other: 'English',
  },
  en: {
    title: 'NETOPIA customer account (test environment)',
    intro:
      "This page stands in for a NETOPIA customer's account: it sends the platform a customer token signed by NETOPIA, as when the customer picks the partner's offer.",
    customer: "The customer's id at NETOPIA",
    edition: 'Platform edition',
    open: 'Open the platform',
    other: 'Română',
  },
} as const;

const languageOf = (req: Request): 'ro' | 'en' => (req.query['lang'] === 'en' ? 'en' : 'ro');

function page(language: 'ro' | 'en', customerId: string): string {
  const t = TEXT[language];
  const options = PLATFORMS.map(
    (e) =>
      `<option value="${e}"${e === (language === 'en' ? 'en' : 'ro') ? ' selected' : ''}>${e.toUpperCase()}</option>`,
  ).join('');
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${t.title}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:1rem 0 .25rem;font-weight:600}input,select{font:inherit;padding:.4rem;width:100%}button{font:inherit;margin-top:1.25rem;padding:.5rem 1rem}</style>
</head><body><h1>${t.title}</h1><p>${t.intro}</p>
<form method="post" action="${PARTNER_PATH}">
<label for="customer">${t.customer}</label><input id="customer" name="customer" required maxlength="64" value="${escapeHtml(customerId)}">
<label for="edition">${t.edition}</label><select id="edition" name="edition">${options}</select>
<button type="submit">${t.open}</button></form>
<p><a href="${PARTNER_PATH}?lang=${language === 'en' ? 'ro' : 'en'}">${t.other}</a></p></body></html>`;
}

/**
 * A LOCAL STAND-IN for NETOPIA's customer side of the partner entry (embedded mode): a person picks a
 * customer id and is sent to the platform's `/netopia?token=` with a customer token signed by the
 * partner's key, as NETOPIA would send them.
 */
export function partnerRouter(options: { partnerKey: KeyObject; publicUrl: string }): Router {
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '8kb' }));
  const send = (res: express.Response, html: string, status = 200) =>
    res
      .status(status)
      .set({
        'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
        'Cache-Control': 'no-store',
      })
      .type('html')
      .send(html);

  router.get('/', (req, res) => {
    send(res, page(languageOf(req), `client-${Math.random().toString(36).slice(2, 10)}`));
  });

  router.post('/', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const customer = typeof body['customer'] === 'string' ? body['customer'].trim() : '';
    const edition = isPlatform(body['edition']) ? body['edition'] : 'ro';
    if (!/^[\w.-]{1,64}$/.test(customer)) {
      send(res, page(languageOf(req), customer.slice(0, 64)), 400);
      return;
    }
    const url = new URL(`${basePathOf(edition)}/netopia`, options.publicUrl);
    url.searchParams.set('token', signCustomerToken(options.partnerKey, customer));
    res.redirect(303, url.toString());
  });
  return router;
}
