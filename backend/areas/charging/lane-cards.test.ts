// A lane and a plate's card at its lot on a real database (docs/rentals.md, "At the lane"): a
// confirmed monthly card's car enters and leaves free on a card passage (even when the card ends
// meanwhile), in its grace too; after the grace, before review, outside its entry windows or at
// another lot it is a visitor; a card's second car finds its one space taken and pays as a visitor
// until the first leaves; a VIP passes whatever the windows and spaces; a misread plate corrected
// to a card's plate parks free; what the lane shows of the card.
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { HOUR, addLot, addRate } from '../../test/orders-fixtures';
import { testDatabases } from '../../test/harness';
import { useTestDatabase } from '../../test/use-backend';
import { cardDisplay, liftDisplay } from '../devices/lane-display';
import { cardAtLane } from './lane-cards';
import { LANE_DIRECTION, laneCapture, type LaneDevice, type LaneOutcome } from './lanes';
import { correctStayPlate } from './stays';

jest.setTimeout(60_000);

const DAY = 24 * HOUR;
/** Monday 2026-11-02 10:00 operator time; the cards run through November. */
const T0 = Date.parse('2026-11-02T10:00:00+08:00');
const at = (iso: string) => Date.parse(`${iso}+08:00`);

describe.each(testDatabases())('a lane and the cards on $name', (database) => {
  let db: Db;
  const lots = { north: 0, south: 0 };
  const lanes: Record<'in' | 'out' | 'southIn', LaneDevice> = {} as never;
  let plateNo = 0;
  const plate = () => `浙C${String((plateNo += 1)).padStart(5, '0')}`;

  const capture = (lane: LaneDevice, p: string, when: number) => db.transaction((tx) => laneCapture(tx, lane, { plate: p, color: 'blue' }, when));
  const passages = (p: string) => db.query<{ direction: number; decision: string; reason: string | null }>(
    'SELECT direction, decision, reason FROM passages WHERE plate = $1 ORDER BY id', [p]);
  const stayOf = async (id: number) => (await db.query<Record<string, unknown>>(
    `SELECT s.state, s.card_id, s.card_reason, s.card_space_at, s.free_reason, s.rate_version_id, o.receivable, o.due
     FROM stays s JOIN orders o ON o.stay_id = s.id WHERE s.id = $1`, [id]))[0];

  async function addPackage(lot: number, kind: string, extra: { graceDays?: number; windows?: string | null } = {}) {
    const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${kind} ${plateNo}-${Math.random()}`, kind]);
    const [pkg] = await db.query<{ id: number }>(
      `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, entry_windows, grace_days, state, created_by)
       VALUES ($1, $2, 'packagePrice', 30000, '1', '00:00-00:00', $3, $4, $5, 'admin') RETURNING id`,
      [lot, name.id, extra.windows ?? null, extra.graceDays ?? 3, PACKAGE_STATE.approved]);
    return pkg.id;
  }

  async function addCard(lot: number, packageId: number, plates: string[], extra: { spaces?: number; start?: string; end?: string; review?: number } = {}) {
    const [card] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, spaces, start_date, end_date, review_state, created_by, reviewed_by)
       VALUES ($1, $2, '王芳', '13800138000', $3, $4, $5, $6, $7, 'operator', 'finance') RETURNING id`,
      [lot, packageId, plates.join(', '), extra.spaces ?? 1, extra.start ?? '2026-11-01', extra.end ?? '2026-11-30', extra.review ?? ARCHIVE_STATE.confirmed]);
    for (const p of plates) await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [card.id, lot, p]);
    return card.id;
  }

  /** A car in at `inAt` and out at `outAt` through the north lot's lanes: both outcomes. */
  async function visit(p: string, inAt: number, outAt: number): Promise<[LaneOutcome, LaneOutcome]> {
    const entry = await capture(lanes.in, p, inAt);
    return [entry, await capture(lanes.out, p, outAt)];
  }

  useTestDatabase(database, { migrate: true, timeoutMs: 120_000 }, async (env) => {
    ({ db } = env);
    lots.north = await addLot(db, 'North lot');
    lots.south = await addLot(db, 'South lot');
    for (const lot of [lots.north, lots.south]) await addRate(db, lot);
    for (const [key, lot, name, direction] of [['in', lots.north, 'In 1', LANE_DIRECTION.entrance], ['out', lots.north, 'Out 1', LANE_DIRECTION.exit],
      ['southIn', lots.south, 'In 1', LANE_DIRECTION.entrance]] as const) {
      const serial = `CARD-${key}`;
      const [{ id }] = await db.query<{ id: number }>('INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, $3, $4, 1) RETURNING id', [serial, lot, name, direction]);
      lanes[key] = { id, serial, lotId: lot, laneName: name, direction };
    }
  });

  it("lets a confirmed monthly card's car in and out free on a card passage, and shows its days left", async () => {
    const p = plate();
    const cardId = await addCard(lots.north, await addPackage(lots.north, 'monthly'), [p]);
    expect(await cardAtLane(db, lots.north, p, T0)).toMatchObject({
      kind: 'monthly', startAt: at('2026-11-01T00:00:00'), endAt: at('2026-11-30T23:59:59'), graceDays: 3, paused: false, entryWindows: [], spaces: 1, carsHoldingSpaces: 0,
    });
    const [entry, exit] = await visit(p, T0, T0 + 3 * HOUR);
    expect(entry).toMatchObject({ decision: 'free', card: { plate: p, message: { kind: 'card', card: 'monthly', daysLeft: 28 } } });
    expect(exit).toMatchObject({ decision: 'free', stayId: entry.stayId });
    expect(await passages(p)).toEqual([
      { direction: 1, decision: 'free', reason: 'monthlyCard' }, { direction: 2, decision: 'free', reason: 'monthlyCard' }]);
    expect(await stayOf(entry.stayId!)).toMatchObject({
      state: STAY_STATE.freeExit, card_id: cardId, card_reason: 'monthlyCard', free_reason: 'card', rate_version_id: null, receivable: 0, due: 0,
    });
    // The lane shows it in the drivers' language.
    expect(cardDisplay(p, { kind: 'card', card: 'monthly', daysLeft: 28 })).toEqual({
      lines: [p, '月卡', '剩余 28 天'], voice: `${p}，月卡，剩余 28 天`, reason: 'card',
    });
    expect(liftDisplay({ lotId: lots.north, laneName: 'In 1', passageId: entry.passageId, card: entry.card })?.id).toBe(`card-${entry.passageId}`);
  });

  it('lets a stay that entered on the card leave free after the card ended, and its car in during the grace', async () => {
    const [p, other] = [plate(), plate()];
    await addCard(lots.north, await addPackage(lots.north, 'monthly', { graceDays: 3 }), [p, other], { spaces: 2 });
    // In on the last evening; the card's other car in its grace (3 days after 30 November): free on the grace.
    const lastDay = await capture(lanes.in, p, at('2026-11-30T20:00:00'));
    const [inGrace] = await visit(other, at('2026-12-02T10:00:00'), at('2026-12-02T12:00:00'));
    expect(inGrace.card?.message).toEqual({ kind: 'grace', card: 'monthly', graceDaysLeft: 1 });
    expect((await passages(other)).map((r) => r.reason)).toEqual(['cardGrace', 'cardGrace']);
    // Out after the card and its grace ended: free.
    const afterGrace = await capture(lanes.out, p, at('2026-12-05T09:00:00'));
    expect([lastDay.decision, afterGrace.decision]).toEqual(['free', 'free']);
    expect(afterGrace.card?.message).toEqual({ kind: 'card', card: 'monthly', daysLeft: -5 });
    expect(await stayOf(lastDay.stayId!)).toMatchObject({ state: STAY_STATE.freeExit, receivable: 0 });
  });

  it('charges the same car as a visitor after the period and the grace, and says why', async () => {
    const p = plate();
    await addCard(lots.north, await addPackage(lots.north, 'monthly', { graceDays: 3 }), [p]);
    const entry = await capture(lanes.in, p, at('2026-12-04T10:00:00'));
    expect(entry).toMatchObject({ decision: 'open', card: { message: { kind: 'visitor', reason: 'cardExpired' } } });
    const exit = await capture(lanes.out, p, at('2026-12-04T12:00:00'));
    expect(exit.decision).toBe('waitPay');
    expect(await passages(p)).toEqual([
      { direction: 1, decision: 'open', reason: 'cardExpired' }, { direction: 2, decision: 'waitPay', reason: 'feeDue' }]);
    expect(await stayOf(entry.stayId!)).toMatchObject({ state: STAY_STATE.inLot, card_reason: 'cardExpired', free_reason: null, receivable: 400, due: 400 });
    expect(cardDisplay(p, entry.card!.message)).toEqual({
      lines: [p, '月卡已过期', '按临时车收费'], voice: `${p}，月卡已过期，按临时车收费`, reason: 'cardExpired',
    });
  });

  it('charges a paused card\'s car as a visitor from the midnight after the pause was asked', async () => {
    const p = plate();
    const cardId = await addCard(lots.north, await addPackage(lots.north, 'monthly'), [p]);
    await db.query('UPDATE month_cards SET paused_at = $2 WHERE id = $1', [cardId, new Date(at('2026-11-05T15:00:00')).toISOString()]);
    // The day the pause was asked is still the card's; from the next midnight its car is a visitor.
    const [sameDay] = await visit(p, at('2026-11-05T18:00:00'), at('2026-11-05T19:00:00'));
    const [nextDay] = await visit(p, at('2026-11-06T09:00:00'), at('2026-11-06T10:00:00'));
    expect([sameDay.decision, nextDay.card?.message]).toEqual(['free', { kind: 'visitor', reason: 'cardPaused' }]);
  });

  it('does not count a card waiting for review, nor a card of another lot', async () => {
    const waiting = plate();
    await addCard(lots.north, await addPackage(lots.north, 'monthly'), [waiting], { review: ARCHIVE_STATE.pendingReview });
    const southCar = plate();
    await addCard(lots.south, await addPackage(lots.south, 'monthly'), [southCar]);
    for (const p of [waiting, southCar]) {
      const [entry, exit] = await visit(p, T0, T0 + 2 * HOUR);
      expect([entry.decision, entry.card, exit.decision]).toEqual(['open', undefined, 'waitPay']);
      expect(await stayOf(entry.stayId!)).toMatchObject({ card_id: null, card_reason: null, due: 400 });
    }
    expect((await passages(waiting))[0].reason).toBeNull();
    // At its own lot the south card counts.
    expect(await capture(lanes.southIn, southCar, T0 + DAY)).toMatchObject({ decision: 'free' });
  });

  it('charges a car outside its entry windows as a visitor, and lets it in free inside them', async () => {
    const p = plate();
    await addCard(lots.north, await addPackage(lots.north, 'monthly', { windows: '07:00-09:00, 18:00-20:00' }), [p]);
    const [late] = await visit(p, at('2026-11-03T10:00:00'), at('2026-11-03T11:00:00'));
    expect(late.decision).toBe('open');
    const [early] = await visit(p, at('2026-11-04T08:30:00'), at('2026-11-04T17:00:00'));
    expect(early.decision).toBe('free');
    expect((await passages(p)).map((r) => r.reason)).toEqual(['cardOutsideWindow', 'feeDue', 'monthlyCard', 'monthlyCard']);
  });

  it("with one space and two plates, the second car pays as a visitor until the first leaves, then parks free", async () => {
    const [first, second] = [plate(), plate()];
    await addCard(lots.north, await addPackage(lots.north, 'monthly'), [first, second], { spaces: 1 });
    const one = await capture(lanes.in, first, T0);
    const two = await capture(lanes.in, second, T0 + HOUR);
    expect([one.decision, two.decision]).toEqual(['free', 'open']);
    expect(two.card?.message).toEqual({ kind: 'visitor', reason: 'cardSpacesTaken' });
    expect(await cardAtLane(db, lots.north, second, T0 + HOUR)).toMatchObject({ carsHoldingSpaces: 1 });
    // The first leaves 2 h after the second came in: the second takes its space, priced up to then.
    expect((await capture(lanes.out, first, T0 + 3 * HOUR)).decision).toBe('free');
    expect(await stayOf(two.stayId!)).toMatchObject({ card_reason: 'cardSpacesTaken' });
    expect((await stayOf(two.stayId!)).card_space_at).not.toBeNull();
    // Out 5 h later: two hours as a visitor (4.00), nothing after.
    expect((await capture(lanes.out, second, T0 + 8 * HOUR)).decision).toBe('waitPay');
    expect(await stayOf(two.stayId!)).toMatchObject({ receivable: 400, due: 400 });
    expect((await passages(second)).map((r) => [r.decision, r.reason])).toEqual([['open', 'cardSpacesTaken'], ['waitPay', 'feeDue']]);
    // Now the first comes back while the second is still inside holding the space: a visitor.
    expect((await capture(lanes.in, first, T0 + 9 * HOUR)).card?.message).toEqual({ kind: 'visitor', reason: 'cardSpacesTaken' });
  });

  it('lets a VIP in free whatever its windows and spaces', async () => {
    const [first, second] = [plate(), plate()];
    await addCard(lots.north, await addPackage(lots.north, 'vip', { windows: '07:00-08:00' }), [first, second], { spaces: 1 });
    const one = await capture(lanes.in, first, T0);
    const two = await capture(lanes.in, second, T0 + HOUR);
    expect([one.decision, two.decision]).toEqual(['free', 'free']);
    expect((await passages(second))[0]).toEqual({ direction: 1, decision: 'free', reason: 'vipCard' });
    expect((await capture(lanes.out, second, T0 + 5 * HOUR)).decision).toBe('free');
    expect(await stayOf(two.stayId!)).toMatchObject({ state: STAY_STATE.freeExit, free_reason: 'card', receivable: 0 });
  });

  it("parks a misread car free once its plate is corrected to a card's plate", async () => {
    const p = plate();
    await addCard(lots.north, await addPackage(lots.north, 'monthly'), [p]);
    const misread = await capture(lanes.in, '浙C9999X', T0);
    expect(misread.decision).toBe('open');
    await db.transaction((tx) => runService(tx, correctStayPlate, { stayId: misread.stayId, plate: p, reason: 'misread' }, { name: 'operator', userId: null }, { at: T0 + HOUR }));
    expect(await stayOf(misread.stayId!)).toMatchObject({ card_reason: 'monthlyCard', free_reason: 'card', rate_version_id: null, receivable: 0 });
    expect((await capture(lanes.out, p, T0 + 2 * HOUR)).decision).toBe('free');
  });
});
