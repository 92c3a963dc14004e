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

/**
 * The company's own commercial terms (company data, Commercial terms; blank place `terms`): printed
 * as the admin gave them under their heading, and asked while not given.
 */
describe('the commercial terms the admin gave', () => {
  const accommodation = {
    checkIn: '14:00',
    checkOut: '11:00',
    deposit: '30% la rezervare, restul la sosire',
    freeCancellation: 'până la 7 zile înainte de sosire',
    cancellationFees: 'contravaloarea primei nopți de cazare',
  };
  const given = {
    accommodation,
    courses: { refundAfterWithdrawal: 'integral, dacă anulăm noi un curs fizic' },
    marketing: { inactiveContactsMonths: 24, inactiveContactsAction: 'DELETE' as const },
  };
  const none = { accommodation: null, courses: null, marketing: null };

  it('(ro) the accommodation terms state the deposit, the cancellation and the hours under their headings', () => {
    const { tree } = make('TERMENI_CONDITII_CAZARE', { company: { commercialTerms: given } });
    expect(sectionText(tree, 'payment')).toContain(
      'Avansul cerut la rezervare și plata restului de preț: 30% la rezervare, restul la sosire',
    );
    const cancellation = sectionText(tree, 'cancellation');
    expect(cancellation).toContain('Anularea gratuită: până la 7 zile înainte de sosire');
    expect(cancellation).toContain('Penalitățile de anulare: contravaloarea primei nopți de cazare');
    expect(sectionText(tree, 'stay')).toContain('Check-in: de la ora 14:00; check-out: până la ora 11:00.');
    for (const id of ['payment', 'cancellation', 'stay']) expect(sectionText(tree, id)).not.toContain('[…]');
  });

  it('(en) the accommodation terms print the company’s words as given', () => {
    const { tree } = make('TERMENI_CONDITII_CAZARE', { language: 'en', company: { commercialTerms: given } });
    expect(sectionText(tree, 'payment')).toContain(
      'Deposit at booking and payment of the rest of the price: 30% la rezervare, restul la sosire',
    );
    expect(sectionText(tree, 'cancellation')).toContain(
      'Free cancellation: până la 7 zile înainte de sosire',
    );
    expect(sectionText(tree, 'stay')).toContain('Check-in: from 14:00; check-out: by 11:00.');
  });

  it('asks each accommodation term not given, and only the missing part of one half given', () => {
    for (const company of [{ commercialTerms: none }, { commercialTerms: undefined }]) {
      const { tree, text } = make('TERMENI_CONDITII_CAZARE', { company });
      expect(sectionText(tree, 'payment')).toContain('[…]');
      expect(sectionText(tree, 'cancellation')).toContain('[…]');
      expect(sectionText(tree, 'stay')).toContain('[…]');
      expect(text).not.toContain('Check-in:');
    }
    const half = {
      ...none,
      accommodation: { ...accommodation, checkOut: null, deposit: null, cancellationFees: null },
    };
    const { tree } = make('TERMENI_CONDITII_CAZARE', { company: { commercialTerms: half } });
    expect(sectionText(tree, 'stay')).toContain('Check-in: de la ora 14:00; check-out: până la ora […]');
    expect(sectionText(tree, 'cancellation')).toContain('Penalitățile de anulare: […]');
    expect(sectionText(tree, 'payment')).not.toContain('Avansul cerut la rezervare și plata');
  });

  it.each([
    ['ro', 'Rambursarea după expirarea termenului de retragere: integral, dacă anulăm noi un curs fizic'],
    ['en', 'Refunds after the withdrawal period: integral, dacă anulăm noi un curs fizic'],
  ] as const)(
    '(%s) the course terms state the refunds after the withdrawal period, else ask',
    (language, line) => {
      const given_ = make('TERMENI_CONDITII_CURSURI', { language, company: { commercialTerms: given } });
      expect(sectionText(given_.tree, 'cancellation')).toContain(line);
      expect(sectionText(given_.tree, 'cancellation')).not.toContain('[…]');
      const asked = make('TERMENI_CONDITII_CURSURI', { language, company: { commercialTerms: none } });
      expect(sectionText(asked.tree, 'cancellation')).toContain('[…]');
      expect(sectionText(asked.tree, 'cancellation')).not.toContain(line);
    },
  );

  it('the marketing policy states when inactive contacts are deleted or asked to reconfirm, else asks', () => {
    const deleted = make('POLITICA_MESAJE_MARKETING', { company: { commercialTerms: given } });
    expect(sectionText(deleted.tree, 'retention')).toContain(
      'Contactele care nu au interacționat cu mesajele noastre timp de 24 de luni sunt șterse din listele de marketing.',
    );
    expect(sectionText(deleted.tree, 'retention')).not.toContain('[…]');
    const reconfirm = {
      ...given,
      marketing: { inactiveContactsMonths: 1, inactiveContactsAction: 'RECONFIRM' as const },
    };
    expect(
      sectionText(
        make('POLITICA_MESAJE_MARKETING', { company: { commercialTerms: reconfirm } }).tree,
        'retention',
      ),
    ).toContain(
      'Contactelor care nu au interacționat cu mesajele noastre timp de o lună li se cere reconfirmarea acordului.',
    );
    const en = make('POLITICA_MESAJE_MARKETING', {
      language: 'en',
      company: {
        commercialTerms: {
          ...given,
          marketing: { inactiveContactsMonths: 18, inactiveContactsAction: 'RECONFIRM' },
        },
      },
    });
    expect(sectionText(en.tree, 'retention')).toContain(
      'Contacts who have not engaged with our messages for 18 months are asked to confirm their consent again.',
    );
    const asked = sectionText(
      make('POLITICA_MESAJE_MARKETING', { company: { commercialTerms: none } }).tree,
      'retention',
    );
    expect(asked).toContain('la intervalul stabilit de companie:\n[…]');
    expect(asked).not.toContain('au interacționat');
  });
});
