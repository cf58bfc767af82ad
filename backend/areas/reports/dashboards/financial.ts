// /FinancialStatisticalAnalysis (docs/reports.md, "Dashboards"): money over a period and the
// caller's lots (or one): every figure of lib/reports/money-figures.ts, month on month and year on
// year (comparablePeriod), the trend by day or month, received by channel and by purpose, and the lots.
import { PAYMENT_CHANNELS } from '../../../../lib/parking/channels';
import { compare, compareRates } from '../../../../lib/reports/comparison';
import { PAYMENT_PURPOSES, paidKind, type MoneyEventSum } from '../../../../lib/reports/money-events';
import { moneyFigure, moneyFigures, moneyRate, type MoneyFigure, type MoneyRate } from '../../../../lib/reports/money-figures';
import { DEFAULT_PERIOD_LIMITS, bucketsOf, comparablePeriod, datesOf, type DayRange } from '../../../../lib/reports/periods';
import { FINANCIAL_GRANULARITIES } from '../../../../lib/areas/reports/dashboards/answer-kinds';
import type { RequestContext } from '../../../context';
import { DAILY_MONEY } from '../rollups';
import { asOfRollups, type Answer, type Card, type Table } from './build';
import { allSums, readMoneySums, type MoneyGroup } from '../money-sums';
import { dashboardLots, dashboardPeriod, lotIdsOf, refuseReport } from './request';

type FinancialGranularity = (typeof FINANCIAL_GRANULARITIES)[number];

/** The cards, in order: the money the issue names, then the two rates. */
export const FINANCIAL_FIGURES: readonly MoneyFigure[] = [
  'receivable', 'received', 'discounts', 'waived', 'paidFromBalance', 'refunded', 'net', 'arrearsCreated', 'arrearsRecovered',
  'parkingIncome', 'monthlyIncome', 'storedValueIncome', 'invoiced',
];
export const FINANCIAL_RATES: readonly MoneyRate[] = ['receivedRate', 'arrearsRecoveryRate'];
/** The trend's columns. */
const TREND: readonly MoneyFigure[] = ['receivable', 'received', 'refunded', 'net'];

export async function financialAnalysis(context: RequestContext, input: { from: string; to: string; lotId?: number; granularity: string }): Promise<Answer> {
  const granularity = input.granularity as FinancialGranularity;
  if (!FINANCIAL_GRANULARITIES.includes(granularity)) throw refuseReport('unknownGranularity');
  const range = dashboardPeriod(input, DEFAULT_PERIOD_LIMITS[granularity]);
  const lots = await dashboardLots(context, input.lotId);
  const ids = lotIdsOf(lots);
  const monthOnMonth = comparablePeriod(range, 'monthOnMonth');
  const yearOnYear = comparablePeriod(range, 'yearOnYear');
  const read = (period: DayRange, by: MoneyGroup) => readMoneySums(context.db, ids, period, by);
  const [buckets, byLot, mom, yoy] = [await read(range, granularity), await read(range, 'lot'), await read(monthOnMonth, 'all'), await read(yearOnYear, 'all')];

  const now = moneyFigures(allSums(buckets));
  const bases = [moneyFigures(allSums(mom)), moneyFigures(allSums(yoy))] as const;
  const cards: Card[] = [
    ...FINANCIAL_FIGURES.map((figure): Card => ({
      figure, value: now[figure], unit: 'fen', monthOnMonth: compare(now[figure], bases[0][figure]), yearOnYear: compare(now[figure], bases[1][figure]),
    })),
    ...FINANCIAL_RATES.map((rate): Card => ({
      figure: rate, value: moneyRate(rate, now), unit: 'bp',
      monthOnMonth: compareRates(moneyRate(rate, now), moneyRate(rate, bases[0])), yearOnYear: compareRates(moneyRate(rate, now), moneyRate(rate, bases[1])),
    })),
  ];
  return {
    period: datesOf(range),
    compared: { monthOnMonth: datesOf(monthOnMonth), yearOnYear: datesOf(yearOnYear) },
    asOf: await asOfRollups(context.db, [DAILY_MONEY]),
    cards,
    tables: [trendTable(buckets, range, granularity), channelTable(allSums(buckets)), purposeTable(allSums(buckets)), lotTable(byLot, lots)],
  };
}

function trendTable(buckets: Map<string, MoneyEventSum[]>, range: DayRange, granularity: FinancialGranularity): Table {
  const rows = bucketsOf(range, granularity).map((bucket) => {
    const figures = moneyFigures(buckets.get(bucket.key) ?? []);
    return { key: bucket.key, values: TREND.map((figure) => figures[figure]) };
  });
  return { key: 'trend', chart: 'line', rowKind: 'bucket', columns: TREND.map((name) => ({ name, unit: 'fen' })), rows };
}

/** Received by channel: the paid kind of each channel. */
function channelTable(sums: readonly MoneyEventSum[]): Table {
  const rows = PAYMENT_CHANNELS.map((channel) => ({
    key: channel, values: [sums.filter((s) => s.kind === paidKind(channel)).reduce((total, s) => total + s.amount, 0)],
  }));
  return { key: 'receivedByChannel', chart: 'pie', rowKind: 'channel', columns: [{ name: 'received', unit: 'fen' }], rows };
}

/** Received by purpose (lib/reports/money-events.ts PAYMENT_PURPOSES). */
function purposeTable(sums: readonly MoneyEventSum[]): Table {
  const received = (purpose: string) => moneyFigure('received', sums.filter((s) => s.purpose === purpose));
  return {
    key: 'receivedByPurpose', chart: 'bar', rowKind: 'purpose', columns: [{ name: 'received', unit: 'fen' }],
    rows: PAYMENT_PURPOSES.map((purpose) => ({ key: purpose, values: [received(purpose)] })),
  };
}

/** Each lot: receivable, received, the received rate and arrears made, by received (most first). */
function lotTable(byLot: Map<string, MoneyEventSum[]>, lots: readonly { id: number; name: string }[]): Table {
  const rows = lots.map((lot) => {
    const figures = moneyFigures(byLot.get(String(lot.id)) ?? []);
    return { key: String(lot.id), label: lot.name, values: [figures.receivable, figures.received, moneyRate('receivedRate', figures), figures.arrearsCreated] };
  }).sort((a, b) => (b.values[1] ?? 0) - (a.values[1] ?? 0) || a.label.localeCompare(b.label));
  return {
    key: 'lots', chart: 'bar', rowKind: 'named', rows,
    columns: [{ name: 'receivable', unit: 'fen' }, { name: 'received', unit: 'fen' }, { name: 'receivedRate', unit: 'bp' }, { name: 'arrearsCreated', unit: 'fen' }],
  };
}
