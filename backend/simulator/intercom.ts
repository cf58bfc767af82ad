// Drivers calling the control centre from a lane's intercom or a pay station's help button, now and
// then, in the demo's live traffic (pure: the clock and randomness are injected). A call is
// reported when it ends (lib/device-protocol.ts intercomCall): most are answered by someone at the
// centre after a few seconds' ringing and last under a few minutes; some ring out unanswered.
import type { IntercomCall } from '../../lib/device-protocol';

/** The chance that a driver calls at a lane or station, per step of its traffic. */
export const CALL_CHANCE = 0.01;
/** The share of calls someone answers. */
export const ANSWERED_SHARE = 0.85;
/** Who answers at the control centre. */
export const CONTROL_CENTRE_AGENTS = ['Control centre 1', 'Control centre 2'] as const;
/** A call rings up to this long; an unanswered one rings out at it. */
const RING_OUT_MS = 45_000;
const TALK_MAX_MS = 180_000;

/** A call ending now, or null when no driver calls at this step; the call id (the device's own) from the time and `seq`. */
export function maybeCall(random: () => number, now: number, seq: number): IntercomCall | null {
  if (random() >= CALL_CHANCE) return null;
  const callId = `C${now.toString(36)}-${seq}`;
  if (random() >= ANSWERED_SHARE) return { callId, startedAt: now - RING_OUT_MS, endedAt: now };
  const ring = 2_000 + Math.floor(random() * 20_000);
  const talk = 10_000 + Math.floor(random() * (TALK_MAX_MS - 10_000));
  const answeredBy = CONTROL_CENTRE_AGENTS[Math.floor(random() * CONTROL_CENTRE_AGENTS.length)];
  return { callId, startedAt: now - ring - talk, answeredAt: now - talk, endedAt: now, answeredBy };
}
