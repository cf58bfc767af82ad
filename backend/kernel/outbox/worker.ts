// The outbox worker: runs in every backend process (several are safe: claim.ts), takes due jobs,
// makes each call outside any transaction (handler.send), then records the answer or the failure
// (finish.ts). Rounds run one after the other in a process; the calls of one round in parallel.
// A timer polls every pollMs; a job enqueued in this process wakes it at once (signal.ts). Tests
// start it with autoStart false and drive it by step() and drain().
import type { Db } from '../../db';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff';
import { claimDue, type Claimed } from './claim';
import { recordAnswer, recordFailure } from './finish';
import type { OutboxHandler } from './handler';
import { onEnqueued } from './signal';

export interface OutboxWorkerOptions {
  now?: () => number;
  random?: () => number;
  /** How often it looks for due jobs (ms). */
  pollMs?: number;
  /** How long a claimed job is this worker's: longer than any call takes (ms). */
  leaseMs?: number;
  /** Jobs taken in one round. */
  batch?: number;
  backoff?: Partial<BackoffPolicy>;
  /** false: no timer and no wake-up; step() and drain() only (tests). Default true. */
  autoStart?: boolean;
  log?: { error(message: string, error?: unknown): void };
}

export interface OutboxWorker {
  /** One round: takes the jobs due now and makes their calls; how many it took. */
  step(): Promise<number>;
  /** Rounds until none is due now; how many jobs they took. */
  drain(): Promise<number>;
  /** Stops the timer and waits for the round under way. */
  close(): Promise<void>;
}

export const OUTBOX_POLL_MS = 1_000;
/** Three times a channel call's longest (CHANNEL_TIMEOUT_MS): a live worker always finishes first. */
export const OUTBOX_LEASE_MS = 30_000;
const OUTBOX_BATCH = 10;
/** After a wake-up, the time given the enqueuing transaction to commit (PostgreSQL). */
const WAKE_DELAY_MS = 25;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function startOutboxWorker(db: Db, handlers: readonly OutboxHandler<never, unknown>[], options: OutboxWorkerOptions = {}): OutboxWorker {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const policy: BackoffPolicy = { ...DEFAULT_BACKOFF, ...options.backoff };
  const leaseMs = options.leaseMs ?? OUTBOX_LEASE_MS;
  const batch = options.batch ?? OUTBOX_BATCH;
  const log = options.log ?? { error: (message: string, error?: unknown) => console.error(message, error ?? '') };
  const byKind = new Map(handlers.map((h) => [h.kind, h as unknown as OutboxHandler]));
  const kinds = [...byKind.keys()];

  async function run(job: Claimed): Promise<void> {
    const handler = byKind.get(job.kind)!;
    let answer: unknown;
    try {
      answer = await handler.send(job, now());
    } catch (error) {
      await recordFailure(db, handler, job, messageOf(error), now(), policy, random, handler.permanent?.(error) ?? false);
      return;
    }
    try {
      await recordAnswer(db, handler, job, answer, now());
    } catch (error) {
      // The answer could not be recorded (a bug, the database gone): the call is made again
      // later under the same key, which the other side answers as before.
      log.error(`Outbox: recording the answer of ${job.key} failed:`, error);
      await recordFailure(db, undefined, job, `recording the answer failed: ${messageOf(error)}`, now(), policy, random).catch(() => undefined);
    }
  }

  async function round(): Promise<number> {
    const jobs = await claimDue(db, kinds, now(), batch, leaseMs);
    await Promise.all(jobs.map(run));
    return jobs.length;
  }

  // Rounds one after the other, whoever asks (the timer, a wake-up, a test).
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <R>(step: () => Promise<R>): Promise<R> => {
    const next = chain.then(step, step);
    chain = next.catch(() => undefined);
    return next;
  };
  const step = () => serial(round);

  let closed = false;
  let timer: NodeJS.Timeout | null = null;
  const schedule = (ms: number) => {
    if (closed || options.autoStart === false) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      step().then((taken) => schedule(taken === batch ? 0 : options.pollMs ?? OUTBOX_POLL_MS), (error) => {
        if (!closed) log.error('Outbox: a round failed:', error);
        schedule(options.pollMs ?? OUTBOX_POLL_MS);
      });
    }, ms);
    timer.unref();
  };
  const stopListening = options.autoStart === false ? () => undefined : onEnqueued(() => schedule(WAKE_DELAY_MS));
  schedule(0);

  return {
    step,
    drain: async () => {
      let total = 0;
      for (let taken = await step(); taken > 0; taken = await step()) total += taken;
      return total;
    },
    close: async () => {
      closed = true;
      stopListening();
      if (timer) clearTimeout(timer);
      await chain;
    },
  };
}
