// An arrear locked for the rest of the transaction, and the refusal when `event` does not fit its state.
import { decideArrear, type ArrearEvent, type ArrearState } from '../../../../lib/parking/arrears-machine';
import { refuse, rowNotFound } from '../../../kernel/failures';
import type { Work } from '../../../kernel/work';

export interface ArrearRow { id: number; order_id: number; stay_id: number; lot_id: number; plate: string; amount: number; state: ArrearState }

export async function lockArrearFor(work: Work, arrearId: number, event: ArrearEvent): Promise<{ arrear: ArrearRow; to: ArrearState }> {
  const [row] = await work.query<ArrearRow>(
    'SELECT id, order_id, stay_id, lot_id, plate, amount, state FROM arrears WHERE id = $1 FOR UPDATE', [arrearId]);
  if (!row) throw rowNotFound();
  const arrear = { ...row, id: Number(row.id), order_id: Number(row.order_id), stay_id: Number(row.stay_id), amount: Number(row.amount) };
  const decision = decideArrear(arrear.state, event);
  if (!decision.ok) throw refuse(decision.reason);
  return { arrear, to: decision.to };
}
