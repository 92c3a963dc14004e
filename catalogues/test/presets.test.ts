import type { TEdition, TLocale, TLocalized } from '../src/schema/common.ts';
import { DATA_SUBJECTS, GROUNDS_NEEDING_REASON, SUGGESTION_PREFIX } from '../src/schema/enums.ts';
import type { TDataSubject } from '../src/schema/enums.ts';
import { ZSubjectPresetsSchema } from '../src/schema/presets.ts';
import type { TOperationPreset } from '../src/schema/presets.ts';
import {
  OPERATION_FIELD_LISTS,
  ZResolvedOperationSchema,
  findOperationPreset,
  findSituationPreset,
  operationProblems,
  presetProblems,
  presetTexts,
  presetsBySubject,
  resolveOperationPreset,
} from '../src/presets/index.ts';
import { CatalogueInternalError, findValue, resolveValue } from '../src/values/index.ts';

const ROMANIA_SPECIFIC =
  /\b(ANAF|ITM|Revisal|ANSPDCP|ANPC|CNAS|ONRC|CNP|e-Factura|eJobs|BestJobs|Tazz|Romania|Romanian|Labour Code|Fiscal Code|Civil Code|Procedure Code|Accounting Law|Law \d+\/\d{4}|Government (Emergency )?(Ordinance|Decision))\b/;
/** Common Romanian words written without diacritics (și, în, către, după, până, fără, dacă, când, între). */
const MISSING_DIACRITICS = /(^|[\s(,;])(si|in|catre|dupa|pana|fara|daca|cand|intre)(?=[\s,.;)])/i;
const CEDILLA = /[\u015F\u0163\u015E\u0162]/;

const allOperations: { subject: TDataSubject; op: TOperationPreset }[] = DATA_SUBJECTS.flatMap((subject) =>
  presetsBySubject[subject].situations.flatMap((s) => s.operations.map((op) => ({ subject, op }))),
);
const ops = allOperations.map(({ op }) => op);
const byId = (id: string): TOperationPreset => findOperationPreset(id);
const clone = <T>(value: T): T => structuredClone(value);

describe('preset catalogue', () => {
  it('covers all 15 data subjects, each valid against its schema', () => {
    expect(Object.keys(presetsBySubject).sort()).toEqual([...DATA_SUBJECTS].sort());
    for (const subject of DATA_SUBJECTS) {
      const presets = presetsBySubject[subject];
      expect(ZSubjectPresetsSchema.safeParse(presets).success).toBe(true);
      expect(presets.dataSubject).toBe(subject);
    }
  });

  it('passes every catalogue check', () => {
    expect(presetProblems(presetsBySubject)).toEqual([]);
  });

  it('has on average at least 3 situations and 8 operations per subject, more for the large ones', () => {
    const situations = DATA_SUBJECTS.map((s) => presetsBySubject[s].situations.length);
    expect(situations.reduce((a, b) => a + b, 0) / DATA_SUBJECTS.length).toBeGreaterThanOrEqual(3);
    expect(ops.length / DATA_SUBJECTS.length).toBeGreaterThanOrEqual(8);
    const count = (s: TDataSubject) => presetsBySubject[s].situations.flatMap((x) => x.operations).length;
    for (const subject of DATA_SUBJECTS) expect(count(subject)).toBeGreaterThanOrEqual(8);
    expect(count('EMPLOYEES')).toBeGreaterThanOrEqual(20);
    expect(count('ONLINE_SHOP_USERS')).toBeGreaterThanOrEqual(15);
    expect(count('ACCOMMODATION_GUESTS')).toBeGreaterThanOrEqual(15);
  });

  it('keeps the spec category ids', () => {
    for (const id of [
      'e-cim',
      'e-drm',
      'e-ms',
      'e-sd',
      'bc-idc',
      'bc-o',
      'oa-cu',
      'oa-rpc',
      'oa-fsc',
      'oa-psn',
      'oa-ap',
    ]) {
      expect(findSituationPreset(id).id).toBe(id);
    }
  });

  it('has unique situation ids and unique operation ids across the whole catalogue', () => {
    const situationIds = DATA_SUBJECTS.flatMap((s) => presetsBySubject[s].situations.map((x) => x.id));
    expect(new Set(situationIds).size).toBe(situationIds.length);
    const operationIds = ops.map((op) => op.id);
    expect(new Set(operationIds).size).toBe(operationIds.length);
  });

  it('nests ids: situation under the subject prefix, operation under its situation', () => {
    for (const subject of DATA_SUBJECTS) {
      for (const situation of presetsBySubject[subject].situations) {
        expect(situation.id.startsWith(`${SUGGESTION_PREFIX[subject]}-`)).toBe(true);
        for (const op of situation.operations) expect(op.id.startsWith(`${situation.id}-`)).toBe(true);
      }
    }
  });
});

describe('preset operations', () => {
  it('resolve every value ref in both locales and on every edition', () => {
    const combos: [TLocale, TEdition][] = [
      ['ro', 'RO'],
      ['en', 'RO'],
      ['en', 'EN'],
      ['en', 'INT'],
    ];
    for (const op of ops) {
      for (const [field, list] of Object.entries(OPERATION_FIELD_LISTS)) {
        for (const ref of op[field as keyof typeof OPERATION_FIELD_LISTS]) {
          for (const [locale, edition] of combos)
            expect(resolveValue(list, ref, locale, edition)).not.toBe('');
        }
      }
      expect(resolveValue('retention', op.storageDuration, 'ro')).not.toBe('');
    }
  });

  it('have a groundReason exactly when grounds include legal obligation or legitimate interest', () => {
    for (const op of ops) {
      const needs = op.grounds.some((g) => GROUNDS_NEEDING_REASON.includes(g));
      expect(`${op.id}: ${op.groundReason !== null}`).toBe(`${op.id}: ${needs}`);
    }
  });

  it('name an Art. 9(2) exception whenever special data is processed, and only then', () => {
    for (const op of ops) {
      const special = op.data.some(
        (d) => typeof d === 'string' && findValue('dataTypes', d)?.special === true,
      );
      expect(`${op.id}: ${op.specialDataGround !== null}`).toBe(`${op.id}: ${special}`);
    }
  });

  it('process criminal-record data only under a legal obligation', () => {
    const criminal = ops.filter((op) =>
      op.data.some((d) => typeof d === 'string' && findValue('dataTypes', d)?.criminal),
    );
    expect(criminal.map((op) => op.id)).toEqual(['e-cim-criminal']);
    for (const op of criminal) expect(op.grounds).toContain('LEGAL_OBLIGATION');
  });

  it('store data in Romania by default and list recipients’ countries', () => {
    for (const op of ops) {
      expect(op.storageLocations).toContain('RO');
      expect(op.recipientsLocations.length > 0).toBe(op.recipients.length > 0);
      for (const recipient of op.recipients) {
        const country =
          typeof recipient === 'string' ? findValue('recipients', recipient)?.country : undefined;
        if (country) expect(`${op.id}: ${op.recipientsLocations.includes(country)}`).toBe(`${op.id}: true`);
      }
    }
    expect(byId('ou-site-analytics').recipientsLocations).toEqual(['US']);
  });

  it('use lawful grounds for the typical operations', () => {
    const payroll = byId('e-drm-payroll');
    expect(payroll.grounds).toEqual(expect.arrayContaining(['LEGAL_OBLIGATION', 'CONTRACT_PERFORMANCE']));
    expect(payroll.groundReason?.ro).toMatch(/Codul muncii.*Legea nr\. 227\/2015.*82\/1991/);
    expect(payroll.groundReason?.int).toBeDefined();
    expect(payroll.groundReason?.int).not.toMatch(ROMANIA_SPECIFIC);
    expect(payroll.storageDuration).toBe('payroll50Years');

    const newsletters = ops.filter((op) => op.id.endsWith('-newsletter'));
    expect(newsletters.length).toBeGreaterThanOrEqual(10);
    for (const op of newsletters) expect(op.grounds).toEqual(['CONSENT']);

    const workplaceCctv = byId('e-ms-cctv');
    expect(workplaceCctv.grounds).toEqual(['LEGITIMATE_INTEREST']);
    expect(workplaceCctv.groundReason?.ro).toContain('art. 5 din Legea nr. 190/2018');
    expect(workplaceCctv.groundReason?.ro).toContain('30 de zile');
    expect(workplaceCctv.storageDuration).toBe('employeeMonitoring30Days');
    for (const op of ops.filter((o) => o.data.includes('cctvFootage'))) {
      expect(op.grounds).toContain('LEGITIMATE_INTEREST');
      expect(['cctv30Days', 'employeeMonitoring30Days']).toContain(op.storageDuration);
    }

    for (const op of presetsBySubject.PATIENTS.situations.find((s) => s.id === 'p-med')!.operations) {
      expect(op.specialDataGround).toBe('ART9_H');
    }
    expect(byId('e-cim-medical').specialDataGround).toBe('ART9_H');
    expect(byId('e-drm-sickleave').specialDataGround).toBe('ART9_B');
    expect(byId('e-cim-hiring').specialDataGround).toBeNull();

    for (const op of ops.filter((o) => o.id.endsWith('-invoice'))) {
      expect(op.grounds).toContain('LEGAL_OBLIGATION');
      expect(op.storageDuration).toBe('accounting10Years');
    }
    for (const op of presetsBySubject.CANDIDATES.situations.find((s) => s.id === 'c-rec')!.operations) {
      expect(op.storageDuration).toBe('candidates3Months');
    }
    for (const op of ops.filter((o) => o.grounds.includes('CONSENT') && o.id.endsWith('-testimonials'))) {
      expect(op.storageDuration).toBe('untilConsentWithdrawn');
    }
  });

  it('do not process national identifiers on legitimate interest alone', () => {
    for (const op of ops) {
      const nationalId = op.data.some((d) => typeof d === 'string' && findValue('dataTypes', d)?.nationalId);
      if (!nationalId) continue;
      expect(
        op.grounds.some((g) => ['CONTRACT_PERFORMANCE', 'LEGAL_OBLIGATION', 'CONSENT'].includes(g)),
      ).toBe(true);
    }
  });
});

describe('operation checks', () => {
  const base = () => clone(byId('pc-pr-feedback'));

  it('accept a valid operation', () => {
    expect(operationProblems(base())).toEqual([]);
  });

  it('catch a missing or superfluous groundReason', () => {
    expect(operationProblems({ ...base(), groundReason: null }).join()).toMatch(/groundReason is missing/);
    expect(operationProblems({ ...base(), grounds: ['CONSENT'] }).join()).toMatch(/groundReason is set/);
  });

  it('catch a missing or superfluous kind of legitimate interest', () => {
    expect(operationProblems({ ...base(), interestKind: null }).join()).toMatch(/interestKind is missing/);
    expect(operationProblems({ ...base(), grounds: ['CONSENT'], groundReason: null }).join()).toMatch(
      /interestKind is set/,
    );
  });

  it('catch special data without an exception, and an exception without special data', () => {
    expect(operationProblems({ ...base(), data: ['name', 'healthData'] }).join()).toMatch(
      /special data \(healthData\)/,
    );
    expect(operationProblems({ ...base(), specialDataGround: 'ART9_H' }).join()).toMatch(/no special data/);
  });

  it('catch unknown value ids and repeated items', () => {
    expect(operationProblems({ ...base(), data: ['name', 'noSuchType'] }).join()).toMatch(
      /"noSuchType" is not in the dataTypes/,
    );
    expect(operationProblems({ ...base(), storageDuration: 'forever' }).join()).toMatch(
      /storageDuration "forever"/,
    );
    expect(operationProblems({ ...base(), sources: ['dataSubject', 'dataSubject'] }).join()).toMatch(
      /repeats/,
    );
  });

  it('catch a US recipient without US in recipientsLocations', () => {
    expect(
      operationProblems({ ...base(), recipients: ['analyticsProvider'], recipientsLocations: ['RO'] }).join(),
    ).toMatch(/"analyticsProvider" is in US/);
  });

  it('catch criminal data without a legal obligation and national ids on legitimate interest', () => {
    expect(operationProblems({ ...base(), data: ['criminalRecord'] }).join()).toMatch(/criminal-record data/);
    expect(operationProblems({ ...base(), data: ['cnp'] }).join()).toMatch(/national identifiers/);
  });

  it('catch duplicate ids, wrong prefixes and empty situations in the catalogue', () => {
    const broken = clone(presetsBySubject);
    const employees = broken.EMPLOYEES.situations;
    employees[0]!.operations.push(clone(employees[0]!.operations[0]!));
    employees.push({ id: 'x-other', name: { ro: 'Altele', en: 'Other' }, operations: [] });
    const problems = presetProblems(broken).join('\n');
    expect(problems).toMatch(/duplicate operation id "e-cim-hiring"/);
    expect(problems).toMatch(/situation "x-other" does not start with "e-"/);
    expect(problems).toMatch(/situation "x-other" has no operations/);
  });
});

describe('finding presets', () => {
  it('finds situations and operations by id', () => {
    expect(findSituationPreset('e-cim').operations.length).toBeGreaterThan(3);
    expect(findOperationPreset('oa-fsc-touristform').grounds).toEqual(['LEGAL_OBLIGATION']);
  });

  it('treats a missing id as an internal error', () => {
    expect(() => findSituationPreset('e-nope')).toThrow(CatalogueInternalError);
    expect(() => findSituationPreset('e-nope')).toThrow(/Missing suggested situation "e-nope"/);
    expect(() => findOperationPreset('e-cim-nope')).toThrow(/Missing suggested operation "e-cim-nope"/);
  });
});

describe('resolveOperationPreset', () => {
  it('returns the stored shape for every operation, locale and edition', () => {
    for (const op of ops) {
      for (const [locale, edition] of [
        ['ro', 'RO'],
        ['en', 'EN'],
        ['en', 'INT'],
      ] as [TLocale, TEdition][]) {
        const resolved = resolveOperationPreset(op, locale, edition);
        expect(ZResolvedOperationSchema.safeParse(resolved).success).toBe(true);
        expect(resolved.data).toHaveLength(op.data.length);
        expect(resolved.groundReason === null).toBe(op.groundReason === null);
      }
    }
  });

  it('picks the locale, the INT text and custom values', () => {
    const ro = resolveOperationPreset(byId('e-drm-payroll'), 'ro');
    expect(ro.name).toBe('Calculul și plata salariilor');
    expect(ro.data).toContain('CNP (codul numeric personal)');
    expect(ro.storageLocations).toEqual(['România']);
    const int = resolveOperationPreset(byId('e-drm-payroll'), 'en', 'INT');
    expect(int.groundReason).not.toMatch(ROMANIA_SPECIFIC);
    expect(int.data).toContain('National identification number');
    const needs = resolveOperationPreset(byId('ea-reg-needs'), 'en');
    expect(needs.recipients).toEqual(['The catering provider']);
    expect(needs.specialDataGround).toBe('ART9_A');
  });

  it('treats an unsupported locale as an internal error', () => {
    expect(() => resolveOperationPreset(byId('e-drm-payroll'), 'de' as TLocale)).toThrow(
      CatalogueInternalError,
    );
  });
});

describe('preset texts', () => {
  const texts: { path: string; text: TLocalized }[] = DATA_SUBJECTS.flatMap((s) =>
    presetTexts(presetsBySubject[s]),
  );

  it('are non-empty in both locales, without cedillas, and translated', () => {
    expect(texts.length).toBeGreaterThan(500);
    for (const { path, text } of texts) {
      expect(`${path}: ${text.ro.trim().length > 0 && text.en.trim().length > 0}`).toBe(`${path}: true`);
      expect(`${path}: ${CEDILLA.test(`${text.ro}${text.en}${text.int ?? ''}`)}`).toBe(`${path}: false`);
      if (text.ro.length > 20) expect(`${path}: ${text.ro === text.en}`).toBe(`${path}: false`);
    }
  });

  it('write Romanian with diacritics', () => {
    const offenders = texts
      .filter(({ text }) => MISSING_DIACRITICS.test(text.ro))
      .map(({ path, text }) => `${path}: ${text.ro}`);
    expect(offenders).toEqual([]);
    expect(MISSING_DIACRITICS.test('Numele si adresa')).toBe(true);
  });

  it('have an INT text wherever the English names Romanian law or bodies', () => {
    const offenders = texts
      .filter(({ text }) => ROMANIA_SPECIFIC.test(text.en) && (!text.int || ROMANIA_SPECIFIC.test(text.int)))
      .map(({ path }) => path);
    expect(offenders).toEqual([]);
  });
});

describe('preset kinds of legitimate interest', () => {
  it('give every operation on legitimate interest a kind, and no other operation one', () => {
    const onInterest = ops.filter((o) => o.grounds.includes('LEGITIMATE_INTEREST'));
    expect(onInterest.length).toBeGreaterThan(40);
    expect(onInterest.filter((o) => o.interestKind === null).map((o) => o.id)).toEqual([]);
    expect(
      ops
        .filter((o) => !o.grounds.includes('LEGITIMATE_INTEREST') && o.interestKind !== null)
        .map((o) => o.id),
    ).toEqual([]);
  });

  it('name the interest each typical operation pursues', () => {
    expect(byId('pc-pr-feedback').interestKind).toBe('FEEDBACK_AND_SERVICE_IMPROVEMENT');
    expect(byId('e-ms-cctv').interestKind).toBe('VIDEO_SURVEILLANCE');
    expect(byId('e-ms-gps').interestKind).toBe('EMPLOYEE_MONITORING');
    expect(byId('e-ms-it').interestKind).toBe('NETWORK_AND_IT_SECURITY');
    expect(byId('bc-idc-contacts').interestKind).toBe('B2B_CONTACT_MANAGEMENT');
    expect(byId('osu-cl-fraud').interestKind).toBe('SECURITY_AND_FRAUD');
    expect(byId('e-sd-litigation').interestKind).toBe('LEGAL_CLAIMS');
    expect(byId('ou-site-contact').interestKind).toBe('RESPONDING_TO_ENQUIRIES');
    // OTHER is for the admin's own operations: every preset's interest is one the content answers.
    expect(ops.filter((o) => o.interestKind === 'OTHER').map((o) => o.id)).toEqual([]);
  });
});

describe('preset assessment answers', () => {
  const answersOf = (subject: TDataSubject) =>
    presetsBySubject[subject].situations.flatMap((s) => s.operations.map((o) => o.vulnerableSubjects));

  it('say client and supplier representatives are not vulnerable, and employees, candidates and patients are', () => {
    for (const subject of ['BUSINESS_CLIENTS', 'BUSINESS_SUPPLIERS'] as const) {
      expect(new Set(answersOf(subject))).toEqual(new Set([false]));
    }
    for (const subject of ['EMPLOYEES', 'CANDIDATES', 'PATIENTS'] as const) {
      expect(new Set(answersOf(subject))).toEqual(new Set([true]));
    }
  });

  it('say minors are vulnerable only in the operations about minors, leaving other attendants to the admin', () => {
    expect(byId('oa-fsc-minors').vulnerableSubjects).toBe(true);
    expect(byId('oc-ins-minors').vulnerableSubjects).toBe(true);
    expect(byId('oc-ins-signup').vulnerableSubjects).toBeNull();
    expect(byId('oa-fsc-checkin').vulnerableSubjects).toBeNull();
  });

  it('call invoicing, data protection requests, server logs and personnel administration ancillary, keep a clinic core', () => {
    const ancillary = ops.filter((o) => /-(invoice|dsr|security)$/.test(o.id));
    expect(ancillary.length).toBeGreaterThan(15);
    expect(ancillary.filter((o) => o.coreActivity !== false).map((o) => o.id)).toEqual([]);
    for (const id of ['e-cim-revisal', 'e-drm-worktime', 'e-drm-sickleave', 'e-drm-payroll']) {
      expect(byId(id).coreActivity).toBe(false);
    }
    expect(byId('p-med-care').coreActivity).toBe(true);
    // What depends on the company stays unsaid.
    expect(byId('osu-cl-order').coreActivity).toBeNull();
    expect(byId('osu-cl-order').vulnerableSubjects).toBeNull();
  });
});
