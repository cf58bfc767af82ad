// The demo's coupons (merchants-plan.ts DEMO_COUPON_TYPES, DEMO_COUPONS), through the console as
// people use it and the charging core as the lanes do: the coupon types written by the lot
// operator, the merchants' customers' cars entering, a coupon given to each (the mall's by its own
// user), some of those cars
// leaving through the exit and paying the rest in cash at the booth (their coupons used, their
// merchants charged), the others priced now (in use on their orders).
import type { Queryable } from '../db';
import { runService } from '../kernel/service';
import { bookPayment } from '../areas/charging';
import { enterStay, exitStay } from '../areas/charging/stays';
import { quoteStay } from '../areas/orders/quote';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import { DEMO_COUPONS, DEMO_COUPON_TYPES, DEMO_MERCHANT_USER } from './merchants-plan';
import type { DemoStaff } from './records-plan';
import { MINUTE } from './visits';

export async function replayCoupons(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff & { cashier: string },
  key: (what: string) => string): Promise<void> {
  const types = new Map<string, { id: number; merchant: string }>();
  for (const t of DEMO_COUPON_TYPES) {
    const [merchant] = await tx.query<{ id: number }>('SELECT id FROM merchants WHERE name = $1', [t.merchant]);
    const row = await desk.create('/MerchantCouponManagement', {
      merchantId: merchant.id, name: t.name, kind: t.kind, minutes: t.minutes ?? null, amount: t.amount ?? null, discount: t.discount ?? null,
      hours: t.hours ?? null, windows: null, validHours: t.validHours, onePerPlate: true, multiUse: t.multiUse ?? false, charge: t.charge,
      chargeAmount: t.chargeAmount ?? null, chargeMax: null, status: 1, remark: null,
    }, staff.operator, now - 48 * 60 * MINUTE);
    types.set(t.name, { id: row.id, merchant: t.merchant });
  }
  for (const c of DEMO_COUPONS) {
    const lot = lots.find((l) => l.plan.key === c.lot)!;
    const actor = { name: 'system:demo', userId: null };
    const { stay } = await runService(tx, enterStay, { lotId: lot.id, plate: c.plate, source: 'camera' }, actor, { at: now - c.enteredMinutesAgo * MINUTE });
    const car = { id: Number(stay.id), plate: c.plate };
    const type = types.get(c.type)!;
    const issuer = type.merchant === DEMO_MERCHANT_USER.merchant ? DEMO_MERCHANT_USER.login : staff.operator;
    await desk.press('/MerchantCouponManagement', 'issue', [type.id], { plate: car.plate }, issuer, now - c.minutesAgo * MINUTE, key('coupon-issue'));
    if (!c.leaves) {
      await runService(tx, quoteStay, { stayId: car.id }, actor, { at: now });
      continue;
    }
    // At the exit booth: the rest paid in cash (nothing, when the coupon took it all), then out.
    const at = now - c.leaves.minutesAgo * MINUTE;
    const quote = await runService(tx, quoteStay, { stayId: car.id }, actor, { at });
    if (quote.due > 0) {
      await runService(tx, bookPayment, { stayId: car.id, channel: 'cash', place: 'booth' }, { name: staff.cashier, userId: null }, { at, idempotencyKey: key('coupon-exit-pay') });
    }
    await runService(tx, exitStay, { stayId: car.id, source: 'camera' }, actor, { at });
  }
}
