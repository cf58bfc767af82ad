// Arrears paid at any lot (/ArrearsCollection, arrears.collect) through the real HTTP backend: a
// booth cashier limited to the North lot, whose arrears list shows only North's, looks a plate up
// and sees its arrears at every lot (the lot, the exit and what is owed, nothing more), then takes
// all of it at North in one press: each order paid in full as the cashier's, each arrear recovered
// at North, the payments their orders' lots'; a wrong amount, another lot as the place of payment
// and a plate owing nothing are refused with nothing booked; the press repeated books once.
import { ARREAR_STATE } from '../../../../lib/parking/arrears-machine';
import { ORDER_STATE } from '../../../../lib/parking/order-machine';
import { ARREARS_COLLECTION } from '../../../../lib/areas/arrears/pages';
import { PAGE_HANDLER } from '../../../../lib/pages/types';
import { ARREARS_SCREENS } from '../../../../lib/areas/arrears/screens';
import { exitStay } from '../stays';
import type { Db } from '../../../db';
import { runService } from '../../../kernel/service';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../../test/harness';
import { useTestBackend } from '../../../test/use-backend';
import { addLotScopedUser } from '../../../test/lot-scoped-user';
import { HOUR, addLot, addRate, enter } from '../../../test/orders-fixtures';
import { screenCalls } from '../../../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('arrears paid at any lot on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};
  const { list, ok } = screenCalls({ backend: () => t, tokens, screens: ARREARS_SCREENS, pageSize: 50 });
  const page = <T = unknown>(operation: string, datas: Record<string, unknown>, user = 'booth', language?: 'zh-CN' | 'en-US') =>
    t.call<T>(PAGE_HANDLER, datas, { token: tokens[user], getList: `${ARREARS_COLLECTION.key}.${operation}`, ...(language ? { language } : {}) });

  /** A vehicle `hours` in `lot` leaves by the camera without paying (2.00 per started hour): its stay. */
  async function leftUnpaid(plate: string, hours: number, lot: number): Promise<number> {
    const stay = await enter(db, lot, plate, t.clock.now() - hours * HOUR);
    await db.transaction((tx) => runService(tx, exitStay, { stayId: stay.id, source: 'camera' }, { name: 'test', userId: null }, { at: t.clock.now() }));
    return stay.id;
  }
  const booked = (plate: string) => db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments WHERE plate = $1', [plate]);

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    for (const name of ['North', 'South', 'East']) {
      lots[name] = await addLot(db, `${name} lot`);
      await addRate(db, lots[name]);
    }
    await addLotScopedUser(db, {
      login: 'boothnorth', name: 'North booth', directories: [10, 8], pages: [ARREARS_COLLECTION.menuId, ...ARREARS_SCREENS.map((s) => s.menuId)], lots: [lots.North],
    });
    tokens.booth = await t.signIn('boothnorth', DEMO_PASSWORD);
  });

  it('takes at the cashier\'s lot all that a plate owes at every lot, once per press', async () => {
    const plate = '粤E12345';
    const stays = [await leftUnpaid(plate, 2.5, lots.South), await leftUnpaid(plate, 0.5, lots.East), await leftUnpaid(plate, 1.5, lots.North)]; // 6.00, 2.00, 4.00
    // The cashier's lists are his lot's: the South and East arrears are not there.
    expect((await list('arrear', { plate }, 'booth')).rows.map((r) => r.lotName)).toEqual(['North lot']);

    // Looked up (as typed, with a space), every lot's arrear shows, oldest first, with no more than taking the money needs.
    const owed = await ok<{ plate: string; arrears: Record<string, unknown>[]; owed: number }>(page('lookup', { plate: '粤E 12345' }));
    expect(owed).toMatchObject({ plate, owed: 1_200 });
    expect(owed.arrears.map((a) => [a.lotName, a.owed])).toEqual([['South lot', 600], ['East lot', 200], ['North lot', 400]]);
    expect(owed.arrears.every((a) => Object.keys(a).sort().join() === 'exitAt,lotName,owed')).toBe(true);

    const collect = (values: Record<string, unknown>, key: string, language?: 'zh-CN' | 'en-US') =>
      page<{ plate: string; arrears: number; amount: number; paymentNos: string[] }>('collect', { idempotencyKey: key, plate, lotId: lots.North, channel: 'cash', amount: 1_200, ...values }, 'booth', language);
    // Not what the plate owes now, or taken at another lot than his: refused, nothing booked.
    const wrong = await collect({ amount: 1_000 }, 'press-collect-0001', 'en-US');
    expect([codeOf(wrong), msgOf(wrong)]).toEqual(['arrearsCollectMismatch', '10.00 yuan taken does not match what the plate owes now (12.00 yuan): look the plate up again.']);
    expect(statusOf(await collect({ lotId: lots.South }, 'press-collect-0002'))).toBe(403);
    expect((await booked(plate))[0].n).toBe(0);

    const done = await ok(collect({}, 'press-collect-0003'));
    expect(done).toMatchObject({ plate, arrears: 3, amount: 1_200 });
    expect(done.paymentNos).toHaveLength(3);
    // A lost answer asked again: the first result, nothing booked twice.
    expect(await ok(collect({}, 'press-collect-0003'))).toEqual(done);

    // Each order paid in full by the cashier, on its own lot; each arrear recovered at North, where the money was taken.
    const paid = await db.query<{ lot_id: number; amount: number; channel: string; operator: string }>(
      'SELECT lot_id, amount, channel, operator FROM payments WHERE stay_id = ANY($1::bigint[]) ORDER BY stay_id', [stays]);
    expect(paid.map((p) => [p.lot_id, Number(p.amount), p.channel, p.operator])).toEqual([
      [lots.South, 600, 'cash', 'boothnorth'], [lots.East, 200, 'cash', 'boothnorth'], [lots.North, 400, 'cash', 'boothnorth'],
    ]);
    const arrears = await db.query<{ state: number; recovered_lot_id: number; recovered_channel: string; due: number; order_state: number }>(
      `SELECT a.state, a.recovered_lot_id, a.recovered_channel, o.due, o.state AS order_state FROM arrears a JOIN orders o ON o.id = a.order_id
        WHERE a.stay_id = ANY($1::bigint[]) ORDER BY a.stay_id`, [stays]);
    expect(arrears.map((a) => [a.state, a.recovered_channel, Number(a.due), a.order_state])).toEqual(Array(3).fill([ARREAR_STATE.recovered, 'cash', 0, ORDER_STATE.paid]));
    // Recovered "at another lot" for South and East; North's own arrear was paid where it was made.
    expect(arrears.map((a) => a.recovered_lot_id)).toEqual([lots.North, lots.North, null]);
    const audited = await db.query<{ entity: string; n: number }>(
      "SELECT entity, count(*)::int AS n FROM audit_log WHERE action = 'arrears.collect' GROUP BY entity ORDER BY entity");
    expect(audited.find((a) => a.entity === 'arrear')?.n).toBe(3);

    // Nothing owed any more: the look-up says so, another press is refused.
    expect(await ok(page('lookup', { plate }))).toEqual({ plate, arrears: [], owed: 0 });
    const again = await collect({}, 'press-collect-0004', 'zh-CN');
    expect([codeOf(again), msgOf(again)]).toEqual(['arrearsNoneOwed', '车牌 粤E12345 在所有车场均无欠费。']);
    expect((await booked(plate))[0].n).toBe(3);
  });

  it('takes the page and the button: a user without them is refused', async () => {
    await addLotScopedUser(db, { login: 'listonly', name: 'List only', directories: [10, 8], pages: ARREARS_SCREENS.map((s) => s.menuId), lots: [lots.North] });
    tokens.list = await t.signIn('listonly', DEMO_PASSWORD);
    expect(statusOf(await page('lookup', { plate: '粤E12345' }, 'list'))).toBe(403);
  });
});
