// The periodic worker: a write's buckets are drained on its own within a few intervals, and the
// freshness goes from behind to up to date; closed, it drains no more.
import { testDatabases } from '../../../test/harness';
import { useTestDatabase } from '../../../test/use-backend';
import { addLot, enter } from '../../../test/orders-fixtures';
import { HOURLY_TRAFFIC } from './hourly-traffic';
import { rollupFreshness } from './freshness';
import { startRollupWorker } from './worker';

jest.setTimeout(120_000);

const INTERVAL_MS = 50;
const GIVE_UP_MS = 20_000;
const ARRIVAL_AT = Date.UTC(2026, 4, 1, 2, 30);

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + GIVE_UP_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the worker did not drain in time');
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
  }
}

describe.each(testDatabases())('the rollups\' worker on $name', (database) => {
  const env = useTestDatabase(database, { migrate: true });

  test('drains a write\'s buckets on its own; closed, it drains no more', async () => {
    const lot = await addLot(env.db, 'Worker lot');
    const errors: unknown[] = [];
    const worker = startRollupWorker(env.db, { intervalMs: INTERVAL_MS, log: { error: (_m, e) => errors.push(e) } });
    try {
      await enter(env.db, lot, '粤W00001', ARRIVAL_AT);
      await until(async () => (await rollupFreshness(env.db, HOURLY_TRAFFIC)).pendingMarks === 0);
      const rows = await env.db.query<{ arrivals: number }>('SELECT arrivals FROM report_hourly_traffic WHERE lot_id = $1', [lot]);
      expect(rows.map((r) => Number(r.arrivals))).toEqual([1]);
    } finally {
      await worker.close();
    }
    await enter(env.db, lot, '粤W00002', ARRIVAL_AT);
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS * 5));
    const behind = await rollupFreshness(env.db, HOURLY_TRAFFIC);
    expect(behind.pendingMarks).toBeGreaterThan(0);
    expect(behind.lagMs).toBeGreaterThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
