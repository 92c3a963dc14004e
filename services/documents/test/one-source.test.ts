/**
 * One source per fact: a fact the company gave once is what every document states.
 *
 * CCTV retention: the company's video surveillance section (companies service `cctv.retentionDays`)
 * is the one source of how long footage is kept. The video surveillance operations (their catalogue
 * preset says `videoSurveillance`) keep a storage duration of their own in the configurator; no
 * document prints it, every document stating the operation's retention prints the company's.
 */
import { products, type TDocumentCode } from '@conform/catalogues';
import type { CompanyReadModel } from '@conform/companies-service/read';
import type { SituationReadModel } from '@conform/configurator-service/read';
import { sampleSituations } from '../src/engine/sample.ts';
import { controllerRecordRows } from '../src/engine/templates/records.ts';
import { make } from './support/make.ts';

/** What an admin may have typed as the operation's own duration: a second value no document may use. */
const OWN_DURATION = 'Nouăzeci și nouă de zile (durata operațiunii)';
const VIDEO_OPS = ['e-ms-cctv', 'oa-fsc-cctv', 'ea-sec-cctv', 'p-o-cctv', 'oru-o-cctv'];

function cctv(retentionDays: number): Partial<CompanyReadModel> {
  return {
    cctv: {
      areas: ['intrarea principală'],
      retentionDays,
      retentionReason: retentionDays > 30 ? 'Cerința asigurătorului, documentată în analiza de risc.' : null,
      recipients: [],
      lessIntrusiveMeans: null,
      consultationDate: null,
    },
  };
}

/** Every preset situation, the video surveillance operations with a duration of their own. */
function situations(language: 'ro' | 'en'): SituationReadModel[] {
  return sampleSituations(language, 'RO').map((s) => ({
    ...s,
    operations: s.operations.map((op) =>
      VIDEO_OPS.includes(op.suggestionId ?? '') ? { ...op, storageDuration: OWN_DURATION } : op,
    ),
  }));
}

const RO_CODES = [
  ...new Set(products.filter((p) => p.editions.includes('RO')).flatMap((p) => p.documents)),
].filter((code) => code !== 'ARCHIVE') as TDocumentCode[];

/** The documents the review named, each stating how long footage is kept. */
const STATING = [
  'NOTA_INFORMARE_ANGAJATI',
  'REGISTRU_OPERATOR',
  'EIPD',
  'NOTA_INFORMARE_CCTV',
  'AFIS_SUPRAVEGHERE_VIDEO',
  'POLITICA_SUPRAVEGHERE_VIDEO',
] as const satisfies readonly TDocumentCode[];

const text = (code: TDocumentCode, language: 'ro' | 'en', days: number) =>
  make(code, { language, company: cctv(days), situations: situations(language) }).text;

describe('CCTV retention: the company’s video surveillance section is the one source', () => {
  it('every video surveillance preset is marked as such in the catalogue', () => {
    const marked = sampleSituations('ro', 'RO')
      .flatMap((s) => s.operations)
      .filter((op) => op.data.some((d) => d === 'Imaginile înregistrate de camerele de supraveghere video'))
      .map((op) => op.suggestionId);
    expect(marked.sort()).toEqual([...VIDEO_OPS].sort());
  });

  it('(ro) changing the retention changes it in every document stating it; the operation’s own duration is in none', () => {
    const stating: string[] = [];
    for (const code of RO_CODES) {
      const at17 = text(code, 'ro', 17);
      expect({ code, own: at17.includes(OWN_DURATION) }).toEqual({ code, own: false });
      if (!at17.includes('17 zile')) continue;
      stating.push(code);
      const at23 = text(code, 'ro', 23);
      expect({ code, old: at23.includes('17 zile'), now: at23.includes('23 de zile') }).toEqual({
        code,
        old: false,
        now: true,
      });
    }
    expect(stating).toEqual(expect.arrayContaining([...STATING]));
  });

  it.each(STATING)('(en) %s states the company’s retention, not the operation’s', (code) => {
    const at17 = text(code, 'en', 17);
    expect(at17).toContain('17 days');
    expect(at17).not.toContain(OWN_DURATION);
    expect(text(code, 'en', 23)).not.toContain('17 days');
  });

  it('the employee notice and the record say the company’s days for the video surveillance operation', () => {
    const notice = text('NOTA_INFORMARE_ANGAJATI', 'ro', 17);
    expect(notice).toMatch(/Supravegherea video la locul de muncă[\s\S]*Cel mult 17 zile/);
    const { ctx } = make('REGISTRU_OPERATOR', { company: cctv(17), situations: situations('ro') });
    const video = ctx.operations.filter((op) => op.videoSurveillance);
    expect(video.map((op) => op.suggestionId).sort()).toEqual([...VIDEO_OPS].sort());
    for (const op of video) expect(op.storageDuration).toMatch(/^Cel mult 17 zile, /);
    // The XLSX copy prints the rows the PDF prints: the company's retention in the erasure column.
    const { rows } = controllerRecordRows(ctx);
    expect(JSON.stringify(rows)).not.toContain(OWN_DURATION);
    expect(JSON.stringify(rows)).toContain('Cel mult 17 zile');
  });

  it('without the company’s section, the law’s 30-day ceiling, as the CCTV notice states it', () => {
    const { ctx } = make('NOTA_INFORMARE_ANGAJATI', {
      company: { cctv: null },
      situations: situations('ro'),
    });
    const op = ctx.operations.find((o) => o.suggestionId === 'e-ms-cctv')!;
    expect(op.storageDuration).toMatch(/^Cel mult 30 de zile, /);
    expect(make('NOTA_INFORMARE_CCTV', { company: { cctv: null } }).text).toContain('30 de zile');
  });
});

/**
 * The DPO's notification to the authority: the day the company gave with its DPO (contact info,
 * `notifiedOn`) is the one the appointment decision prints; without it, a blank asking for it, and
 * no sentence says the appointment was communicated.
 */
describe('the DPO appointment decision and the day the appointment was communicated', () => {
  const dpo = (notifiedOn: string | null, isDpo = true): Partial<CompanyReadModel> => ({
    dataProtectionResponsible: {
      isDpo,
      name: 'Ioana Popescu',
      email: 'dpo@exemplu.ro',
      phone: '0740123456',
      notifiedOn,
    },
  });

  it.each([
    ['ro', '10 februarie 2026', 'au fost comunicate ANSPDCP la 10 februarie 2026'],
    ['en', '10 February 2026', 'were communicated to ANSPDCP on 10 February 2026'],
  ] as const)('(%s) prints the day the company gave', (language, day, sentence) => {
    const { text } = make('DECIZIE_NUMIRE_DPO', { language, company: dpo('2026-02-10') });
    expect(text).toContain(sentence);
    expect(text).toMatch(
      new RegExp(
        `${language === 'ro' ? 'Data comunicării către autoritate' : 'Date communicated to the authority'}: ${day}`,
      ),
    );
  });

  it.each([
    ['ro', /comunicat/, 'Data comunicării către autoritate: […]', 'se comunică ANSPDCP'],
    [
      'en',
      /\bwas communicated|were communicated/,
      'Date communicated to the authority: […]',
      'are to be communicated to ANSPDCP',
    ],
  ] as const)(
    '(%s) without the day: a blank asking for it, and never "communicated"',
    (language, _past, blank, future) => {
      const { text } = make('DECIZIE_NUMIRE_DPO', { language, company: dpo(null) });
      expect(text).toContain(blank);
      expect(text).toContain(future);
      expect(text).not.toMatch(
        language === 'ro' ? /au fost comunicate|a fost comunicată/ : /were communicated|was communicated/,
      );
    },
  );

  it('a contact person’s stored day is never printed', () => {
    const { text } = make('DECIZIE_NUMIRE_DPO', { company: dpo('2026-02-10', false) });
    expect(text).not.toContain('10 februarie 2026');
  });
});

/**
 * Data sources name what the configured operations say: a catalogue source does not name systems
 * (GPS, e-mail) a company may not have, and an operation saved with the source's earlier wording
 * prints its current one.
 */
describe('the employee notice names only the sources of the operations the company has', () => {
  const FORMER = {
    ro: 'Sistemele companiei (jurnale de acces, pontaj, GPS, e-mail)',
    en: 'The company’s systems (access logs, timekeeping, GPS, e-mail)',
  } as const;
  const CURRENT = {
    ro: 'Sistemele informatice și echipamentele companiei',
    en: 'The company’s IT systems and equipment',
  } as const;

  /** The employees' preset situations without the GPS operation, saved before (`former`) or after the rewording. */
  function withoutGps(language: 'ro' | 'en', former: boolean): SituationReadModel[] {
    return sampleSituations(language, 'RO', ['EMPLOYEES']).map((s) => ({
      ...s,
      operations: s.operations
        .filter((op) => op.suggestionId !== 'e-ms-gps')
        .map((op) =>
          former
            ? {
                ...op,
                sources: op.sources.map((src) => (src === CURRENT[language] ? FORMER[language] : src)),
              }
            : op,
        ),
    }));
  }

  it.each([
    ['ro', false],
    ['ro', true],
    ['en', false],
    ['en', true],
  ] as const)(
    '(%s, saved with the earlier wording: %s) no GPS without the GPS operation',
    (language, former) => {
      const situations = withoutGps(language, former);
      if (former) expect(JSON.stringify(situations)).toContain(FORMER[language]);
      const { text } = make('NOTA_INFORMARE_ANGAJATI', { language, situations });
      expect(text).not.toMatch(/GPS/);
      expect(text).toContain(
        language === 'ro'
          ? 'Sistemele informatice și echipamentele companiei'
          : 'The company’s IT systems and equipment',
      );
    },
  );

  it('with the GPS operation, the notice names it', () => {
    const { text } = make('NOTA_INFORMARE_ANGAJATI', {
      situations: sampleSituations('ro', 'RO', ['EMPLOYEES']),
    });
    expect(text).toContain('Monitorizarea GPS a vehiculelor de serviciu');
  });
});

/**
 * Who signs for the company: every document naming the legal representative reads the company
 * details (companyExtras), so changing the representative changes it in each of them, and no
 * document keeps the former one.
 */
describe('the legal representative has one source: the company details', () => {
  const rep = (name: string): Partial<CompanyReadModel> => ({
    legalRepresentative: { name, role: 'Administrator' },
  });

  it('(ro) a new representative replaces the former one in every document naming one', () => {
    const naming: string[] = [];
    for (const code of RO_CODES) {
      const before = make(code, { company: rep('Zamfira Lungu') }).text;
      if (!before.includes('Zamfira Lungu')) continue;
      naming.push(code);
      const after = make(code, { company: rep('Teodor Crăciun') }).text;
      expect({
        code,
        former: after.includes('Zamfira Lungu'),
        current: after.includes('Teodor Crăciun'),
      }).toEqual({
        code,
        former: false,
        current: true,
      });
    }
    expect(naming).toEqual(
      expect.arrayContaining(['DECIZIE_NUMIRE_DPO', 'REGISTRU_OPERATOR', 'EIPD', 'NOTA_INFORMARE_ANGAJATI']),
    );
  });
});
