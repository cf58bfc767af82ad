// The operation centre's "data control" page (docs/reports.md, "Data control"): how fresh each
// rollup is (as of, lag, marks waiting), what it holds, and a rebuild of a period (at most
// REBUILD_LIMIT_DAYS from the page; the command line takes any) for whoever holds the button.
import { REBUILD_LIMIT_DAYS, type ROLLUP_NAMES } from '../../../../lib/areas/reports/dashboards/pages-operation';
import { dateOfDay } from '../../../../lib/parking/cards/operator-days';
import type { RequestContext } from '../../../context';
import { isoAt } from '../../../db';
import { DAILY_MONEY, DAILY_SETTLEMENT, DAILY_STAYS, HOURLY_TRAFFIC, rebuildRollup, rollupFreshness, type RollupSpec } from '../rollups';
import { dashboardPeriod } from './request';

const ROLLUPS: Readonly<Record<(typeof ROLLUP_NAMES)[number], RollupSpec>> = {
  dailySettlement: DAILY_SETTLEMENT, dailyMoney: DAILY_MONEY, dailyStays: DAILY_STAYS, hourlyTraffic: HOURLY_TRAFFIC,
};
const NAMES = Object.keys(ROLLUPS) as (typeof ROLLUP_NAMES)[number][];
/** A bucket's operator day, in SQL, for either key type. */
const dayOfKey = (spec: RollupSpec) => (spec.keyType === 'date' ? spec.key : `operator_day(${spec.key})`);

export async function rollupStates(context: RequestContext) {
  const rollups = [];
  for (const rollup of NAMES) {
    const spec = ROLLUPS[rollup];
    const freshness = await rollupFreshness(context.db, spec);
    const [extent] = await context.db.query<{ rows: number; first: string | null; last: string | null }>(
      `SELECT count(*)::int AS rows, to_char(min(${dayOfKey(spec)}), 'YYYY-MM-DD') AS first, to_char(max(${dayOfKey(spec)}), 'YYYY-MM-DD') AS last FROM ${spec.buckets}`);
    rollups.push({ rollup, asOf: isoAt(freshness.asOf), lagMs: freshness.lagMs, pendingMarks: freshness.pendingMarks, rows: Number(extent.rows), firstDay: extent.first, lastDay: extent.last });
  }
  return { rollups };
}

export async function rebuildRollups(context: RequestContext, input: { from: string; to: string }) {
  const range = dashboardPeriod(input, { days: REBUILD_LIMIT_DAYS });
  const started = Date.now();
  const rollups = [];
  for (const rollup of NAMES) {
    const result = await rebuildRollup(context.db, ROLLUPS[rollup], { from: dateOfDay(range.from), to: dateOfDay(range.to) });
    rollups.push({ rollup, windows: result.windows, buckets: result.buckets });
  }
  return { rollups, tookMs: Date.now() - started };
}
