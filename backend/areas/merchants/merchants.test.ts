// Merchants through the real HTTP backend (docs/merchants.md): their settings refused with their
// messages, a top-up credited at the discount and booked as money received once per key, every
// change of an account a ledger row (before, change, after), closing asked by one person and
// confirmed by a second who hands the balance back, and a user limited to one lot seeing none of
// another lot's merchants.
import { randomUUID } from 'node:crypto';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { MERCHANT_STATE } from '../../../lib/parking/merchant-machine';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { codeOf, msgOf, statusOf, testDatabases, DEMO_PASSWORD, type TestBackend } from '../../test/harness';
import { addLot } from '../../test/orders-fixtures';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { screenCalls, type Row } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(120_000);

type TopUp = { topUpNo: string; paymentNo: string; amount: number; credited: number; minutes: number; balance: number; minutesBalance: number };
const MERCHANT_PAGES = [1501, 1502, 1503];

describe.each(testDatabases())('merchants on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lotA = 0;
  let lotB = 0;
  let n = 0;

  const form = (lotId: number, extra: Record<string, unknown> = {}) => ({
    lotId, name: `Merchant ${(n += 1)}`, contact: 'Wang', phone: '13957100001', settlement: 'prepaid', discount: 8, minutePrice: null, arrearsLimit: null,
    limitPeriod: 'day', limitCount: null, limitAmount: null, limitMinutes: null, limitCars: null, remark: null, ...extra,
  });
  const topUp = (id: number, amount: number, extra: Record<string, unknown> = {}, key: string = randomUUID(), user = 'admin') =>
    call<{ result: TopUp[] }>('merchantAccount', 'topUp', { ids: [id], values: { amount, channel: 'cash', reference: null, ...extra }, idempotencyKey: key }, user, 'en-US');
  const toppedUp = async (id: number, amount: number, extra: Record<string, unknown> = {}, key?: string) => (await ok<{ result: TopUp[] }>(topUp(id, amount, extra, key))).result[0];
  const ledgerOf = async (id: number) => (await db.query<{ cause: string; unit: string; balance_before: string; change: string; balance_after: string }>(
    'SELECT cause, unit, balance_before, change, balance_after FROM merchant_ledger WHERE merchant_id = $1 ORDER BY id', [id]))
    .map((r) => [r.cause, r.unit, Number(r.balance_before), Number(r.change), Number(r.balance_after)]);
  const counts = async () => (await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM merchant_topups) AS topups, (SELECT count(*)::int FROM payments) AS payments,
            (SELECT count(*)::int FROM merchant_ledger) AS ledger, (SELECT count(*)::int FROM merchant_closings) AS closings`))[0];
  const merchantRow = async (id: number) => (await db.query<{ balance: number; minutes: number; state: number }>(
    'SELECT balance::int AS balance, minutes::int AS minutes, state FROM merchants WHERE id = $1', [id]))[0];
  const settlementDay = async (lot: number) => (await db.query<Record<string, string>>(
    'SELECT receivable, paid_cash, paid_pos, refunded FROM daily_settlement WHERE lot_id = $1 AND day = $2::date', [lot, dateOfDay(dayOf(t.clock.now()))]))[0];

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lotA = await addLot(db, 'Merchant lot A');
    lotB = await addLot(db, 'Merchant lot B');
    // Finance: both lots, every merchant page and button (the second person of a closing).
    await addLotScopedUser(db, { login: 'fin', name: 'Merchant finance', directories: [15], pages: MERCHANT_PAGES, lots: [lotA, lotB] });
    await addLotScopedUser(db, { login: 'lot-b', name: 'Lot B staff', directories: [15], pages: MERCHANT_PAGES, lots: [lotB] });
    for (const user of ['fin', 'lot-b']) tokens[user] = await t.signIn(user, DEMO_PASSWORD);
  });

  it('refuses bad settings with their messages, and a second name in the lot', async () => {
    const refused = async (values: Record<string, unknown>) => {
      const answer = await call('merchant', 'create', { values: form(lotA, values) }, 'admin', 'en-US');
      return [statusOf(answer), codeOf(answer), msgOf(answer), (answer.data as { fields?: unknown })?.fields];
    };
    expect(await refused({ discount: 8.55 })).toEqual([400, 'merchantDiscountInvalid', 'The top-up discount is above 0 and at most 10, with at most one decimal (8 means 80%).', undefined]);
    expect((await refused({ discount: 0 }))[1]).toBe('invalidValues');
    expect((await refused({ discount: 10.5 }))[1]).toBe('invalidValues');
    expect((await refused({ settlement: 'minutes' }))[3]).toEqual({ minutePrice: 'blank' });
    expect((await refused({ limitCount: 0 }))[1]).toBe('invalidValues');
    expect((await refused({ phone: 'call me' }))[3]).toEqual({ phone: 'phone' });
    const first = await create('merchant', form(lotA, { name: 'Same Name' }));
    expect(await refused({ name: 'same name ' })).toEqual([400, 'invalidValues', expect.any(String), { name: 'unique' }]);
    // Another lot may have it.
    expect((await create('merchant', form(lotB, { name: 'Same Name' }))).id).not.toBe(first.id);
    // Only the settlement that uses them keeps a minute price or an arrears limit.
    const hotel = await create('merchant', form(lotA, { settlement: 'postpaid', arrearsLimit: 50_000, minutePrice: 5 }));
    expect(hotel).toMatchObject({ arrearsLimit: 50_000, minutePrice: null, state: MERCHANT_STATE.enabled, balance: 0 });
  });

  it('credits a top-up at the discount once per key, booked as money received, each change a ledger row', async () => {
    const mall = await create('merchant', form(lotA, { discount: 8 }));
    const before = await counts();
    const key = randomUUID();
    const first = await toppedUp(mall.id, 80_000, {}, key);
    expect(first).toMatchObject({ amount: 80_000, credited: 100_000, minutes: 0, balance: 100_000 });
    expect(first.topUpNo).toMatch(/^H\d{14}$/);
    // The same press again: the first answer, nothing booked twice.
    expect(await toppedUp(mall.id, 80_000, {}, key)).toEqual(first);
    expect(await counts()).toEqual({ ...before, topups: before.topups + 1, payments: before.payments + 1, ledger: before.ledger + 1 });
    // By POS with its slip; 100.00 at 8 credits 125.00.
    expect(await toppedUp(mall.id, 10_000, { channel: 'pos', reference: 'SLIP-1' })).toMatchObject({ credited: 12_500, balance: 112_500 });
    expect(await ledgerOf(mall.id)).toEqual([['topUp', 'fen', 0, 100_000, 100_000], ['topUp', 'fen', 100_000, 12_500, 112_500]]);

    // The money is a payment of the top-up: /PaymentInfo lists it under the top-up's number; the
    // daily settlement counts it as paid, not as receivable; the audit has every row.
    const [payment] = (await list('payment', { paymentNo: first.paymentNo })).rows;
    expect(payment).toMatchObject({ orderNo: first.topUpNo, amount: 80_000, channel: 'cash', place: 'booth' });
    const day = await settlementDay(lotA);
    expect([Number(day.receivable), Number(day.paid_cash), Number(day.paid_pos)]).toEqual([0, 80_000, 10_000]);
    const audited = await db.query<{ entity: string }>("SELECT DISTINCT entity FROM audit_log WHERE action = 'merchants.topUp' ORDER BY entity");
    expect(audited.map((a) => a.entity)).toEqual(['merchant', 'merchantLedger', 'merchantTopUp', 'payment']);
    // The ledger screen shows the top-up's money and payment beside the change.
    const rows = (await list('merchantLedger', { merchantId: mall.id })).rows;
    expect(rows.map((r) => [r.cause, r.balanceBefore, r.change, r.balanceAfter, r.received, r.topUpNo !== null])).toEqual(expect.arrayContaining([
      ['topUp', 0, 100_000, 100_000, 80_000, true], ['topUp', 100_000, 12_500, 112_500, 10_000, true]]));
  });

  it("counts a cash top-up in the cashier's shift, like any cash he takes", async () => {
    const mall = await create('merchant', form(lotB));
    const shift = await create('cashierShift', { lotId: lotB, booth: 'Merchant desk', openingFloat: 10_000 });
    t.clock.advance(60_000);
    await toppedUp(mall.id, 50_000);
    await toppedUp(mall.id, 20_000, { channel: 'pos', reference: 'SLIP-SHIFT' });
    t.clock.advance(60_000);
    const { result } = await ok<{ result: { payments: number; takings: Record<string, number>; expectedCash: number; difference: number } }>(
      call('cashierShift', 'signOut', { ids: [shift.id], values: { cashHandedOver: 60_000, reason: null }, idempotencyKey: randomUUID() }));
    // The float and the cash top-up are in the drawer; the POS top-up is the terminal's.
    expect(result).toMatchObject({ payments: 2, expectedCash: 60_000, difference: 0 });
    expect([result.takings.cash, result.takings.pos]).toEqual([50_000, 20_000]);
  });

  it('buys minutes for a prepaid-minutes merchant at its minute price', async () => {
    const clinic = await create('merchant', form(lotA, { settlement: 'minutes', discount: 9, minutePrice: 10 }));
    // 180.00 at 9 is worth 200.00: 2 000 minutes at 0.10.
    expect(await toppedUp(clinic.id, 18_000)).toMatchObject({ credited: 0, minutes: 2_000, balance: 0, minutesBalance: 2_000 });
    expect(await ledgerOf(clinic.id)).toEqual([['topUp', 'minutes', 0, 2_000, 2_000]]);
    const [row] = (await list('merchantLedger', { merchantId: clinic.id })).rows;
    expect([row.minutesBefore, row.minutesChange, row.minutesAfter, row.balanceBefore]).toEqual([0, 2_000, 2_000, null]);
    // Its settlement stays in minutes now that the account moved.
    const changed = await call('merchant', 'update', { id: clinic.id, values: form(lotA, { name: clinic.name, settlement: 'prepaid', minutePrice: null }) }, 'admin', 'en-US');
    expect([statusOf(changed), codeOf(changed)]).toEqual([400, 'merchantSettlementFixed']);
  });

  it('refuses a bad top-up with its message, writing nothing', async () => {
    const mall = await create('merchant', form(lotA));
    await toppedUp(mall.id, 1_000, { channel: 'pos', reference: 'SLIP-TAKEN' });
    const before = await counts();
    const refusal = async (amount: number, extra: Record<string, unknown> = {}) => {
      const answer = await topUp(mall.id, amount, extra);
      return [statusOf(answer), codeOf(answer), msgOf(answer)];
    };
    expect(await refusal(1_000, { channel: 'pos' })).toEqual([400, 'merchantReferenceMissing', 'A top-up by POS needs the slip\'s number.']);
    expect(await refusal(1_000, { channel: 'pos', reference: 'SLIP-TAKEN' }))
      .toEqual([400, 'merchantReferenceRecorded', 'The reference SLIP-TAKEN is already recorded for another top-up.']);
    expect((await refusal(0))[1]).toBe('invalidValues');
    expect((await refusal(-5))[1]).toBe('invalidValues');
    const clinic = await create('merchant', form(lotA, { settlement: 'minutes', discount: 10, minutePrice: 30 }));
    const little = await topUp(clinic.id, 10);
    expect([codeOf(little), msgOf(little)]).toEqual(['merchantTopUpCreditsNothing', 'A top-up of 0.10 yuan credits nothing: take more.']);
    expect(await counts()).toEqual(before);
    // A disabled merchant still takes a top-up (to settle what it owes); a closing one does not.
    await ok(rowAction('merchant', 'disable', [mall.id]));
    expect(await toppedUp(mall.id, 100)).toMatchObject({ credited: 125 });
    await ok(rowAction('merchant', 'requestClose', [mall.id], { reason: 'Leaving' }));
    expect(await refusal(100)).toEqual([400, 'merchantRefusedTopUp', 'A merchant closing or closed takes no top-up.']);
  });

  it('closes only with a second person, who hands the balance back and takes the account to 0', async () => {
    const shop = await create('merchant', form(lotA, { discount: 8 }));
    await toppedUp(shop.id, 80_000);
    // Disable and enable follow the machine; the grid's rule and the backend say the same.
    const enableEnabled = await rowAction('merchant', 'enable', [shop.id], {}, 'admin', 'en-US');
    expect([statusOf(enableEnabled), codeOf(enableEnabled), msgOf(enableEnabled)]).toEqual([400, 'merchantRefusedEnable', 'Only a disabled merchant can be enabled.']);
    await ok(rowAction('merchant', 'requestClose', [shop.id], { reason: 'Contract over' }));
    expect(await merchantRow(shop.id)).toMatchObject({ state: MERCHANT_STATE.closing });
    const [asked] = (await list('merchant', { name: shop.name })).rows as Row[];
    expect(asked).toMatchObject({ closeRequestedBy: 'admin', closeReason: 'Contract over', refundNow: 80_000 });

    // Not by who asked; a transfer needs its reference; nothing written by either.
    const before = await counts();
    const key = randomUUID();
    const self = await call('merchant', 'confirmClose', { ids: [shop.id], values: { refundMethod: 'cash', refundReference: null }, idempotencyKey: randomUUID() }, 'admin', 'en-US');
    expect([statusOf(self), codeOf(self)]).toEqual([400, 'approverIsRequester']);
    const noRef = await call('merchant', 'confirmClose', { ids: [shop.id], values: { refundMethod: 'transfer', refundReference: null }, idempotencyKey: randomUUID() }, 'fin', 'en-US');
    expect([codeOf(noRef), msgOf(noRef)]).toEqual(['merchantRefundReferenceMissing', 'Money handed back by transfer needs the transfer\'s reference.']);
    expect(await counts()).toEqual(before);

    const confirm = () => call<{ result: { refund: number; balance: number }[] }>('merchant', 'confirmClose',
      { ids: [shop.id], values: { refundMethod: 'transfer', refundReference: 'BANK-77' }, idempotencyKey: key }, 'fin');
    const confirmed = await ok<{ result: { refund: number; balance: number }[] }>(confirm());
    expect(confirmed.result[0]).toMatchObject({ refund: 80_000, balance: 100_000 });
    // Pressed again: the first answer, nothing more written.
    expect(await ok(confirm())).toEqual(confirmed);
    expect(await merchantRow(shop.id)).toMatchObject({ balance: 0, state: MERCHANT_STATE.closed });
    expect(await ledgerOf(shop.id)).toEqual([['topUp', 'fen', 0, 100_000, 100_000], ['closing', 'fen', 100_000, -100_000, 0]]);
    const [closing] = await db.query<Record<string, unknown>>('SELECT state, decided_by, refund, refund_method, refund_reference FROM merchant_closings WHERE merchant_id = $1', [shop.id]);
    expect(closing).toMatchObject({ state: 1, decided_by: 'fin', refund_method: 'transfer', refund_reference: 'BANK-77' });
    expect(Number(closing.refund)).toBe(80_000);
    // The money handed back is refunded in the day's settlement.
    expect(Number((await settlementDay(lotA)).refunded)).toBeGreaterThanOrEqual(80_000);
    // Closed for good: no top-up, no edit, kept on record.
    expect(codeOf(await topUp(shop.id, 100))).toBe('merchantRefusedTopUp');
    expect(codeOf(await call('merchant', 'update', { id: shop.id, values: form(lotA, { name: shop.name }) }))).toBe('merchantClosed');
    expect(codeOf(await call('merchant', 'delete', { ids: [shop.id] }))).toBe('merchantKept');
  });

  it('keeps a post-paid merchant that owes from closing, and cancels a closing back to disabled', async () => {
    const hotel = await create('merchant', form(lotA, { settlement: 'postpaid', arrearsLimit: 100_000, discount: 10 }));
    // What coupons will charge it (the coupons part writes it): 300.00 used on account.
    await db.query("UPDATE merchants SET balance = -30000 WHERE id = $1", [hotel.id]);
    const owes = await rowAction('merchant', 'requestClose', [hotel.id], { reason: 'Leaving' }, 'admin', 'en-US');
    expect([statusOf(owes), codeOf(owes), msgOf(owes)]).toEqual([400, 'merchantArrearsOpen', 'The merchant owes 300.00 yuan: a top-up settles it before the account can close.']);
    expect(await merchantRow(hotel.id)).toMatchObject({ state: MERCHANT_STATE.enabled });
    // A top-up settles it; then it may close (nothing to hand back).
    expect(await toppedUp(hotel.id, 30_000)).toMatchObject({ balance: 0 });
    await ok(rowAction('merchant', 'requestClose', [hotel.id], { reason: 'Leaving' }));
    await ok(rowAction('merchant', 'cancelClose', [hotel.id], {}, 'fin'));
    expect(await merchantRow(hotel.id)).toMatchObject({ state: MERCHANT_STATE.disabled });
    const cancelled = await rowAction('merchant', 'cancelClose', [hotel.id], {}, 'fin', 'en-US');
    expect(codeOf(cancelled)).toBe('merchantRefusedCancelClose');
    await ok(rowAction('merchant', 'requestClose', [hotel.id], { reason: 'Leaving' }));
    const done = await ok<{ result: { refund: number }[] }>(call('merchant', 'confirmClose',
      { ids: [hotel.id], values: { refundMethod: 'cash', refundReference: null }, idempotencyKey: randomUUID() }, 'fin'));
    expect(done.result[0].refund).toBe(0);
    expect(await merchantRow(hotel.id)).toMatchObject({ state: MERCHANT_STATE.closed });
  });

  it('shows a user limited to a lot none of another lot\'s merchants, and refuses them to him', async () => {
    const other = await create('merchant', form(lotA));
    await toppedUp(other.id, 1_000);
    const own = await create('merchant', form(lotB));
    for (const entity of ['merchant', 'merchantAccount', 'merchantLedger']) {
      const rows = (await list(entity, {}, 'lot-b')).rows;
      expect(rows.every((r) => r.lotName === 'Merchant lot B')).toBe(true);
    }
    expect(codeOf(await topUp(other.id, 1_000, {}, randomUUID(), 'lot-b'))).toBe('rowNotFound');
    expect(codeOf(await call('merchant', 'detail', { id: other.id }, 'lot-b'))).toBe('rowNotFound');
    expect(codeOf(await call('merchant', 'update', { id: other.id, values: form(lotA) }, 'lot-b'))).toBe('rowNotFound');
    const elsewhere = await call('merchant', 'create', { values: form(lotA) }, 'lot-b');
    expect((elsewhere.data as { fields?: unknown }).fields).toEqual({ lotId: 'option' });
    expect((await list('merchant', { name: own.name }, 'lot-b')).rows).toHaveLength(1);
  });
});
