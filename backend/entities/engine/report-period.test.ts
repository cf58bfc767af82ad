import type { ReportPeriodLimit } from '../../../lib/screens/types';
import { limitReportPeriod } from './report-period';

const daily: ReportPeriodLimit = { field: 'day', period: { months: 12 } };
const byGranularity: ReportPeriodLimit = { field: 'day', period: { months: 12 }, granularity: { field: 'granularity', otherwise: 'day' } };
/** 29 November 2026, 01:00 on the operator's clock (still the 28th in UTC). */
const NOW = Date.parse('2026-11-29T01:00:00+08:00');
const refused = (limit: ReportPeriodLimit, filters: Record<string, unknown>) => {
  try {
    limitReportPeriod(limit, filters, NOW);
  } catch (error) {
    const failure = error as { code: string; values: unknown; extra: unknown };
    return { code: failure.code, values: failure.values, extra: failure.extra };
  }
  throw new Error('not refused');
};

describe('a report period on a date field', () => {
  it('takes a period within the limit as typed', () => {
    expect(limitReportPeriod(daily, { day: { from: '2026-01-31', to: '2027-01-30' }, lotId: 3 }, NOW))
      .toEqual({ day: { from: '2026-01-31', to: '2027-01-30' }, lotId: 3 });
  });

  it('without a range shows the longest period up to today on the operator\'s clock', () => {
    expect(limitReportPeriod(daily, {}, NOW)).toEqual({ day: { from: '2025-11-30', to: '2026-11-29' } });
    expect(limitReportPeriod({ field: 'day', period: { days: 31 } }, {}, NOW)).toEqual({ day: { from: '2026-10-30', to: '2026-11-29' } });
  });

  it('with a start only ends today, or the last day allowed', () => {
    expect(limitReportPeriod(daily, { day: { from: '2026-11-01' } }, NOW)).toEqual({ day: { from: '2026-11-01', to: '2026-11-29' } });
    expect(limitReportPeriod(daily, { day: { from: '2024-03-01' } }, NOW)).toEqual({ day: { from: '2024-03-01', to: '2025-02-28' } });
  });

  it('refuses a reversed, unparsable or too long period with the report refusals', () => {
    expect(refused(daily, { day: { from: '2026-11-02', to: '2026-11-01' } })).toEqual({ code: 'reportPeriodReversed', values: {}, extra: { fields: { day: 'periodReversed' } } });
    expect(refused(daily, { day: { from: '2025-02-29', to: '2025-03-01' } }).code).toBe('reportPeriodUnparsable');
    expect(refused(daily, { day: { from: '2025-01-31', to: '2026-01-31' } })).toMatchObject({ code: 'reportPeriodTooLong', values: { last: '2026-01-30' } });
  });

  it('takes the chosen granularity\'s limit, and refuses one it does not know', () => {
    const threeYears = { day: { from: '2024-01-01', to: '2026-12-31' } };
    expect(refused(byGranularity, threeYears).code).toBe('reportPeriodTooLong');
    expect(limitReportPeriod(byGranularity, { ...threeYears, granularity: 'month' }, NOW)).toEqual({ ...threeYears, granularity: 'month' });
    expect(refused(byGranularity, { ...threeYears, granularity: 'month', day: { from: '2023-12-31', to: '2026-12-31' } }).code).toBe('reportPeriodTooLong');
    expect(refused(byGranularity, { granularity: 'week' }).code).toBe('reportUnknownGranularity');
    // None chosen: cut by the declared one.
    expect(limitReportPeriod(byGranularity, { day: { from: '2026-11-01', to: '2026-11-02' } }, NOW)).toEqual({ day: { from: '2026-11-01', to: '2026-11-02' }, granularity: 'day' });
  });
});
