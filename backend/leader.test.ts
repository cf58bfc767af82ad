// The leader election (backend/leader.ts): on PGlite the only process leads at once; on
// PostgreSQL two processes (two leaderships, each with its own session) never lead together, the
// follower takes over when the leader's connection is cut or the leader gives up, and a duty runs
// in one process at a time.
import type { Db } from './db';
import { LEADER_LOCK, startLeadership, type Duty, type Leadership } from './leader';
import { testDatabases } from './test/harness';
import { useTestDatabase } from './test/use-backend';

jest.setTimeout(30_000);

const quiet = { info: () => undefined, error: () => undefined };
const RETRY_MS = 100;

async function until(probe: () => boolean | Promise<boolean>, what: string, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A duty that counts where it runs. */
function countingDuty(running: Set<string>, where: string): Duty {
  return {
    name: `counting in ${where}`,
    start: async () => {
      running.add(where);
      return async () => { running.delete(where); };
    },
  };
}

describe.each(testDatabases())('leader election ($name)', (database) => {
  let db: Db;
  const opened: Leadership[] = [];
  const elect = async () => {
    const leadership = await startLeadership(db, { retryMs: RETRY_MS, log: quiet });
    opened.push(leadership);
    return leadership;
  };

  useTestDatabase(database, {}, async (env) => { ({ db } = env); });
  afterEach(async () => { for (const leadership of opened.splice(0)) await leadership.close(); });

  it('leads when alone, runs its duties, and stops them when closed', async () => {
    const running = new Set<string>();
    const only = await elect();
    expect(only.leading).toBe(true);
    await only.add(countingDuty(running, 'only'));
    expect([...running]).toEqual(['only']);
    await only.close();
    expect(only.leading).toBe(false);
    expect(running.size).toBe(0);
  });

  if (database.name !== 'postgresql') return;

  // pg_locks is the whole server's: backends of other test files hold the same lock in their own databases.
  const lockHolders = () => db.query<{ pid: number }>(
    `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = $2 AND granted
       AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, LEADER_LOCK);

  it('lets one of two processes lead; the other takes over when the leader gives up', async () => {
    const running = new Set<string>();
    const first = await elect();
    const second = await elect();
    await first.add(countingDuty(running, 'first'));
    await second.add(countingDuty(running, 'second'));
    expect([first.leading, second.leading]).toEqual([true, false]);
    expect([...running]).toEqual(['first']);
    await new Promise((resolve) => setTimeout(resolve, 3 * RETRY_MS));
    expect(second.leading).toBe(false);

    await first.close();
    await until(() => second.leading, 'the second to lead');
    expect([...running]).toEqual(['second']);
    expect((await lockHolders()).length).toBe(1);
  });

  it('takes over from a leader whose connection was cut, which stops its duties at once', async () => {
    const running = new Set<string>();
    // The first tries again slowly: the second, quicker, takes the lock first.
    const first = await startLeadership(db, { retryMs: 1_000, log: quiet });
    opened.push(first);
    await first.add(countingDuty(running, 'first'));
    const second = await elect();
    await second.add(countingDuty(running, 'second'));
    const [holder] = await lockHolders();
    // What the server sees when the leader's process dies or its network goes.
    await db.query('SELECT pg_terminate_backend($1)', [holder.pid]);
    await until(() => !first.leading, 'the first to stop leading', 500);
    await until(() => second.leading, 'the second to lead');
    expect([...running]).toEqual(['second']);
    // The first comes back as a follower: it does not take the lock while the second holds it.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect([first.leading, second.leading]).toEqual([false, true]);
    expect((await lockHolders()).length).toBe(1);
  });

  it('gives the lead up when a duty fails to start, so that another process can lead', async () => {
    // A slow retry: the broken process does not try again during the test.
    const broken = await startLeadership(db, { retryMs: 60_000, log: quiet });
    opened.push(broken);
    expect(broken.leading).toBe(true);
    await expect(broken.add({ name: 'broken', start: () => Promise.reject(new Error('broker down')) })).rejects.toThrow('broker down');
    expect(broken.leading).toBe(false);
    expect(await lockHolders()).toEqual([]);
    const healthy = await elect();
    expect(healthy.leading).toBe(true);
  });
});
