// QR codes and the driver's page through the real HTTP backend (docs/merchants.md, "QR codes and the
// driver's page"): an operator's code and its printed sheet (refused until the base address is set);
// a driver claims a merchant's coupon by the code's token within the merchant's limits, once per
// plate, and is refused past them with nothing written; his stay's quote takes the coupon off; a
// tampered, expired or disabled code is refused; the public calls are rate-limited per address.
import { SCREENS } from '../../../../lib/screens/registry';
import { COUPON_STATE } from '../../../../lib/parking/coupons/coupon-machine';
import type { Db } from '../../../db';
import { SECRET, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../../test/harness';
import { HOUR, MINUTE, addLot, addRate, enter } from '../../../test/orders-fixtures';
import { clock, priced, rates } from '../../../../lib/tariff/fixtures';
import { screenCalls } from '../../../test/screen-calls';
import { useTestBackend } from '../../../test/use-backend';
import { DRIVER_LIMITS } from './driver-limits';
import { QR_URL_PARAMETER } from './address';
import { qrKeyFrom, signQrToken } from './token';

jest.setTimeout(120_000);

const BASE = 'https://park.example.com/driver';

describe.each(testDatabases())('QR codes and the driver page on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, update, rowAction } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;
  let mall = 0;
  let typeId = 0;
  let plateNo = 0;
  let addressNo = 0;
  const plate = () => `浙E${String((plateNo += 1)).padStart(5, '0')}`;
  // Each test from its own address, so the address limit is tried only where meant.
  const address = () => `198.51.100.${(addressNo += 1)}`;

  const sheetOf = (id: number) => rowAction<{ url: string; png: string; enabled: boolean }>('qrCode', 'sheet', [id], {}, 'admin', 'en-US');
  const tokenOf = async (id: number) => (await ok<{ result: { url: string } }>(sheetOf(id))).result.url.split('/p/')[1];
  const driver = (getList: string, datas: Record<string, unknown>, from: string) =>
    t.call('DriverPage', datas, { getList, address: from, language: 'en-US' });
  const claimCode = async () => (await create('qrCode', { kind: 'claim', lotId: lot, couponTypeId: typeId, berthId: null, status: 1, remark: null })).id;

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'QR lot');
    // 2.00 per started hour.
    await addRate(db, lot, rates(clock([priced('all', '00:00', 60, 200)])));
    [{ id: mall }] = await db.query<{ id: number }>(
      `INSERT INTO merchants (lot_id, name, settlement, discount, balance, arrears_limit, state, limit_period, limit_count)
       VALUES ($1, 'QR Mall', 'prepaid', 8, 100000, 0, 1, 'day', 3) RETURNING id`, [lot]);
    typeId = (await create('couponType', {
      merchantId: mall, name: 'Two yuan off', kind: 'cash', minutes: null, amount: 200, discount: null, hours: null, windows: null,
      validHours: 24, onePerPlate: true, multiUse: false, charge: 'relief', chargeAmount: null, chargeMax: null, status: 1, remark: null,
    })).id;
  });

  it("prints a code's sheet once the base address is set, and refuses it before", async () => {
    const id = await claimCode();
    const refused = await sheetOf(id);
    expect([codeOf(refused), msgOf(refused)]).toEqual(['qrUrlNotConfigured', 'QR code URL not configured']);
    const [template] = await db.query<{ id: number }>("INSERT INTO common_para_templates (name) VALUES ('QR') RETURNING id");
    await db.query('INSERT INTO common_paras (code, name, value, template_id) VALUES ($1, $2, $3, $4)', [QR_URL_PARAMETER, 'QR code URL', `${BASE}/`, template.id]);
    const { result } = await ok<{ result: { url: string; png: string; enabled: boolean } }>(sheetOf(id));
    expect(result.url).toMatch(new RegExp(`^${BASE}/p/q1-${id}-0-[A-Za-z0-9_-]{22}$`));
    expect(result.png).toMatch(/^data:image\/png;base64,/);
    expect(result.enabled).toBe(true);
  });

  it('refuses a claim code of a coupon of another lot, and a berth code without a berth', async () => {
    const other = await addLot(db, 'QR other lot');
    const wrong = await call('qrCode', 'create', { values: { kind: 'claim', lotId: other, couponTypeId: typeId, berthId: null, status: 1, remark: null } });
    expect(codeOf(wrong)).toBe('invalidValues');
    expect((wrong.data as { fields: Record<string, string> }).fields).toEqual({ couponTypeId: 'option' });
    const noBerth = await call('parkingQrCode', 'create', { values: { kind: 'berth', lotId: lot, berthId: null, status: 1, remark: null } });
    // The lot's own screen prints no merchant's claim code.
    const claimThere = await call('parkingQrCode', 'create', { values: { kind: 'claim', lotId: lot, berthId: null, status: 1, remark: null } });
    expect((claimThere.data as { fields: Record<string, string> }).fields).toEqual({ kind: 'option' });
    expect((noBerth.data as { fields: Record<string, string> }).fields).toEqual({ berthId: 'option' });
  });

  it('lets a driver claim the coupon once for his plate, within the merchant limits, and prices his stay with it', async () => {
    const token = await tokenOf(await claimCode());
    const from = address();
    expect(await ok(driver('code', { token }, from))).toEqual({ kind: 'claim', lotName: 'QR lot', merchantName: 'QR Mall', couponName: 'Two yuan off' });
    const p = plate();
    const claimed = await ok(driver('claim', { token, plate: p.toLowerCase() }, from));
    expect(claimed).toEqual({ plate: p, couponName: 'Two yuan off', merchantName: 'QR Mall', expiresAt: expect.any(String) });
    const [coupon] = await db.query<{ source: string; state: number; issued_by: string }>('SELECT source, state, issued_by FROM coupons WHERE plate = $1', [p]);
    expect(coupon).toEqual({ source: 'claimed', state: COUPON_STATE.unused, issued_by: 'system:driverPage' });
    // Twice for one plate: refused, nothing written.
    const again = await driver('claim', { token, plate: p }, from);
    expect([statusOf(again), codeOf(again), msgOf(again)]).toEqual([400, 'driverCouponClaimed', 'This plate has already claimed this coupon.']);
    expect((await db.query('SELECT 1 FROM coupons WHERE plate = $1', [p])).length).toBe(1);

    // His stay: 2 h 10 min = 6.00, less the coupon's 2.00, from the lot's exit code.
    const entry = t.clock.now() - (2 * HOUR + 10 * MINUTE);
    await enter(db, lot, p, entry);
    const exit = await tokenOf((await create('qrCode', { kind: 'exit', lotId: lot, couponTypeId: null, berthId: null, status: 1, remark: null })).id);
    const quote = await ok(driver('quote', { token: exit, plate: p }, from));
    expect(quote).toEqual({
      plate: p, lotName: 'QR lot', entryAt: new Date(entry).toISOString(), minutes: 130,
      receivable: 600, couponRelief: 200, otherDiscount: 0, paid: 0, due: 400, exitWindowMinutes: 15,
    });
    // The claim code does not price; the exit code does not claim; a plate not in the lot is told so.
    expect(codeOf(await driver('quote', { token, plate: p }, from))).toBe('qrWrongKind');
    expect(codeOf(await driver('claim', { token: exit, plate: p }, from))).toBe('qrWrongKind');
    expect(codeOf(await driver('quote', { token: exit, plate: plate() }, from))).toBe('noOpenStay');
  });

  it("refuses claims past the merchant's limit, writing nothing", async () => {
    const token = await tokenOf(await claimCode());
    const from = address();
    const [{ n: before }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM coupons WHERE merchant_id = $1 AND issued_at >= now() - interval '2 days'", [mall]);
    // Three a day: fill what is left of today's count, then one more.
    for (let i = Number(before); i < 3; i += 1) await ok(driver('claim', { token, plate: plate() }, from));
    const past = plate();
    const refused = await driver('claim', { token, plate: past }, from);
    expect([statusOf(refused), codeOf(refused)]).toEqual([400, 'couponLimitCount']);
    expect((await db.query('SELECT 1 FROM coupons WHERE plate = $1', [past])).length).toBe(0);
    await db.query('UPDATE merchants SET limit_count = NULL WHERE id = $1', [mall]);
  });

  it('refuses a tampered, forged, expired or disabled code with its message', async () => {
    const id = await claimCode();
    const token = await tokenOf(id);
    const from = address();
    const [, exp, sig] = /^q1-\d+-(\d+)-(.{22})$/.exec(token)!;
    const tampered = await driver('code', { token: ['q1', String(id + 1), exp, sig].join('-') }, from);
    expect([statusOf(tampered), codeOf(tampered), msgOf(tampered)]).toEqual([400, 'qrTokenInvalid', 'This QR code is not valid: scan the code printed at the car park again.']);
    expect(codeOf(await driver('code', { token: signQrToken(qrKeyFrom('not the backend secret'), id) }, from))).toBe('qrTokenInvalid');
    expect(codeOf(await driver('code', { token: 'x'.repeat(65) }, from))).toBe('invalidRequest');
    // Signed by the backend but expired (a code made to expire).
    const key = qrKeyFrom(SECRET);
    expect(codeOf(await driver('code', { token: signQrToken(key, id, t.clock.now() - 1000) }, from))).toBe('qrTokenExpired');
    await update('qrCode', id, { kind: 'claim', lotId: lot, couponTypeId: typeId, berthId: null, status: 0, remark: null });
    const disabled = await driver('claim', { token, plate: plate() }, from);
    expect([codeOf(disabled), msgOf(disabled)]).toEqual(['qrCodeDisabled', 'This QR code is no longer in use.']);
    // Server-to-server only: the browser cannot call it.
    expect(statusOf(await t.call('DriverPage', { token }, { getList: 'code', sign: false }))).toBe(4003);
  });

  it('limits the calls of one address, in the database', async () => {
    const token = await tokenOf(await claimCode());
    const from = address();
    for (let i = 0; i < DRIVER_LIMITS.perAddress; i += 1) await ok(driver('code', { token }, from));
    const limited = await driver('code', { token }, from);
    expect([statusOf(limited), codeOf(limited)]).toEqual([429, 'driverRateLimited']);
    // Another address is not held.
    await ok(driver('code', { token }, address()));
  });
});
