// The vehicle-record screens through the real HTTP backend, on stays, payments and passages the
// charging core and the lanes made: entry and exit records, unusual exits, repeat entries (all
// vehicles and temporary ones), every stay with its duration; the two-month range limit and its
// message in both languages; lane passages and a stay's passages in its detail; the entrance
// queue (let in, gone, refused once settled); payments made before the exit; spaces per lot, yard
// area and street; a toll collector's day.
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { STAY_SCREENS } from '../../../lib/areas/charging/screens';
import type { Db } from '../../db';
import { isoAt } from '../../db';
import { codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { screenCalls, type Row } from '../../test/screen-calls';
import { HOUR, MINUTE, staysFixture, type StaysFixture } from '../../test/stays-fixture';

jest.setTimeout(60_000);

const DAY = 24 * HOUR;
const plates = (rows: Row[]) => rows.map((r) => r.plate).sort();

describe.each(testDatabases())('vehicle records on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let f: StaysFixture;
  const tokens: Record<string, string> = {};
  const { call, ok, list } = screenCalls({ backend: () => t, tokens, screens: STAY_SCREENS, pageSize: 100 });
  const stayNo = async (id: number) => (await db.query<{ stay_no: string }>('SELECT stay_no FROM stays WHERE id = $1', [id]))[0].stay_no;

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    f = await staysFixture(db, t);
  });

  it('lists entries, exits, unusual exits and every stay', async () => {
    const paid = await f.enter('粤C10001', 180);
    await f.pay(paid);
    await f.exit(paid);
    const unpaid = await f.enter('粤C10002', 180);
    await f.exit(unpaid, 30);
    await db.query("INSERT INTO special_plates (plate, list, lot_id, reason) VALUES ('粤C10003', 'white', $1, 'Owner')", [f.lots.north]);
    const free = await f.enter('粤C10003', 100);
    await f.exit(free);
    await f.enter('粤C10004', 20);

    expect(plates((await list('stayEntry', { plate: '粤C1000' })).rows)).toEqual(['粤C10001', '粤C10002', '粤C10003', '粤C10004']);
    expect(plates((await list('stayEntry', { plate: '粤C1000', entrySource: 'manual' })).rows)).toEqual([]);
    const exits = (await list('stayExit', { plate: '粤C1000' })).rows;
    expect(exits.map((r) => [r.plate, r.state, r.exitSource, r.durationMinutes]).sort()).toEqual([
      ['粤C10001', STAY_STATE.exitedPaid, 'camera', 180], ['粤C10002', STAY_STATE.unpaidExit, 'camera', 150], ['粤C10003', STAY_STATE.freeExit, 'camera', 100],
    ]);
    const unusual = (await list('stayAbnormalExit', { plate: '粤C1000' })).rows;
    expect(unusual.map((r) => [r.plate, r.freeReason, r.receivable, r.due]).sort()).toEqual([['粤C10002', null, 600, 600], ['粤C10003', 'white', 0, 0]]);
    const all = (await list('parkingRecord', { plate: '粤C1000' })).rows;
    expect(all.map((r) => [r.plate, r.state]).sort()).toEqual([
      ['粤C10001', STAY_STATE.exitedPaid], ['粤C10002', STAY_STATE.unpaidExit], ['粤C10003', STAY_STATE.freeExit], ['粤C10004', STAY_STATE.inLot],
    ]);
    expect(plates((await list('parkingRecord', { plate: '粤C1000', state: STAY_STATE.inLot })).rows)).toEqual(['粤C10004']);
  });

  it('lists stays closed by a repeat entry with the stay that closed them; temporary vehicles on their own screen', async () => {
    const first = await f.enter('粤C20001', 200);
    const second = await f.enter('粤C20001', 100, { lane: 'In 2' });
    await db.query("INSERT INTO internal_vehicles (lot_id, plate, owner) VALUES ($1, '粤C20002', 'Staff')", [f.lots.north]);
    const staff = await f.enter('粤C20002', 200);
    await f.enter('粤C20002', 100);
    const [repeat] = (await list('stayRepeat', { plate: '粤C20001' })).rows;
    expect(repeat).toMatchObject({ id: first, state: STAY_STATE.repeatEntry, closedByNo: await stayNo(second), closedBySource: 'camera', closedByLane: 'In 2' });
    expect(Date.parse(String(repeat.closedByEntryAt))).toBe(Date.parse(String((await list('stayInLot', { plate: '粤C20001' })).rows[0].entryAt)));
    expect((await list('stayRepeat', { plate: '粤C2000' })).rows.map((r) => r.id).sort()).toEqual([first, staff].sort());
    expect((await list('stayRepeat', { plate: '粤C2000', vehicleClass: 'internal' })).rows.map((r) => r.id)).toEqual([staff]);
    expect((await list('stayTmpRepeat', { plate: '粤C2000' })).rows.map((r) => r.id)).toEqual([first]);
    // Never seen leaving: not an exit.
    expect((await list('stayExit', { plate: '粤C2000' })).total).toBe(0);
    expect((await list('stayInLot', { plate: '粤C2000' })).rows.map((r) => r.repeatOfNo)).toEqual(expect.arrayContaining([await stayNo(first), await stayNo(staff)]));
  });

  it('shows the last two months by default and refuses a wider range with its message', async () => {
    const old = await f.enter('粤C30001', 90 * 24 * 60);
    expect((await list('stayEntry', { plate: '粤C30001' })).total).toBe(0);
    const from = isoAt(t.clock.now() - 100 * DAY).slice(0, 10);
    const to = isoAt(t.clock.now() - 50 * DAY).slice(0, 10);
    expect((await list('stayEntry', { plate: '粤C30001', entryAt: { from, to } })).rows.map((r) => r.id)).toEqual([old]);
    const wide = { startIndex: 1, endIndex: 10, filters: { entryAt: { from: isoAt(t.clock.now() - 120 * DAY).slice(0, 10) } } };
    const refused = await call('stayEntry', 'list', wide);
    expect([statusOf(refused), codeOf(refused), msgOf(refused)])
      .toEqual([400, 'rangeTooWide', 'Temporary records can be queried over at most 2 months at a time: narrow the date range.']);
    expect(msgOf(await call('stayEntry', 'list', wide, 'admin', 'zh-CN'))).toBe('临时记录每次最多查询 2 个月，请缩小日期范围。');
    expect(codeOf(await call('stayExit', 'export', { ...wide, filters: { exitAt: wide.filters.entryAt } }))).toBe('rangeTooWide');
  });

  it('lists every passage of a lane, and a stay\'s passages in its detail', async () => {
    const id = await f.enter('粤C40001', 60);
    const at = (minutesAgo: number) => isoAt(t.clock.now() - minutesAgo * MINUTE);
    await db.query(`INSERT INTO passages (at, lot_id, lane_name, direction, plate, plate_color, photo, decision, reason, stay_id) VALUES
      ($1, $4, 'In 1', 1, '粤C40001', 'blue', 'https://img.example.com/in.jpg', 'open', NULL, $5),
      ($2, $4, 'Out 1', 2, '粤C40001', 'blue', NULL, 'waitPay', 'feeDue', $5),
      ($3, $4, 'In 1', 1, '粤C40009', 'blue', NULL, 'refused', 'blackList', NULL)`, [at(60), at(5), at(3), f.lots.north, id]);
    const rows = (await list('passage', { plate: '粤C4000' })).rows;
    expect(rows.map((r) => [r.plate, r.laneName, r.direction, r.decision, r.reason, r.stayNo])).toEqual([
      ['粤C40009', 'In 1', 1, 'refused', 'blackList', null],
      ['粤C40001', 'Out 1', 2, 'waitPay', 'feeDue', await stayNo(id)],
      ['粤C40001', 'In 1', 1, 'open', null, await stayNo(id)],
    ]);
    expect((await list('passage', { plate: '粤C4000', decision: 'refused' })).total).toBe(1);
    const detail = await ok<{ sections: Record<string, Row[]> }>(call('stayEntry', 'detail', { id }));
    expect(detail.sections.passages.map((p) => [p.laneName, p.decision, p.photo])).toEqual([['In 1', 'open', 'https://img.example.com/in.jpg'], ['Out 1', 'waitPay', null]]);
  });

  it('lets a queued vehicle in (its stay starts) or marks it gone, only while it waits', async () => {
    const queued = async (plate: string) => (await db.query<{ id: number }>(
      "INSERT INTO lane_queue (lot_id, lane_name, plate, plate_color, queued_at) VALUES ($1, 'In 1', $2, 'blue', $3) RETURNING id",
      [f.lots.north, plate, isoAt(t.clock.now() - 5 * MINUTE)]))[0].id;
    const [a, b, c] = [await queued('粤C50001'), await queued('粤C50002'), await queued('粤C50003')];
    await db.query("INSERT INTO special_plates (plate, list, lot_id, reason) VALUES ('粤C50003', 'black', NULL, 'Banned')");
    await ok(call('laneQueue', 'admit', { ids: [a] }));
    await ok(call('laneQueue', 'markLeft', { ids: [b] }));
    const rows = (await list('laneQueue', { plate: '粤C5000' })).rows;
    const [inLot] = (await list('stayInLot', { plate: '粤C50001' })).rows;
    expect(inLot).toMatchObject({ entrySource: 'manual', entryLane: 'In 1', entryOperator: 'admin' });
    expect(rows.map((r) => [r.plate, r.state, r.stayNo, typeof r.settledAt]).sort()).toEqual([
      ['粤C50001', 'admitted', inLot.stayNo, 'string'], ['粤C50002', 'left', null, 'string'], ['粤C50003', 'waiting', null, 'object'],
    ]);
    const again = await call('laneQueue', 'admit', { ids: [a, c] });
    expect([statusOf(again), codeOf(again), msgOf(again), (again.data as { ids: number[] }).ids])
      .toEqual([400, 'queueNotWaiting', 'Only a vehicle still waiting in the queue can be let in or marked as gone.', [a]]);
    expect(msgOf(await call('laneQueue', 'markLeft', { ids: [b] }, 'admin', 'zh-CN'))).toBe('只有仍在排队等候的车辆才能放行入场或标记为已离开。');
    expect(codeOf(await call('laneQueue', 'admit', { ids: [c] }))).toBe('stayBlackListed');
    expect((await list('laneQueue', { plate: '粤C50003' })).rows[0].state).toBe('waiting');
  });

  it('lists payments made before the exit: at a pay station, online or to a POS', async () => {
    const stayed = await f.enter('粤C60001', 120);
    await f.pay(stayed, { channel: 'payStation', place: 'payStation', channelTxnNo: 'ps-1', amount: 100 });
    await f.pay(stayed, { channel: 'cash', place: 'booth' });
    await f.exit(stayed);
    const owing = await f.enter('粤C60002', 120);
    await f.exit(owing, 10);
    await f.pay(owing, { channel: 'wechat', place: 'online', channelTxnNo: 'wx-1' }); // arrears, after the exit
    const rows = (await list('inlinePayment', { plate: '粤C6000' })).rows;
    expect(rows.map((r) => [r.plate, r.channel, r.place, r.amount, r.stayState, r.stayNo])).toEqual([
      ['粤C60001', 'payStation', 'payStation', 100, STAY_STATE.exitedPaid, await stayNo(stayed)],
    ]);
  });

  it('counts spaces per lot, yard area and street: the berths by state beside the occupancy', async () => {
    await f.enter('粤C70001', 10, { berthId: f.berths.N02 });
    const rows = (await list('spaceStatistics')).rows;
    const of = (name: string) => rows.find((r) => r.placeName === name);
    const openIn = async (column: string, id: number) =>
      Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM stays WHERE ${column} = $1 AND state IN (0, 1)`, [id]))[0].n);
    const inNorth = await openIn('lot_id', f.lots.north);
    expect(inNorth).toBeGreaterThan(2);
    // No limit of spaces: the capacity is the berths in service (N03 is out of service); more vehicles in than that leave none free.
    expect(of('North lot')).toMatchObject({ level: 'lot', lotName: 'North lot', berths: 3, reserved: 0, outOfService: 1, capacity: 2, vehiclesIn: inNorth, free: 0 });
    expect(of('Level 1')).toMatchObject({ level: 'yardArea', lotName: 'North lot', berths: 3, capacity: 2, vehiclesIn: 1, free: 1 });
    const [pier] = await db.query<{ id: number }>("SELECT id FROM streets WHERE name = 'Pier Road'");
    const onPier = await openIn('street_id', pier.id);
    expect(of('Pier Road')).toMatchObject({ level: 'street', lotName: 'South lot', berths: 2, capacity: 2, vehiclesIn: onPier, free: 2 - onPier });
    expect((await list('spaceStatistics', { level: 'street' })).rows.map((r) => r.placeName)).toEqual(['Pier Road']);
  });

  it('reports a toll collector\'s day: berths worked, plates recorded, money collected to their POS', async () => {
    const south = { lotId: f.lots.south, source: 'sensor', lane: null };
    const first = await f.enter('', 2, { ...south, berthId: f.berths.S01 });
    const second = await f.enter('', 1, { ...south, berthId: f.berths.S02 });
    for (const [id, plate] of [[first, '粤C80001'], [second, '粤C80002']] as const) {
      await ok(call('stayInLot', 'recordPlate', { ids: [id], values: { plate, plateColor: 'blue', collector: 'zhang' } }));
    }
    await f.pay(first, { channel: 'pos', place: 'pos', channelTxnNo: 'pos-1' }, { name: 'zhang', userId: null });
    const [row] = (await list('tollmanReport', { collector: 'zhang' })).rows;
    expect(row).toMatchObject({ collector: 'zhang', collectorName: 'Zhang Wei', lotName: 'South lot', berths: 2, stays: 2, payments: 1, amount: 200 });
    expect(row.day).toBe(isoAt(t.clock.now() + 8 * HOUR).slice(0, 10));
  });
});
