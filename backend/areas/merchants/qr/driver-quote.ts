// What a driver's stay costs now, from a lot's exit code or a berth's code (docs/merchants.md, "QR
// codes and the driver's page"): the charging core's pricing of the plate's open stay (the same as
// CreateOrderInfo: coupons applied, the order made on the first question), told with only what the
// driver needs: his plate, the lot, when he came, the fee, what coupons and other discounts took
// off, what is paid and due. A berth's code prices the car on that berth only if it is his plate.
import { COUPON_USE_STATE } from '../../../../lib/parking/coupons/coupon-machine';
import type { Queryable } from '../../../db';
import { refuse } from '../../../kernel/failures';
import { runService } from '../../../kernel/service';
import type { Actor } from '../../../kernel/work';
import { openStayOnBerth, openStaysOfPlate } from '../../charging';
import { quoteStay, type Quote } from '../../orders';
import type { DriverCode } from './driver-code';

export interface DriverQuote {
  plate: string; lotName: string; entryAt: string; minutes: number;
  receivable: number; couponRelief: number; otherDiscount: number; paid: number; due: number; exitWindowMinutes: number | null;
}

/** The stay the code and plate name, priced now; the quote keeps the order's number for the payment (never sent to the page). */
export async function quoteForDriver(tx: Queryable, code: DriverCode, plate: string, actor: Actor, at: number): Promise<{ quote: Quote; told: DriverQuote }> {
  if (code.kind === 'claim') throw refuse('qrWrongKind');
  const stay = code.kind === 'berth' ? await openStayOnBerth(tx, code.berthId!) : (await openStaysOfPlate(tx, code.lotId, plate))[0];
  // Another car on the berth is answered as an empty berth: nothing about it is told.
  if (!stay || stay.plate !== plate) throw refuse(code.kind === 'berth' ? 'noStayOnBerth' : 'noOpenStay');
  const quote = await runService(tx, quoteStay, { stayId: stay.id }, actor, { at });
  const [coupons] = await tx.query<{ relief: string }>(
    `SELECT coalesce(sum(u.relief), 0)::bigint AS relief FROM coupon_uses u JOIN orders o ON o.id = u.order_id
      WHERE o.order_no = $1 AND u.state IN ($2, $3)`, [quote.orderNo, COUPON_USE_STATE.inUse, COUPON_USE_STATE.used]);
  const couponRelief = Number(coupons.relief);
  return {
    quote,
    told: {
      plate: quote.plate, lotName: code.lotName, entryAt: quote.entryAt, minutes: Math.max(0, Math.floor((at - Date.parse(quote.entryAt)) / 60_000)),
      receivable: quote.receivable, couponRelief, otherDiscount: quote.discount - couponRelief, paid: quote.paid, due: quote.due,
      exitWindowMinutes: quote.exitWindowMinutes,
    },
  };
}
