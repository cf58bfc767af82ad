// Drivers' calls to the control centre during the demo's week (intercom-calls.ts), planned from the
// seeded generator: from the lanes' intercoms (mostly at the exits: a plate not read, a ticket, a
// payment that did not go through) and the pay stations' help buttons, in the day's busy hours.
// Most are answered after a few seconds' ringing and last a minute or two; some ring out. A
// device's calls never overlap (it has one line), and all are over before the demo's now. Pure.
import type { DemoLot } from './estate-plan';
import { DEMO_LOTS } from './estate-plan';
import { between, pick, weighted, type Random } from './random';
import { dayStart } from './records-plan';
import { MINUTE } from './visits';

/** The calls' own generator: the traffic's draws stay as they were. */
export const DEMO_CALLS_SEED = 20_261_126;
const SECOND = 1_000;
const HOUR = 60 * MINUTE;

/** Who answers at the control centre (customer service's seats). */
export const DEMO_CALL_AGENTS = ['客服中心 1 号坐席', '客服中心 2 号坐席'] as const;
/** The share of calls someone answers; an unanswered call rings out after RING_OUT_MS. */
export const DEMO_ANSWERED_SHARE = 0.85;
export const RING_OUT_MS = 45 * SECOND;
/** Calls a day from one place: an exit or a pay station more often than an entrance. */
const CALLS_PER_DAY = { busy: { 0: 2, 1: 4, 2: 3, 3: 1 }, quiet: { 0: 5, 1: 3, 2: 1 } } as const;
/** The hours drivers call in (operator time), by weight: the morning and evening rushes most. */
const CALL_HOURS = { 7: 2, 8: 4, 9: 3, 10: 2, 11: 2, 12: 3, 13: 2, 14: 2, 15: 2, 16: 3, 17: 4, 18: 4, 19: 3, 20: 2, 21: 1 } as const;

/** A place a driver can call from: a lane's intercom or a pay station's help button. */
export interface DemoCallPlace { lot: DemoLot['key']; kind: 'lane' | 'payStation'; serial: string; busy: boolean }

export interface DemoCall {
  place: DemoCallPlace;
  /** The device's own call id (lib/device-protocol.ts intercomCall). */
  callId: string;
  startedAt: number;
  answeredAt?: number;
  endedAt: number;
  answeredBy?: string;
}

/** Every lane and pay station of the demo's lots. */
export function callPlaces(lots: readonly DemoLot[] = DEMO_LOTS): DemoCallPlace[] {
  return lots.flatMap((lot) => [
    ...lot.lanes.map((lane): DemoCallPlace => ({ lot: lot.key, kind: 'lane', serial: lane.serial, busy: lane.direction === 2 })),
    ...lot.payStations.map((station): DemoCallPlace => ({ lot: lot.key, kind: 'payStation', serial: station.serial, busy: true })),
  ]);
}

/** One call starting at `startedAt`: answered by an agent after some ringing, or rung out. */
function call(random: Random, place: DemoCallPlace, startedAt: number, callId: string): DemoCall {
  if (random() >= DEMO_ANSWERED_SHARE) return { place, callId, startedAt, endedAt: startedAt + RING_OUT_MS };
  const answeredAt = startedAt + between(random, 3, 25) * SECOND;
  // Most calls are settled within a minute or two (the barrier lifted, the way to pay explained); a few run longer.
  const talk = random() < 0.8 ? between(random, 20, 150) * SECOND : between(random, 150, 420) * SECOND;
  return { place, callId, startedAt, answeredAt, endedAt: answeredAt + talk, answeredBy: pick(random, DEMO_CALL_AGENTS) };
}

/** The calls of the `days` operator days up to the demo's now (today's up to now), oldest first. */
export function planIntercomCalls(random: Random, options: { now: number; days: number; places?: readonly DemoCallPlace[] }): DemoCall[] {
  const calls: DemoCall[] = [];
  for (const place of options.places ?? callPlaces()) {
    let lineFreeAt = 0;
    for (let offset = -options.days + 1; offset <= 0; offset += 1) {
      const day = dayStart(options.now, offset);
      const count = Number(weighted(random, place.busy ? CALLS_PER_DAY.busy : CALLS_PER_DAY.quiet));
      const starts = Array.from({ length: count }, () => day + Number(weighted(random, CALL_HOURS)) * HOUR + between(random, 0, 59 * 60) * SECOND)
        .sort((a, b) => a - b);
      for (const [n, start] of starts.entries()) {
        const planned = call(random, place, Math.max(start, lineFreeAt + MINUTE), `D${place.serial.replace(/[^A-Za-z0-9]/g, '')}-${offset + options.days}-${n + 1}`);
        if (planned.endedAt >= options.now - 5 * MINUTE) continue;
        calls.push(planned);
        lineFreeAt = planned.endedAt;
      }
    }
  }
  return calls.sort((a, b) => a.startedAt - b.startedAt || a.callId.localeCompare(b.callId));
}
