// Periods: bought today, on a chosen day or renewed from the previous end, in months or days;
// renewal chains that stay on month ends; pause and restart.
import type { CardFacts } from '../../parking/cards/card-state';
import { MAX_DAYS, MAX_MONTHS, type Period, type PeriodLength, pause, purchasePeriod, restart } from './period';
import { RENTAL_REFUSALS } from './refusals';

const local = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const shown = (period: Period) => {
  const text = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  return `${text(period.start)} ~ ${text(period.end)}`;
};
const bought = (outcome: ReturnType<typeof purchasePeriod>) => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal}`);
  return outcome.period;
};
const NOW = local('2025-03-10 15:30:12');

describe('a bought period', () => {
  it('starting today begins at 00:00:00 of the operator\'s today', () => {
    expect(shown(bought(purchasePeriod({ from: 'today' }, { months: 1 }, NOW)))).toBe('2025-03-10 00:00:00 ~ 2025-04-09 23:59:59');
    // 23:30 UTC on the 9th is already the 10th in Beijing.
    expect(shown(bought(purchasePeriod({ from: 'today' }, { months: 1 }, Date.parse('2025-03-09T23:30:00Z'))))).toBe('2025-03-10 00:00:00 ~ 2025-04-09 23:59:59');
  });

  it('starting on a chosen day, today or later, begins at its 00:00:00', () => {
    expect(shown(bought(purchasePeriod({ from: 'date', date: '2025-03-31' }, { months: 1 }, NOW)))).toBe('2025-03-31 00:00:00 ~ 2025-04-30 23:59:59');
    expect(shown(bought(purchasePeriod({ from: 'date', date: '2025-03-10' }, { months: 3 }, NOW)))).toBe('2025-03-10 00:00:00 ~ 2025-06-09 23:59:59');
    expect(purchasePeriod({ from: 'date', date: '2025-03-09' }, { months: 1 }, NOW))
      .toEqual({ ok: false, refusal: RENTAL_REFUSALS.startBeforeToday, values: { today: '2025-03-10' } });
    expect(purchasePeriod({ from: 'date', date: '2025-02-29' }, { months: 1 }, NOW))
      .toEqual({ ok: false, refusal: RENTAL_REFUSALS.dateInvalid, values: { date: '2025-02-29' } });
  });

  it('ends on the last day of a month too short for its start day (Jan 31, leap years)', () => {
    const fromJan31 = (year: number) => shown(bought(purchasePeriod({ from: 'date', date: `${year}-01-31` }, { months: 1 }, local(`${year}-01-01 08:00:00`))));
    expect(fromJan31(2025)).toBe('2025-01-31 00:00:00 ~ 2025-02-28 23:59:59');
    expect(fromJan31(2024)).toBe('2024-01-31 00:00:00 ~ 2024-02-29 23:59:59');
  });

  it('counts days for a day card: N days end on the N-th day', () => {
    expect(shown(bought(purchasePeriod({ from: 'today' }, { days: 1 }, NOW)))).toBe('2025-03-10 00:00:00 ~ 2025-03-10 23:59:59');
    expect(shown(bought(purchasePeriod({ from: 'date', date: '2024-02-26' }, { days: 7 }, local('2024-02-20 10:00:00'))))).toBe('2024-02-26 00:00:00 ~ 2024-03-03 23:59:59');
    expect(shown(bought(purchasePeriod({ from: 'date', date: '2025-02-26' }, { days: 7 }, local('2025-02-20 10:00:00'))))).toBe('2025-02-26 00:00:00 ~ 2025-03-04 23:59:59');
  });

  it.each<[PeriodLength, number]>([
    [{ months: 0 }, MAX_MONTHS], [{ months: -1 }, MAX_MONTHS], [{ months: 1.5 }, MAX_MONTHS], [{ months: Number.NaN }, MAX_MONTHS],
    [{ months: MAX_MONTHS + 1 }, MAX_MONTHS], [{ days: 0 }, MAX_DAYS], [{ days: MAX_DAYS + 1 }, MAX_DAYS],
  ])('refuses a count that is not a whole number from 1 to the maximum: %j', (length, max) => {
    expect(purchasePeriod({ from: 'today' }, length, NOW)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.countInvalid, values: { max } });
  });

  it('sells the longest counts', () => {
    expect(shown(bought(purchasePeriod({ from: 'today' }, { months: MAX_MONTHS }, NOW)))).toBe('2025-03-10 00:00:00 ~ 2035-03-09 23:59:59');
    expect(purchasePeriod({ from: 'today' }, { days: MAX_DAYS }, NOW).ok).toBe(true);
  });
});

describe('a renewal', () => {
  const renew = (previousEnd: number, months: number, at: number, renewalGraceDays = 7) =>
    bought(purchasePeriod({ from: 'previousEnd', previousEnd, renewalGraceDays }, { months }, at));

  it('starts 1 s after the previous end', () => {
    const end = local('2025-03-14 23:59:59');
    expect(shown(renew(end, 1, NOW))).toBe('2025-03-15 00:00:00 ~ 2025-04-14 23:59:59');
  });

  it('of a card ending on Jan 31 ends on Feb 28, not Mar 3 (PHP\'s +1 month)', () => {
    expect(shown(renew(local('2025-01-31 23:59:59'), 1, local('2025-01-25 09:00:00')))).toBe('2025-02-01 00:00:00 ~ 2025-02-28 23:59:59');
    expect(shown(renew(local('2024-01-31 23:59:59'), 1, local('2024-01-25 09:00:00')))).toBe('2024-02-01 00:00:00 ~ 2024-02-29 23:59:59');
    expect(shown(renew(local('2025-01-31 23:59:59'), 3, local('2025-01-25 09:00:00')))).toBe('2025-02-01 00:00:00 ~ 2025-04-30 23:59:59');
  });

  it.each([2024, 2025])('renewed 12 times from Jan 31 %i, ends on each month\'s last day', (year) => {
    let end = local(`${year}-01-31 23:59:59`);
    const ends: string[] = [];
    for (let i = 0; i < 12; i++) {
      const period = renew(end, 1, end - 3_600_000);
      expect(period.start).toBe(end + 1_000);
      end = period.end;
      ends.push(shown(period).slice(-19, -9));
    }
    const february = year === 2024 ? '29' : '28';
    const y = String(year);
    const next = String(year + 1);
    expect(ends).toEqual([
      `${y}-02-${february}`, `${y}-03-31`, `${y}-04-30`, `${y}-05-31`, `${y}-06-30`, `${y}-07-31`,
      `${y}-08-31`, `${y}-09-30`, `${y}-10-31`, `${y}-11-30`, `${y}-12-31`, `${next}-01-31`,
    ]);
  });

  it('chains a card begun mid-month on the same day of each month, across December', () => {
    let end = local('2024-11-14 23:59:59');
    const ends: string[] = [];
    for (let i = 0; i < 3; i++) {
      const period = renew(end, 1, end);
      end = period.end;
      ends.push(shown(period));
    }
    expect(ends).toEqual([
      '2024-11-15 00:00:00 ~ 2024-12-14 23:59:59', '2024-12-15 00:00:00 ~ 2025-01-14 23:59:59', '2025-01-15 00:00:00 ~ 2025-02-14 23:59:59',
    ]);
  });

  it('is open until the last second of the renewal grace, from the previous end', () => {
    const end = local('2025-01-31 23:59:59');
    expect(shown(renew(end, 1, local('2025-02-07 23:59:59')))).toBe('2025-02-01 00:00:00 ~ 2025-02-28 23:59:59');
    expect(purchasePeriod({ from: 'previousEnd', previousEnd: end, renewalGraceDays: 7 }, { months: 1 }, local('2025-02-08 00:00:00')))
      .toEqual({ ok: false, refusal: RENTAL_REFUSALS.renewalClosed, values: { lastDay: '2025-02-07' } });
    expect(renew(end, 1, end, 0).start).toBe(end + 1_000);
    expect(purchasePeriod({ from: 'previousEnd', previousEnd: end, renewalGraceDays: 0 }, { months: 1 }, end + 1_000))
      .toEqual({ ok: false, refusal: RENTAL_REFUSALS.renewalClosed, values: { lastDay: '2025-01-31' } });
  });
});

describe('pause and restart', () => {
  const card: CardFacts = { start: local('2025-03-01 00:00:00'), end: local('2025-03-31 23:59:59'), pausedAt: null, cancelled: false };
  const pausedAt = local('2025-03-10 15:00:00');
  const paused: CardFacts = { ...card, pausedAt };

  it('pauses an active card from the next midnight', () => {
    expect(pause(card, pausedAt)).toEqual({ ok: true, pausedAt, pausedFrom: local('2025-03-11 00:00:00') });
    expect(pause(card, local('2025-03-31 23:59:59'))).toEqual({ ok: true, pausedAt: local('2025-03-31 23:59:59'), pausedFrom: local('2025-04-01 00:00:00') });
  });

  it('refuses to pause a card that is not active, or already paused', () => {
    const refused = { ok: false, refusal: RENTAL_REFUSALS.pauseNotActive };
    expect(pause(card, local('2025-02-28 12:00:00'))).toEqual(refused);
    expect(pause(card, local('2025-04-01 00:00:00'))).toEqual(refused);
    expect(pause(paused, local('2025-03-10 18:00:00'))).toEqual(refused);
    expect(pause({ ...card, cancelled: true, end: local('2025-03-05 23:59:59') }, pausedAt)).toEqual(refused);
  });

  it('moves start and end by the days from the day asked to the restart\'s day', () => {
    expect(restart(paused, local('2025-03-20 09:00:00'))).toEqual({
      ok: true, daysPaused: 10, period: { start: local('2025-03-11 00:00:00'), end: local('2025-04-10 23:59:59') },
    });
  });

  it('gives a day partly paused back whole, and nothing for a restart the day it was asked', () => {
    const lateAsked: CardFacts = { ...card, pausedAt: local('2025-03-10 23:59:59') };
    expect(restart(lateAsked, local('2025-03-11 00:00:01'))).toMatchObject({ ok: true, daysPaused: 1, period: { end: local('2025-04-01 23:59:59') } });
    expect(restart(paused, local('2025-03-10 23:59:59'))).toEqual({ ok: true, daysPaused: 0, period: { start: card.start, end: card.end } });
  });

  it('gives back the days of a pause asked on the last day', () => {
    const lastDay: CardFacts = { ...card, pausedAt: local('2025-03-31 10:00:00') };
    expect(restart(lastDay, local('2025-04-05 08:00:00'))).toMatchObject({ ok: true, daysPaused: 5, period: { end: local('2025-04-05 23:59:59') } });
  });

  it('refuses a restart before the pause, or of a card not paused', () => {
    expect(restart(paused, local('2025-03-09 12:00:00')))
      .toEqual({ ok: false, refusal: RENTAL_REFUSALS.datesOutOfOrder, values: { from: '2025-03-10', to: '2025-03-09' } });
    expect(restart(card, local('2025-03-20 09:00:00'))).toEqual({ ok: false, refusal: RENTAL_REFUSALS.notPaused });
  });
});
