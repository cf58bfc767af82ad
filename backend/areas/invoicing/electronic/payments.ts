// The payments an invoice may be asked for, as the bundle rule reads them (lib/invoicing/payer-bundle.ts):
// a stay's order, a rental order or a coupon package's, its payer (the plate it was paid for), what
// was paid, what was asked back (refunds requested or made; a failed or rejected one gives nothing
// back) and whether an invoice, paper or electronic, holds it already (invoiced_payments).
import type { BundledPayment } from '../../../../lib/invoicing/payer-bundle';
import type { Reader } from '../../../db';

/** The payments that may be invoiced: what people pay for parking, not a merchant's top-up or a stored-value recharge. */
export const INVOICEABLE_PAYMENT_SQL = '(t.order_id IS NOT NULL OR t.rental_order_id IS NOT NULL OR t.coupon_order_id IS NOT NULL)';

/** A refund that gives money back (or will): not failed (5), not rejected (6). */
export const REFUND_GIVES_BACK_SQL = 'r.state NOT IN (5, 6)';

/** A payment `t` that may be invoiced now: for parking, on no invoice (paper or electronic), nothing asked back. */
export const OPEN_TO_INVOICE_SQL = `${INVOICEABLE_PAYMENT_SQL} AND NOT EXISTS (SELECT 1 FROM invoiced_payments ip WHERE ip.payment_id = t.id)
  AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = t.id AND ${REFUND_GIVES_BACK_SQL})`;

export interface InvoiceablePayment extends BundledPayment {
  paymentId: number;
  paymentNo: string;
  lotId: number;
  plate: string;
  invoiceable: boolean;
}

/** The payments by id, locked in id order (two requests for one payment wait for each other). */
export async function lockPayments(tx: Reader, ids: readonly number[]): Promise<InvoiceablePayment[]> {
  const rows = await tx.query<{ id: number; payment_no: string; lot_id: number; plate: string; amount: number; refunded: number; invoiced: boolean; invoiceable: boolean }>(
    `SELECT t.id, t.payment_no, t.lot_id, t.plate, t.amount,
            (SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.payment_id = t.id AND ${REFUND_GIVES_BACK_SQL})::bigint AS refunded,
            EXISTS (SELECT 1 FROM invoiced_payments ip WHERE ip.payment_id = t.id) AS invoiced,
            ${INVOICEABLE_PAYMENT_SQL} AS invoiceable
       FROM payments t WHERE t.id = ANY($1::bigint[]) ORDER BY t.id FOR UPDATE OF t`, [ids]);
  return rows.map((r) => ({
    id: String(r.id), paymentId: Number(r.id), paymentNo: r.payment_no, lotId: Number(r.lot_id), plate: r.plate, payer: r.plate,
    amount: Number(r.amount), refunded: Number(r.refunded), invoiced: r.invoiced, invoiceable: r.invoiceable,
  }));
}
