// One backend process at a time is the leader: it alone listens to the devices and runs the
// periodic work (device ticks, the simulator, housekeeping), so that none of it happens twice when
// several backends share one database. Leadership is a PostgreSQL session-level advisory lock held
// on a connection of its own: when the leader dies or its connection drops, the server frees the
// lock and another process, trying every retryMs, takes it. A leader that loses its connection
// stops its duties at once (it can no longer know whether it still holds the lock).
// On PGlite one process owns the data directory (db/lock.ts): it leads from the start.
import type { Db, DbSession } from './db';

/** Work done only while leading: start() resolves with the function that stops it. */
export interface Duty {
  name: string;
  start(): Promise<() => Promise<void>>;
}

export interface Leadership {
  readonly leading: boolean;
  /** Adds a duty, started at once when this process leads, else when it comes to lead. */
  add(duty: Duty): Promise<void>;
  /** Stops the duties and gives the lock up (another process takes it within its retryMs). */
  close(): Promise<void>;
}

export interface LeadershipOptions {
  /** How often a follower tries to take the lock, and a leader checks its connection. */
  retryMs?: number;
  log?: { info(message: string): void; error(message: string, error?: unknown): void };
  /** Told when this process starts or stops leading (tests, /health). */
  onChange?(leading: boolean): void;
}

export const LEADER_RETRY_MS = 2_000;
/** pg_try_advisory_lock(classid, objid): 'catc' and the leader's number, per database. */
export const LEADER_LOCK = [0x63617463, 1] as const;

export async function startLeadership(db: Db, options: LeadershipOptions = {}): Promise<Leadership> {
  const retryMs = options.retryMs ?? LEADER_RETRY_MS;
  const log = options.log ?? { info: console.log, error: console.error };
  const duties: Duty[] = [];
  const stops = new Map<Duty, () => Promise<void>>();
  let session: DbSession | null = null;
  let leading = false;
  let closed = false;
  // Promotions, demotions and additions run one after the other.
  let chain: Promise<void> = Promise.resolve();
  const serial = (step: () => Promise<void>) => (chain = chain.then(step, step));

  async function startDuty(duty: Duty): Promise<void> {
    stops.set(duty, await duty.start());
  }

  async function demote(): Promise<void> {
    if (!leading) return;
    leading = false;
    for (const duty of [...duties].reverse()) {
      const stop = stops.get(duty);
      stops.delete(duty);
      await stop?.().catch((error) => log.error(`Stopping ${duty.name} failed:`, error));
    }
    options.onChange?.(false);
  }

  async function promote(): Promise<boolean> {
    leading = true;
    try {
      for (const duty of duties) await startDuty(duty);
    } catch (error) {
      log.error('Leading failed to start, giving the lead up:', error);
      await demote();
      return false;
    }
    options.onChange?.(true);
    return true;
  }

  async function unlock(): Promise<void> {
    const held = session;
    await held?.query('SELECT pg_advisory_unlock($1, $2)', LEADER_LOCK).catch(() => dropSession(held));
  }

  async function giveUp(): Promise<void> {
    await demote();
    await unlock();
  }

  function dropSession(lost: DbSession): void {
    if (session !== lost) return;
    session = null;
    void lost.close();
    if (leading) {
      log.error('Lost the leader lock connection: stopping device listening and periodic work.');
      void serial(demote);
    }
  }

  async function attempt(): Promise<void> {
    if (closed || leading) return;
    if (!db.openSession) { await promote(); return; }
    try {
      if (!session) {
        const opened = await db.openSession();
        session = opened;
        void opened.lost.then(() => dropSession(opened));
      }
      const [row] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', LEADER_LOCK);
      if (!row?.locked) return;
      log.info('This backend process now leads (devices, periodic work).');
      if (!(await promote())) await unlock();
    } catch (error) {
      log.error('Leader election failed, trying again:', error);
      if (session) dropSession(session);
    }
  }

  async function check(): Promise<void> {
    if (closed) return;
    if (!leading) return attempt();
    if (!session) return;
    const held = session;
    await held.query('SELECT 1').catch(() => dropSession(held));
  }

  await serial(attempt);
  const timer = setInterval(() => { void serial(check); }, retryMs);
  timer.unref();

  return {
    get leading() { return leading; },
    add: (duty) => serial(async () => {
      duties.push(duty);
      if (!leading) return;
      try {
        await startDuty(duty);
      } catch (error) {
        log.error(`${duty.name} failed to start, giving the lead up:`, error);
        await giveUp();
        throw error;
      }
    }),
    close: () => serial(async () => {
      if (closed) return;
      closed = true;
      clearInterval(timer);
      await demote();
      const held = session;
      session = null;
      await held?.close();
    }),
  };
}
