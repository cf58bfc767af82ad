// The demo week's intercom calls (intercom-calls-plan.ts), each reported by its lane or pay station
// when it ended, through the device ingestion as a device's report is (/PhoneCallRecord). A pay
// station's report also carries its cash box and modules: it says what the station holds (nothing
// of the box moves).
import type { Queryable } from '../db';
import type { DemoConsole } from './console';
import { demoDevices } from './field-records';
import { DEMO_CALLS_SEED, planIntercomCalls, type DemoCall } from './intercom-calls-plan';
import { seededRandom } from './random';

const callOf = (c: DemoCall) => ({
  callId: c.callId, startedAt: c.startedAt, endedAt: c.endedAt,
  ...(c.answeredAt !== undefined ? { answeredAt: c.answeredAt, answeredBy: c.answeredBy } : {}),
});

/** Replays the week's calls; returns how many. */
export async function replayIntercomCalls(tx: Queryable, desk: DemoConsole, now: number, days: number): Promise<number> {
  const devices = demoDevices(desk);
  const calls = planIntercomCalls(seededRandom(DEMO_CALLS_SEED), { now, days });
  for (const c of calls) {
    if (c.place.kind === 'lane') {
      await devices.report('lane', c.place.serial, { call: callOf(c) }, c.endedAt);
      continue;
    }
    const [station] = await tx.query<{ error_code: number; modules: Record<string, string>; cash_amount: string | number; notes_count: number; coins_count: number }>(
      'SELECT error_code, modules, cash_amount, notes_count, coins_count FROM pay_stations WHERE serial = $1', [c.place.serial]);
    await devices.report('payStation', c.place.serial, {
      errorCode: station.error_code, modules: station.modules,
      cash: { amount: Number(station.cash_amount), notes: station.notes_count, coins: station.coins_count }, call: callOf(c),
    }, c.endedAt);
  }
  return calls.length;
}
