import fc from 'fast-check';
import { dateOfDay, dayOfDate } from '../parking/cards/operator-days';
import { DEFAULT_PERIOD_LIMITS, bucketKey, datesOf, bucketsOf, checkPeriod, comparablePeriod, daysIn, instantsOf, monthsEarlier, wholeMonthsOf, type DayRange } from './periods';

const day = (date: string) => dayOfDate(date) as number;
const range = (from: string, to: string): DayRange => ({ from: day(from), to: day(to) });
const dates = (r: DayRange) => { const d = datesOf(r); return [d.from, d.to]; };
/** An instant given as the operator's wall time (UTC+8). */
const at = (wall: string) => Date.parse(`${wall}+08:00`);
const GRANS = ['hour', 'day', 'month', 'year'] as const;
const anyDay = fc.integer({ min: day('2000-01-01'), max: day('2099-12-31') });

describe('checkPeriod', () => {
  it('takes a period within the limit, both ends included', () => {
    expect(checkPeriod({ from: '2026-01-01', to: '2026-12-31' }, DEFAULT_PERIOD_LIMITS.day)).toEqual({ ok: true, range: range('2026-01-01', '2026-12-31') });
    expect(checkPeriod({ from: '2026-03-05', to: '2026-03-05' }, { days: 1 })).toEqual({ ok: true, range: range('2026-03-05', '2026-03-05') });
  });

  it('refuses what is no calendar date', () => {
    for (const [from, to] of [['2025-02-29', '2025-03-01'], ['2026-01-01', '2026-1-2'], [undefined, '2026-01-01'], ['2026-01-01', 20260102]]) {
      expect(checkPeriod({ from, to }, DEFAULT_PERIOD_LIMITS.day)).toEqual({ ok: false, refusal: 'periodUnparsable' });
    }
  });

  it('refuses a reversed period', () => {
    expect(checkPeriod({ from: '2026-03-02', to: '2026-03-01' }, DEFAULT_PERIOD_LIMITS.day)).toEqual({ ok: false, refusal: 'periodReversed' });
  });

  it('refuses a period longer than the limit and names the last day allowed', () => {
    expect(checkPeriod({ from: '2026-01-01', to: '2027-01-01' }, DEFAULT_PERIOD_LIMITS.day)).toEqual({ ok: false, refusal: 'periodTooLong', values: { last: '2026-12-31' } });
    expect(checkPeriod({ from: '2026-03-01', to: '2026-04-01' }, DEFAULT_PERIOD_LIMITS.hour)).toEqual({ ok: false, refusal: 'periodTooLong', values: { last: '2026-03-31' } });
    // A year of days from 31 January ends on 30 January (months clamp, never into March).
    expect(checkPeriod({ from: '2026-01-31', to: '2027-01-31' }, { months: 12 })).toMatchObject({ refusal: 'periodTooLong', values: { last: '2027-01-30' } });
  });

  it('limits by granularity: 31 days by hour, 12, 36 and 120 months by day, month and year', () => {
    const longest = (g: keyof typeof DEFAULT_PERIOD_LIMITS) => {
      const refused = checkPeriod({ from: '2026-01-01', to: '2099-12-31' }, DEFAULT_PERIOD_LIMITS[g]);
      return refused.ok ? null : refused.values?.last;
    };
    expect(GRANS.map(longest)).toEqual(['2026-01-31', '2026-12-31', '2028-12-31', '2035-12-31']);
    expect(bucketsOf(range('2026-01-01', '2026-01-31'), 'hour')).toHaveLength(744);
  });

  it('takes every period of the allowed length and refuses one day more', () => {
    fc.assert(fc.property(anyDay, fc.integer({ min: 1, max: 400 }), (from, days) => {
      const last = from + days - 1;
      const ok = checkPeriod({ from: dateOfDay(from), to: dateOfDay(last) }, { days });
      const over = checkPeriod({ from: dateOfDay(from), to: dateOfDay(last + 1) }, { days });
      return ok.ok && daysIn(ok.range) === days && !over.ok && over.refusal === 'periodTooLong';
    }));
  });
});

describe('bucketKey', () => {
  it('reads an instant on the operator clock', () => {
    // 2026-03-31 16:30 UTC is 1 April 00:30 in Beijing: April's, 2026's, hour 00.
    const instant = Date.parse('2026-03-31T16:30:00Z');
    expect(GRANS.map((g) => bucketKey(instant, g))).toEqual(['2026-04-01 00', '2026-04-01', '2026-04', '2026']);
    expect(bucketKey(at('2026-12-31T23:59:59.999'), 'year')).toBe('2026');
    expect(bucketKey(at('2026-12-31T15:00:00'), 'hour')).toBe('2026-12-31 15');
  });
});
describe('bucketsOf', () => {
  it('cuts a period by day, month and year, clipping the buckets at its ends', () => {
    const r = range('2025-12-30', '2026-02-02');
    expect(bucketsOf(r, 'day')).toHaveLength(35);
    expect(bucketsOf(r, 'month').map((b) => [b.key, b.start, b.end])).toEqual([
      ['2025-12', at('2025-12-30T00:00:00'), at('2026-01-01T00:00:00')],
      ['2026-01', at('2026-01-01T00:00:00'), at('2026-02-01T00:00:00')],
      ['2026-02', at('2026-02-01T00:00:00'), at('2026-02-03T00:00:00')],
    ]);
    expect(bucketsOf(r, 'year').map((b) => b.key)).toEqual(['2025', '2026']);
    expect(bucketsOf(range('2026-03-01', '2026-03-01'), 'hour').map((b) => b.key)).toEqual(
      Array.from({ length: 24 }, (_, h) => `2026-03-01 ${String(h).padStart(2, '0')}`));
  });

  it('covers the period exactly, without gap or overlap, each bucket keyed by its first instant', () => {
    const granularity = fc.constantFrom(...GRANS);
    fc.assert(fc.property(anyDay, fc.integer({ min: 0, max: 800 }), granularity, (from, length, g) => {
      const r = { from, to: from + (g === 'hour' ? length % 3 : length) };
      const buckets = bucketsOf(r, g);
      const { start, end } = instantsOf(r);
      return buckets[0].start === start && buckets[buckets.length - 1].end === end
        && buckets.every((b, i) => b.start < b.end && (i === 0 || buckets[i - 1].end === b.start)
          && b.key === bucketKey(b.start, g) && b.key === bucketKey(b.end - 1, g))
        && new Set(buckets.map((b) => b.key)).size === buckets.length;
    }));
  });
});

describe('comparablePeriod', () => {
  it('compares 31 March month on month with 28 February (29 in a leap year), and so 30 March', () => {
    expect(dates(comparablePeriod(range('2026-03-31', '2026-03-31'), 'monthOnMonth'))).toEqual(['2026-02-28', '2026-02-28']);
    expect(dates(comparablePeriod(range('2024-03-31', '2024-03-31'), 'monthOnMonth'))).toEqual(['2024-02-29', '2024-02-29']);
    expect(dates(comparablePeriod(range('2026-03-30', '2026-03-30'), 'monthOnMonth'))).toEqual(['2026-02-28', '2026-02-28']);
  });

  it('compares whole months with whole months', () => {
    expect(dates(comparablePeriod(range('2026-03-01', '2026-03-31'), 'monthOnMonth'))).toEqual(['2026-02-01', '2026-02-28']);
    expect(dates(comparablePeriod(range('2026-03-01', '2026-04-30'), 'monthOnMonth'))).toEqual(['2026-02-01', '2026-03-31']);
    expect(dates(comparablePeriod(range('2026-01-01', '2026-01-31'), 'monthOnMonth'))).toEqual(['2025-12-01', '2025-12-31']);
    expect(dates(comparablePeriod(range('2025-02-01', '2025-02-28'), 'yearOnYear'))).toEqual(['2024-02-01', '2024-02-29']);
    expect(dates(comparablePeriod(range('2026-01-01', '2026-12-31'), 'yearOnYear'))).toEqual(['2025-01-01', '2025-12-31']);
  });

  it('compares 29 February year on year with 28 February', () => {
    expect(dates(comparablePeriod(range('2024-02-29', '2024-02-29'), 'yearOnYear'))).toEqual(['2023-02-28', '2023-02-28']);
    expect(dates(comparablePeriod(range('2026-05-15', '2026-05-20'), 'yearOnYear'))).toEqual(['2025-05-15', '2025-05-20']);
  });

  it('keeps a period in order and moves it back into the month before (or the year before)', () => {
    fc.assert(fc.property(anyDay, fc.integer({ min: 0, max: 400 }), (from, length) => {
      const r = { from, to: from + length };
      return (['monthOnMonth', 'yearOnYear'] as const).every((c) => {
        const back = comparablePeriod(r, c);
        const months = c === 'monthOnMonth' ? 1 : 12;
        const monthNo = (d: number) => { const [y, m] = dateOfDay(d).split('-').map(Number); return y * 12 + m; };
        return back.from <= back.to && monthNo(back.from) === monthNo(r.from) - months && monthNo(back.to) === monthNo(r.to) - months;
      });
    }));
  });

  it('moves a day that exists in the earlier month, but a month\'s last, to the same day of the month', () => {
    fc.assert(fc.property(anyDay, (d) => {
      const dom = Number(dateOfDay(d).slice(8));
      const back = monthsEarlier(d, 1);
      // A month's last day goes to the earlier month's last (28 February to 31 January: whole months compare whole).
      const last = dateOfDay(d + 1).endsWith('-01');
      return dom > 28 || last || Number(dateOfDay(back).slice(8)) === dom;
    }));
  });
});

describe('wholeMonthsOf', () => {
  const day = (date: string) => dayOfDate(date)!;
  const dates = (range: DayRange) => `${dateOfDay(range.from)}..${dateOfDay(range.to)}`;
  const split = (from: string, to: string) => {
    const { months, days } = wholeMonthsOf({ from: day(from), to: day(to) });
    return { months: months && dates(months), days: days.map(dates) };
  };

  it('reads whole months by month and the days around them by day', () => {
    expect(split('2026-01-01', '2026-02-15')).toEqual({ months: '2026-01-01..2026-01-01', days: ['2026-02-01..2026-02-15'] });
    expect(split('2025-12-20', '2026-03-31')).toEqual({ months: '2026-01-01..2026-03-01', days: ['2025-12-20..2025-12-31'] });
    expect(split('2024-02-01', '2024-02-29')).toEqual({ months: '2024-02-01..2024-02-01', days: [] });
    expect(split('2026-01-02', '2026-02-27')).toEqual({ months: null, days: ['2026-01-02..2026-02-27'] });
    expect(split('2026-03-05', '2026-03-05')).toEqual({ months: null, days: ['2026-03-05..2026-03-05'] });
  });

  it('covers every day of the range once, whatever its ends', () => {
    const someDay = fc.integer({ min: day('2023-01-01'), max: day('2027-12-31') });
    fc.assert(fc.property(someDay, someDay, (a, b) => {
      const range = { from: Math.min(a, b), to: Math.max(a, b) };
      const { months, days } = wholeMonthsOf(range);
      const covered: number[] = days.flatMap((d) => Array.from({ length: d.to - d.from + 1 }, (_, i) => d.from + i));
      if (months) {
        if (!dateOfDay(months.from).endsWith('-01') || !dateOfDay(months.to).endsWith('-01')) return false;
        // Every day of the months: up to the first day after the last month.
        for (let d = months.from; d <= months.to || !dateOfDay(d).endsWith('-01'); d += 1) covered.push(d);
      }
      covered.sort((x, y) => x - y);
      return covered.length === range.to - range.from + 1 && covered.every((d, i) => d === range.from + i);
    }));
  });
});
