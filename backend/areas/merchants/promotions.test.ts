// Top-up gifts through the real HTTP backend (docs/merchants.md, "Promotions"): a rule applies only
// once a second person approved it; a top-up that reaches it is credited the gift once (a retried
// press gives nothing more), a first-top-up-only rule once per merchant; the gift is a ledger row of
// cause 'gift', audited, and the daily settlement counts the money received and not the gift.
import { randomUUID } from 'node:crypto';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { RULE_STATE } from '../../../lib/parking/promotions/rule-machine';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { codeOf, statusOf, testDatabases, DEMO_PASSWORD, type TestBackend } from '../../test/harness';
import { addLot } from '../../test/orders-fixtures';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(120_000);

type TopUp = { topUpNo: string; amount: number; credited: number; gift: number; giftMinutes: number; balance: number };

describe.each(testDatabases())('top-up gifts on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, update, rowAction } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;
  let n = 0;

  const merchant = (extra: Record<string, unknown> = {}) => create('merchant', {
    lotId: lot, name: `Gifted ${(n += 1)}`, contact: null, phone: null, settlement: 'prepaid', discount: 10, minutePrice: null, arrearsLimit: null,
    limitPeriod: 'day', limitCount: null, limitAmount: null, limitMinutes: null, limitCars: null, remark: null, ...extra,
  });
  const rule = (extra: Record<string, unknown> = {}) => ({
    lotId: lot, name: `Rule ${(n += 1)}`, minTopUp: 100_000, gift: 10_000, firstOnly: false, validFrom: null, validTo: null, remark: null, ...extra,
  });
  const approved = async (values: Record<string, unknown>) => {
    const created = await create('promotionRule', values);
    await ok(rowAction('promotionRule', 'approve', [created.id], {}, 'fin'));
    return created;
  };
  const topUp = async (id: number, amount: number, key: string = randomUUID()) => (await ok<{ result: TopUp[] }>(
    call('merchantAccount', 'topUp', { ids: [id], values: { amount, channel: 'cash', reference: null }, idempotencyKey: key }, 'admin', 'en-US'))).result[0];
  const ledgerOf = async (id: number) => (await db.query<{ cause: string; change: string; balance_after: string }>(
    'SELECT cause, change, balance_after FROM merchant_ledger WHERE merchant_id = $1 ORDER BY id', [id])).map((r) => [r.cause, Number(r.change), Number(r.balance_after)]);

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Gift lot');
    await addLotScopedUser(db, { login: 'fin', name: 'Gift finance', directories: [15], pages: [1501, 1502, 1503, 1513], lots: [lot] });
    tokens.fin = await t.signIn('fin', DEMO_PASSWORD);
  });

  it('applies a rule only once someone other than its author approved it; a change asks again', async () => {
    const written = await create('promotionRule', rule({ minTopUp: 1, gift: 1 }));
    expect(written).toMatchObject({ state: RULE_STATE.pending, requestedBy: 'admin', approvedBy: null });
    const mall = await merchant();
    expect((await topUp(mall.id, 50_000)).gift).toBe(0);
    const own = await rowAction('promotionRule', 'approve', [written.id], {}, 'admin', 'en-US');
    expect([statusOf(own), codeOf(own)]).toEqual([400, 'approverIsRequester']);
    await ok(rowAction('promotionRule', 'approve', [written.id], {}, 'fin'));
    expect((await topUp(mall.id, 50_000)).gift).toBe(1);
    const changed = await update('promotionRule', written.id, rule({ name: written.name, minTopUp: 1, gift: 2 }));
    expect(changed).toMatchObject({ state: RULE_STATE.pending, approvedBy: null });
    expect((await topUp(mall.id, 50_000)).gift).toBe(0);
    await ok(rowAction('promotionRule', 'disable', [written.id], {}, 'admin'));
    const bad = await call('promotionRule', 'create', { values: rule({ validFrom: '2026-12-02', validTo: '2026-12-01' }) }, 'admin', 'en-US');
    expect([statusOf(bad), codeOf(bad)]).toEqual([400, 'promotionValidityInvalid']);
  });

  it('credits the highest tier once per top-up, a retry giving nothing more, and the books count no gift as received', async () => {
    const low = await approved(rule({ minTopUp: 100_000, gift: 5_000 }));
    const high = await approved(rule({ minTopUp: 500_000, gift: 60_000 }));
    const mall = await merchant();
    const key = randomUUID();
    const first = await topUp(mall.id, 600_000, key);
    expect(first).toMatchObject({ credited: 600_000, gift: 60_000, balance: 660_000 });
    expect(await topUp(mall.id, 600_000, key)).toEqual(first);
    expect(await topUp(mall.id, 200_000)).toMatchObject({ gift: 5_000, balance: 865_000 });
    expect(await ledgerOf(mall.id)).toEqual([['topUp', 600_000, 600_000], ['gift', 60_000, 660_000], ['topUp', 200_000, 860_000], ['gift', 5_000, 865_000]]);
    const gifts = await db.query<{ promotion_rule_id: number }>("SELECT promotion_rule_id FROM merchant_ledger WHERE merchant_id = $1 AND cause = 'gift' ORDER BY id", [mall.id]);
    expect(gifts.map((g) => Number(g.promotion_rule_id))).toEqual([high.id, low.id]);
    const audited = await db.query("SELECT 1 FROM audit_log WHERE action = 'merchants.topUp' AND entity = 'merchantLedger'");
    expect(audited.length).toBeGreaterThanOrEqual(4);
    // Money received: the two top-ups' cash only, in the payments and the daily settlement.
    const [paid] = await db.query<{ sum: string }>(
      'SELECT sum(p.amount)::bigint AS sum FROM payments p JOIN merchant_topups m ON m.id = p.merchant_topup_id WHERE m.merchant_id = $1', [mall.id]);
    expect(Number(paid.sum)).toBe(800_000);
    const [day] = await db.query<{ paid_cash: string; receivable: string }>(
      'SELECT paid_cash, receivable FROM daily_settlement WHERE lot_id = $1 AND day = $2::date', [lot, dateOfDay(dayOf(t.clock.now()))]);
    const [all] = await db.query<{ sum: string }>(
      'SELECT coalesce(sum(p.amount), 0)::bigint AS sum FROM payments p WHERE p.lot_id = $1 AND p.channel = $2', [lot, 'cash']);
    expect(Number(day.paid_cash)).toBe(Number(all.sum));
    // The rule that gave a gift is kept.
    const removed = await call('promotionRule', 'delete', { ids: [low.id] }, 'admin', 'en-US');
    expect(codeOf(removed)).toBe('promotionKept');
    for (const id of [low.id, high.id]) await ok(rowAction('promotionRule', 'disable', [id], {}, 'admin'));
  });

  it('gives a first-top-up-only gift on the first top-up alone, and minutes to a minutes merchant', async () => {
    const welcome = await approved(rule({ minTopUp: 10_000, gift: 2_000, firstOnly: true }));
    const shop = await merchant();
    expect((await topUp(shop.id, 10_000)).gift).toBe(2_000);
    expect((await topUp(shop.id, 10_000)).gift).toBe(0);
    const clinic = await merchant({ settlement: 'minutes', minutePrice: 10 });
    expect(await topUp(clinic.id, 10_000)).toMatchObject({ gift: 0, giftMinutes: 200 });
    await ok(rowAction('promotionRule', 'disable', [welcome.id], {}, 'admin'));
  });
});
