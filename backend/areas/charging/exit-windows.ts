// Paid, but still in the lot after the exit window: such a stay bills again from its payment
// (pricing moves it back to inLot). Pricing does this whenever it looks at a stay; this sweep makes
// the lists and the locks follow without anyone looking. Any number of backends may sweep: each
// stay is locked while it is priced, and a stay already back to billing is left alone.
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { isoAt, type Db } from '../../db';
import { Work } from '../../kernel/work';
import { priceStay } from './pricing';
import { lockStay } from './rows';

export const EXIT_WINDOW_SWEEP_MS = 30_000;
/** The shortest exit window worth a look (a rate may set 0 to 120 minutes). */
const SHORTEST_WINDOW_MS = 60_000;
const PER_SWEEP = 200;

/** Prices the paid stays still in the lot past their exit window; returns how many went back to billing. */
export async function sweepExitWindows(db: Db, now: number): Promise<number> {
  const candidates = await db.query<{ id: number }>(
    `SELECT id FROM stays WHERE state = $1 AND paid_until < $2 ORDER BY paid_until LIMIT ${PER_SWEEP}`,
    [STAY_STATE.paidNotOut, isoAt(now - SHORTEST_WINDOW_MS)]);
  let billing = 0;
  for (const { id } of candidates) {
    billing += await db.transaction(async (tx) => {
      const stay = await lockStay(tx, id);
      if (stay?.state !== STAY_STATE.paidNotOut) return 0;
      const priced = await priceStay(new Work(tx, { name: 'system:exitWindow', userId: null }, now, 'stay.exitWindow'), stay, now);
      return priced.stay.state === STAY_STATE.inLot ? 1 : 0;
    });
  }
  return billing;
}
