// Special-event coupons through the real HTTP backend and the charging core (docs/merchants.md,
// "Promotions"): an event's coupons issued to a guest list all or nothing (each bad plate named,
// nothing written), once per key; a plate already holding one not given a second; a stay priced
// inside the event's window relieved and, paid, the coupon used charging no merchant; outside the
// window not applied.
import { randomUUID } from 'node:crypto';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { HOUR, MINUTE, addLot, addRate, enter } from '../../test/orders-fixtures';
import { clock, priced, rates } from '../../../lib/tariff/fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { bookPayment } from '../charging';
import { exitStay } from '../charging/stays';

jest.setTimeout(120_000);

describe.each(testDatabases())('special-event coupons on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;
  let n = 0;

  const event = async (from: number, to: number, values: Record<string, unknown> = {}) => (await create('eventCoupon', {
    lotId: lot, name: `Concert ${(n += 1)}`, kind: 'cash', minutes: null, amount: 500, discount: null, hours: null, windows: null,
    validFrom: new Date(from).toISOString(), validTo: new Date(to).toISOString(), status: 1, remark: null, ...values,
  })).id;
  const issue = (id: number, plates: string, key = randomUUID()) =>
    call<{ result: { issued: number; alreadyHeld: number }[] }>('eventCoupon', 'issue', { ids: [id], values: { plates }, idempotencyKey: key }, 'admin', 'en-US');
  const couponsOf = async (typeId: number) => (await db.query<{ plate: string; state: number; merchant_id: number | null; source: string }>(
    'SELECT plate, state, merchant_id, source FROM coupons WHERE type_id = $1 ORDER BY id', [typeId]));
  const leave = (stayId: number, at: number) => db.transaction((tx) => runService(tx, exitStay, { stayId, source: 'camera' }, { name: 'lane', userId: null }, { at }));
  const pay = (stayId: number, at: number) => db.transaction((tx) => runService(tx, bookPayment, { stayId, channel: 'cash', place: 'booth' },
    { name: 'cashier', userId: null }, { at, idempotencyKey: `event-pay-${stayId}-0001` }));

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Event lot');
    // 2.00 per started hour.
    await addRate(db, lot, rates(clock([priced('all', '00:00', 60, 200)])));
  });

  it('refuses a bad window, and a list with a bad plate writing nothing, naming each bad entry', async () => {
    const now = t.clock.now();
    const bad = await call('eventCoupon', 'create', { values: {
      lotId: lot, name: 'Backwards', kind: 'free', minutes: null, amount: null, discount: null, hours: null, windows: null,
      validFrom: new Date(now + HOUR).toISOString(), validTo: new Date(now).toISOString(), status: 1, remark: null,
    } }, 'admin', 'en-US');
    expect([statusOf(bad), codeOf(bad)]).toEqual([400, 'eventWindowInvalid']);
    const id = await event(now, now + 6 * HOUR);
    const refused = await issue(id, '浙E10001\n浙E1?\n浙E10002, 粤');
    expect([statusOf(refused), codeOf(refused), msgOf(refused)]).toEqual([400, 'eventPlatesInvalid',
      'Nothing was issued: these entries are not plates (position: text): 2: 浙E1?; 4: 粤.']);
    expect(await couponsOf(id)).toEqual([]);
  });

  it('issues the list once per key, a plate holding one not given a second', async () => {
    const now = t.clock.now();
    const id = await event(now, now + 6 * HOUR);
    const key = randomUUID();
    const first = await ok<{ result: { issued: number; alreadyHeld: number }[] }>(issue(id, '浙E20001\n浙E20002\n浙e20001', key));
    expect(first.result[0]).toEqual({ issued: 2, alreadyHeld: 0 });
    expect((await ok(issue(id, '浙E20001\n浙E20002\n浙e20001', key)))).toEqual(first);
    expect((await ok<{ result: { issued: number; alreadyHeld: number }[] }>(issue(id, '浙E20002;浙E20003'))).result[0]).toEqual({ issued: 1, alreadyHeld: 1 });
    const detail = await ok<{ sections: { coupons: { plate: string }[] } }>(call('eventCoupon', 'detail', { id }, 'admin'));
    expect(detail.sections.coupons.map((c) => c.plate)).toEqual(['浙E20001', '浙E20002', '浙E20003']);
    expect((await couponsOf(id)).map((c) => [c.plate, Number(c.state), c.merchant_id, c.source])).toEqual([
      ['浙E20001', 0, null, 'event'], ['浙E20002', 0, null, 'event'], ['浙E20003', 0, null, 'event']]);
  });

  it("relieves a stay priced inside the event's window and charges no merchant; outside it, nothing", async () => {
    const start = t.clock.now() + 2 * HOUR;
    const id = await event(start, start + 6 * HOUR);
    await ok(issue(id, '浙E30001\n浙E30002'));
    const ledgerBefore = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchant_ledger'))[0].n;
    // Leaves before the event: no relief, the coupon kept.
    const early = await enter(db, lot, '浙E30001', t.clock.now());
    expect((await leave(early.id, t.clock.now() + HOUR + 10 * MINUTE)).order).toMatchObject({ receivable: 400, discount: 0 });
    // During the event: 3 started hours at 2.00, less 5.00.
    const guest = await enter(db, lot, '浙E30002', start);
    const left = await leave(guest.id, start + 2 * HOUR + 30 * MINUTE);
    expect(left.order).toMatchObject({ receivable: 600, discount: 500, due: 100 });
    await pay(guest.id, start + 3 * HOUR);
    const states = await couponsOf(id);
    expect(states.map((c) => [c.plate, Number(c.state)])).toEqual([['浙E30001', COUPON_STATE.unused], ['浙E30002', COUPON_STATE.used]]);
    const [use] = await db.query<{ merchant_id: number | null; state: number; charge: string | null; relief: string }>(
      "SELECT u.merchant_id, u.state, u.charge, u.relief FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.plate = '浙E30002'");
    expect([use.merchant_id, Number(use.state), use.charge, Number(use.relief)]).toEqual([null, 2, null, 500]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchant_ledger'))[0].n).toBe(ledgerBefore);
  });
});
