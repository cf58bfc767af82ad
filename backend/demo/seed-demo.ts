// The demo operator, made once at the first start on an empty database (docs/demo.md): the estate
// (estate.ts), a week of traffic replayed through the domain services with a seeded generator
// (visits.ts, history.ts) and a few device alarms. One transaction: the marker row of
// demo_estate is taken first, so a second backend starting on the same PostgreSQL waits and then
// finds it; a failure leaves nothing (not even the marker) and the next start tries again.
import type { Db, Queryable } from '../db';
import { isoAt } from '../db';
import { createDemoEstate } from './estate';
import { replayAlarms } from './alarms';
import { replayHistory, type HistoryCounts } from './history';
import { seededRandom } from './random';
import { planVisits, type VisitPlanOptions } from './visits';

/** The seed of the demo's generator: the same week on every first start. */
export const DEMO_RANDOM_SEED = 20_261_125;
export const DEMO_HISTORY_DAYS = 7;
/** Visits per day and lot: enough to fill every screen, few enough for a quick first start. */
export const DEMO_VISITS_PER_DAY: VisitPlanOptions['perDay'] = { east: 14, west: 6, street: 12 };

export type DemoOutcome = 'seeded' | 'off' | 'notEmpty' | 'decided';
export interface DemoSummary extends HistoryCounts { lots: number; berths: number; devices: number; alarms: number; ms: number }

/** An estate with no traffic yet (only lots named in DEMO_LOTS, say) still takes the demo. */
async function isEmpty(tx: Queryable, keepLots: readonly string[]): Promise<boolean> {
  const [row] = await tx.query<{ busy: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM stays) OR EXISTS (SELECT 1 FROM rates)
         OR EXISTS (SELECT 1 FROM parking_lots WHERE NOT (name = ANY($1::text[]))) AS busy`, [keepLots]);
  return !row.busy;
}

export interface DemoOptions {
  /** DEMO_SEED=1: seed it when the database is empty; false: record that this database starts without it. */
  wanted: boolean;
  now: number;
  /** Lots of DEMO_LOTS, which do not make a database "not empty". */
  keepLots?: readonly string[];
  /** Tests: fewer visits. */
  perDay?: VisitPlanOptions['perDay'];
}

export async function seedDemo(db: Db, options: DemoOptions): Promise<{ outcome: DemoOutcome; summary?: DemoSummary }> {
  const started = Date.now();
  return db.transaction(async (tx) => {
    const [claimed] = await tx.query<{ id: number }>(
      "INSERT INTO demo_estate (outcome, decided_at) VALUES ('off', $1) ON CONFLICT (id) DO NOTHING RETURNING id", [isoAt(options.now)]);
    if (!claimed) return { outcome: 'decided' as const };
    if (!options.wanted) return { outcome: 'off' as const };
    if (!(await isEmpty(tx, options.keepLots ?? []))) {
      await tx.query("UPDATE demo_estate SET outcome = 'notEmpty'");
      return { outcome: 'notEmpty' as const };
    }
    const random = seededRandom(DEMO_RANDOM_SEED);
    const lots = await createDemoEstate(tx, options.now);
    const streetBerths = lots.find((l) => l.plan.key === 'street')!.berths.filter((b) => b.device).length;
    const visits = planVisits(random, { now: options.now, days: DEMO_HISTORY_DAYS, perDay: options.perDay ?? DEMO_VISITS_PER_DAY, streetBerths });
    const counts = await replayHistory(tx, lots, visits, random, options.now);
    const alarms = await replayAlarms(tx, lots, options.now);
    const summary: DemoSummary = {
      ...counts, lots: lots.length, alarms,
      berths: lots.reduce((n, l) => n + l.berths.length, 0),
      devices: lots.reduce((n, l) => n + l.lanes.length + l.payStations.length + l.berths.filter((b) => b.device).length, 0),
      ms: Date.now() - started,
    };
    await tx.query("UPDATE demo_estate SET outcome = 'seeded', summary = $1::jsonb", [JSON.stringify(summary)]);
    return { outcome: 'seeded' as const, summary };
  });
}
