import { escapeHtml, newId, type Logger, type Orm } from '@conform/server-kit';
import { desc } from 'drizzle-orm';
import type { Router } from 'express';
import { devMarketingSubmissions } from '../db/schema.ts';
import type { MarketingSink, THubSpotSubmission } from './port.ts';

/**
 * Embedded mode: nothing leaves the machine. Each submission HubSpot would have received is kept in
 * this service's table, for the /platform/dev/marketing page. The log line names the event only.
 */
export function createLocalMarketingSink(orm: Orm, logger: Logger): MarketingSink {
  return {
    async submit({ kind, body }) {
      await orm.insert(devMarketingSubmissions).values({ id: newId(), kind, body });
      logger.info({ kind }, 'marketing submission kept in the local sink');
    },
  };
}

export function createLocalMarketingReader(orm: Orm) {
  return {
    async latest(limit = 50) {
      const rows = await orm
        .select()
        .from(devMarketingSubmissions)
        .orderBy(desc(devMarketingSubmissions.createdAt))
        .limit(limit);
      return rows.map((row) => ({ ...row, body: row.body as THubSpotSubmission }));
    },
  };
}
export type LocalMarketingReader = ReturnType<typeof createLocalMarketingReader>;

const TEXTS = {
  ro: {
    lang: 'ro',
    title: 'Trimiteri de marketing locale',
    intro:
      'În modul integrat, formularele pe care HubSpot le-ar fi primit rămân aici. Apar numai cele ale utilizatorilor cu adresă confirmată care au acceptat comunicările. Cele mai noi sunt primele.',
    empty: 'Nicio trimitere încă.',
    field: 'Câmp',
    value: 'Valoare',
    page: 'Pagina',
    consent: 'Acord pentru comunicări',
    none: 'nu este trimis (niciun tip de abonament configurat)',
  },
  en: {
    lang: 'en',
    title: 'Local marketing submissions',
    intro:
      'In embedded mode the forms HubSpot would have received are kept here. Only users with a confirmed address who agreed to communications appear. Newest first.',
    empty: 'No submissions yet.',
    field: 'Field',
    value: 'Value',
    page: 'Page',
    consent: 'Communications consent',
    none: 'not sent (no subscription type configured)',
  },
} as const;

/**
 * /platform/dev/marketing: the embedded platform's local marketing sink, so a person can see what
 * HubSpot would receive. Registered only when submissions stay local, and never in production.
 */
export function localMarketingRoutes(router: Router, reader: LocalMarketingReader): void {
  router.get('/', async (req, res) => {
    const t = req.acceptsLanguages('ro', 'en') === 'en' ? TEXTS.en : TEXTS.ro;
    const submissions = await reader.latest();
    const items = submissions
      .map(({ kind, body, createdAt }) => {
        const rows = body.fields
          .map((f) => `<tr><th scope="row">${escapeHtml(f.name)}</th><td>${escapeHtml(f.value)}</td></tr>`)
          .join('');
        const consent = body.legalConsentOptions
          ? body.legalConsentOptions.consent.communications.map((c) => escapeHtml(c.text)).join('; ')
          : t.none;
        return `<article aria-label="${escapeHtml(kind)}">
  <h2>${escapeHtml(kind)}</h2>
  <p><time datetime="${createdAt.toISOString()}">${createdAt.toISOString()}</time> · ${t.page}: <a href="${escapeHtml(body.context.pageUri)}">${escapeHtml(body.context.pageName)}</a>${body.context.hutk ? ' · hutk' : ''}</p>
  <table><thead><tr><th scope="col">${t.field}</th><th scope="col">${t.value}</th></tr></thead><tbody>${rows}</tbody></table>
  <p><strong>${t.consent}:</strong> ${consent}</p>
</article>`;
      })
      .join('\n');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.type('html')
      .send(`<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><title>${t.title}</title>
<style>body{font-family:Arial,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}table{border-collapse:collapse}th,td{text-align:left;padding:.2rem .8rem .2rem 0;vertical-align:top}</style>
</head><body><h1>${t.title}</h1><p>${t.intro}</p>
${items || `<p>${t.empty}</p>`}</body></html>`);
  });
}
