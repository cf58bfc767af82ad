// Third-party discounts through the real backend (docs/merchants.md, "Third-party discounts"): an
// application recorded by one person and approved by another becomes a coupon type of the partner's
// post-paid merchant, issued inside its dates and budget, taken off a stay at pricing and charged to
// the partner when paid; rejected, ended, and every bad input refused with its message, nothing
// written. The Alipay-exclusive offers are the same, each screen its own rows.
import { randomUUID } from 'node:crypto';
import { THIRD_DISCOUNT_STATE } from '../../../lib/parking/third-discount-machine';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { DAY, HOUR, MINUTE, addLot, addRate, enter } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { bookPayment } from '../charging';
import { exitStay } from '../charging/stays';

jest.setTimeout(120_000);

const PAGES = [1506, 1523, 1525];
const date = (at: number) => dateOfDay(dayOf(at));

describe.each(testDatabases())('third-party discounts on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;
  let bank = 0;
  let mall = 0;
  let plateNo = 0;
  const plate = () => `浙F${String((plateNo += 1)).padStart(5, '0')}`;

  const application = (values: Record<string, unknown> = {}) => ({
    merchantId: bank, name: `Card ${randomUUID().slice(0, 6)}`, campaign: 'ICBC-2026', kind: 'cash', payPercent: null, amount: 500,
    validFrom: date(t.clock.now()), validTo: date(t.clock.now() + 30 * DAY), budget: 100_000, validHours: 24, remark: null, ...values,
  });
  const record = async (values: Record<string, unknown> = {}, entity = 'thirdDiscount') => (await create(entity, application(values), 'recorder')).id;
  const review = (id: number, action: 'approve' | 'reject', user: string, reviewRemark: string | null = 'ok', entity = 'thirdDiscount') =>
    call(entity, action, { ids: [id], values: { reviewRemark }, idempotencyKey: randomUUID() }, user, 'en-US');
  const rowOf = async (id: number, entity = 'thirdDiscount') => (await list(entity, {})).rows.find((r) => r.id === id)!;
  const typeOf = async (id: number) => Number((await db.query<{ coupon_type_id: number }>('SELECT coupon_type_id FROM third_party_discounts WHERE id = $1', [id]))[0].coupon_type_id);
  const issue = (typeId: number, p: string) =>
    call<{ result: { couponNo: string }[] }>('couponType', 'issue', { ids: [typeId], values: { plate: p }, idempotencyKey: randomUUID() }, 'admin', 'en-US');
  const coupons = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons'))[0].n);
  const approved = async (values: Record<string, unknown> = {}) => {
    const id = await record(values);
    await ok(review(id, 'approve', 'reviewer'));
    return { id, typeId: await typeOf(id) };
  };
  const refusedWith = async (pending: Promise<unknown>, code: string) => {
    const result = await pending as Parameters<typeof codeOf>[0];
    expect([statusOf(result), codeOf(result)]).toEqual([400, code]);
    return msgOf(result);
  };

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Discount lot');
    await addRate(db, lot);
    [{ id: bank }, { id: mall }] = await db.query<{ id: number }>(
      `INSERT INTO merchants (lot_id, name, settlement, discount, balance, arrears_limit, state)
       VALUES ($1, 'Bank', 'postpaid', 10, 0, 1000000, 1), ($1, 'Mall', 'prepaid', 8, 10000, 0, 1) RETURNING id`, [lot]);
    for (const login of ['recorder', 'reviewer']) {
      await addLotScopedUser(db, { login, name: login, directories: [3, 15], pages: PAGES, lots: [lot] });
      tokens[login] = await t.signIn(login, DEMO_PASSWORD);
    }
  });

  it('is approved by a second person into the partner coupon, taken off a stay and billed to the partner', async () => {
    const id = await record();
    expect(await rowOf(id)).toMatchObject({ state: THIRD_DISCOUNT_STATE.pending, requestedBy: 'recorder', merchantName: 'Bank', spent: 0, issued: 0 });
    // Who recorded it cannot approve it.
    await refusedWith(review(id, 'approve', 'recorder'), 'approverIsRequester');
    await ok(review(id, 'approve', 'reviewer'));
    const typeId = await typeOf(id);
    expect(await rowOf(id)).toMatchObject({ state: THIRD_DISCOUNT_STATE.approved, reviewedBy: 'reviewer', reviewRemark: 'ok' });
    const [type] = await db.query<{ merchant_id: number; kind: string; amount: number; status: number }>('SELECT merchant_id, kind, amount, status FROM coupon_types WHERE id = $1', [typeId]);
    expect(type).toMatchObject({ merchant_id: bank, kind: 'cash', amount: 500, status: 1 });
    // Approved twice: refused by the machine.
    await refusedWith(review(id, 'approve', 'admin'), 'thirdDiscountRefusedApprove');
    // A car with the partner's coupon: 3 h 10 min is 8.00, less 5.00; the bank's post-paid account owes it once paid.
    const p = plate();
    const entry = t.clock.now() - 3 * HOUR - 10 * MINUTE;
    const stay = await enter(db, lot, p, entry);
    await ok(issue(typeId, p));
    const at = t.clock.now() + 1_000;
    const left = await db.transaction((tx) => runService(tx, exitStay, { stayId: stay.id, source: 'camera' }, { name: 'lane', userId: null }, { at }));
    expect(left.order).toMatchObject({ receivable: 800, discount: 500, due: 300 });
    await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'cash', place: 'booth' }, { name: 'cashier', userId: null },
      { at, idempotencyKey: `third-pay-${stay.id}-0001` }));
    const ledger = await db.query<{ change: number }>("SELECT change FROM merchant_ledger WHERE merchant_id = $1 AND cause = 'couponUse'", [bank]);
    expect(ledger.map((r) => Number(r.change))).toEqual([-500]);
    expect(await rowOf(id)).toMatchObject({ spent: 500, issued: 1 });
  });

  it('gives its coupons only while its budget lasts, counting the cash coupons still out', async () => {
    const { typeId } = await approved({ budget: 1_000 });
    await ok(issue(typeId, plate()));
    await ok(issue(typeId, plate()));
    const before = await coupons();
    expect(await refusedWith(issue(typeId, plate()), 'thirdDiscountBudgetSpent')).toBe("This discount's budget is spent: no more of its coupons can be given.");
    expect(await coupons()).toBe(before);
  });

  it('gives its coupons only inside its dates', async () => {
    const { typeId } = await approved({ validFrom: date(t.clock.now() + DAY), validTo: date(t.clock.now() + 2 * DAY) });
    await refusedWith(issue(typeId, plate()), 'thirdDiscountNotStarted');
    const over = await approved({ validFrom: date(t.clock.now() - 3 * DAY), validTo: date(t.clock.now() - DAY) });
    await refusedWith(issue(over.typeId, plate()), 'thirdDiscountOver');
  });

  it('is rejected with a reason, or ended (its coupon type disabled); reviewed, it is no longer edited or deleted', async () => {
    const rejected = await record();
    await refusedWith(review(rejected, 'reject', 'reviewer', null), 'invalidValues');
    await ok(review(rejected, 'reject', 'reviewer', 'no contract'));
    expect(await rowOf(rejected)).toMatchObject({ state: THIRD_DISCOUNT_STATE.rejected, reviewRemark: 'no contract' });
    await refusedWith(review(rejected, 'approve', 'reviewer'), 'thirdDiscountRefusedApprove');
    const { id, typeId } = await approved();
    await refusedWith(call('thirdDiscount', 'update', { id, values: application({ name: 'Changed' }) }, 'recorder', 'en-US'), 'thirdDiscountNotPending');
    await refusedWith(call('thirdDiscount', 'delete', { ids: [id] }, 'recorder', 'en-US'), 'thirdDiscountNotPending');
    await ok(rowAction('thirdDiscount', 'end', [id], {}, 'reviewer'));
    expect(await rowOf(id)).toMatchObject({ state: THIRD_DISCOUNT_STATE.ended });
    await refusedWith(issue(typeId, plate()), 'couponTypeDisabled');
    await refusedWith(rowAction('thirdDiscount', 'end', [id], {}, 'reviewer', 'en-US'), 'thirdDiscountRefusedEnd');
  });

  it('refuses bad terms and a partner that is not post-paid, writing nothing', async () => {
    const count = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM third_party_discounts'))[0].n);
    const before = await count();
    const write = (values: Record<string, unknown>) => call('thirdDiscount', 'create', { values: application(values) }, 'recorder', 'en-US');
    await refusedWith(write({ validFrom: date(t.clock.now() + DAY), validTo: date(t.clock.now()) }), 'thirdDiscountDatesInvalid');
    expect((await write({ kind: 'percentage', payPercent: null })).data).toMatchObject({ code: 'invalidValues', fields: { payPercent: 'blank' } });
    expect((await write({ merchantId: mall })).data).toMatchObject({ code: 'invalidValues', fields: { merchantId: 'option' } });
    expect((await write({ budget: 0 })).data).toMatchObject({ code: 'invalidValues' });
    expect(await count()).toBe(before);
  });

  it("keeps the Alipay-exclusive offers on their own screen", async () => {
    const offer = await record({ name: 'Alipay weekend' }, 'aliExclusiveOffer');
    await ok(review(offer, 'approve', 'reviewer', 'ok', 'aliExclusiveOffer'));
    expect((await list('aliExclusiveOffer', {})).rows.map((r) => r.id)).toEqual([offer]);
    expect((await list('thirdDiscount', {})).rows.map((r) => r.id)).not.toContain(offer);
  });
});
