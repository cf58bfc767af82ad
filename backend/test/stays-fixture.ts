// The estate and rates the stay screens' tests work in, and stays made the way the field makes
// them: by the charging core's services (entries, payments, exits), at times before the backend's
// clock. Two lots: North (off-street, an hourly rate, a yard area with berths) and South
// (on-street, a street with berths, a POS collector).
import { clock, priced, rates } from '../../lib/tariff/fixtures';
import { bookPayment } from '../areas/charging/payments';
import { enterStay, exitStay } from '../areas/charging/stays';
import { isoAt, type Db } from '../db';
import { runService, type Actor } from '../kernel/service';
import type { TestBackend } from './harness';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** 2.00 per started hour; 1.00 for green (new-energy) plates. */
const HOURLY = rates(clock([priced('all', '00:00', 60, 200)]));
const GREEN = rates(clock([priced('all', '00:00', 60, 100)]));

/** What the lanes, sensors and terminals do: not a console user. */
export const FIELD: Actor = { name: 'device:lane:test', userId: null };

export interface StaysFixture {
  lots: { north: number; south: number };
  berths: Record<string, number>;
  reasonId: number;
  /** A stay entered `minutesAgo` before the backend's clock (as a lane or sensor records it). */
  enter(plate: string, minutesAgo: number, extra?: Record<string, unknown>): Promise<number>;
  pay(stayId: number, extra?: Record<string, unknown>, actor?: Actor): Promise<void>;
  exit(stayId: number, minutesAgo?: number): Promise<void>;
}

export async function staysFixture(db: Db, t: TestBackend): Promise<StaysFixture> {
  const now = () => t.clock.now();
  const [{ id: north }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('North lot', 1) RETURNING id");
  const [{ id: south }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('South lot', 2) RETURNING id");
  for (const [name, rules, color] of [['Hourly', HOURLY, 'all'], ['New energy', GREEN, 'green']] as const) {
    for (const lot of [north, south]) {
      const [rate] = await db.query<{ id: number }>('INSERT INTO rates (lot_id, kind, name, plate_color) VALUES ($1, 1, $2, $3) RETURNING id', [lot, name, color]);
      await db.query("INSERT INTO rate_versions (rate_id, version, rules, effective_from, created_by, created_at) VALUES ($1, 1, $2, $3, 'test', $3)",
        [rate.id, JSON.stringify(rules), isoAt(now() - 365 * 24 * HOUR)]);
    }
  }
  const [{ id: area }] = await db.query<{ id: number }>("INSERT INTO yard_areas (lot_id, name) VALUES ($1, 'Level 1') RETURNING id", [north]);
  const [{ id: street }] = await db.query<{ id: number }>("INSERT INTO streets (lot_id, name) VALUES ($1, 'Pier Road') RETURNING id", [south]);
  const berths: Record<string, number> = {};
  for (const [number, lot, yard, road, state] of [
    ['N01', north, area, null, 0], ['N02', north, area, null, 0], ['N03', north, area, null, 3], ['S01', south, null, street, 1], ['S02', south, null, street, 0],
  ] as const) {
    [{ id: berths[number] }] = await db.query<{ id: number }>(
      'INSERT INTO berths (lot_id, yard_area_id, street_id, number, state) VALUES ($1, $2, $3, $4, $5) RETURNING id', [lot, yard, road, number, state]);
  }
  const [{ id: reasonId }] = await db.query<{ id: number }>("INSERT INTO incoming_reasons (reason) VALUES ('Camera fault') RETURNING id");
  await db.query("INSERT INTO incoming_reasons (reason, status) VALUES ('Retired reason', 0)");
  await db.query("INSERT INTO pos_users (login_name, name, lot_id, password_hash) VALUES ('zhang', 'Zhang Wei', $1, 'x')", [south]);

  const run = (service: Parameters<typeof runService>[1], input: unknown, at: number, actor: Actor, key?: string) =>
    db.transaction((tx) => runService(tx, service, input, actor, { at, idempotencyKey: key }));
  let keys = 0;
  return {
    lots: { north, south },
    berths,
    reasonId,
    async enter(plate, minutesAgo, extra = {}) {
      const at = now() - minutesAgo * MINUTE;
      const { stay } = await run(enterStay, { lotId: north, plate, source: 'camera', lane: 'In 1', ...extra, at }, at, FIELD) as { stay: { id: number } };
      return stay.id;
    },
    async pay(stayId, extra = {}, actor = FIELD) {
      keys += 1;
      await run(bookPayment, { stayId, channel: 'cash', place: 'booth', ...extra }, now(), actor, `stays-test-${keys}`);
    },
    async exit(stayId, minutesAgo = 0) {
      const at = now() - minutesAgo * MINUTE;
      await run(exitStay, { stayId, source: 'camera', lane: 'Out 1', at }, at, FIELD);
    },
  };
}
