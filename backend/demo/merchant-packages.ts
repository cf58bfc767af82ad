// The demo's merchant packages, through the console as people use it (merchants-plan.ts): the lot
// operator offers a package to the lot's merchants and finance approves it; the mall's user applies
// for its staff's cards and finance approves the application (the cards made, the mall's account
// charged). After the merchants and their top-ups (merchants.ts), whose money pays the cards.
import { dateOfDay, dayOf } from '../../lib/parking/cards/operator-days';
import type { Queryable } from '../db';
import { firstUser } from './base-data';
import type { DemoConsole } from './console';
import type { BuiltLot } from './estate';
import { DEMO_BASE_PACKAGES, DEMO_MERCHANT_APPLICATIONS, DEMO_MERCHANT_USER } from './merchants-plan';
import type { DemoStaff } from './records-plan';
import { MINUTE } from './visits';

const HOUR = 60 * MINUTE;

/** The approved package of the lot sold under `name`. */
async function approvedPackage(tx: Queryable, lotId: number, name: string): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    'SELECT p.id FROM month_packages p JOIN month_package_names n ON n.id = p.name_id WHERE p.lot_id = $1 AND n.name = $2 AND p.state = 1 ORDER BY p.id LIMIT 1',
    [lotId, name]);
  if (!row) throw new Error(`demo: no approved package ${name}`);
  return Number(row.id);
}

export async function replayMerchantPackages(tx: Queryable, desk: DemoConsole, lots: BuiltLot[], now: number, staff: DemoStaff,
  key: (what: string) => string): Promise<void> {
  const offers = new Map<string, number>();
  for (const offer of DEMO_BASE_PACKAGES) {
    const lot = lots.find((l) => l.plan.key === offer.lot)!;
    const at = now - offer.hoursAgo * HOUR;
    const row = await desk.create('/MerchantBasePackage', {
      lotId: lot.id, packageId: await approvedPackage(tx, lot.id, offer.packageName), merchantPrice: offer.merchantPrice, maxCards: offer.maxCards,
      saleFrom: null, saleTo: null, remark: offer.remark,
    }, staff.operator, at);
    await desk.press('/MerchantBasePackage', 'approve', [row.id], {}, staff.finance, at + offer.approvedAfterHours * HOUR);
    offers.set(offer.packageName, row.id);
  }
  const applicant = await firstUser(tx, [DEMO_MERCHANT_USER.login, staff.operator]);
  for (const application of DEMO_MERCHANT_APPLICATIONS) {
    const [merchant] = await tx.query<{ id: number }>('SELECT id FROM merchants WHERE name = $1', [application.merchant]);
    const at = now - application.hoursAgo * HOUR;
    const row = await desk.create('/MerchantPackage', {
      merchantId: Number(merchant.id), basePackageId: offers.get(application.packageName)!, months: application.months,
      startDate: dateOfDay(dayOf(at)), holders: application.holders.join('\n'), remark: null,
    }, applicant, at);
    await desk.press('/MerchantPackage', 'approve', [row.id], {}, staff.finance, at + application.approvedAfterHours * HOUR, key('merchant-package'));
  }
}
