// The demo's third-party discounts (docs/merchants.md, "Third-party discounts"): a bank's card
// discount and Alipay's exclusive offers at the east station, recorded by the lot operator on
// /ThirdDiscountApply and by the administrator on /AliExclusiveOfferAudit (a staff page), reviewed by
// finance (a second person): two approved, one rejected, one waiting. A car is given each approved
// discount's coupon, leaves and pays the rest at the booth: the coupon used, the partner's post-paid
// account billed.
import { dateOfDay, dayOf } from '../../lib/parking/cards/operator-days';
import type { Queryable } from '../db';
import { runService } from '../kernel/service';
import { bookPayment } from '../areas/charging';
import { enterStay, exitStay } from '../areas/charging/stays';
import { quoteStay } from '../areas/orders/quote';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import type { DemoStaff } from './records-plan';
import { MINUTE } from './visits';

const HOUR = 60 * MINUTE;

interface DemoThirdDiscount {
  path: '/ThirdDiscountApply' | '/AliExclusiveOfferAudit';
  partner: string; name: string; campaign: string;
  kind: 'percentage' | 'cash'; payPercent?: number; amount?: number;
  /** Its first and last day, days from the demo's today. */
  days: [number, number];
  budget: number; validHours: number; hoursAgo: number;
  review?: { action: 'approve' | 'reject'; remark: string; hoursAgo: number };
  /** A card holder's car given its coupon, which leaves and pays the rest. */
  car?: { plate: string; enteredMinutesAgo: number; minutesAgo: number; leavesMinutesAgo: number };
}

export const DEMO_THIRD_DISCOUNTS: readonly DemoThirdDiscount[] = [
  {
    path: '/ThirdDiscountApply', partner: '工行信用卡中心', name: '工行信用卡停车8折', campaign: 'ICBC-P2611', kind: 'percentage', payPercent: 80,
    days: [-3, 27], budget: 500_000, validHours: 24, hoursAgo: 80, review: { action: 'approve', remark: '合同已签', hoursAgo: 75 },
    car: { plate: '浙A7U3W9', enteredMinutesAgo: 150, minutesAgo: 45, leavesMinutesAgo: 5 },
  },
  {
    path: '/ThirdDiscountApply', partner: '工行信用卡中心', name: '新卡首停减5元', campaign: 'ICBC-N2612', kind: 'cash', amount: 500,
    days: [3, 33], budget: 200_000, validHours: 24, hoursAgo: 6,
  },
  {
    path: '/AliExclusiveOfferAudit', partner: '支付宝', name: '支付宝周末停车减3元', campaign: 'ALI-CP-2611-01', kind: 'cash', amount: 300,
    days: [-1, 6], budget: 300_000, validHours: 12, hoursAgo: 50, review: { action: 'approve', remark: '支付宝出资', hoursAgo: 48 },
    car: { plate: '浙A8V5X2', enteredMinutesAgo: 130, minutesAgo: 50, leavesMinutesAgo: 12 },
  },
  {
    path: '/AliExclusiveOfferAudit', partner: '支付宝', name: '支付宝会员停车9折', campaign: 'ALI-CP-2611-02', kind: 'percentage', payPercent: 90,
    days: [0, 30], budget: 300_000, validHours: 12, hoursAgo: 30, review: { action: 'reject', remark: '未提供活动合同', hoursAgo: 28 },
  },
];

export async function replayThirdDiscounts(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff & { cashier: string },
  key: (what: string) => string): Promise<void> {
  const today = dayOf(now);
  const east = lots.find((l) => l.plan.key === 'east')!;
  for (const d of DEMO_THIRD_DISCOUNTS) {
    const [partner] = await tx.query<{ id: number }>('SELECT id FROM merchants WHERE name = $1', [d.partner]);
    const row = await desk.create(d.path, {
      merchantId: partner.id, name: d.name, campaign: d.campaign, kind: d.kind, payPercent: d.payPercent ?? null, amount: d.amount ?? null,
      validFrom: dateOfDay(today + d.days[0]), validTo: dateOfDay(today + d.days[1]), budget: d.budget, validHours: d.validHours, remark: null,
    }, d.path === '/AliExclusiveOfferAudit' ? staff.admin : staff.operator, now - d.hoursAgo * HOUR);
    if (!d.review) continue;
    await desk.press(d.path, d.review.action, [row.id], { reviewRemark: d.review.remark }, staff.finance, now - d.review.hoursAgo * HOUR, key('third-discount-review'));
    if (!d.car) continue;
    const [{ coupon_type_id: typeId }] = await tx.query<{ coupon_type_id: number }>('SELECT coupon_type_id FROM third_party_discounts WHERE id = $1', [row.id]);
    const actor = { name: 'system:demo', userId: null };
    const { stay } = await runService(tx, enterStay, { lotId: east.id, plate: d.car.plate, source: 'camera' }, actor, { at: now - d.car.enteredMinutesAgo * MINUTE });
    await desk.press('/MerchantCouponManagement', 'issue', [Number(typeId)], { plate: d.car.plate }, staff.operator, now - d.car.minutesAgo * MINUTE, key('third-discount-issue'));
    const at = now - d.car.leavesMinutesAgo * MINUTE;
    const quote = await runService(tx, quoteStay, { stayId: Number(stay.id) }, actor, { at });
    if (quote.due > 0) {
      await runService(tx, bookPayment, { stayId: Number(stay.id), channel: 'cash', place: 'booth' }, { name: staff.cashier, userId: null }, { at, idempotencyKey: key('third-discount-pay') });
    }
    await runService(tx, exitStay, { stayId: Number(stay.id), source: 'camera' }, actor, { at });
  }
}
