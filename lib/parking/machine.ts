// The one way a state machine of lib/parking decides: an event is allowed from the states its
// transition lists and leads to its state, else refused with the event's message key. Each
// machine is its transitions and refusals as data (stay, arrears, refund, package, archive, lease).

export type Decision<S> = { ok: true; to: S } | { ok: false; reason: string };

export function decideBy<S, E extends string>(
  transitions: Readonly<Record<E, { from: readonly S[]; to: S }>>, refusals: Readonly<Record<E, string>>, state: S, event: E,
): Decision<S> {
  const t = transitions[event];
  return t.from.includes(state) ? { ok: true, to: t.to } : { ok: false, reason: refusals[event] };
}
