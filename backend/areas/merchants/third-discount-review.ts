// A third-party discount reviewed by a second person (docs/merchants.md, "Third-party discounts"):
// approved, the partner's coupon type is made in the same transaction (a coupon type of its
// post-paid merchant, issued on demand inside the discount's dates and budget); rejected with a
// reason; ended, its coupon type disabled. Each a domain service over the application's locked row,
// its state moved by the machine (lib/parking/third-discount-machine.ts), every row audited.
import { z } from 'zod';
import { THIRD_DISCOUNT_RULES } from '../../../lib/areas/merchants/third-discounts';
import { COUPON_TYPE_STATUS } from '../../../lib/areas/merchants/screens-coupons';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { decideThirdDiscount, type ThirdDiscountEvent, type ThirdDiscountState } from '../../../lib/parking/third-discount-machine';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { isoAt } from '../../db';
import { refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';

/** The audit entity of an application, whichever screen it is read on. */
export const THIRD_DISCOUNT_AUDIT = 'thirdDiscount';

interface Application {
  id: number; merchant_id: number; lot_id: number; name: string; kind: 'percentage' | 'cash'; pay_percent: number | null; amount: number | null;
  valid_hours: number; state: ThirdDiscountState; requested_by: string; coupon_type_id: number | null;
}

const id = z.number().int().positive();
const remark = z.string().trim().max(100);

/** The application (its row locked) and the state `event` moves it to; refused with the machine's message, or when the reviewer recorded it. */
async function decided(work: Work, discountId: number, event: ThirdDiscountEvent, secondPerson: boolean) {
  const [application] = await work.query<Application>('SELECT * FROM third_party_discounts WHERE id = $1 FOR UPDATE', [discountId]);
  if (!application) throw rowNotFound();
  const decision = decideThirdDiscount(Number(application.state) as ThirdDiscountState, event);
  if (!decision.ok) throw refuse(decision.reason);
  if (secondPerson && application.requested_by.trim().toLowerCase() === work.actor.name.trim().toLowerCase()) throw refuse(APPROVER_IS_REQUESTER);
  return { application, to: decision.to };
}

const reviewed = (work: Work, to: ThirdDiscountState, reviewRemark: string | undefined) =>
  ({ state: to, reviewed_by: work.actor.name, reviewed_at: isoAt(work.at), review_remark: reviewRemark?.trim() || null, updated_at: isoAt(work.at) });

export const approveThirdDiscount = defineService({
  name: 'merchants.approveThirdDiscount',
  idempotent: true,
  input: z.object({ discountId: id, reviewRemark: remark.optional() }),
  async run(work, input) {
    const { application: a, to } = await decided(work, input.discountId, 'approve', true);
    const [partner] = await work.query<{ settlement: string }>('SELECT settlement FROM merchants WHERE id = $1', [a.merchant_id]);
    if (partner?.settlement !== 'postpaid') throw refuse(THIRD_DISCOUNT_RULES.partnerNotPostpaid);
    const at = isoAt(work.at);
    // Named after the discount and its number, so that it never clashes with the partner's own kinds.
    const type = await work.insert(MERCHANT_AUDIT.couponType, 'coupon_types', {
      merchant_id: a.merchant_id, lot_id: a.lot_id, name: `${a.name} #${a.id}`, kind: a.kind,
      pay_percent: a.kind === 'percentage' ? a.pay_percent : null, amount: a.kind === 'cash' ? a.amount : null,
      valid_hours: a.valid_hours, one_per_plate: true, multi_use: false, charge: 'relief', status: COUPON_TYPE_STATUS.enabled,
      remark: `third-party discount ${a.id}`, created_by: work.actor.name, created_at: at, updated_at: at,
    });
    await work.update(THIRD_DISCOUNT_AUDIT, 'third_party_discounts', a.id, { ...reviewed(work, to, input.reviewRemark), coupon_type_id: type.id });
    return { id: a.id, state: to, couponTypeId: Number(type.id) };
  },
});

export const rejectThirdDiscount = defineService({
  name: 'merchants.rejectThirdDiscount',
  input: z.object({ discountId: id, reviewRemark: remark.min(1) }),
  async run(work, input) {
    const { application: a, to } = await decided(work, input.discountId, 'reject', true);
    await work.update(THIRD_DISCOUNT_AUDIT, 'third_party_discounts', a.id, reviewed(work, to, input.reviewRemark));
    return { id: a.id, state: to };
  },
});

export const endThirdDiscount = defineService({
  name: 'merchants.endThirdDiscount',
  input: z.object({ discountId: id }),
  async run(work, input) {
    const { application: a, to } = await decided(work, input.discountId, 'end', false);
    if (a.coupon_type_id !== null) {
      await work.update(MERCHANT_AUDIT.couponType, 'coupon_types', Number(a.coupon_type_id), { status: COUPON_TYPE_STATUS.disabled, updated_at: isoAt(work.at) });
    }
    await work.update(THIRD_DISCOUNT_AUDIT, 'third_party_discounts', a.id, { state: to, updated_at: isoAt(work.at) });
    return { id: a.id, state: to };
  },
});
