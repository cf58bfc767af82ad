// Session timing rules (spec 4, 5, 9), pure so that they are tested beside the code.
import { TOKEN_RENEWAL_MS } from '../spec-constants';

const HOUR_MS = 3_600_000;
/** A sealed cookie cannot be revoked: it also carries an absolute limit. */
export const ABSOLUTE_SESSION_MS = 12 * HOUR_MS;

/**
 * Expiry of a timeout marker set now, or null when the setting does not allow a session at all:
 * the timeout is active only if the setting exists and is positive; otherwise expired (spec 5).
 */
export function markerExpiry(now: number, outTimeNumber: number | null | undefined): number | null {
  if (typeof outTimeNumber !== 'number' || !Number.isFinite(outTimeNumber) || outTimeNumber <= 0) return null;
  return now + outTimeNumber * HOUR_MS;
}

export interface TimedSession {
  userId?: string;
  signedInAt?: number;
  timeoutAt?: number;
  tokenOutTime?: number;
}

export type SessionState = 'signed-out' | 'signed-in' | 'timed-out';

export function sessionState(session: TimedSession, now: number): SessionState {
  if (!session.userId) return 'signed-out';
  if (!session.timeoutAt || session.timeoutAt <= now) return 'timed-out';
  if (!session.signedInAt || now - session.signedInAt > ABSOLUTE_SESSION_MS) return 'timed-out';
  return 'signed-in';
}

/** The access token is renewed once its stored expiry has passed, or when forced (spec 4). */
export function tokenNeedsRenewal(session: TimedSession, now: number, force = false): boolean {
  return force || !session.tokenOutTime || session.tokenOutTime <= now;
}

/** Stored expiry of a token obtained now. TOKEN_RENEWAL_MS unless overridden for tests. */
export function tokenOutTimeFrom(now: number, renewalMs: number = TOKEN_RENEWAL_MS): number {
  return now + renewalMs;
}
