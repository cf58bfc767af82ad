// The periodic drain of every rollup. Safe in every backend process at once (drain.ts); the
// server runs it in the leader with its other periodic jobs, one run at a time.
import type { Db } from '../../../db';
import { DAILY_MONEY } from './daily-money';
import { DAILY_SETTLEMENT } from './daily-settlement';
import { DAILY_STAYS } from './daily-stays';
import { drainRollup } from './drain';
import { HOURLY_TRAFFIC } from './hourly-traffic';
import type { RollupSpec } from './spec';

/** Every rollup kept fresh by marks. */
export const ROLLUPS: readonly RollupSpec[] = [DAILY_SETTLEMENT, HOURLY_TRAFFIC, DAILY_MONEY, DAILY_STAYS];

/** How often the leader drains: the lag a page shows stays about this long while writes go on. */
export const ROLLUP_DRAIN_INTERVAL_MS = 3_000;

/** Drains every rollup once; how many buckets each recomputed. */
export async function drainRollups(db: Db): Promise<Record<string, number>> {
  const done: Record<string, number> = {};
  for (const spec of ROLLUPS) done[spec.name] = (await drainRollup(db, spec)).buckets.length;
  return done;
}

export interface RollupWorker { close(): Promise<void> }

/** Drains every `intervalMs`, never two runs at once; failures are logged and the next run tries again. */
export function startRollupWorker(db: Db, options: { intervalMs?: number; log: { error(message: string, error: unknown): void } }): RollupWorker {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = drainRollups(db).catch((error) => options.log.error('Draining report rollups failed:', error)).finally(() => { running = null; });
  }, options.intervalMs ?? ROLLUP_DRAIN_INTERVAL_MS);
  timer.unref();
  return { close: async () => { clearInterval(timer); await running; } };
}
