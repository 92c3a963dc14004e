import {
  addMonths,
  breachClock,
  daysBetween,
  dueReminder,
  requestDeadline,
  todayIn,
} from '../src/registers/deadlines.ts';

describe('the answer deadline of a data-subject request (Art. 12(3), Regulation 1182/71)', () => {
  it.each([
    ['2026-03-15', '2026-04-15'],
    ['2026-01-31', '2026-02-28'], // February has no 31st: its last day
    ['2028-01-31', '2028-02-29'], // leap year
    ['2028-01-29', '2028-02-29'],
    ['2027-01-29', '2027-02-28'],
    ['2026-03-31', '2026-04-30'],
    ['2026-12-15', '2027-01-15'], // across the year
    ['2026-12-31', '2027-01-31'],
  ])('received on %s: due on %s', (received, due) => {
    expect(requestDeadline(received, false)).toBe(due);
  });

  it.each([
    ['2026-03-15', '2026-06-15'],
    ['2026-11-30', '2027-02-28'], // extended into February
    ['2027-11-30', '2028-02-29'], // and into a leap February
    ['2026-05-31', '2026-08-31'],
    ['2026-10-31', '2027-01-31'],
  ])('extended by two further months, received on %s: due on %s', (received, due) => {
    expect(requestDeadline(received, true)).toBe(due);
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
