// Report rollups (docs/reports.md, "Rollups"): what the report pages read instead of the raw tables.
export { DAILY_SETTLEMENT, DAILY_FIGURES, SETTLEMENT_KINDS } from './daily-settlement';
export { DAILY_MONEY, MONEY_PART_DIMENSIONS } from './daily-money';
export { DAILY_STAYS, STAY_BAND_COLUMNS } from './daily-stays';
export { HOURLY_TRAFFIC } from './hourly-traffic';
export { DRAIN_BATCH, drainRollup, drainStep, type DrainResult } from './drain';
export { rebuildRollup, REBUILD_WINDOW_DAYS, type RebuildOptions, type RebuildResult } from './rebuild';
export { rollupFreshness, type Freshness } from './freshness';
export { ROLLUPS, ROLLUP_DRAIN_INTERVAL_MS, drainRollups, startRollupWorker, type RollupWorker } from './worker';
export type { RollupSpec } from './spec';
export type { Bucket } from './buckets';
