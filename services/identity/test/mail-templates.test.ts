/**
 * The e-mails' wording is read from content/mail/<name>/<locale>.md: each kind of mail, in both
 * languages, says word for word what it said when the wording was in code, the HTML mail says the
 * same as the plain text, and a value is text in both (escaped in the HTML, never a paragraph).
 */
import { requestReminderMail, signInLinkMail } from '../src/mail/templates.ts';

const LINK = 'https://conform.example/platform/auth?token=abc&returnUrl=%2Fcompanies';
const REGISTER = 'https://conform.example/platform/dashboard/registers/requests';
const reminder = (locale: 'ro' | 'en', daysLeft: number) =>
  requestReminderMail(locale, { number: 'CR-2026/007', deadline: '2026-12-03', daysLeft, link: REGISTER });

describe('the e-mails, worded in content/mail', () => {
  it('the sign-in link, in Romanian', () => {
    const mail = signInLinkMail('ro', LINK, 15);
    expect(mail.subject).toBe('Linkul de autentificare în Conform');
    expect(mail.text).toBe(
      [
        'Bună ziua,',
        '',
        'Ați cerut să vă autentificați în Conform cu această adresă de e-mail. Apăsați butonul de mai jos pentru a continua:',
        '',
        LINK,
        '',
        'Linkul este valabil 15 de minute și poate fi folosit o singură dată.',
        'Dacă nu ați cerut acest e-mail, îl puteți ignora: fără link, nimeni nu se poate autentifica în numele dumneavoastră.',
        '',
        'Echipa Conform',
      ].join('\n'),
    );
  });

  it('the sign-in link, in English, and its HTML', () => {
    const mail = signInLinkMail('en', LINK, 15);
    expect(mail.subject).toBe('Your Conform sign-in link');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'You asked to sign in to Conform with this e-mail address. Press the button below to continue:',
        '',
        LINK,
        '',
        'The link is valid for 15 minutes and works only once.',
        'If you did not ask for this e-mail, you can ignore it: without the link nobody can sign in as you.',
        '',
        'The Conform team',
      ].join('\n'),
    );
    const href = LINK.replace(/&/g, '&#38;');
    expect(mail.html)
      .toBe(`<!doctype html><html lang="en"><body style="font-family:Arial,'Liberation Sans',sans-serif;color:#1c2330;line-height:1.5">
<p>Hello,</p>
<p>You asked to sign in to Conform with this e-mail address. Press the button below to continue:</p>
<p><a href="${href}" style="display:inline-block;background:#1f4e8c;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Sign in</a></p>
<p>The link is valid for 15 minutes and works only once.<br>If you did not ask for this e-mail, you can ignore it: without the link nobody can sign in as you.</p>
<p style="color:#4f5b6d;font-size:13px">If the button does not work, copy this link into your browser:<br><a href="${href}">${href}</a></p>
<p>The Conform team</p>
</body></html>`);
  });

  it('the request reminder, in Romanian, and its HTML', () => {
    const mail = reminder('ro', 5);
    expect(mail.subject).toBe('Cererea CR-2026/007: termenul de răspuns expiră în 5 zile');
    expect(reminder('ro', 0).subject).toBe('Astăzi expiră termenul de răspuns la cererea CR-2026/007');
    expect(reminder('ro', 1).subject).toBe('Cererea CR-2026/007: termenul de răspuns expiră în o zi');
    expect(reminder('ro', 25).subject).toBe('Cererea CR-2026/007: termenul de răspuns expiră în 25 de zile');
    expect(mail.text).toBe(
      [
        'Bună ziua,',
        '',
        'Cererea CR-2026/007 din registrul cererilor persoanelor vizate are termenul de răspuns pe 03.12.2026 (art. 12 alin. (3) din GDPR).',
        'Trimiteți răspunsul și notați-l în registru sau, dacă cererea este complexă și sunteți încă în prima lună, prelungiți termenul motivat.',
        '',
        REGISTER,
        '',
        'Primiți acest e-mail pentru că administrați compania în Conform.',
        '',
        'Echipa Conform',
      ].join('\n'),
    );
    expect(mail.html)
      .toBe(`<!doctype html><html lang="ro"><body style="font-family:Arial,'Liberation Sans',sans-serif;color:#1c2330;line-height:1.5">
<p>Bună ziua,</p>
<p>Cererea CR-2026/007 din registrul cererilor persoanelor vizate are termenul de răspuns pe 03.12.2026 (art. 12 alin. (3) din GDPR).</p>
<p>Trimiteți răspunsul și notați-l în registru sau, dacă cererea este complexă și sunteți încă în prima lună, prelungiți termenul motivat.</p>
<p><a href="${REGISTER}" style="display:inline-block;background:#1f4e8c;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none;font-weight:bold">Deschide registrul</a></p>
<p style="color:#4f5b6d;font-size:13px">Dacă butonul nu funcționează, copiați acest link în browser:<br><a href="${REGISTER}">${REGISTER}</a></p>
<p style="color:#4f5b6d;font-size:13px">Primiți acest e-mail pentru că administrați compania în Conform.</p>
<p>Echipa Conform</p>
</body></html>`);
  });

  it('the request reminder, in English', () => {
    const mail = reminder('en', 1);
    expect(mail.subject).toBe('Request CR-2026/007: the answer is due in one day');
    expect(reminder('en', 0).subject).toBe('The answer to request CR-2026/007 is due today');
    expect(reminder('en', 25).subject).toBe('Request CR-2026/007: the answer is due in 25 days');
    expect(mail.text).toBe(
      [
        'Hello,',
        '',
        'Request CR-2026/007 in the data subject requests register must be answered by 03/12/2026 (Art. 12(3) GDPR).',
        'Send the answer and record it in the register or, if the request is complex and you are still within the first month, extend the deadline with reasons.',
        '',
        REGISTER,
        '',
        'You receive this e-mail because you manage the company in Conform.',
        '',
        'The Conform team',
      ].join('\n'),
    );
  });

  it('prints a value as text: escaped in the HTML, a line break in it a space', () => {
    const mail = requestReminderMail('en', {
      number: '<b>7</b>\n\n{.html}\nSubject: x',
      deadline: '2026-12-03',
      daysLeft: 3,
      link: REGISTER,
    });
    expect(mail.subject).toBe('Request <b>7</b> {.html} Subject: x: the answer is due in 3 days');
    expect(mail.text).toContain('Request <b>7</b> {.html} Subject: x in the data subject requests register');
    expect(mail.html).toContain('<p>Request &#60;b&#62;7&#60;/b&#62; {.html} Subject: x in the data');
    expect(mail.html).not.toContain('<b>7');
  });
});
