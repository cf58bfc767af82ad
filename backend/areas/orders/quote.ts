// What an open stay owes now: the stay priced up to this moment by the charging core (its order is
// made on the first pricing), with the fee lines and the exit window a driver or a terminal is
// told. Re-pricing on /TempOrder and CreateOrderInfo(Handler) run it; no money moves.
import { z } from 'zod';
import { ORDER_REPRICE_REFUSAL } from '../../../lib/areas/orders/screens';
import { isOpenStay } from '../../../lib/parking/stay-machine';
import type { LineKind } from '../../../lib/tariff/lines';
import { priceStay, exitWindowOf, lockStay } from '../charging';
import { refuse, rowNotFound } from '../../kernel/failures';
import { isoAt, toMs } from '../../db';
import { defineService } from '../../kernel/service';

/** A fee line as told: times as ISO text, amounts in fen. */
export interface QuoteLine {
  kind: LineKind; from: string; to: string; window: string | null; units: number | null; unitPrice: number | null;
  capApplied: number | null; amount: number;
}

export interface Quote {
  orderNo: string; stayNo: string; plate: string; entryAt: string;
  receivable: number; discount: number; waived: number; paid: number; due: number;
  lines: QuoteLine[];
  /** Minutes to leave after paying; null when no rate prices the stay (nothing to pay). */
  exitWindowMinutes: number | null;
}

interface LineRow {
  kind: LineKind; from_at: unknown; to_at: unknown; window_name: string | null; units: number | null; unit_price: number | null;
  cap_applied: number | null; amount: number;
}

export const quoteStay = defineService({
  name: 'order.quote',
  input: z.object({ stayId: z.number().int().positive() }),
  async run(work, { stayId }): Promise<Quote> {
    const stay = await lockStay(work, stayId);
    if (!stay) throw rowNotFound();
    if (!isOpenStay(stay.state)) throw refuse(ORDER_REPRICE_REFUSAL);
    const { order, stay: priced } = await priceStay(work, stay, work.at);
    const lines = await work.query<LineRow>(
      `SELECT kind, from_at, to_at, window_name, units, unit_price, cap_applied, amount FROM order_fee_lines
       WHERE order_id = $1 ORDER BY seq`, [order.id]);
    const exitWindowMinutes = priced.rate_version_id === null ? null : await exitWindowOf(work, priced.rate_version_id);
    return {
      orderNo: order.order_no, stayNo: priced.stay_no, plate: order.plate, entryAt: isoAt(priced.entry_at),
      receivable: order.receivable, discount: order.discount, waived: order.waived, paid: order.paid, due: order.due,
      lines: lines.map((l) => ({
        kind: l.kind, from: isoAt(toMs(l.from_at)!), to: isoAt(toMs(l.to_at)!), window: l.window_name, units: l.units,
        unitPrice: l.unit_price, capApplied: l.cap_applied, amount: l.amount,
      })),
      exitWindowMinutes,
    };
  },
});
