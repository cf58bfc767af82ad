// The outbox on its own (PGlite, and PostgreSQL when DATABASE_URL is set), with a handler of its
// own kind: an intent is written with its transaction or not at all, and one per key; a failing
// call is tried again after growing, jittered waits, then parked, and a person's sendAgain makes
// it go; a worker that died mid-call is taken over when its lease ends, and its late answer is
// not recorded. The refunds on it, against the simulated channels: backend/areas/refunds/refunds-outbox.test.ts.
import { toMs, type Db, type Queryable } from '../../db';
import { migrate } from '../../db/migrate';
import { testDatabases } from '../../test/harness';
import { retryDelay, DEFAULT_BACKOFF } from './backoff';
import { claimDue } from './claim';
import { enqueue, sendAgain } from './enqueue';
import { recordAnswer } from './finish';
import type { OutboxHandler } from './handler';
import { startOutboxWorker } from './worker';

jest.setTimeout(60_000);

describe('retry delays', () => {
  it('double from the base up to the cap, each between half and all of its step', () => {
    const policy = { baseMs: 1_000, maxMs: 8_000, maxAttempts: 10 };
    expect([1, 2, 3, 4, 5, 9].map((n) => retryDelay(n, policy, () => 1))).toEqual([1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
    expect([1, 2, 3, 4].map((n) => retryDelay(n, policy, () => 0))).toEqual([500, 1_000, 2_000, 4_000]);
    expect(retryDelay(3, DEFAULT_BACKOFF, () => 0.5)).toBe(3_000);
  });
});

describe.each(testDatabases())('the outbox on $name', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let clock = Date.parse('2026-11-28T08:00:00Z');
  const now = () => clock;
  /** What the far side received: one entry per call, and whether it is down. */
  const far = { calls: [] as string[], down: false };
  const recorded: string[] = [];
  const failures: { key: string; error: string; parked: boolean }[] = [];
  const handler: OutboxHandler<{ n: number }, { got: number }> = {
    kind: 'test.call',
    async send(job) {
      if (far.down) throw new Error('far side down');
      far.calls.push(job.key);
      return { got: job.payload.n };
    },
    async record(tx, job, answer) { recorded.push(`${job.key}=${answer.got}`); await tx.query('SELECT 1'); },
    async failed(_tx, job, error, parked) { failures.push({ key: job.key, error, parked }); },
  };
  const jobOf = async (key: string) => (await db.query<{ state: string; attempts: number; due_at: unknown; last_error: string | null; answer: unknown }>(
    'SELECT state, attempts, due_at, last_error, answer FROM outbox_jobs WHERE key = $1', [key]))[0];
  const intent = (key: string, n = 1) => ({ kind: 'test.call', key, payload: { n } });
  const write = (fn: (tx: Queryable) => Promise<unknown>) => db.transaction(fn);

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    await migrate(db);
  });
  afterAll(async () => { await dispose?.(); });
  beforeEach(() => { far.calls = []; far.down = false; recorded.length = 0; failures.length = 0; });

  it('writes an intent with its transaction or not at all, and once per key', async () => {
    await expect(write(async (tx) => { await enqueue(tx, intent('k-rolled-back'), now()); throw new Error('the decision failed'); })).rejects.toThrow('the decision failed');
    expect(await jobOf('k-rolled-back')).toBeUndefined();
    expect(await write((tx) => enqueue(tx, intent('k-once', 7), now()))).toBe(true);
    expect(await write((tx) => enqueue(tx, intent('k-once', 8), now()))).toBe(false);
    const worker = startOutboxWorker(db, [handler], { now, autoStart: false });
    expect(await worker.drain()).toBe(1);
    expect(far.calls).toEqual(['k-once']);
    expect(recorded).toEqual(['k-once=7']);
    expect(await jobOf('k-once')).toMatchObject({ state: 'done', attempts: 1, answer: { got: 7 }, last_error: null });
    expect(await worker.drain()).toBe(0);
    await worker.close();
  });

  it('tries a failing call again after growing, jittered waits, parks it, and sends it again for a person', async () => {
    const policy = { baseMs: 1_000, maxMs: 60_000, maxAttempts: 4 };
    const worker = startOutboxWorker(db, [handler], { now, autoStart: false, backoff: policy, random: () => 0.5 });
    far.down = true;
    await write((tx) => enqueue(tx, intent('k-down'), now()));
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await worker.step()).toBe(1);
      const job = await jobOf('k-down');
      // Not due again before its wait: a round now takes nothing.
      if (job.state === 'retrying') {
        waits.push(toMs(job.due_at)! - clock);
        expect(await worker.step()).toBe(0);
        clock = toMs(job.due_at)!;
      }
    }
    expect(waits).toEqual([750, 1_500, 3_000]);
    expect(await jobOf('k-down')).toMatchObject({ state: 'parked', attempts: 4, last_error: 'far side down' });
    expect(failures.map((f) => f.parked)).toEqual([false, false, false, true]);
    // Parked: no worker takes it again, however long it waits.
    clock += 3_600_000;
    expect(await worker.drain()).toBe(0);
    // A person sends it again once the far side is back: it goes, once.
    far.down = false;
    await write((tx) => sendAgain(tx, intent('k-down', 2), now()));
    expect(await jobOf('k-down')).toMatchObject({ state: 'queued', attempts: 0, last_error: null });
    expect(await worker.drain()).toBe(1);
    expect(far.calls).toEqual(['k-down']);
    expect(await jobOf('k-down')).toMatchObject({ state: 'done', attempts: 1, answer: { got: 2 } });
    await worker.close();
  });

  it('parks at once a job whose failure its handler says no later attempt cures', async () => {
    const refused: OutboxHandler<{ n: number }, never> = {
      kind: 'test.refused',
      async send() { throw new Error('refused for good'); },
      async record() { throw new Error('never recorded'); },
      async failed(_tx, job, error, parked) { failures.push({ key: job.key, error, parked }); },
      permanent: (error) => error instanceof Error && error.message === 'refused for good',
    };
    const worker = startOutboxWorker(db, [refused], { now, autoStart: false });
    await write((tx) => enqueue(tx, { kind: 'test.refused', key: 'k-refused', payload: { n: 1 } }, now()));
    expect(await worker.drain()).toBe(1);
    expect(await jobOf('k-refused')).toMatchObject({ state: 'parked', attempts: 1, last_error: 'refused for good' });
    expect(failures).toEqual([{ key: 'k-refused', error: 'refused for good', parked: true }]);
    await worker.close();
  });

  it('takes over the job of a worker that died mid-call when its lease ends, and drops that worker\'s late answer', async () => {
    await write((tx) => enqueue(tx, intent('k-lease', 3), now()));
    // A worker takes it and dies before it records anything.
    const [dead] = await claimDue(db, ['test.call'], now(), 10, 30_000);
    expect(dead).toMatchObject({ key: 'k-lease', attempt: 1 });
    const worker = startOutboxWorker(db, [handler], { now, autoStart: false, leaseMs: 30_000 });
    clock += 29_000;
    expect(await worker.drain()).toBe(0);
    clock += 2_000;
    expect(await worker.drain()).toBe(1);
    expect(await jobOf('k-lease')).toMatchObject({ state: 'done', attempts: 2 });
    // The first worker's answer, come late, is not its to record.
    expect(await recordAnswer(db, handler as OutboxHandler, dead, { got: 99 }, now())).toBe(false);
    expect(recorded).toEqual(['k-lease=3']);
    await worker.close();
  });

  it('lets two workers on one database take each job once', async () => {
    const keys = Array.from({ length: 12 }, (_, i) => `k-race-${i}`);
    await write(async (tx) => { for (const key of keys) await enqueue(tx, intent(key), now()); });
    const [a, b] = [1, 2].map(() => startOutboxWorker(db, [handler], { now, autoStart: false, batch: 2 }));
    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    expect(byA + byB).toBe(keys.length);
    expect([...far.calls].sort()).toEqual([...keys].sort());
    await Promise.all([a.close(), b.close()]);
  });
});
