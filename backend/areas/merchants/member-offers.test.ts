// Member offers through the real HTTP backend and the charging core (docs/merchants.md,
// "Promotions"): an offer's member discount in the notes' convention (8 pays 80 %); member plates
// enrolled all or nothing, each with one long-term coupon used on every stay, charging nobody.
import { randomUUID } from 'node:crypto';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { HOUR, MINUTE, addLot, addRate, enter } from '../../test/orders-fixtures';
import { clock, priced, rates } from '../../../lib/tariff/fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { bookPayment } from '../charging';
import { exitStay } from '../charging/stays';

jest.setTimeout(120_000);

describe.each(testDatabases())('member offers on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;

  const enroll = (id: number, plates: string) =>
    call<{ result: { enrolled: number; alreadyMembers: number }[] }>('memberOffer', 'enroll', { ids: [id], values: { plates }, idempotencyKey: randomUUID() }, 'admin', 'en-US');
  const leave = (stayId: number, at: number) => db.transaction((tx) => runService(tx, exitStay, { stayId, source: 'camera' }, { name: 'lane', userId: null }, { at }));
  const pay = (stayId: number, at: number) => db.transaction((tx) => runService(tx, bookPayment, { stayId, channel: 'cash', place: 'booth' },
    { name: 'cashier', userId: null }, { at, idempotencyKey: `member-pay-${stayId}-0001` }));

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Member lot');
    await addRate(db, lot, rates(clock([priced('all', '00:00', 60, 200)])));
  });

  it('enrols member plates all or nothing, and every stay of a member pays its share, charging nobody', async () => {
    const bad = await call('memberOffer', 'create', { values: { lotId: lot, name: 'Too precise', memberDiscount: 8.55, validDays: 30, status: 1, remark: null } }, 'admin', 'en-US');
    expect(statusOf(bad)).toBe(400);
    const offer = await create('memberOffer', { lotId: lot, name: 'Members 8', memberDiscount: 8, validDays: 30, status: 1, remark: null });
    const [stored] = await db.query<{ kind: string; pay_percent: number; multi_use: boolean }>('SELECT kind, pay_percent, multi_use FROM coupon_types WHERE id = $1', [offer.id]);
    expect(stored).toEqual({ kind: 'percentage', pay_percent: 80, multi_use: true });
    expect(codeOf(await enroll(offer.id, '浙G10001\n浙G1?'))).toBe('eventPlatesInvalid');
    expect((await db.query('SELECT 1 FROM coupons WHERE type_id = $1', [offer.id])).length).toBe(0);
    expect((await ok<{ result: { enrolled: number }[] }>(enroll(offer.id, '浙G10001\n浙G10002'))).result[0]).toEqual({ enrolled: 2, alreadyMembers: 0 });
    // Two stays of one member: each 4.00, the member pays 80 %.
    let at = t.clock.now();
    for (let n = 0; n < 2; n += 1) {
      const stay = await enter(db, lot, '浙G10001', at);
      const left = await leave(stay.id, at + HOUR + 30 * MINUTE);
      expect(left.order).toMatchObject({ receivable: 400, discount: 80, due: 320 });
      await pay(stay.id, at + 2 * HOUR);
      at += 3 * HOUR;
    }
    const [coupon] = await db.query<{ state: number; uses: number; charged: number }>(
      `SELECT c.state, (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id AND u.state = 2) AS uses,
              (SELECT count(*)::int FROM coupon_uses u WHERE u.coupon_id = c.id AND u.merchant_id IS NOT NULL) AS charged
         FROM coupons c WHERE c.type_id = $1 AND c.plate = '浙G10001'`, [offer.id]);
    expect([Number(coupon.state), coupon.uses, coupon.charged]).toEqual([COUPON_STATE.unused, 2, 0]);
  });
});
