// /VipLockOrderRecord (docs/rentals.md, "VIP lock order record") through the real HTTP backend, its
// stays made as the field makes them: a berth's lock sees a car arrive (berthOccupancy) and the
// video pile or a POS collector reads its plate (the plate's card decided then), or an operator
// enters the car by hand at the lock; the lock's commands as the lock log holds them. A VIP card's
// free stay on a locked berth is listed with its lock, card and the flap's last moves; a monthly
// card's, a visitor's and a VIP car's on a berth without a lock are not; a user of another lot sees
// none of them.
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { isoAt, type Db } from '../../db';
import { runService } from '../../kernel/service';
import { Work } from '../../kernel/work';
import { DEMO_PASSWORD, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { berthOccupancy, manualBerthEntry, recordBerthPlate } from '../charging';
import { correctStayPlate } from '../charging/stays';

jest.setTimeout(60_000);

const MINUTE = 60_000;
const OPERATOR = 'operator';

describe.each(testDatabases())('the VIP lock order record on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { list } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 50 });
  const lots = { main: 0, other: 0 };
  /** Berths by number: a lock's (L*) or a sensor's (S1), with the lock's serial. */
  const berths: Record<string, { id: number; lotId: number; lock: string | null }> = {};
  const plates = { vip: '浙D80001', graceVip: '浙D80002', monthly: '浙D80003', visitor: '浙D80004', otherVip: '浙D80005', manualVip: '浙D80006' };
  const cardNos: Record<string, string> = {};

  async function addPackage(lot: number, kind: 'vip' | 'monthly') {
    const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${kind} ${lot}`, kind]);
    const [pkg] = await db.query<{ id: number }>(
      `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, grace_days, state, created_by)
       VALUES ($1, $2, 'packagePrice', $3, '1,12', '00:00-00:00', 3, $4, 'operator') RETURNING id`,
      [lot, name.id, kind === 'vip' ? null : 30_000, PACKAGE_STATE.approved]);
    return Number(pkg.id);
  }

  /** A confirmed card holding the plate, from `from` to `to` days off today. */
  async function addCard(lot: number, packageId: number, plate: string, from = -30, to = 30) {
    const today = dayOf(t.clock.now());
    const [card] = await db.query<{ id: number; card_no: string }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by, reviewed_by)
       VALUES ($1, $2, 'Customer', '13800138000', $3, $4, $5, $6, 'operator', 'finance') RETURNING id, card_no`,
      [lot, packageId, plate, dateOfDay(today + from), dateOfDay(today + to), ARCHIVE_STATE.confirmed]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [card.id, lot, plate]);
    cardNos[plate] = card.card_no;
  }

  const detector = (number: string) => {
    const b = berths[number];
    return { kind: b.lock ? 'lock' as const : 'sensor' as const, serial: b.lock ?? `SENSOR-${number}`, lotId: b.lotId, berthId: b.id };
  };
  /** A car arrives on the berth at `at` (its detector), its plate read by the video pile a minute later. */
  async function park(number: string, plate: string, at: number) {
    await db.transaction((tx) => berthOccupancy(tx, detector(number), true, at));
    await db.transaction((tx) => recordBerthPlate(tx, { serial: 'PILE-1', berthId: berths[number].id }, { plate, color: 'blue' }, at + MINUTE));
  }
  const leave = (number: string, at: number) => db.transaction((tx) => berthOccupancy(tx, detector(number), false, at));
  /** A command of the lock log (as the device service writes it): who, when, its outcome and the flap before and after. */
  async function command(number: string, name: string, at: number, outcome: string, raised: [boolean, boolean] | null) {
    const [lock] = await db.query<{ id: number }>('SELECT id FROM parking_locks WHERE serial = $1', [berths[number].lock]);
    await db.query(
      `INSERT INTO device_commands (id, device_kind, device_id, serial, lot_id, command, operator, page, created_at, acked_at, outcome, state_before, state_after)
       VALUES ($1, 'lock', $2, $3, $4, $5, $6, '/ParkingLockControl', $7, $8, $9, $10, $11)`,
      [`cmd-${name}-${at}`, lock.id, berths[number].lock, berths[number].lotId, name, OPERATOR, isoAt(at), outcome === 'refused' ? null : isoAt(at + 2_000), outcome,
        raised && JSON.stringify({ raised: raised[0] }), raised && outcome === 'ok' ? JSON.stringify({ raised: raised[1] }) : null]);
  }
  const rowOf = async (plate: string, user = 'admin') => (await list('vipLockStay', { plate }, user)).rows;

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    for (const key of ['main', 'other'] as const) {
      [{ id: lots[key] }] = await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 2) RETURNING id', [`Street ${key}`]);
      const [street] = await db.query<{ id: number }>('INSERT INTO streets (lot_id, name) VALUES ($1, $2) RETURNING id', [lots[key], `Road ${key}`]);
      for (const number of key === 'main' ? ['L1', 'L2', 'L3', 'L4', 'L5', 'S1'] : ['L9']) {
        const [berth] = await db.query<{ id: number }>('INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, $3) RETURNING id', [lots[key], street.id, number]);
        const lock = number.startsWith('L') ? `LOCK-${number}` : null;
        if (lock) await db.query('INSERT INTO parking_locks (serial, lot_id, berth_id) VALUES ($1, $2, $3)', [lock, lots[key], berth.id]);
        berths[number] = { id: Number(berth.id), lotId: lots[key], lock };
      }
    }
    const vip = await addPackage(lots.main, 'vip');
    await addCard(lots.main, vip, plates.vip);
    // Ended yesterday: its cars still enter free for the package's 3 days of grace.
    await addCard(lots.main, vip, plates.graceVip, -60, -1);
    await addCard(lots.main, vip, plates.manualVip);
    await addCard(lots.main, await addPackage(lots.main, 'monthly'), plates.monthly);
    await addCard(lots.other, await addPackage(lots.other, 'vip'), plates.otherVip);
    for (const [login, lot] of [['mainop', lots.main], ['otherop', lots.other]] as const) {
      await addLotScopedUser(db, { login, name: login, directories: [10], pages: [1404], lots: [lot] });
      tokens[login] = await t.signIn(login, DEMO_PASSWORD);
    }
  });

  it("lists a VIP card's free stay on a locked berth with its lock, card and the flap's moves, as it parks and leaves", async () => {
    const entry = t.clock.now() - 90 * MINUTE;
    await command('L1', 'raiseNow', entry - 10 * MINUTE, 'ok', [false, true]); // before the car: not its stay's
    await park('L1', plates.vip, entry);
    const [parked] = await rowOf(plates.vip);
    expect(parked).toMatchObject({
      lotName: 'Street main', placeName: 'Road main', berthNumber: 'L1', lockSerial: 'LOCK-L1', plate: plates.vip, cardNo: cardNos[plates.vip],
      customer: 'Customer', packageName: `vip ${lots.main}`, cardReason: 'vipCard', entryAt: isoAt(entry), exitAt: null, state: STAY_STATE.inLot,
      loweredAt: null, loweredBy: null, raisedAt: null, lockCommands: 0,
    });
    // Still parked: its duration up to the moment of reading.
    expect(parked.durationMinutes).toBeGreaterThanOrEqual(90);
    // Free: no rate prices it, its order owes nothing.
    expect((await db.query('SELECT s.free_reason, o.receivable, o.due FROM stays s JOIN orders o ON o.stay_id = s.id WHERE s.id = $1', [parked.id]))[0])
      .toEqual({ free_reason: 'card', receivable: 0, due: 0 });

    // Nothing lets the car off the raised flap but an operator: lowering as if paid is refused, an emergency lowering goes.
    await command('L1', 'lowerNormal', entry + 30 * MINUTE, 'refused', [true, true]);
    await command('L1', 'lowerEmergency', entry + 31 * MINUTE, 'ok', [true, false]);
    await leave('L1', entry + 40 * MINUTE);
    await command('L1', 'raiseNow', entry + 50 * MINUTE, 'ok', [false, true]); // after it left: not its stay's
    const [left] = await rowOf(plates.vip);
    expect(left).toMatchObject({
      exitAt: isoAt(entry + 40 * MINUTE), durationMinutes: 40, state: STAY_STATE.freeExit,
      loweredAt: isoAt(entry + 31 * MINUTE + 2_000), loweredBy: OPERATOR, raisedAt: null, lockCommands: 2,
    });
    // The filters of its bar: lot, card, the day of its entry; another day finds nothing.
    const day = dateOfDay(dayOf(entry));
    expect((await list('vipLockStay', { lotId: lots.main, cardNo: cardNos[plates.vip], entryAt: { from: day, to: day } })).rows.map((r) => r.id)).toEqual([left.id]);
    expect((await list('vipLockStay', { plate: plates.vip, entryAt: { from: dateOfDay(dayOf(entry) - 3), to: dateOfDay(dayOf(entry) - 2) } })).rows).toEqual([]);
  });

  it("lists a VIP card's car in its grace whose plate a POS collector typed in", async () => {
    const at = t.clock.now() - 60 * MINUTE;
    await db.transaction((tx) => berthOccupancy(tx, detector('L2'), true, at));
    const [{ id: stayId }] = await db.query<{ id: number }>('SELECT id FROM stays WHERE berth_id = $1', [berths.L2.id]);
    await db.transaction((tx) => runService(tx, correctStayPlate, { stayId: Number(stayId), plate: plates.graceVip, reason: 'POS' }, { name: 'pos:sf-zhang', userId: null }, { at: at + 3 * MINUTE }));
    expect((await rowOf(plates.graceVip)).map((r) => [r.cardReason, r.berthNumber, r.entryAt])).toEqual([['cardGrace', 'L2', isoAt(at)]]);
  });

  it("lists a VIP card's car an operator entered by hand at the lock before its detector saw it", async () => {
    const at = t.clock.now() - 50 * MINUTE;
    await db.transaction((tx) => manualBerthEntry(new Work(tx, { name: OPERATOR, userId: null }, at, 'stay.manualEntry'),
      { lotId: lots.main, berthId: berths.L3.id }, plates.manualVip, 'blue'));
    expect((await rowOf(plates.manualVip)).map((r) => [r.cardReason, r.berthNumber, r.state])).toEqual([['vipCard', 'L3', STAY_STATE.inLot]]);
  });

  it("does not list a monthly card's stay, a visitor's, nor a VIP car's on a berth without a lock", async () => {
    const at = t.clock.now() - 30 * MINUTE;
    await park('L4', plates.monthly, at);
    await park('L5', plates.visitor, at);
    await park('S1', plates.vip, at + 5 * MINUTE);
    const cardReasons = await db.query<{ plate: string; card_reason: string | null }>(
      'SELECT plate, card_reason FROM stays WHERE berth_id = ANY($1::int[]) ORDER BY plate', [[berths.L4.id, berths.L5.id, berths.S1.id]]);
    expect(cardReasons).toEqual([{ plate: plates.vip, card_reason: 'vipCard' }, { plate: plates.monthly, card_reason: 'monthlyCard' }, { plate: plates.visitor, card_reason: null }]
      .sort((a, b) => a.plate.localeCompare(b.plate)));
    expect(await rowOf(plates.monthly)).toEqual([]);
    expect(await rowOf(plates.visitor)).toEqual([]);
    expect((await rowOf(plates.vip)).map((r) => r.berthNumber)).toEqual(['L1']);
  });

  it("shows a lot's user only his lots' stays", async () => {
    await park('L9', plates.otherVip, t.clock.now() - 20 * MINUTE);
    const platesSeen = async (user: string) => (await list('vipLockStay', {}, user)).rows.map((r) => r.plate);
    expect(await platesSeen('otherop')).toEqual([plates.otherVip]);
    expect(await platesSeen('mainop')).not.toContain(plates.otherVip);
    expect(await platesSeen('mainop')).toContain(plates.vip);
    expect((await list('vipLockStay', { lotId: lots.main }, 'otherop')).rows).toEqual([]);
  });
});
