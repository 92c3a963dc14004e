import { escapeHtml } from '@conform/server-kit';
/** E-mails in the user's language, HTML and plain text with the same content. */
export type MailLocale = 'ro' | 'en';

const TEXTS = {
  ro: {
    subject: 'Linkul de autentificare în Conform',
    greeting: 'Bună ziua,',
    intro:
      'Ați cerut să vă autentificați în Conform cu această adresă de e-mail. Apăsați butonul de mai jos pentru a continua:',
    button: 'Autentificare',
    validity: (minutes: number) =>
      `Linkul este valabil ${minutes} de minute și poate fi folosit o singură dată.`,
    ignore:
      'Dacă nu ați cerut acest e-mail, îl puteți ignora: fără link, nimeni nu se poate autentifica în numele dumneavoastră.',
    fallback: 'Dacă butonul nu funcționează, copiați acest link în browser:',
    signature: 'Echipa Conform',
  },
  en: {
    subject: 'Your Conform sign-in link',
    greeting: 'Hello,',
    intro: 'You asked to sign in to Conform with this e-mail address. Press the button below to continue:',
    button: 'Sign in',
    validity: (minutes: number) => `The link is valid for ${minutes} minutes and works only once.`,
    ignore:
      'If you did not ask for this e-mail, you can ignore it: without the link nobody can sign in as you.',
    fallback: 'If the button does not work, copy this link into your browser:',
    signature: 'The Conform team',
  },
} as const;

export function signInLinkMail(locale: MailLocale, link: string, validMinutes: number) {
  const t = TEXTS[locale];
  const text = [
    t.greeting,
    '',
    t.intro,
    '',
    link,
    '',
    t.validity(validMinutes),
    t.ignore,
    '',
    t.signature,
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,'Liberation Sans',sans-serif;color:#1c2330;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f4e8c;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(t.validity(validMinutes))}<br>${escapeHtml(t.ignore)}</p>
<p style="color:#4f5b6d;font-size:13px">${escapeHtml(t.fallback)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject, text, html };
}

const REMINDER_TEXTS = {
  ro: {
    subject: (number: string, daysLeft: number) =>
      daysLeft === 0
        ? `Astăzi expiră termenul de răspuns la cererea ${number}`
        : `Cererea ${number}: termenul de răspuns expiră în ${daysLeft === 1 ? 'o zi' : daysLeft < 20 ? `${daysLeft} zile` : `${daysLeft} de zile`}`,
    greeting: 'Bună ziua,',
    intro: (number: string, deadline: string) =>
      `Cererea ${number} din registrul cererilor persoanelor vizate are termenul de răspuns pe ${deadline} (art. 12 alin. (3) din GDPR).`,
    action:
      'Trimiteți răspunsul și notați-l în registru sau, dacă cererea este complexă și sunteți încă în prima lună, prelungiți termenul motivat.',
    button: 'Deschide registrul',
    fallback: 'Dacă butonul nu funcționează, copiați acest link în browser:',
    why: 'Primiți acest e-mail pentru că administrați compania în Conform.',
    signature: 'Echipa Conform',
  },
  en: {
    subject: (number: string, daysLeft: number) =>
      daysLeft === 0
        ? `The answer to request ${number} is due today`
        : `Request ${number}: the answer is due in ${daysLeft === 1 ? 'one day' : `${daysLeft} days`}`,
    greeting: 'Hello,',
    intro: (number: string, deadline: string) =>
      `Request ${number} in the data subject requests register must be answered by ${deadline} (Art. 12(3) GDPR).`,
    action:
      'Send the answer and record it in the register or, if the request is complex and you are still within the first month, extend the deadline with reasons.',
    button: 'Open the register',
    fallback: 'If the button does not work, copy this link into your browser:',
    why: 'You receive this e-mail because you manage the company in Conform.',
    signature: 'The Conform team',
  },
} as const;

/** A reminder of the requests register: the number and the deadline, never the person. */
export function requestReminderMail(
  locale: MailLocale,
  input: { number: string; deadline: string; daysLeft: number; link: string },
) {
  const t = REMINDER_TEXTS[locale];
  const [y, m, d] = input.deadline.split('-');
  const deadline = locale === 'ro' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
  const intro = t.intro(input.number, deadline);
  const text = [t.greeting, '', intro, t.action, '', input.link, '', t.why, '', t.signature].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,'Liberation Sans',sans-serif;color:#1c2330;line-height:1.5">
<p>${escapeHtml(t.greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p>${escapeHtml(t.action)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#1f4e8c;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(t.button)}</a></p>
<p style="color:#4f5b6d;font-size:13px">${escapeHtml(t.fallback)}<br><a href="${escapeHtml(input.link)}">${escapeHtml(input.link)}</a></p>
<p style="color:#4f5b6d;font-size:13px">${escapeHtml(t.why)}</p>
<p>${escapeHtml(t.signature)}</p>
</body></html>`;
  return { subject: t.subject(input.number, input.daysLeft), text, html };
}
