/**
 * E-mails in the user's language, HTML and plain text with the same content. The wording is in
 * services/identity/content/mail/<name>/ro.md and en.md (docs/content.md, "Bilingual prose outside
 * the documents"), read and parsed once when the service starts; code gives the values.
 *
 * A mail file is plain text with `{{ variables }}` (LiquidJS, strict: an unknown variable or filter
 * is an error). Its first lines are the headers, `Subject:` and `Button:` (the text of the HTML
 * mail's button), then a blank line and the body: the plain-text mail as it is sent, paragraphs
 * separated by blank lines. The HTML mail is made from the same body, every line escaped:
 *
 * - a paragraph that is only the link is the button;
 * - `{.note}` on the line before a paragraph prints it small and grey, `{.lines}` each of its lines
 *   as a paragraph of its own, `{.html}` only in the HTML mail (the link written out under the button);
 * - elsewhere the link is a link, and a paragraph's lines are joined by line breaks.
 *
 * Values are text: a line break in one is a space, so no value can start a paragraph or a header.
 */
import { readFileSync } from 'node:fs';
import { escapeHtml } from '@conform/server-kit';
import { Liquid, type Template } from 'liquidjs';

export type MailLocale = 'ro' | 'en';

const CONTENT = new URL('../../content/mail/', import.meta.url);
const LOCALES: readonly MailLocale[] = ['ro', 'en'];

const liquid = new Liquid({ strictVariables: true, strictFilters: true, ownPropertyOnly: true });

interface MailTemplate {
  subject: Template[];
  button: Template[];
  body: Template[];
}

/** Reads and parses `content/mail/<name>/<locale>.md`; a file without its headers is an error. */
function loadMail(name: string, locale: MailLocale): MailTemplate {
  const file = new URL(`${name}/${locale}.md`, CONTENT);
  const source = readFileSync(file, 'utf8').replace(/\r\n/g, '\n');
  const split = source.indexOf('\n\n');
  if (split < 0) throw new Error(`${file.pathname}: the headers, a blank line, then the body`);
  const headers = new Map<string, string>();
  for (const line of source.slice(0, split).split('\n')) {
    const header = /^(Subject|Button): (.+)$/.exec(line);
    if (!header) throw new Error(`${file.pathname}: "${line}" is not a header (Subject:, Button:)`);
    headers.set(header[1]!, header[2]!);
  }
  const header = (key: string) => {
    const value = headers.get(key);
    if (value === undefined) throw new Error(`${file.pathname}: no ${key}: header`);
    return liquid.parse(value, file.pathname);
  };
  return {
    subject: header('Subject'),
    button: header('Button'),
    body: liquid.parse(source.slice(split + 2).replace(/\n+$/, ''), file.pathname),
  };
}

function loadMails(name: string): Record<MailLocale, MailTemplate> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, loadMail(name, locale)])) as Record<
    MailLocale,
    MailTemplate
  >;
}

const MAILS = {
  signInLink: loadMails('sign-in-link'),
  requestReminder: loadMails('request-reminder'),
  breachReminder: loadMails('breach-reminder'),
  whistleblowingReminder: loadMails('whistleblowing-reminder'),
  reviewReminder: loadMails('review-reminder'),
  legalUpdate: loadMails('legal-update'),
  acknowledgementInvitation: loadMails('acknowledgement-invitation'),
};

const NOTE_STYLE = ' style="color:#4f5b6d;font-size:13px"';
const BUTTON_STYLE =
  'display:inline-block;background:#1f4e8c;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:bold';

/** Renders a mail: its subject, its plain text and its HTML, from the same words. */
function renderMail(
  template: MailTemplate,
  locale: MailLocale,
  values: Record<string, string | number | ReadonlyArray<Record<string, string>>> & { link: string },
) {
  const oneLine = (value: string) => value.replace(/\s*[\r\n]+\s*/g, ' ');
  const scope = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'string'
        ? oneLine(value)
        : typeof value === 'number'
          ? value
          : value.map((item) => Object.fromEntries(Object.entries(item).map(([k, v]) => [k, oneLine(v)]))),
    ]),
  );
  const render = (templates: Template[]) => liquid.renderSync(templates, scope) as string;
  const link = scope.link as string;
  const paragraphs = render(template.body)
    .split(/\n{2,}/)
    .map((paragraph) => {
      const lines = paragraph.split('\n');
      const attributes = /^\{((?:\s*\.[a-z]+)+)\s*\}$/.exec(lines[0]!);
      const classes = new Set(attributes ? attributes[1]!.trim().split(/\s+/) : []);
      return { classes, lines: attributes ? lines.slice(1) : lines };
    });
  const text = paragraphs
    .filter((paragraph) => !paragraph.classes.has('.html'))
    .map((paragraph) => paragraph.lines.join('\n'))
    .join('\n\n');
  const html = paragraphs.map(({ classes, lines }) => {
    const style = classes.has('.note') ? NOTE_STYLE : '';
    if (lines.length === 1 && lines[0] === link)
      return `<p><a href="${escapeHtml(link)}" style="${BUTTON_STYLE}">${escapeHtml(render(template.button))}</a></p>`;
    const line = (value: string) =>
      value === link ? `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>` : escapeHtml(value);
    if (classes.has('.lines')) return lines.map((value) => `<p${style}>${line(value)}</p>`).join('\n');
    return `<p${style}>${lines.map(line).join('<br>')}</p>`;
  });
  return {
    subject: render(template.subject),
    text,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,'Liberation Sans',sans-serif;color:#1c2330;line-height:1.5">
${html.join('\n')}
</body></html>`,
  };
}

export function signInLinkMail(locale: MailLocale, link: string, validMinutes: number) {
  return renderMail(MAILS.signInLink[locale], locale, { link, minutes: validMinutes });
}

/** A day (YYYY-MM-DD) as the mail's reader writes it. */
function mailDay(locale: MailLocale, day: string): string {
  const [y, m, d] = day.split('-');
  return locale === 'ro' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** A reminder of the requests register: the number and the deadline, never the person. */
export function requestReminderMail(
  locale: MailLocale,
  input: { number: string; deadline: string; daysLeft: number; link: string },
) {
  const deadline = mailDay(locale, input.deadline);
  return renderMail(MAILS.requestReminder[locale], locale, {
    number: input.number,
    deadline,
    daysLeft: input.daysLeft,
    link: input.link,
  });
}

/** A reminder of the breach register: the number and the deadline in Romanian time, nothing of the breach. */
export function breachReminderMail(
  locale: MailLocale,
  input: { number: string; notifyBy: string; stage: 24 | 0; link: string },
) {
  const notifyBy = new Intl.DateTimeFormat(locale === 'ro' ? 'ro-RO' : 'en-GB', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Bucharest',
  }).format(new Date(input.notifyBy));
  return renderMail(MAILS.breachReminder[locale], locale, {
    number: input.number,
    notifyBy,
    stage: input.stage,
    link: input.link,
  });
}

/** A reminder of the whistleblowing register: the number, the clock and its last day, nothing of the report. */
export function whistleblowingReminderMail(
  locale: MailLocale,
  input: {
    number: string;
    clock: 'ACKNOWLEDGEMENT' | 'FEEDBACK';
    due: string;
    daysLeft: number;
    link: string;
  },
) {
  return renderMail(MAILS.whistleblowingReminder[locale], locale, {
    number: input.number,
    clock: input.clock,
    due: mailDay(locale, input.due),
    daysLeft: input.daysLeft,
    link: input.link,
  });
}

/** A document due for review: its name, the day and the rule of its cycle. */
export function reviewReminderMail(
  locale: MailLocale,
  input: {
    title: { ro: string; en: string };
    rule: { ro: string; en: string };
    due: string;
    stage: 14 | 0;
    link: string;
  },
) {
  return renderMail(MAILS.reviewReminder[locale], locale, {
    title: input.title[locale],
    rule: input.rule[locale],
    due: mailDay(locale, input.due),
    stage: input.stage,
    link: input.link,
  });
}

/** One legal update as its e-mail states it. */
interface MailedLegalUpdate {
  title: { ro: string; en: string };
  summary: { ro: string; en: string };
  effective: string;
}

/**
 * Legal updates reached the company's documents (docs/legal-updates.md): one e-mail for all those of
 * a release, each with its title and summary in the reader's language and the day it applies from,
 * and how many documents are made again. An event from before the list names one update.
 */
export function legalUpdateMail(
  locale: MailLocale,
  input: Partial<MailedLegalUpdate> & {
    updates?: readonly MailedLegalUpdate[];
    documents: number;
    link: string;
  },
) {
  const updates =
    input.updates ??
    (input.title && input.summary && input.effective
      ? [{ title: input.title, summary: input.summary, effective: input.effective }]
      : []);
  const listed = updates.map((u) => ({
    title: u.title[locale],
    summary: u.summary[locale],
    effective: mailDay(locale, u.effective),
  }));
  const [first] = listed;
  if (!first) throw new Error('a legal update e-mail names at least one update');
  return renderMail(MAILS.legalUpdate[locale], locale, {
    count: listed.length,
    title: first.title,
    summary: first.summary,
    effective: first.effective,
    updates: listed,
    documents: input.documents,
    link: input.link,
  });
}

/**
 * An invitation to read a document and confirm it (staff acknowledgement), or its reminder: the
 * company, the document and its version, the personal link and the day it expires.
 */
export function acknowledgementInvitationMail(
  locale: MailLocale,
  input: {
    company: string;
    title: { ro: string; en: string };
    version: number;
    expiresAt: string;
    reminder: boolean;
    link: string;
  },
) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(
    new Date(input.expiresAt),
  );
  return renderMail(MAILS.acknowledgementInvitation[locale], locale, {
    company: input.company,
    title: input.title[locale],
    version: input.version,
    expires: mailDay(locale, day),
    reminder: input.reminder ? 1 : 0,
    link: input.link,
  });
}
