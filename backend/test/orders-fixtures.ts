// What the order, payment and statement tests share: lots with an hourly rate, vehicles that
// enter through the charging core, and calls of the order endpoints over HTTP. Times follow the
// test backend's clock (the engine prices "now" by it).
import { clock, priced, rates } from '../../lib/tariff/fixtures';
import type { RateRules } from '../../lib/tariff/rules';
import { enterStay } from '../areas/charging/stays';
import { isoAt, type Db } from '../db';
import { runService } from '../kernel/service';
import type { TestBackend } from './harness';
import { ok } from './screen-calls';

export const HOUR = 3_600_000;
export const MINUTE = 60_000;
export const DAY = 24 * HOUR;
/** 2.00 per started hour all day, cumulative, 15 minutes to leave after paying. */
export const HOURLY: RateRules = rates(clock([priced('all', '00:00', 60, 200)]));

/**
 * The fee lines of a stay under HOURLY: started hours at 2.00, in one line, or in two when the stay
 * crosses the operator's midnight (each local day is itemised on its own, for its caps), so that a
 * test of a stay ending "now" holds at any time of day. Returns [units, amount] summed.
 */
export function hourlyLineTotals(lines: readonly Record<string, unknown>[]): [number, number] {
  if (lines.length < 1 || lines.length > 2) throw new Error(`expected one or two fee lines, got ${lines.length}`);
  for (const line of lines) {
    if (line.kind !== 'unit' || line.unitPrice !== 200 || line.window !== 'all' || line.capApplied !== null) {
      throw new Error(`not an hourly unit line: ${JSON.stringify(line)}`);
    }
  }
  return [lines.reduce((n, l) => n + Number(l.units), 0), lines.reduce((n, l) => n + Number(l.amount), 0)];
}

export async function addLot(db: Db, name: string): Promise<number> {
  return (await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 1) RETURNING id', [name]))[0].id;
}

/** A common rate of the lot, in force long before the tests' stays. */
export async function addRate(db: Db, lotId: number, rules: RateRules = HOURLY): Promise<number> {
  const [rate] = await db.query<{ id: number }>("INSERT INTO rates (lot_id, kind, name) VALUES ($1, 1, 'Hourly') RETURNING id", [lotId]);
  await db.query("INSERT INTO rate_versions (rate_id, version, rules, effective_from, created_by, created_at) VALUES ($1, 1, $2, '2000-01-01T00:00:00Z', 'test', now())",
    [rate.id, JSON.stringify(rules)]);
  return rate.id;
}

export interface Stay { id: number; stayNo: string }

/** A vehicle enters at `at` (a camera, or a berth's sensor when a berth is given). */
export async function enter(db: Db, lotId: number, plate: string, at: number, berthId: number | null = null): Promise<Stay> {
  const { stay } = await db.transaction((tx) => runService(tx, enterStay,
    { lotId, plate, source: berthId === null ? 'camera' : 'sensor', berthId }, { name: 'test', userId: null }, { at }));
  return { id: stay.id, stayNo: stay.stay_no };
}

/** CreateOrderInfo for a plate: the stay priced now (its order made on the first question). */
export const quotePlate = (t: TestBackend, lotId: number, plate: string) => ok<Record<string, unknown>>(t.call('CreateOrderInfo', { lotId, plate }));

/** Orders created between two instants, as the list's date range takes them. */
export const createdBetween = (from: number, to: number) => ({ createdAt: { from: isoAt(from), to: isoAt(to) } });
