// What a lot's entrance makes of a plate's arrears (lib/areas/charging/arrears/entry-rule.ts decides): the lot's
// enabled rule, and what the plate still owes on its open arrears at any lot (the orders' due).
import { decideArrearsEntry, type ArrearsEntryRule, type ArrearsEntryVerdict } from '../../../../lib/areas/charging/arrears/entry-rule';
import { ARREAR_STATE } from '../../../../lib/parking/arrears-machine';
import type { Reader } from '../../../db';

export interface ArrearsAtEntrance { verdict: ArrearsEntryVerdict; owed: number }

export async function arrearsAtEntrance(tx: Reader, lotId: number, plate: string): Promise<ArrearsAtEntrance> {
  if (!plate) return { verdict: 'pass', owed: 0 };
  const [rule] = await tx.query<ArrearsEntryRule>('SELECT mode, threshold FROM arrears_entry_rules WHERE lot_id = $1 AND status = 1', [lotId]);
  if (!rule) return { verdict: 'pass', owed: 0 };
  const [{ owed }] = await tx.query<{ owed: number }>(
    `SELECT coalesce(sum(o.due), 0)::bigint AS owed FROM arrears a JOIN orders o ON o.id = a.order_id
      WHERE a.plate = $1 AND a.state = $2`, [plate, ARREAR_STATE.unpaid]);
  const total = Number(owed);
  return { verdict: decideArrearsEntry({ mode: rule.mode, threshold: Number(rule.threshold) }, total), owed: total };
}
