// Domain services: anything that changes more than one row (an order paid closes the stay, moves
// the lock and books the payment) is one service `(work, input) -> result`, run in one
// transaction, with every row it changes audited (work.ts). A service that moves money takes an
// idempotency key (idempotency.ts): the same key again returns the first result.
import type { z } from 'zod';
import type { Queryable } from '../db';
import { fail } from './failures';
import { claimKey, keepResult } from './idempotency';
import { Work, type Actor } from './work';

export type { Actor };

export interface DomainService<S extends z.ZodType = z.ZodType, R = unknown> {
  /** '<area>.<verb>', the audit action of every row it changes. */
  name: `${string}.${string}`;
  input: S;
  /** Carried out once per key (it moves money): an idempotency key is required. */
  idempotent?: boolean;
  run(work: Work, input: z.output<S>): Promise<R>;
}

export function defineService<S extends z.ZodType, R>(service: DomainService<S, R>): DomainService<S, R> {
  return service;
}

export interface RunOptions {
  /** The clock reading of the request. */
  at: number;
  /** One per user action (a button press) or device transaction, the same on every retry of it. */
  idempotencyKey?: string;
}

/** A service's input checked; invalid input answers 400 with its paths. */
export function serviceInput<S extends z.ZodType>(service: DomainService<S, unknown>, rawInput: unknown): z.output<S> {
  const parsed = service.input.safeParse(rawInput);
  if (!parsed.success) throw fail.invalid([...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(input)'))]);
  return parsed.data;
}

/** Runs a service inside the caller's transaction. Invalid input answers 400 with its paths. */
export async function runService<S extends z.ZodType, R>(
  tx: Queryable, service: DomainService<S, R>, rawInput: unknown, actor: Actor, options: RunOptions,
): Promise<R> {
  const input = serviceInput(service, rawInput);
  const key = options.idempotencyKey;
  if (service.idempotent && key === undefined) throw fail.invalid(['idempotencyKey']);
  const work = new Work(tx, actor, options.at, service.name, key ? { idempotencyKey: key } : {});
  if (key === undefined) return service.run(work, input);
  const claim = await claimKey(tx, service.name, key, actor.name, input, options.at);
  if (claim.replay) return claim.result as R;
  const result = await service.run(work, input);
  await keepResult(tx, service.name, key, result);
  return result;
}
