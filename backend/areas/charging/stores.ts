// Stores of lib/areas/charging/screens.ts, in the same order. Tables: the charging core's
// (backend/db/migrations/102_stays_orders.sql), 107_stay_screens.sql and the views of 108.
import { plateCorrectionStore, stayChangeStore } from './stays/changes';
import { inlinePaymentStore } from './stays/inline-payments';
import { manualPassageStore } from './stays/manual-passages';
import { passageStore } from './stays/passages';
import { laneQueueStore } from './stays/queue';
import { spaceStatisticsStore, tollmanReportStore } from './stays/statistics';
import { STAY_RECORD_STORES, stayInLotStore } from './stays/stays';
import type { EntityStore } from '../../entities/types';

export const STAY_STORES: readonly EntityStore[] = [
  stayInLotStore, manualPassageStore, ...STAY_RECORD_STORES, passageStore, laneQueueStore, stayChangeStore, plateCorrectionStore,
  inlinePaymentStore, spaceStatisticsStore, tollmanReportStore,
];
