// Pieces of a dashboard's answer (lib/areas/reports/dashboards/answer-schema.ts): cards, tables, and
// the instant the rollups it read are complete to.
import type { DashboardAnswer, DashboardCard, DashboardTable } from '../../../../lib/areas/reports/dashboards/answer';
import { isoAt, type Reader } from '../../../db';
import { rollupFreshness, type RollupSpec } from '../rollups';

export type Card = DashboardCard;
export type Table = DashboardTable;
export type Answer = DashboardAnswer;
export type Row = Table['rows'][number];

/** The oldest "as of" of the rollups read: every write committed before it is in the figures. */
export async function asOfRollups(db: Reader, specs: readonly RollupSpec[]): Promise<string> {
  const freshness = await Promise.all(specs.map((spec) => rollupFreshness(db, spec)));
  return isoAt(Math.min(...freshness.map((f) => f.asOf)));
}

/** Rows of keys with values: one column's values per key from a map (0 when absent). */
export function rowsOf(keys: readonly string[], values: (key: string) => (number | null)[]): Row[] {
  return keys.map((key) => ({ key, values: values(key) }));
}

/** Adds amount to map[key]. */
export function addTo(map: Map<string, number>, key: string, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}
