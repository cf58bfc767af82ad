// The money reports (issue 23; docs/reports.md, "Money reports"): what was receivable, received,
// relieved, refunded and owed, by channel, pay station, day, collector, lot and area, read from the
// money rollup (backend/db/migrations/340, views 341), each with a chart of the rows shown. Read and
// export only; lot-scoped; every report declares its longest period once (rangeLimit).
import type { ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, shown } from '../../screens/common-fields';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { STAY_LENGTH_BANDS } from '../../reports/stay-lengths';
import { LOT_FILTER, count, day, lotName, money, percent, period, periodLimit } from './money/fields';

/** What the list shows first: the newest days. */
const newestDays = { field: 'day', direction: 'desc' } as const;
const report = { directory: 'reports', buttons: EXPORT_ONLY, defaultSort: newestDays, lotScoped: true } as const;
/** The channels of /MeansPaymentReport: the payment channels, and stays paid from a stored-value balance. */
export const MEANS_OF_PAYMENT = [...PAYMENT_CHANNELS, 'storedValue'] as const;
/** How /DateTransaction and /SiteRanking cut their period. */
export const MONEY_GRANULARITIES = ['day', 'month', 'year'] as const;
const granularity = (options: readonly string[]) => shown('granularity', 'select', { options, filter: 'select', width: 90 });

export const MONEY_REPORT_SCREENS: readonly ScreenDecl[] = [
  {
    // Received per lot, day and channel, and its share of the lot's day.
    ...report,
    path: '/MeansPaymentReport',
    menuId: 1701,
    entity: 'meansPaymentReport',
    fields: [day, LOT_FILTER, lotName, shown('channel', 'select', { options: MEANS_OF_PAYMENT, filter: 'select', width: 120 }),
      money('amount'), count('payments'), money('dayTotal'), percent('share')],
    rangeLimit: periodLimit('day'),
    chart: { type: 'bar', x: 'day', series: ['amount'], split: 'channel', stacked: true },
  },
  {
    // What each pay station took per day, by channel, and what of it was refunded.
    ...report,
    path: '/PayStationPayInfoReport',
    menuId: 1702,
    entity: 'payStationReport',
    fields: [day, LOT_FILTER, lotName, shown('station', 'text', { filter: 'text', width: 140 }), money('received'), money('paidPaystation'),
      money('paidCash'), money('paidPos'), money('paidAlipay'), money('paidWechat'), money('paidApp'), count('payments'), money('refunded'), count('refunds')],
    rangeLimit: periodLimit('day'),
    chart: { type: 'bar', x: 'day', series: ['received'], split: 'station', stacked: true },
  },
  {
    // The money figures per lot and day, month or year; received rate and arrears recovery rate.
    ...report,
    path: '/DateTransaction',
    menuId: 1703,
    entity: 'dateTransaction',
    fields: [granularity(MONEY_GRANULARITIES), day, period, LOT_FILTER, lotName, money('receivable'), money('received'), money('discounts'),
      money('couponRelief'), money('waived'), money('paidFromBalance'), money('arrearsCreated'), money('arrearsRecovered'), money('refunded'),
      money('monthlyIncome'), money('storedValueIncome'), money('invoiced'), money('invoiceReversed'),
      money('receivedAgainstReceivable', 150), percent('receivedRate'), money('arrearsMadeOwed', 140), money('arrearsMadeRecovered', 150),
      percent('arrearsRecoveryRate', 140)],
    rangeLimit: periodLimit('day', 'granularity'),
    chart: { type: 'bar', x: 'period', series: ['receivable', 'received', 'refunded'] },
  },
  {
    // Per collector (the login that took the payments) and day: payments, received by channel, refunds.
    ...report,
    path: '/TollCollectorReport',
    menuId: 1704,
    entity: 'tollCollectorReport',
    fields: [day, LOT_FILTER, lotName, shown('collector', 'text', { filter: 'text', width: 140 }), count('payments'), money('received'),
      money('paidCash'), money('paidPos'), money('paidOther'), money('refunded'), count('refunds')],
    rangeLimit: periodLimit('day'),
    chart: { type: 'bar', x: 'collector', series: ['paidCash', 'paidPos', 'paidOther'], stacked: true },
  },
  {
    // Lots ranked by received per calendar month or year, month on month and year on year.
    ...report,
    path: '/SiteRanking',
    menuId: 1705,
    entity: 'siteRanking',
    fields: [granularity(['month', 'year']), day, period, count('rank', 80), LOT_FILTER, lotName, money('received'), money('previousReceived', 140),
      percent('monthOnMonth'), money('lastYearReceived', 140), percent('yearOnYear')],
    defaultSort: { field: 'rank', direction: 'asc' },
    rangeLimit: periodLimit('month', 'granularity'),
    chart: { type: 'bar', x: 'lotName', series: ['received', 'previousReceived', 'lastYearReceived'] },
  },
  {
    // The money figures per administrative area (the lot's region), lot and day.
    ...report,
    path: '/AreaIncomeStatics',
    menuId: 1706,
    entity: 'areaIncomeReport',
    fields: [day, shown('region', 'text', { filter: 'text', width: 120 }), LOT_FILTER, lotName, money('receivable'), money('received'),
      money('discounts'), money('waived'), money('refunded'), money('net'), money('arrearsCreated'), money('arrearsRecovered'),
      money('monthlyIncome'), money('storedValueIncome')],
    rangeLimit: periodLimit('day'),
    chart: { type: 'bar', x: 'day', series: ['received'], split: 'region', stacked: true },
  },
  {
    // The reports' "revenue summaries": per lot and month, received by what it paid for, refunds, net.
    ...report,
    path: '/RevenueSummary',
    menuId: 1707,
    entity: 'revenueSummary',
    fields: [day, period, LOT_FILTER, lotName, money('parkingIncome'), money('monthlyIncome'), money('storedValueIncome'),
      money('merchantTopupIncome', 140), money('couponPackageIncome', 140), money('received'), money('refunded'), money('net'), money('paidFromBalance')],
    rangeLimit: periodLimit('month'),
    chart: { type: 'bar', x: 'period', series: ['parkingIncome', 'monthlyIncome', 'storedValueIncome', 'merchantTopupIncome', 'couponPackageIncome'], stacked: true },
  },
  {
    // The reports' "deduction": stays paid from stored-value balances and merchants' coupons, per lot and day.
    ...report,
    path: '/DeductionReport',
    menuId: 1708,
    entity: 'deductionReport',
    fields: [day, LOT_FILTER, lotName, money('paidFromBalance'), count('balancePayments'), money('couponRelief'), count('couponsUsed'), money('deducted')],
    rangeLimit: periodLimit('day'),
    chart: { type: 'bar', x: 'day', series: ['paidFromBalance', 'couponRelief'], stacked: true },
  },
  {
    // The reports' "temporary stop": temporary parking's money per lot and day.
    ...report,
    path: '/TemporaryStopReport',
    menuId: 1709,
    entity: 'temporaryStopReport',
    fields: [day, LOT_FILTER, lotName, money('receivable'), money('parkingIncome'), count('payments'), money('discounts'), money('waived'),
      money('paidFromBalance'), money('arrearsCreated'), money('arrearsRecovered'), money('parkingRefunded')],
    rangeLimit: periodLimit('day'),
    chart: { type: 'line', x: 'day', series: ['receivable', 'parkingIncome'] },
  },
  {
    // The reports' "parking hours": stays that left per lot and day, by length band, and their average.
    ...report,
    path: '/ParkingHoursReport',
    menuId: 1710,
    entity: 'parkingHoursReport',
    fields: [day, LOT_FILTER, lotName, count('stays', 90), shown('averageMinutes', 'integer', { width: 140, sortable: false }),
      shown('totalMs', 'integer', { list: false }), ...STAY_LENGTH_BANDS.map(({ band }) => count(band, 100))],
    rangeLimit: periodLimit('day'),
    chart: { type: 'bar', x: 'day', series: STAY_LENGTH_BANDS.map(({ band }) => band), stacked: true },
  },
];
