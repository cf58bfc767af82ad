// The demo's promotions (merchants-plan.ts DEMO_GIFT_RULES, DEMO_EVENT, DEMO_PACKAGE,
// DEMO_MEMBER_OFFER), through the console as people use it and the charging core as the lanes do:
// the gift rules written by the lot operator and approved by finance before the merchants' top-ups
// (replayGiftRules); then an event's coupons given to its guest list (one guest's car in, priced
// now), a package of coupons sold at the booth in cash to a driver whose car came and left paying
// the rest, and a member offer with its member plates (replayPromotions).
import type { Queryable } from '../db';
import { runService } from '../kernel/service';
import { bookPayment } from '../areas/charging';
import { enterStay, exitStay } from '../areas/charging/stays';
import { quoteStay } from '../areas/orders/quote';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import { DEMO_EVENT, DEMO_GIFT_RULES, DEMO_GIFT_RULES_HOURS_AGO, DEMO_MEMBER_OFFER, DEMO_PACKAGE } from './merchants-plan';
import type { DemoStaff } from './records-plan';
import { MINUTE } from './visits';

const HOUR = 60 * MINUTE;
const SYSTEM = { name: 'system:demo', userId: null };
const NO_VALUES = { minutes: null, amount: null, discount: null, hours: null, windows: null };
const lotOf = (lots: BuiltLot[], key: string) => lots.find((l) => l.plan.key === key)!;

export async function replayGiftRules(desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff): Promise<void> {
  const at = now - DEMO_GIFT_RULES_HOURS_AGO * HOUR;
  for (const rule of DEMO_GIFT_RULES) {
    const row = await desk.create('/PromotionRules', {
      lotId: lotOf(lots, rule.lot).id, name: rule.name, minTopUp: rule.minTopUp, gift: rule.gift, firstOnly: rule.firstOnly,
      validFrom: null, validTo: null, remark: null,
    }, staff.operator, rule.approved ? at : now - 10 * HOUR);
    if (rule.approved) await desk.press('/PromotionRules', 'approve', [row.id], {}, staff.finance, at + HOUR);
  }
}

export async function replayPromotions(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff & { cashier: string },
  key: (what: string) => string): Promise<void> {
  const east = lotOf(lots, DEMO_EVENT.lot);
  const event = await desk.create('/SpecialEventCoupons', {
    lotId: east.id, name: DEMO_EVENT.name, kind: 'cash', ...NO_VALUES, amount: DEMO_EVENT.amount, status: 1, remark: null,
    validFrom: new Date(now - DEMO_EVENT.fromHoursAgo * HOUR).toISOString(), validTo: new Date(now + DEMO_EVENT.toHoursAhead * HOUR).toISOString(),
  }, staff.operator, now - (DEMO_EVENT.issuedHoursAgo + 1) * HOUR);
  await desk.press('/SpecialEventCoupons', 'issue', [event.id], { plates: DEMO_EVENT.plates.join('\n') }, staff.operator,
    now - DEMO_EVENT.issuedHoursAgo * HOUR, key('event-issue'));
  const guest = await runService(tx, enterStay, { lotId: east.id, plate: DEMO_EVENT.carIn.plate, source: 'camera' }, SYSTEM,
    { at: now - DEMO_EVENT.carIn.enteredMinutesAgo * MINUTE });
  await runService(tx, quoteStay, { stayId: Number(guest.stay.id) }, SYSTEM, { at: now });

  const p = DEMO_PACKAGE;
  const pack = await desk.create('/RenBoCouponPackageManagement', {
    lotId: lotOf(lots, p.lot).id, name: p.name, kind: 'time', ...NO_VALUES, minutes: p.minutes, validHours: p.validHours,
    couponCount: p.coupons, price: p.price, saleFrom: null, saleTo: null, remark: null,
  }, staff.operator, now - p.writtenHoursAgo * HOUR);
  await desk.press('/RenBoCouponPackageManagement', 'approve', [pack.id], {}, staff.finance, now - p.approvedHoursAgo * HOUR);
  await desk.press('/RenBoCouponPackageManagement', 'sell', [pack.id], { plate: p.plate, channel: 'cash', reference: null }, staff.cashier,
    now - p.soldHoursAgo * HOUR, key('package-sale'));
  const buyer = await runService(tx, enterStay, { lotId: lotOf(lots, p.lot).id, plate: p.plate, source: 'camera' }, SYSTEM,
    { at: now - p.enteredMinutesAgo * MINUTE });
  const stayId = Number(buyer.stay.id);
  const leftAt = now - p.leftMinutesAgo * MINUTE;
  const quote = await runService(tx, quoteStay, { stayId }, SYSTEM, { at: leftAt });
  if (quote.due > 0) {
    await runService(tx, bookPayment, { stayId, channel: 'cash', place: 'booth' }, { name: staff.cashier, userId: null }, { at: leftAt, idempotencyKey: key('package-exit-pay') });
  }
  await runService(tx, exitStay, { stayId, source: 'camera' }, SYSTEM, { at: leftAt });

  const m = DEMO_MEMBER_OFFER;
  const offer = await desk.create('/MembershipCardOffer', {
    lotId: lotOf(lots, m.lot).id, name: m.name, memberDiscount: m.memberDiscount, validDays: m.validDays, status: 1, remark: null,
  }, staff.operator, now - (m.enrolledHoursAgo + 1) * HOUR);
  await desk.press('/MembershipCardOffer', 'enroll', [offer.id], { plates: m.plates.join('\n') }, staff.operator, now - m.enrolledHoursAgo * HOUR, key('member-enroll'));
}
