// The street collectors' sign-ins and sign-outs of the demo's week (collector-signs-plan.ts): the
// lot operator hands the POS terminal out on /PosManage at the sign-in and takes it back at the
// sign-out, as the office does (records.ts terminalHandOvers has the last days'). /CatcCollectorSignRecord.
import type { Queryable } from '../db';
import { firstUser, demoAdministrator } from './base-data';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import { DEMO_POS_TERMINAL } from './estate-plan';
import { DEMO_SIGNS_SEED, planCollectorSigns } from './collector-signs-plan';
import { seededRandom } from './random';

/** Replays the week's sign-ins (after the office's records: today's may leave the terminal out); returns how many. */
export async function replayCollectorSigns(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, days: number): Promise<number> {
  const lotId = lots.find((l) => l.plan.key === 'street')!.id;
  const operator = await firstUser(tx, ['operator', await demoAdministrator(tx)]);
  const [terminal] = await tx.query<{ id: number }>('SELECT id FROM pos_terminals WHERE serial = $1', [DEMO_POS_TERMINAL.serial]);
  const signs = planCollectorSigns(seededRandom(DEMO_SIGNS_SEED), { now, days });
  for (const sign of signs) {
    const [collector] = await tx.query<{ id: number }>('SELECT id FROM pos_users WHERE login_name = $1', [sign.login]);
    const row = await desk.create('/PosManage', { terminalId: terminal.id, posUserId: collector.id, lotId }, operator, sign.signedInAt);
    if (sign.signedOutAt !== null) await desk.press('/PosManage', 'takeBack', [row.id], {}, operator, sign.signedOutAt);
  }
  return signs.length;
}
