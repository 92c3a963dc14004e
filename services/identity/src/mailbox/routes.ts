import { escapeHtml } from '@conform/server-kit';
import type { Router } from 'express';
import type { createMailboxReader } from '../mail/mailer.ts';

const TEXTS = {
  ro: {
    lang: 'ro',
    title: 'Căsuța de e-mail locală',
    intro: 'În modul integrat, e-mailurile rămân aici în loc să fie trimise. Cele mai noi sunt primele.',
    empty: 'Niciun mesaj încă.',
    to: 'Către',
  },
  en: {
    lang: 'en',
    title: 'Local mailbox',
    intro: 'In embedded mode e-mails are kept here instead of being sent. Newest first.',
    empty: 'No messages yet.',
    to: 'To',
  },
} as const;

/**
 * /platform/dev/mailbox: the embedded platform's local mailbox, so a person can open sign-in links
 * without a mail server. Registered only when mail stays local and never in production.
 */
export function mailboxRoutes(router: Router, reader: ReturnType<typeof createMailboxReader>): void {
  router.get('/', async (req, res) => {
    const t = req.acceptsLanguages('ro', 'en') === 'en' ? TEXTS.en : TEXTS.ro;
    const messages = await reader.latest();
    const items = messages
      .map((m) => {
        const links = [...m.text.matchAll(/https?:\/\/\S+/g)].map(
          ([url]) => `<li><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></li>`,
        );
        const doc = m.html.replace('<body', '<head><base target="_top"></head><body');
        return `<article aria-label="${escapeHtml(m.subject)}">
  <h2>${escapeHtml(m.subject)}</h2>
  <p><strong>${t.to}:</strong> ${escapeHtml(m.to)} · <time datetime="${m.createdAt.toISOString()}">${m.createdAt.toISOString()}</time></p>
  <ul>${links.join('')}</ul>
  <iframe title="${escapeHtml(m.subject)}" sandbox="allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(doc)}"></iframe>
</article>`;
      })
      .join('\n');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
    );
    res.type('html')
      .send(`<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><title>${t.title}</title>
<style>body{font-family:Arial,sans-serif;max-width:900px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}iframe{width:100%;height:360px;border:1px solid #eee}</style>
</head><body><h1>${t.title}</h1><p>${t.intro}</p>
${items || `<p>${t.empty}</p>`}</body></html>`);
  });
}
