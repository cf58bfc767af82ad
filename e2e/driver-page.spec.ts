// The driver's page on a phone (docs/merchants.md, "QR codes and the driver's page"): the operator
// sets the page's address and prints a merchant's claim code and the lot's exit code (their sheets
// from /QRCodeInfo and /ParkingQRCode); a driver, signed in nowhere, opens the claim code's address on
// a phone-sized screen, claims the coupon for his plate (a second claim refused), then opens the exit
// code's, sees his stay's fee with the coupon taken off, pays it on the simulated WeChat Pay's H5
// cashier and comes back to see it paid, and the exit camera lets the car out; a tampered code is
// refused with its message.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { formPayload } from '../lib/list/form-values';
import { screenAt } from '../lib/screens/registry';
import { formFields } from '../lib/screens/schema';
import { apiAct, apiCreate, apiRows } from './support/api-rows';
import { EN, PHONE, setDriverPageAddress, sheetUrl } from './support/driver-page';
import { addLanes, expectPaidExit, readPlate } from './support/lanes';
import { closeSimulator } from './support/simulator';
import { screenCall } from './support/users';
import { letIn } from './support/seed-money';
import { plateOf, seedEstate } from './support/seed-estate';
import { admin, signIn } from './support/users';

const tag = Date.now().toString(36).toUpperCase();
/** The lot's WeChat Pay account on the simulated WeChat (scripts/e2e.mjs), notified at the backend. */
async function wechatAccount(page: Page, lotId: string) {
  const { wechat } = JSON.parse(readFileSync(process.env.E2E_SIM_CHANNELS!, 'utf8')) as { wechat: Record<string, string> };
  const values = { name: `WeChat ${tag}`, lotId, wxAppId: wechat.wxAppId, mchId: wechat.mchId, apiKey: wechat.apiKey, certificate: wechat.certificate,
    gatewayUrl: wechat.gatewayUrl, notifyUrl: '', status: '1', remark: '' };
  const row = await apiCreate(page, '/WechatPayParamsInfo', values, false);
  // Its notify URL names the account.
  const path = '/WechatPayParamsInfo';
  const notifyUrl = `${process.env.ASHX_BASE_URL!.replace(/\/+$/, '')}/notify/wechat/${row.id}`;
  const { status } = await screenCall(page, path, 'update', { id: row.id, values: formPayload(formFields(screenAt(path)!, 'update'), { ...values, notifyUrl }) });
  expect(status).toBe(200);
}

test.afterAll(closeSimulator);


test('a driver claims a merchant coupon on his phone, sees his stay priced with it and pays it through WeChat', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
  const estate = await seedEstate(page, tag);
  const lotId = String(estate.lot.id);
  const lanes = await addLanes(page, lotId, `D${tag}`);
  const merchant = await apiCreate(page, '/MerchantInformationManagement', {
    lotId, name: `Mall ${tag}`, settlement: 'prepaid', discount: '8', limitPeriod: 'day', limitCount: '', limitAmount: '', limitMinutes: '', limitCars: '',
  });
  await apiAct(page, '/MerchantRecharge', 'topUp', [merchant.id], { amount: '800', channel: 'cash', reference: '' });
  const coupon = await apiCreate(page, '/MerchantCouponManagement',
    { merchantId: String(merchant.id), name: `Five off ${tag}`, kind: 'cash', amount: '5', validHours: '24', charge: 'relief', status: '1' }, false);
  await setDriverPageAddress(page, baseURL!, tag);
  const claimCode = await apiCreate(page, '/QRCodeInfo', { kind: 'claim', lotId, couponTypeId: String(coupon.id), status: '1' }, false);
  const exitCode = await apiCreate(page, '/ParkingQRCode', { kind: 'exit', lotId, status: '1' }, false);
  const [claimUrl, exitUrl] = [await sheetUrl(page, '/QRCodeInfo', claimCode.id), await sheetUrl(page, '/ParkingQRCode', exitCode.id)];
  expect(claimUrl.startsWith(`${baseURL}/p/`)).toBe(true);
  const plate = plateOf(tag, 91);
  await letIn(page, estate, plate);

  // The driver's phone: no session, no cookie of the console.
  const phone = await (await browser.newContext(PHONE)).newPage();
  await phone.goto(claimUrl);
  await expect(phone.getByTestId('driver-heading')).toHaveText(`Mall ${tag} offers: Five off ${tag}`);
  await phone.getByLabel('Plate number').fill(plate);
  await phone.getByTestId('driver-submit').click();
  await expect(phone.getByTestId('driver-claimed')).toContainText(`Claimed: Five off ${tag} (plate ${plate})`);
  await phone.getByTestId('driver-submit').click();
  await expect(phone.getByTestId('driver-error')).toHaveText('This plate has already claimed this coupon.');

  // At the exit: 7.50 a visit, 5.00 off.
  await phone.goto(exitUrl);
  await expect(phone.getByTestId('driver-heading')).toHaveText(`Pay at the exit of ${estate.lot.name}`);
  await phone.getByLabel('Plate number').fill(plate);
  await phone.getByTestId('driver-submit').click();
  await expect(phone.getByTestId('driver-receivable')).toHaveText('¥7.50');
  await expect(phone.getByTestId('driver-coupon-relief')).toHaveText('-¥5.00');
  await expect(phone.getByTestId('driver-due')).toHaveText('¥2.50');
  // The page fits the phone: nothing wider than its screen.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);

  // Paid on WeChat's cashier page, then back at the driver's page: paid, the exit open for its window.
  await wechatAccount(page, lotId);
  await phone.getByTestId('driver-pay-wechat').click();
  await expect(phone.locator('[data-sim="pay"]')).toBeVisible();
  await phone.locator('[data-sim="pay"]').click();
  await expect(phone.locator('[data-sim="paid"]')).toHaveText('支付成功 ¥2.50');
  await phone.locator('[data-sim="back"]').click();
  await expect(phone).toHaveURL(exitUrl);
  await expect(async () => {
    await phone.getByLabel('Plate number').fill(plate);
    await phone.getByTestId('driver-submit').click();
    await expect(phone.getByTestId('driver-paid')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(phone.getByTestId('driver-due')).toHaveText('¥0.00');
  const [order] = await apiRows(page, '/TempOrder', { plate });
  expect(order).toMatchObject({ paid: 250, due: 0 });
  await readPlate(lanes.exit, plate);
  await expectPaidExit(page, plate);

  // A code whose id was changed is refused with a clear message, and nothing else is shown.
  const tampered = claimUrl.replace(/\/p\/q1-(\d+)-/, (_whole, id: string) => `/p/q1-${Number(id) + 1}-`);
  await phone.goto(tampered);
  await expect(phone.getByTestId('driver-refused')).toHaveText('This QR code is not valid: scan the code printed at the car park again.');
  await expect(phone.getByTestId('driver-submit')).toHaveCount(0);
});
