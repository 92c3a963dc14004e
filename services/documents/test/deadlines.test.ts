import { legalParameters, type TLegalParameters } from '@conform/catalogues';
import {
  addMonths,
  breachClock,
  breachNotifyBy,
  breachStage,
  daysBetween,
  dueReminder,
  isWorkingDay,
  nextWorkingDay,
  orthodoxEaster,
  requestDeadline,
  romanianHolidays,
  todayIn,
} from '../src/registers/deadlines.ts';
import { companyDeadlines } from '../src/registers/clocks.ts';

describe('the answer deadline of a data-subject request (Art. 12(3), Regulation 1182/71)', () => {
  // Received on, the period's last day (Art. 3(2)(c)), the deadline once a weekend or holiday moves it (Art. 3(4)).
  it.each([
    ['2026-03-15', '2026-04-15', '2026-04-15'],
    ['2026-01-31', '2026-02-28', '2026-03-02'], // February has no 31st: its last day, a Saturday
    ['2028-01-31', '2028-02-29', '2028-02-29'], // leap year
    ['2028-01-29', '2028-02-29', '2028-02-29'],
    ['2027-01-29', '2027-02-28', '2027-03-01'], // a Sunday
    ['2026-03-31', '2026-04-30', '2026-04-30'],
    ['2026-12-15', '2027-01-15', '2027-01-15'], // across the year
    ['2026-12-31', '2027-01-31', '2027-02-01'],
  ])('received on %s: the month ends on %s, the answer is due on %s', (received, end, due) => {
    expect(addMonths(received, 1)).toBe(end);
    expect(requestDeadline(received, false, 'RO')).toBe(due);
  });

  it.each([
    ['2026-03-15', '2026-06-15'],
    ['2026-11-30', '2027-03-01'], // extended into February: its last day, a Sunday
    ['2027-11-30', '2028-02-29'], // and into a leap February
    ['2026-05-31', '2026-08-31'],
    ['2026-10-31', '2027-02-01'], // 31 January 2027 is a Sunday
    ['2026-09-25', '2026-12-28'], // Christmas, its second day, then the weekend
  ])('extended by two further months, received on %s: due on %s', (received, due) => {
    expect(requestDeadline(received, true, 'RO')).toBe(due);
  });

  // A period ending on a Romanian public holiday (Labour Code art. 139(1)) ends on the next working day.
  it.each([
    ['2025-12-01', '2026-01-05', 'New Year (1 and 2 January), then the weekend'],
    ['2025-12-06', '2026-01-08', 'Epiphany and St John (6 and 7 January)'],
    ['2027-12-24', '2028-01-25', 'the Union of the Principalities (24 January)'],
    [
      '2026-03-10',
      '2026-04-14',
      'Good Friday, the weekend with Easter Sunday, Easter Monday (Orthodox, 2026)',
    ],
    ['2027-03-30', '2027-05-04', 'Good Friday, 1 May on Saturday, Easter Sunday and Monday (Orthodox, 2027)'],
    ['2026-04-01', '2026-05-04', 'Labour Day (1 May), then the weekend'],
    ['2026-05-01', '2026-06-02', 'Pentecost Monday, also Children’s Day (1 June 2026)'],
    ['2027-05-21', '2027-06-22', 'Pentecost Monday (21 June 2027, Easter + 50 days)'],
    ['2028-07-15', '2028-08-16', 'the Assumption (15 August)'],
    ['2026-10-30', '2026-12-02', 'St Andrew (30 November), then the National Day (1 December)'],
    ['2026-11-25', '2026-12-28', 'Christmas (25 and 26 December), then Sunday'],
  ])('received on %s: due on %s (%s)', (received, due) => {
    expect(requestDeadline(received, false, 'RO')).toBe(due);
  });

  it('moves a deadline over weekends only for a company outside Romania (its holidays are not known)', () => {
    expect(requestDeadline('2026-11-01', false, 'DE')).toBe('2026-12-01');
    expect(requestDeadline('2026-11-01', false, 'RO')).toBe('2026-12-02');
    expect(requestDeadline('2026-01-31', false, 'DE')).toBe('2026-03-02');
  });

  it('computes Orthodox Easter (Gregorian dates) and the year’s Romanian public holidays', () => {
    expect([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028].map(orthodoxEaster)).toEqual([
      '2018-04-08',
      '2019-04-28',
      '2020-04-19',
      '2021-05-02',
      '2022-04-24',
      '2023-04-16',
      '2024-05-05',
      '2025-04-20',
      '2026-04-12',
      '2027-05-02',
      '2028-04-16',
    ]);
    expect([...romanianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-02',
      '2026-01-06',
      '2026-01-07',
      '2026-01-24',
      '2026-04-10', // Good Friday
      '2026-04-12', // Easter
      '2026-04-13',
      '2026-05-01',
      '2026-05-31', // Pentecost
      '2026-06-01',
      '2026-08-15',
      '2026-11-30',
      '2026-12-01',
      '2026-12-25',
      '2026-12-26',
    ]);
    // Holidays added over the years count only since they exist.
    expect(romanianHolidays(2023).has('2023-01-06')).toBe(false);
    expect(romanianHolidays(2017).has('2017-04-14')).toBe(false);
    expect(romanianHolidays(2018).has('2018-04-06')).toBe(true);
    expect(isWorkingDay('2026-03-02', 'RO')).toBe(true);
    expect(isWorkingDay('2026-12-01', 'RO')).toBe(false);
    expect(isWorkingDay('2026-12-01', 'FR')).toBe(true);
    expect(nextWorkingDay('2026-04-10', 'RO')).toBe('2026-04-14');
    expect(nextWorkingDay('2026-04-15', 'RO')).toBe('2026-04-15');
  });

  it('adds months by the calendar, not by 30 days', () => {
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-28');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('counts days to the deadline: 0 on the day, negative after it', () => {
    expect(daysBetween('2026-02-20', '2026-03-01')).toBe(9);
    expect(daysBetween('2028-02-20', '2028-03-01')).toBe(10);
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-03-02', '2026-03-01')).toBe(-1);
    // Across the change to summer time: still whole days.
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it("takes today's date in Romania, not in UTC", () => {
    // 23:30 UTC on 30 June is already 1 July in Bucharest (UTC+3 in summer).
    expect(todayIn(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(todayIn(new Date('2026-12-31T21:59:00Z'))).toBe('2026-12-31');
    expect(todayIn(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01');
  });
});

describe('reminders before the deadline', () => {
  it('reminds a week before, two days before and on the day, each once', () => {
    expect(dueReminder('2026-04-15', '2026-04-01', [])).toBeNull();
    expect(dueReminder('2026-04-15', '2026-04-08', [])).toBe(7);
    expect(dueReminder('2026-04-15', '2026-04-09', [7])).toBeNull();
    expect(dueReminder('2026-04-15', '2026-04-13', [7])).toBe(2);
    expect(dueReminder('2026-04-15', '2026-04-15', [7, 2])).toBe(0);
    expect(dueReminder('2026-04-15', '2026-04-15', [7, 2, 0])).toBeNull();
  });

  it('sends only the closest reminder when stages were skipped, and none after the deadline', () => {
    expect(dueReminder('2026-04-15', '2026-04-14', [])).toBe(2);
    expect(dueReminder('2026-04-15', '2026-04-16', [])).toBeNull();
  });
});

describe('the 72-hour clock of a breach (Art. 33(1))', () => {
  const aware = new Date('2026-11-20T10:15:00Z');

  it('runs 72 hours from awareness, over a weekend as any other day', () => {
    const clock = breachClock(aware, new Date('2026-11-20T10:15:00Z'));
    expect(clock.notifyBy.toISOString()).toBe('2026-11-23T10:15:00.000Z');
    expect(clock.minutesLeft).toBe(72 * 60);
    expect(clock.overdue).toBe(false);
  });

  it('counts down and goes overdue after the 72nd hour', () => {
    expect(breachClock(aware, new Date('2026-11-23T09:15:00Z')).minutesLeft).toBe(60);
    expect(breachClock(aware, new Date('2026-11-23T10:15:00Z')).overdue).toBe(false);
    const late = breachClock(aware, new Date('2026-11-23T10:16:00Z'));
    expect(late.overdue).toBe(true);
    expect(late.minutesLeft).toBe(-1);
  });
});

describe('the clocks follow the legal figures in force on the day that matters', () => {
  // A change of the law entered ahead of its date (a test table: the catalogue's is never changed).
  const amended: TLegalParameters = structuredClone(legalParameters);
  amended.BREACH_NOTIFICATION_HOURS.values.push({
    value: 96,
    from: '2028-01-01',
    source: { ro: 'un regulament de modificare', en: 'an amending regulation' },
  });
  amended.REQUEST_RESPONSE_MONTHS.values.push({
    value: 2,
    from: '2028-01-01',
    source: { ro: 'un regulament de modificare', en: 'an amending regulation' },
  });

  it('a breach discovered before the change keeps 72 hours; one discovered from its day has 96', () => {
    expect(breachNotifyBy(new Date('2027-12-31T09:00:00Z'), amended).toISOString()).toBe(
      '2028-01-03T09:00:00.000Z',
    );
    expect(breachNotifyBy(new Date('2028-01-01T09:00:00Z'), amended).toISOString()).toBe(
      '2028-01-05T09:00:00.000Z',
    );
  });

  it('a request is due by the months in force on the day it was received', () => {
    expect(requestDeadline('2027-12-15', false, 'DE', amended)).toBe('2028-01-17');
    expect(requestDeadline('2028-01-14', false, 'DE', amended)).toBe('2028-03-14');
    expect(requestDeadline('2028-01-14', true, 'DE', amended)).toBe('2028-05-15');
  });
});

describe('the reviews on the deadlines page: counted from the current version', () => {
  const now = new Date('2026-11-20T09:00:00Z');
  const doc = (type: string, product: string, madeOn: string | null, status = 'READY') => ({
    type,
    product,
    status,
    versionMadeAt: madeOn ? new Date(`${madeOn}T10:00:00Z`) : null,
  });

  it('the record yearly, the DPIA every three years, the internal policies yearly; nothing else, nothing not ready', () => {
    const { deadlines } = companyDeadlines(
      {
        requests: [],
        breaches: [],
        documents: [
          doc('REGISTRU_OPERATOR', 'INTERNAL_POLICIES', '2025-12-01'),
          doc('EIPD.en', 'INTERNAL_POLICIES', '2024-01-10'),
          doc('POLITICA_SECURITATE_IT', 'INTERNAL_POLICIES', '2025-10-01'),
          doc('NOTA_INFORMARE_ANGAJATI', 'EMPLOYEES', '2024-01-01'),
          doc('PROCEDURA_INCIDENTE', 'INTERNAL_POLICIES', '2025-01-01', 'LOCKED'),
          doc('PROCEDURA_CERERI', 'INTERNAL_POLICIES', null, 'PROCESSING'),
        ],
      },
      now,
    );
    expect(deadlines.map((d) => [d.reference, d.subject, d.due, d.state])).toEqual([
      ['POLITICA_SECURITATE_IT', 'POLITICA_SECURITATE_IT', '2026-10-01', 'OVERDUE'],
      ['REGISTRU_OPERATOR', 'REGISTRU_OPERATOR', '2026-12-01', 'DUE_SOON'],
      ['EIPD.en', 'EIPD', '2027-01-10', 'OPEN'],
    ]);
    // The three years are WP248's guidance, said as such.
    expect(deadlines[2]!.source.en).toMatch(/^WP248 rev\.01 guidelines/);
  });
});

describe('the breach reminders (Art. 33(1))', () => {
  const HOUR = 3_600_000;
  it('a day before the deadline, then once it has passed, each once', () => {
    expect(breachStage(30 * HOUR, [])).toBeNull();
    expect(breachStage(24 * HOUR, [])).toBe(24);
    expect(breachStage(2 * HOUR, [24])).toBeNull();
    expect(breachStage(0, [24])).toBe(0);
    expect(breachStage(-5 * HOUR, [24, 0])).toBeNull();
    // Logged after the deadline: only the time-up reminder.
    expect(breachStage(-5 * HOUR, [])).toBe(0);
  });
});
