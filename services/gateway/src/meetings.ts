import { isWorkingDay } from '@conform/catalogues';
import { escapeHtml, setHeaders } from '@conform/server-kit';
import express from 'express';

/**
 * The local stand-in for the meetings widget (docs/architecture.md#ports-to-the-outside-world), so the contact dialog works offline
 * and in tests: an embed script speaking the provider's protocol (HubSpot's MeetingsEmbedCode.js
 * turns each `.meetings-iframe-container` into a frame of its `data-src`) and a small booking page.
 * Served by the gateway outside production only; a deployment sets MEETINGS_URL and MEETINGS_SCRIPT_URL.
 */
const EMBED_SCRIPT = `// Local stand-in for a meetings provider's embed script (conform platform, development only).
(function () {
  var lang = document.documentElement.lang === 'en' ? 'en' : 'ro';
  var containers = document.querySelectorAll('.meetings-iframe-container[data-src]');
  Array.prototype.forEach.call(containers, function (container) {
    if (container.querySelector('iframe')) return;
    var src = new URL(container.getAttribute('data-src'), document.baseURI);
    if (!src.searchParams.has('lang')) src.searchParams.set('lang', lang);
    var frame = document.createElement('iframe');
    frame.src = src.href;
    frame.width = '100%';
    frame.height = '420';
    frame.style.border = 'none';
    container.appendChild(frame);
  });
})();
`;

const TEXTS = {
  ro: {
    title: 'Programați o discuție',
    intro: 'Alegeți un interval pentru o discuție de 30 de minute cu un expert în protecția datelor.',
    standIn: 'Înlocuitor local al calendarului de programări: nu se trimite nicio invitație.',
    slots: 'Intervale disponibile',
    book: 'Programează',
    booked: (slot: string) => `Discuția a fost programată: ${slot}.`,
  },
  en: {
    title: 'Schedule a discussion',
    intro: 'Choose a time for a 30-minute discussion with a data-protection expert.',
    standIn: 'Local stand-in for the meetings calendar: no invitation is sent.',
    slots: 'Available times',
    book: 'Book',
    booked: (slot: string) => `Your discussion is booked: ${slot}.`,
  },
} as const;

/** The next three working days in Romania (no weekend, no public holiday) at 10:00 and 14:00, Bucharest time. */
function slots(now: Date, locale: 'ro' | 'en'): Array<{ id: string; label: string }> {
  const format = new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Bucharest',
  });
  const result: Array<{ id: string; label: string }> = [];
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  while (result.length < 6) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (!isWorkingDay(day.toISOString().slice(0, 10), 'RO')) continue;
    for (const hourUtc of [7, 11]) {
      const at = new Date(day.getTime() + hourUtc * 3_600_000);
      result.push({ id: at.toISOString(), label: format.format(at) });
    }
  }
  return result;
}

export function meetingsStandIn(options: { now?: () => Date } = {}): express.Router {
  const now = options.now ?? (() => new Date());
  const router = express.Router();
  router.get('/platform/dev/meetings/embed.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/javascript').send(EMBED_SCRIPT);
  });
  router.get('/platform/dev/meetings/book', (req, res) => {
    const asked = typeof req.query['lang'] === 'string' ? req.query['lang'] : undefined;
    const locale: 'ro' | 'en' =
      asked === 'en' || asked === 'ro' ? asked : req.acceptsLanguages('ro', 'en') === 'en' ? 'en' : 'ro';
    const t = TEXTS[locale];
    const offered = slots(now(), locale);
    const chosen = offered.find((s) => s.id === req.query['slot']);
    const options = offered
      .map(
        (s, i) =>
          `<li><label><input type="radio" name="slot" value="${escapeHtml(s.id)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(s.label)}</label></li>`,
      )
      .join('');
    // Framed by the platform's own pages only; its own inline styles, no script.
    setHeaders(res, {
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
      'Cache-Control': 'no-store',
    });
    res.type('html').send(`<!doctype html><html lang="${locale}"><head><meta charset="utf-8">
<title>${t.title}</title>
<style>body{font-family:Arial,sans-serif;margin:0;padding:1rem;color:#1d2939}h1{font-size:1.2rem;margin:0 0 .5rem}
p{margin:.5rem 0}.note{color:#475467;font-size:.9rem}fieldset{border:1px solid #d0d5dd;border-radius:8px;margin:1rem 0}
ul{list-style:none;padding:0;margin:0}li{padding:.25rem 0}button{background:#1849a9;color:#fff;border:none;border-radius:6px;padding:.6rem 1.2rem;font-size:1rem;cursor:pointer}
.done{background:#ecfdf3;border:1px solid #abefc6;border-radius:8px;padding:.75rem}</style>
</head><body><main>
<h1>${t.title}</h1>
<p>${t.intro}</p>
<p class="note">${t.standIn}</p>
${chosen ? `<p class="done" role="status">${escapeHtml(t.booked(chosen.label))}</p>` : ''}
<form method="get" action="/platform/dev/meetings/book">
<input type="hidden" name="lang" value="${locale}">
<fieldset><legend>${t.slots}</legend><ul>${options}</ul></fieldset>
<button type="submit">${t.book}</button>
</form></main></body></html>`);
  });
  return router;
}
