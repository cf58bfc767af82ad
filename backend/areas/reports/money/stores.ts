// Stores of lib/areas/reports/screens-money.ts, one per declaration, in the same order: views of
// 341_money_report_views.sql over the money rollup, each row of one lot (data scope, the lot's name).
import type { EntityStore } from '../../../entities/types';
import { STAY_LENGTH_BANDS, averageStayMinutes } from '../../../../lib/reports/stay-lengths';
import { STAY_BAND_COLUMNS } from '../rollups/daily-stays';
import { withChangeRate, withMoneyRates, withShare } from './at-read';

const report = (entity: string, table: string, extra: Partial<EntityStore> = {}): EntityStore => ({
  entity,
  table,
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  ...extra,
});

export const MONEY_REPORT_STORE_LIST: readonly EntityStore[] = [
  report('meansPaymentReport', 'means_payment_report', {
    atRead: { rows: async (_db, rows) => withShare(rows, 'amount', 'dayTotal', 'share') },
  }),
  report('payStationReport', 'pay_station_report'),
  report('dateTransaction', 'date_transaction_report', {
    atRead: { rows: async (_db, rows) => withMoneyRates(rows, ['receivedRate', 'arrearsRecoveryRate']) },
  }),
  report('tollCollectorReport', 'toll_collector_report'),
  report('siteRanking', 'site_ranking_report', {
    atRead: {
      rows: async (_db, rows) => {
        withChangeRate(rows, 'received', 'previousReceived', 'monthOnMonth');
        withChangeRate(rows, 'received', 'lastYearReceived', 'yearOnYear');
      },
    },
  }),
  report('areaIncomeReport', 'area_income_report'),
  report('revenueSummary', 'revenue_summary_report'),
  report('deductionReport', 'deduction_report'),
  report('temporaryStopReport', 'temporary_stop_report'),
  report('parkingHoursReport', 'parking_hours_report', {
    // The band columns are named as the bands (342), not in snake_case.
    columns: Object.fromEntries(STAY_LENGTH_BANDS.map(({ band }) => [band, STAY_BAND_COLUMNS[STAY_LENGTH_BANDS.findIndex((b) => b.band === band)]])),
    atRead: {
      rows: async (_db, rows) => {
        for (const row of rows) row.averageMinutes = averageStayMinutes(Number(row.totalMs), Number(row.stays));
      },
    },
  }),
];
