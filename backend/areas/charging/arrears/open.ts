// A stay that leaves owing (stays.state exitPayLater or unpaidExit) leaves an arrear on its plate:
// made by the exit service (backend/areas/charging/stays.ts leave) in the same transaction, one per
// order, for what was due at the exit. Its plate follows a later plate correction of the stay.
import { ARREAR_STATE } from '../../../../lib/parking/arrears-machine';
import { isoAt } from '../../../db';
import type { Work } from '../../../kernel/work';
import type { OrderRow, StayRow } from '../rows';
import { ARREAR_AUDIT } from './audit';

export async function openArrear(work: Work, stay: StayRow, order: OrderRow): Promise<number> {
  const at = isoAt(work.at);
  const row = await work.insert(ARREAR_AUDIT, 'arrears', {
    order_id: order.id, stay_id: stay.id, lot_id: stay.lot_id, plate: stay.plate, plate_color: stay.plate_color,
    amount: order.due, state: ARREAR_STATE.unpaid, created_at: at, updated_at: at,
  });
  return Number(row.id);
}

/** The arrear of a stay whose plate was corrected takes the corrected plate (the debt is the vehicle's). */
export async function followPlate(work: Work, stayId: number, plate: string, plateColor: string): Promise<void> {
  const [arrear] = await work.query<{ id: number; plate: string; plate_color: string }>(
    'SELECT id, plate, plate_color FROM arrears WHERE stay_id = $1 FOR UPDATE', [stayId]);
  if (!arrear || (arrear.plate === plate && arrear.plate_color === plateColor)) return;
  await work.update(ARREAR_AUDIT, 'arrears', Number(arrear.id), { plate, plate_color: plateColor, updated_at: isoAt(work.at) });
}
