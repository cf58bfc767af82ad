// Open stays priced when read (price-now.ts) against the charging core's own pricing: for stays in
// every situation a reading meets (billing, a disabled driver's discount, a discount by hand, part
// paid, paid within its exit window and past it), the figures read now are those a pricing at the
// same instant stores, and so is the state shown ('in the lot, not yet due' while billing).
import { ORDER_STATE, pricedFigures, shownOrderState } from '../../../lib/parking/order-machine';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import type { Db } from '../../db';
import { runService, type DomainService } from '../../kernel/service';
import { quoteStay } from '../orders/quote';
import { MINUTE, HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { testDatabases } from '../../test/harness';
import { useTestDatabase } from '../../test/use-backend';
import { bookPayment, giveDiscount } from './payments';
import { openOrdersNow } from './price-now';

jest.setTimeout(60_000);

describe.each(testDatabases())('open stays priced when read ($name)', (database) => {
  let db: Db;
  let lot: number;
  let key = 0;
  const start = Date.now();
  const run = (service: DomainService, input: Record<string, unknown>, at: number) => db.transaction((tx) =>
    runService(tx, service, input, { name: 'test', userId: null }, { at, idempotencyKey: `price-now-${(key += 1)}` }));
  const orderOf = async (stayId: number) => (await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [stayId]))[0].id;

  useTestDatabase(database, { migrate: true }, async (env) => {
    ({ db } = env);
    lot = await addLot(db, 'Read lot');
    await addRate(db, lot);
    await db.query("INSERT INTO disabled_vehicles (plate, owner, certificate_no, discount_pct) VALUES ('粤D00003', 'Lee', 'C-1', 30)");
  });

  it('reads what a pricing at the same instant stores, and changes as time passes', async () => {
    const billing = await enter(db, lot, '粤D00001', start - 2.5 * HOUR);
    const discounted = await enter(db, lot, '粤D00002', start - 1.5 * HOUR);
    await run(giveDiscount, { orderId: await orderOf(discounted.id), amount: 150, reason: 'Voucher' }, start);
    const disabled = await enter(db, lot, '粤D00003', start - 3.2 * HOUR);
    const partPaid = await enter(db, lot, '粤D00004', start - 4.5 * HOUR);
    await run(bookPayment, { stayId: partPaid.id, channel: 'cash', place: 'booth', amount: 300 }, start);
    const paid = await enter(db, lot, '粤D00005', start - 1.2 * HOUR);
    await run(bookPayment, { stayId: paid.id, channel: 'cash', place: 'booth' }, start);
    const stays = [billing, discounted, disabled, partPaid, paid].map((s) => s.id);

    for (const at of [start + 5 * MINUTE, start + HOUR]) {
      const read = await openOrdersNow(db, 'stay', stays, at);
      expect(read.size).toBe(stays.length);
      for (const stayId of stays) {
        const { receivable, discount, waived, paid: taken, due, state, shown } = read.get(stayId)!;
        await run(quoteStay, { stayId }, at);
        const [stored] = await db.query<Record<string, number>>(
          'SELECT o.receivable, o.discount, o.waived, o.paid, o.due, o.state, s.state AS stay_state FROM orders o JOIN stays s ON s.id = o.stay_id WHERE s.id = $1', [stayId]);
        const figures = { receivable: Number(stored.receivable), discount: Number(stored.discount), waived: Number(stored.waived), paid: Number(stored.paid) };
        expect([stayId, at, { receivable, discount, waived, paid: taken, due, state }]).toEqual([stayId, at, pricedFigures(figures)]);
        expect(shown).toBe(shownOrderState(Number(stored.stay_state) === STAY_STATE.inLot, Number(stored.state) as never));
      }
    }
    // Five minutes on, the paid vehicle is within its exit window (paid); an hour on, it bills again.
    const later = await openOrdersNow(db, 'stay', [paid.id, disabled.id], start + 2 * HOUR);
    expect(later.get(paid.id)).toMatchObject({ shown: ORDER_STATE.inLot });
    expect(later.get(paid.id)!.due).toBeGreaterThan(0);
    // The disabled driver's 30 % follows the fee: 6 started hours at 2.00, 3.60 off.
    expect(later.get(disabled.id)).toMatchObject({ receivable: 1200, discount: 360, due: 840, shown: ORDER_STATE.inLot });
  });
});
