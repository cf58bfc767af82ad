// Lot groups through the real HTTP backend (docs/rentals.md, "Lot groups"): a package names a group
// its lot is in (never a property package, never changed once it has cards); a card of it holds its
// plates at every lot of the group, so a plate on a card of a group lot is refused, and the card's
// car passes free at the lanes of every lot of the group and as a visitor elsewhere. A lot joining
// the group extends the cards (refused while a plate there is another card's), and a lot whose
// packages name the group cannot leave it.
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import type { Db } from '../../db';
import { codeOf, msgOf, testDatabases, type TestBackend } from '../../test/harness';
import { addRate } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { cardAtLane } from '../charging/lane-cards';
import { LANE_DIRECTION, laneCapture, type LaneDevice } from '../charging/lanes';

jest.setTimeout(60_000);

describe.each(testDatabases())('lot groups on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots = { east: 0, west: 0, south: 0 };
  const entrances: Partial<Record<'east' | 'west', LaneDevice>> = {};
  const names: Record<string, number> = {};
  let group = 0;
  const { call, ok, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 50 });
  const today = () => dayOf(t.clock.now());

  const packageValues = (nameKey: string, lotGroupId: number | null, lot = lots.east) => ({
    lotId: lot, nameId: names[nameKey], lotGroupId, pricing: 'packagePrice', price: 30_000, dailyRate: null, months: '1,12', choicePrices: null,
    freePeriods: '00:00-00:00', chargedPeriods: null, entryWindows: null, graceDays: 0, renewalGraceDays: 7, noticeDays: 3, noticeTemplateId: null,
    shortBalance: null, saleFrom: null, saleTo: null, remark: null,
  });
  const writePackage = (values: Record<string, unknown>, id?: number) => call('monthPackage', id ? 'update' : 'create', { page: '/PackageManagement', values, ...(id ? { id } : {}) });
  const card = (packageId: number, plates: string, lot = lots.east) => call('monthCard', 'create', {
    values: { lotId: lot, packageId, customer: '王芳', phone: '13800138000', plates, spaces: 2, spaceNo: null, startDate: dateOfDay(today()), endDate: dateOfDay(today() + 29), remark: null },
  });
  const platesAt = async (plate: string) => (await db.query<{ lot_id: number }>('SELECT lot_id FROM month_card_plates WHERE plate = $1 ORDER BY lot_id', [plate])).map((r) => Number(r.lot_id));
  const enter = async (lot: 'east' | 'west', plate: string) =>
    db.transaction((tx) => laneCapture(tx, entrances[lot]!, { plate, color: 'blue' }, t.clock.now()));

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    [lots.east, lots.west, lots.south] = (await db.query<{ id: number }>(
      "INSERT INTO parking_lots (name, type) VALUES ('East lot', 2), ('West lot', 2), ('South lot', 2) RETURNING id")).map((r) => r.id);
    for (const key of ['east', 'west'] as const) {
      const serial = `GROUP-IN-${key}`;
      const [{ id }] = await db.query<{ id: number }>(
        'INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, $3, $4, 1) RETURNING id', [serial, lots[key], 'In 1', LANE_DIRECTION.entrance]);
      entrances[key] = { id, serial, lotId: lots[key], laneName: 'In 1', direction: LANE_DIRECTION.entrance };
    }
    for (const lot of Object.values(lots)) await addRate(db, lot);
    for (const [key, lot, kind] of [['monthly', lots.east, 'monthly'], ['property', lots.east, 'property'], ['west', lots.west, 'monthly']] as const) {
      [{ id: names[key] }] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${key} name`, kind]);
    }
  });

  it('gathers lots in a group and names them', async () => {
    group = (await ok<{ row: { id: number } }>(call('lotGroup', 'create', { values: { name: '城东通用', remark: null } }))).row.id;
    await ok(rowAction('lotGroup', 'groupLots', [group], { lotIds: [lots.east, lots.west] }));
    expect((await ok<{ result: unknown }>(rowAction('lotGroup', 'groupLots', [group], { read: true }))).result).toMatchObject({ selected: [lots.east, lots.west].sort((a, b) => a - b) });
    const [row] = (await list('lotGroup')).rows;
    expect(row).toMatchObject({ name: '城东通用', lotNames: 'East lot, West lot', packageCount: 0 });
  });

  it("refuses a group without the package's lot and a property package in a group, writing nothing", async () => {
    const other = (await ok<{ row: { id: number } }>(call('lotGroup', 'create', { values: { name: '城南', remark: null } }))).row.id;
    await ok(rowAction('lotGroup', 'groupLots', [other], { lotIds: [lots.south] }));
    expect(codeOf(await writePackage(packageValues('monthly', other)))).toBe('rentalPackageLotNotInGroup');
    expect(msgOf(await writePackage(packageValues('property', group)))).toBe('A property-owned space belongs to one parking lot: a property package cannot be shared by a lot group.');
    expect((await db.query('SELECT 1 FROM month_packages')).length).toBe(0);
    await ok(call('lotGroup', 'delete', { ids: [other] }));
  });

  it("holds a group card's plates at every lot of the group: its car passes free there, and is a visitor elsewhere", async () => {
    const packageId = (await ok<{ row: { id: number } }>(writePackage(packageValues('monthly', group)))).row.id;
    await db.query('UPDATE month_packages SET state = $2 WHERE id = $1', [packageId, PACKAGE_STATE.approved]);
    const made = (await ok<{ row: { id: number; cardNo: string } }>(card(packageId, '浙A70001'))).row;
    await db.query('UPDATE month_cards SET review_state = 1 WHERE id = $1', [made.id]);
    expect(await platesAt('浙A70001')).toEqual([lots.east, lots.west].sort((a, b) => a - b));
    // The plate is the group's card's at West lot too: a West card of it is refused, naming where.
    const westPackage = (await ok<{ row: { id: number } }>(writePackage(packageValues('west', null, lots.west)))).row.id;
    await db.query('UPDATE month_packages SET state = $2 WHERE id = $1', [westPackage, PACKAGE_STATE.approved]);
    expect(msgOf(await card(westPackage, '浙A70001', lots.west)))
      .toBe(`Plate 浙A70001 is already on card ${made.cardNo} at West lot: a plate belongs to one card per lot.`);
    // The lanes: free at East and West on the card (its two spaces are the group's), no card at South.
    expect((await enter('east', '浙A70001')).decision).toBe('free');
    expect((await enter('west', '浙A70001')).decision).toBe('free');
    expect(await cardAtLane(db, lots.south, '浙A70001', t.clock.now())).toBeNull();
    // Its group is fixed once it has cards; its own lot cannot leave the group.
    expect(codeOf(await writePackage(packageValues('monthly', null), packageId))).toBe('rentalPackageGroupHasCards');
    expect(codeOf(await rowAction('lotGroup', 'groupLots', [group], { lotIds: [lots.west] }))).toBe('rentalLotGroupLotSells');
    expect(codeOf(await call('lotGroup', 'delete', { ids: [group] }))).toBe('rentalLotGroupNamed');
  });

  it('extends the cards to a lot joining the group, unless a plate there is on another card', async () => {
    const southPackageName = (await db.query<{ id: number }>("INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, 'south', 'monthly') RETURNING id", [lots.south]))[0].id;
    const [southPackage] = await db.query<{ id: number }>(
      `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, state, created_by) VALUES ($1, $2, 'packagePrice', 20000, '1', '00:00-00:00', $3, 'admin') RETURNING id`,
      [lots.south, southPackageName, PACKAGE_STATE.approved]);
    const southCard = (await ok<{ row: { id: number; cardNo: string } }>(card(southPackage.id, '浙A70001', lots.south))).row;
    const joining = await rowAction('lotGroup', 'groupLots', [group], { lotIds: [lots.east, lots.west, lots.south] });
    expect(msgOf(joining)).toBe(`Plate 浙A70001 is already on card ${southCard.cardNo} at South lot: a plate belongs to one card per lot.`);
    expect(await platesAt('浙A70001')).toEqual([lots.east, lots.west, lots.south].sort((a, b) => a - b));
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM lot_group_lots WHERE group_id = $1', [group]))[0].n).toBe(2);
    // Once that card is gone, South joins and the group's card holds its plate there too.
    await db.query('DELETE FROM month_cards WHERE id = $1', [southCard.id]);
    await ok(rowAction('lotGroup', 'groupLots', [group], { lotIds: [lots.east, lots.west, lots.south] }));
    expect(await platesAt('浙A70001')).toEqual([lots.east, lots.west, lots.south].sort((a, b) => a - b));
    expect(await cardAtLane(db, lots.south, '浙A70001', t.clock.now())).toMatchObject({ kind: 'monthly', spaces: 2 });
  });
});
