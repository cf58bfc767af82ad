// The demo's merchants, through the console as people use it (merchants-plan.ts): written by the
// lot operator, topped up by the cashier, one closed by the operator and finance; then the demo's
// merchant user bound to the mall, as an administrator binds him on /EmployeeInformation.
import type { Queryable } from '../db';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import { DEMO_MERCHANT_USER, DEMO_MERCHANTS, type DemoMerchant } from './merchants-plan';
import type { DemoStaff } from './records-plan';
import { MINUTE } from './visits';

const HOUR = 60 * MINUTE;

const formOf = (m: DemoMerchant, lotId: number) => ({
  lotId, name: m.name, contact: m.contact, phone: m.phone, settlement: m.settlement, discount: m.discount,
  minutePrice: m.minutePrice ?? null, arrearsLimit: m.arrearsLimit ?? null, limitPeriod: m.limits.period,
  limitCount: m.limits.count ?? null, limitAmount: m.limits.amount ?? null, limitMinutes: m.limits.minutes ?? null, limitCars: m.limits.cars ?? null,
  remark: null,
});

export async function replayMerchants(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff & { cashier: string },
  key: (what: string) => string): Promise<void> {
  for (const merchant of DEMO_MERCHANTS) {
    const lot = lots.find((l) => l.plan.key === merchant.lot)!;
    const row = await desk.create('/MerchantInformationManagement', formOf(merchant, lot.id), staff.operator, now - merchant.hoursAgo * HOUR);
    for (const topUp of merchant.topUps) {
      await desk.press('/MerchantRecharge', 'topUp', [row.id], { amount: topUp.amount, channel: topUp.channel, reference: topUp.reference ?? null },
        staff.cashier, now - topUp.hoursAgo * HOUR, key('merchant-top-up'));
    }
    if (merchant.closing) {
      const { reason, askedHoursAgo, confirmedHoursAgo } = merchant.closing;
      await desk.press('/MerchantInformationManagement', 'requestClose', [row.id], { reason }, staff.operator, now - askedHoursAgo * HOUR);
      await desk.press('/MerchantInformationManagement', 'confirmClose', [row.id], { refundMethod: 'cash', refundReference: null },
        staff.finance, now - confirmedHoursAgo * HOUR, key('merchant-closing'));
    }
  }
  await tx.query(
    `UPDATE users SET merchant_id = (SELECT id FROM merchants WHERE name = $2), updated_at = now()
      WHERE lower(login_name) = lower($1) AND merchant_id IS NULL`, [DEMO_MERCHANT_USER.login, DEMO_MERCHANT_USER.merchant]);
}
