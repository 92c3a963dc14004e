/** The texts check on a tiny app written here: a key asked for and missing, a key never used. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { i18nProblems, nestedQuote } from '../check-i18n.ts';

let app: string;

function write(path: string, text: unknown) {
  mkdirSync(join(app, path, '..'), { recursive: true });
  writeFileSync(join(app, path), typeof text === 'string' ? text : JSON.stringify(text));
}

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'i18n-app-'));
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

describe('the texts check', () => {
  it('finds a key the code asks for that has no text, and a text no code uses', () => {
    const texts = (title: string) => ({
      page: { title, unused: 'x' },
      status: { draft: 'd', ready: 'r' },
      items_one: '{{count}}',
      items_other: '{{count}}',
      labels: { save: 's' },
    });
    write('src/locales/ro.json', { ...texts('Titlu'), items_few: '{{count}} de' });
    write('src/locales/en.json', texts('Title'));
    write(
      'src/Page.tsx',
      [
        "const { t } = useTranslation('app');",
        "t('page.title'); t(\"page.missing\"); t('items', { count: 2 });",
        't(`status.${status}`);',
        "const LABELS = ['save'] as const; // t(label) under keyPrefix 'labels'",
      ].join('\n'),
    );
    // A test's strings do not make a key used.
    write('src/Page.test.tsx', "t('page.unused');");
    expect(i18nProblems(app, 'fixture')).toEqual([
      'fixture: own page.unused is not used',
      "fixture: t('page.missing') has no en text",
      "fixture: t('page.missing') has no ro text",
    ]);
  });

  it('finds a key one language lacks, and reads a namespace file', () => {
    write('src/locales/ro.json', { a: 'a', b: 'b' });
    write('src/locales/en.json', { a: 'a' });
    write('src/locales/account.ro.json', { auth: { title: 't' } });
    write('src/locales/account.en.json', { auth: { title: 't' } });
    write('src/app.tsx', "t('a'); t('b'); const handle = { title: 'account:auth.title' };");
    expect(i18nProblems(app, 'fixture')).toEqual([
      'fixture: own b is in ro only',
      "fixture: t('b') has no en text",
    ]);
  });

  it('refuses a quotation nested in the same marks, and takes the inner marks', () => {
    write('src/locales/ro.json', {
      a: 'Inclus în pachetul „Pachetul „de start””',
      b: 'Apăsați „Da” sau „Nu”',
    });
    write('src/locales/en.json', { a: 'Included in “the “Starter” bundle”', b: 'Press “Yes” or “No”' });
    write('src/app.tsx', "t('a'); t('b');");
    expect(i18nProblems(app, 'fixture')).toEqual([
      'fixture: en.json a nests a quotation in the same marks (use «…» in „…”, ‘…’ in “…”): “the “Starter”',
      'fixture: ro.json a nests a quotation in the same marks (use «…» in „…”, ‘…’ in “…”): „Pachetul „de start”',
    ]);
    expect(nestedQuote('„Inclus în pachetul «Pachetul de start»”')).toBeUndefined();
    expect(nestedQuote('“Included in the ‘Starter’ bundle”')).toBeUndefined();
  });
});
