// A coupon package sold to a driver at the booth (docs/merchants.md, "Promotions"): one domain
// service, once per idempotency key. The order (coupon_orders, number Q + day + sequence), its
// payment booked by the charging core as any sale's (bookRentalPayment: the cashier's shift and the
// daily settlement count it), and the package's coupons issued to the plate, all in one
// transaction, every row audited. Refused with its message, nothing written: a package not approved
// or withdrawn, outside its sale window, a POS sale without its slip or with one already recorded.
import { z } from 'zod';
import { TOP_UP_CHANNELS } from '../../../lib/areas/merchants/account';
import { onSaleOn, PACKAGE_REFUSALS } from '../../../lib/areas/merchants/coupon-packages';
import { MERCHANT_REFUSALS } from '../../../lib/areas/merchants/refusals';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { RULE_STATE } from '../../../lib/parking/promotions/rule-machine';
import { PLATE_INPUT_MAX_LENGTH, isValidPlate, normalizePlate } from '../../../lib/validation/formats';
import { isoAt } from '../../db';
import { refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import { bookRentalPayment, nextNumber } from '../charging';
import { issueOperatorCoupons } from './operator-coupons';

export const COUPON_ORDER_ENTITY = 'couponOrder';
const HOUR_MS = 3_600_000;

export const sellCouponPackage = defineService({
  name: 'merchants.sellCouponPackage',
  idempotent: true,
  input: z.object({
    packageId: z.number().int().positive(),
    plate: z.string().trim().min(1).max(PLATE_INPUT_MAX_LENGTH).refine(isValidPlate).transform(normalizePlate),
    channel: z.enum(TOP_UP_CHANNELS),
    reference: z.string().trim().max(64).nullish(),
  }),
  async run(work, { packageId, plate, channel, reference }) {
    const [pack] = await work.query<{ id: number; lot_id: number; review_state: number; coupon_count: number; price: string; valid_hours: number; sale_from: string | null; sale_to: string | null }>(
      `SELECT id, lot_id, review_state, coupon_count, price, valid_hours, to_char(sale_from, 'YYYY-MM-DD') AS sale_from, to_char(sale_to, 'YYYY-MM-DD') AS sale_to
         FROM coupon_types WHERE id = $1 AND purpose = 'package' FOR SHARE`, [packageId]);
    if (!pack) throw rowNotFound();
    if (Number(pack.review_state) !== RULE_STATE.active) throw refuse(PACKAGE_REFUSALS.notOnSale);
    if (!onSaleOn(dateOfDay(dayOf(work.at)), pack.sale_from, pack.sale_to)) throw refuse(PACKAGE_REFUSALS.outsideSale);
    const slip = channel === 'cash' ? null : reference?.trim() || null;
    if (channel !== 'cash' && !slip) throw refuse(MERCHANT_REFUSALS.referenceMissing);
    if (slip && (await work.query('SELECT 1 FROM coupon_orders WHERE channel = $1 AND reference = $2', [channel, slip])).length) {
      throw refuse(MERCHANT_REFUSALS.referenceRecorded, { reference: slip });
    }
    const price = Number(pack.price);
    const order = await work.insert(COUPON_ORDER_ENTITY, 'coupon_orders', {
      order_no: await nextNumber(work, 'couponOrder', work.at), lot_id: pack.lot_id, type_id: pack.id, plate, coupons: pack.coupon_count, price,
      channel, reference: slip, state: 1, paid_at: isoAt(work.at), operator: work.actor.name,
    });
    const orderId = Number(order.id);
    const payment = await bookRentalPayment(work, {
      couponOrderId: orderId, lotId: Number(pack.lot_id), plate, channel, place: 'booth', amount: price, ...(slip ? { channelTxnNo: slip } : {}),
    });
    await issueOperatorCoupons(work, {
      typeId: Number(pack.id), lotId: Number(pack.lot_id), plates: [plate], source: 'package', count: Number(pack.coupon_count), couponOrderId: orderId,
      validFrom: null, expiresAt: Number(pack.valid_hours) > 0 ? isoAt(work.at + Number(pack.valid_hours) * HOUR_MS) : null,
    });
    return { orderNo: String(order.order_no), paymentNo: payment.paymentNo, plate, coupons: Number(pack.coupon_count), price };
  },
});
