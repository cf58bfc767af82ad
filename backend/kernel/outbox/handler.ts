// What the outbox worker needs to know about one kind of call: how to make it (outside any
// transaction) and how to record its answer, or its failure, in the caller's tables.
import type { Queryable } from '../../db';

/** A job as a worker claimed it. */
export interface OutboxJob<P = unknown> {
  id: number;
  kind: string;
  key: string;
  payload: P;
  /** This attempt's number, from 1. */
  attempt: number;
}

export interface OutboxHandler<P = unknown, A = unknown> {
  /** The job kind it serves ('<area>.<verb>', e.g. 'refund.send'). */
  kind: string;
  /**
   * Makes the call. Runs outside any transaction; may read the database. Resolves with the
   * answer to record (kept as JSON on the job), or throws: the job is tried again later, or
   * parked after the last attempt.
   */
  send(job: OutboxJob<P>, now: number): Promise<A>;
  /** Records the answer, in the transaction that marks the job done. */
  record(tx: Queryable, job: OutboxJob<P>, answer: A, now: number): Promise<void>;
  /** Records a failed attempt (`parked`: the last one), in the transaction that reschedules or parks the job. */
  failed?(tx: Queryable, job: OutboxJob<P>, error: string, parked: boolean, now: number): Promise<void>;
  /**
   * Whether `error`, thrown by send, is one no later attempt cures (a mail server's 550): the job
   * is parked at once, for a person. Unset: every failure is tried again until the last attempt.
   */
  permanent?(error: unknown): boolean;
}
