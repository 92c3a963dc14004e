import shellRo from '../locales/ro.json' with { type: 'json' };
import shellEn from '../locales/en.json' with { type: 'json' };
import legalRo from '../locales/legal.ro.json' with { type: 'json' };
import legalEn from '../locales/legal.en.json' with { type: 'json' };
import accountRo from '../locales/account.ro.json' with { type: 'json' };

describe('the shell’s page texts', () => {
  it.each([
    ['ro', shellRo, legalRo],
    ['en', shellEn, legalEn],
  ] as const)(
    'names each legal page in the browser’s title as its heading does (%s)',
    (_locale, shell, legal) => {
      for (const page of ['faq', 'privacy', 'cookies', 'terms'] as const) {
        expect({ page, title: shell.legal.titles[page] }).toEqual({ page, title: legal[page].title });
      }
    },
  );

  it('asks the user formally on the sign-in and terms pages (Deschideți, Folosiți, Citiți)', () => {
    expect(accountRo.auth.openMailbox).toBe('Deschideți căsuța locală');
    expect(accountRo.auth.changeEmail).toBe('Folosiți altă adresă');
    expect(accountRo.auth.useAnotherEmail).toBe('Folosiți altă adresă');
    expect(accountRo.auth.replaceAccount).toBe('Intrați în contul existent');
    expect(accountRo.auth.newLink).toBe('Cereți un link nou');
    expect(accountRo.terms.read).toBe('Citiți termenii');
  });
});
