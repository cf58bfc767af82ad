// When a failed call is tried again: exponential backoff (base, 2x base, 4x base... capped) with
// jitter, so that calls failed together (a channel down) do not all come back at one instant.
export interface BackoffPolicy {
  /** The wait after the first failed attempt (ms). */
  baseMs: number;
  /** The longest wait (ms). */
  maxMs: number;
  /** Attempts before a job is parked for a person. */
  maxAttempts: number;
}

/** About 1 s, 2 s, 4 s ... 5 min: 10 attempts span about 12 minutes, then a person looks. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1_000, maxMs: 300_000, maxAttempts: 10 };

/** The wait after failed attempt `attempt` (from 1): half the exponential step fixed, half random. */
export function retryDelay(attempt: number, policy: BackoffPolicy, random: () => number): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(step / 2 + (step / 2) * random());
}
