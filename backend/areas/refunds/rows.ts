// A refund row as the services read it, the entity its changes are audited under, and its number.
import type { RefundState } from '../../../lib/parking/refund-machine';
import { operatorDay } from '../charging';
import type { Reader } from '../../db';

/** audit_log.entity of refunds: every refund screen's history reads it. */
export const AUDIT_REFUND = 'refund';

export interface RefundRow {
  id: number; refund_no: string; payment_id: number; order_id: number | null; rental_order_id: number | null; lot_id: number; plate: string; channel: string;
  amount: number; state: RefundState; reason: string; requested_by: string; reviewed_by: string | null; confirmed_by: string | null;
}

/** The refund, locked for the rest of the transaction; null when there is none. */
export async function lockRefund(db: Reader, where: { id: number } | { refundNo: string }): Promise<RefundRow | null> {
  const [row] = 'id' in where
    ? await db.query<RefundRow>('SELECT * FROM refunds WHERE id = $1 FOR UPDATE', [where.id])
    : await db.query<RefundRow>('SELECT * FROM refunds WHERE refund_no = $1 FOR UPDATE', [where.refundNo]);
  return row ? { ...row, id: Number(row.id), amount: Number(row.amount), state: Number(row.state) as RefundState } : null;
}

const SEQUENCE_DIGITS = 6;

/** 'R' + the operator's day + a sequence: the number the channel carries the refund out under. */
export async function nextRefundNo(db: Reader, at: number): Promise<string> {
  const [{ n }] = await db.query<{ n: number }>("SELECT nextval('refund_no_seq')::bigint AS n");
  return `R${operatorDay(at)}${String(n).padStart(SEQUENCE_DIGITS, '0')}`;
}
