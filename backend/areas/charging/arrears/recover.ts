// A stay that left owing is recovered when its order has nothing left due (the payment service,
// backend/areas/charging/payments.ts settleIfDone): its arrear is closed in the same transaction, with
// the payment that did it and the lot where the driver paid when that was another lot.
import { decideArrear } from '../../../../lib/parking/arrears-machine';
import { refuse } from '../../../kernel/failures';
import { isoAt } from '../../../db';
import type { Work } from '../../../kernel/work';
import { ARREAR_AUDIT } from './audit';

export interface Recovery {
  /** The payment that left nothing due; none when a discount or a free departure did. */
  paymentId?: number;
  channel?: string;
  /** Where the driver paid, when not at the arrear's own lot. */
  atLotId?: number;
}

export async function recoverArrear(work: Work, stayId: number, recovery: Recovery = {}): Promise<void> {
  const [arrear] = await work.query<{ id: number; state: number }>('SELECT id, state FROM arrears WHERE stay_id = $1 FOR UPDATE', [stayId]);
  // A stay that left owing before arrears were recorded has none.
  if (!arrear) return;
  const decision = decideArrear(arrear.state, 'recover');
  if (!decision.ok) throw refuse(decision.reason);
  const at = isoAt(work.at);
  await work.update(ARREAR_AUDIT, 'arrears', Number(arrear.id), {
    state: decision.to, closed_at: at, closed_by: work.actor.name, recovered_payment_id: recovery.paymentId ?? null,
    recovered_channel: recovery.channel ?? null, recovered_lot_id: recovery.atLotId ?? null, updated_at: at,
  });
}
