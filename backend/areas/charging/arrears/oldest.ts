// The oldest open arrear of a plate at any lot, with what its order still owes (fen): what a pay
// station of any lot collects for a plate that has no stay there.
import { ARREAR_STATE } from '../../../../lib/parking/arrears-machine';
import type { Reader } from '../../../db';

export async function oldestArrearOf(tx: Reader, plate: string): Promise<{ id: number; due: number } | null> {
  if (!plate) return null;
  const [row] = await tx.query<{ id: number; due: number }>(
    `SELECT a.id, o.due FROM arrears a JOIN orders o ON o.id = a.order_id
      WHERE a.plate = $1 AND a.state = $2 AND o.due > 0 ORDER BY a.created_at, a.id LIMIT 1`, [plate, ARREAR_STATE.unpaid]);
  return row ? { id: Number(row.id), due: Number(row.due) } : null;
}
