/**
 * The online shop's terms as a consumer lawyer reads them: the acts cited in correct Romanian, the
 * privacy policy informing (not a contractual term), and a change clause about the terms themselves.
 */
import { make, sectionText } from './support/make.ts';

describe('the online shop’s terms and conditions', () => {
  it('(ro) cites the consumer acts in the genitive after “conform”', () => {
    const { text } = make('TERMENI_CONDITII_MAGAZIN_ONLINE');
    expect(text).toContain('conform Ordonanței de urgență a Guvernului nr. 34/2014');
    expect(text).toContain('conform Ordonanței de urgență a Guvernului nr. 140/2021');
    expect(text).not.toContain('conform Ordonanța');
  });

  it.each(['ro', 'en'] as const)(
    '(%s) keeps the privacy policy out of the contract and changes the terms for the future only',
    (language) => {
      const { tree } = make('TERMENI_CONDITII_MAGAZIN_ONLINE', { language });
      const data = sectionText(tree, 'personal-data');
      expect(data).toMatch(
        language === 'ro' ? /nu face parte din acești termeni/ : /not part of these terms/,
      );
      expect(data).not.toMatch(/parte integrantă|forms part of/);
      const changes = sectionText(tree, 'changes');
      expect(changes).toMatch(language === 'ro' ? /numai pentru viitor/ : /for the future only/);
      expect(changes).not.toMatch(language === 'ro' ? /prelucrăm datele/ : /process data/);
    },
  );
});
