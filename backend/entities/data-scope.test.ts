// Data scope, screen by screen: every declared lot-scoped list shows a user limited to one lot
// exactly the rows of that lot the administrator sees there, and none of another lot's. The rows
// come from the demo operator (a few days of traffic through the domain services), from each
// writable screen's own form (filled as its declaration says, by a user of the lot), from simulated
// device reports through the ingestion and from the services and row actions; the few records only
// the device command channel and the push gateway write are inserted as they write them. Each
// screen needs rows outside the user's lot, so the check fails when a screen loses its scope.
import { SCREENS, screenAt } from '../../lib/screens/registry';
import { MENU_DIRECTORIES } from '../../lib/menu/directories';
import { formPayload } from '../../lib/list/form-values';
import { sampleValue } from '../../lib/screens/sample-values';
import { formFields } from '../../lib/screens/form-fields';
import type { ScreenDecl } from '../../lib/screens/types';
import type { DeviceKind } from '../../lib/device-protocol';
import { ARREAR_STATE } from '../../lib/parking/arrears-machine';
import { grantFreeDeparture } from '../areas/charging/payments';
import { isoAt, type Db } from '../db';
import { Fleet } from '../areas/devices/fleet';
import { createIngest } from '../areas/devices/ingest';
import { runService } from '../kernel/service';
import { SimController, SimLock, SimPayStation } from '../simulator/models';
import { recordInspectionComparison } from '../areas/field-ops/comparisons';
import { seedDemo } from '../demo/seed-demo';
import { DEMO_LOTS } from '../demo/estate-plan';
import { addLotScopedUser } from '../test/lot-scoped-user';
import { atRestKeyFrom } from '../channels/at-rest';
import { ADMIN_PASSWORD, DEMO_PASSWORD, SECRET, testDatabases, type TestBackend } from '../test/harness';
import { useTestBackend } from '../test/use-backend';
import { ok, screenCalls } from '../test/screen-calls';
import { STORES } from './registry';
import { ident } from '../kernel/sql';
import { drainRollups } from '../areas/reports';

jest.setTimeout(300_000);

const PAGE_SIZE = 100;
/** Every lot-scoped list: its declaration says so, and its store filters by its lot column. */
const SCOPED = SCREENS.filter((s) => s.lotScoped && !s.sharedView).map((s) => screenAt(s.path)!);
const storeOf = (screen: ScreenDecl) => STORES.find((s) => s.entity === screen.entity)!;

it('declares every list whose store keeps rows per lot as lot-scoped, and no other', () => {
  const stored = SCREENS.filter((s) => !s.sharedView && storeOf(s)?.lotColumn).map((s) => s.path).sort();
  expect(SCOPED.map((s) => s.path).sort()).toEqual(stored);
});

describe.each(testDatabases())('data scope of every lot-scoped list on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const calls = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: PAGE_SIZE });
  /** The demo's lots, and a user limited to each. */
  let lots: number[] = [];
  const userOf = (lot: number) => `scope-${lot}`;
  let made = 0;

  /** Form values that cannot be made from the field's type alone. */
  const OVERRIDES: Record<string, Record<string, string>> = {
    // A merchant's cards, one line each, from the operator's tomorrow (lib/areas/merchants/card-lines.ts).
    // A paper invoice book held by a booth (a cashier or a POS collector is a choice of another screen's rows).
    paperInvoiceBook: { holderKind: 'booth', booth: 'Scope booth', collectorId: '', posUserId: '' },
    merchantPackageApplication: { holders: '员工, 13800138000, 粤S90001', startDate: new Date(Date.now() + 32 * 3_600_000).toISOString().slice(0, 10) },
    upgradeTask: { deviceType: 'payStation', model: '', targetVersion: '20260101', fileUrl: 'https://files.example.com/firmware.bin' },
    ...Object.fromEntries(['commonRate', 'specialRate', 'specialVehicleRate'].map((entity) => [entity, {
      vehicleType: 'all', plateColor: 'all', pricingMode: 'perVisit', perVisitPrice: '7.50', billingModel: 'cumulative', freeMode: 'freeIfShorter',
      rounding: 'up', laterDays: 'priced', holidayMode: 'same', minPriceUnit: '', exitWindowMinutes: '', dayStart: '', dayEnd: '',
    }])),
  };

  /**
   * Creates a row through the screen's form as `user`: typed fields as a person types them, each
   * required choice its first option. False when a required reference offers nothing (in that lot).
   */
  async function createThroughForm(screen: ScreenDecl, user: string, lot?: number): Promise<boolean> {
    const values: Record<string, string> = {};
    for (const field of formFields(screen, 'create')) {
      const override = OVERRIDES[screen.entity]?.[field.name];
      if (override !== undefined) { values[field.name] = override; continue; }
      if (field.type === 'boolean') continue;
      if (field.type === 'lot') { values[field.name] = String(lot); continue; }
      if (field.ref) {
        if (!field.required) continue;
        const options = await ok<{ value: unknown }[]>(calls.call(screen.entity, 'options', { field: field.name }, user));
        if (!options.length) return false;
        values[field.name] = String(options[0].value);
        continue;
      }
      if (field.options) {
        if (field.required) values[field.name] = String(field.options[0]);
        continue;
      }
      const typed = sampleValue(screen, field, 'scope', (made += 1) * 7 + (lot ?? 0));
      if (typed !== null) values[field.name] = typed;
    }
    await ok(calls.call(screen.entity, 'create', { values: formPayload(formFields(screen, 'create'), values) }, user));
    return true;
  }

  /** Signs everyone in (again, after the clock moved past the tokens' lifetime). */
  async function signInAll(): Promise<void> {
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    for (const lot of lots) tokens[userOf(lot)] = await t.signIn(userOf(lot), DEMO_PASSWORD);
  }
  /** Hours pass: vehicles in the lots owe something. */
  async function hoursPass(hours: number): Promise<void> {
    t.clock.advance(hours * 3_600_000);
    await signInAll();
  }

  const service = <R>(svc: Parameters<typeof runService>[1], input: unknown, key?: string) =>
    db.transaction((tx) => runService(tx, svc, input, { name: 'admin', userId: null }, { at: t.clock.now(), idempotencyKey: key })) as Promise<R>;
  const press = (entity: string, action: string, id: number | string, values: Record<string, unknown>) =>
    ok(calls.call(entity, action, { ids: [id], values, idempotencyKey: `scope-${entity}-${action}-${id}` }));
  const adminRows = async (entity: string, filters: Record<string, unknown> = {}) =>
    (await ok<{ rows: Record<string, unknown>[] }>(calls.call(entity, 'list', { startIndex: 1, endIndex: PAGE_SIZE, filters }))).rows;

  /** What devices report and services do, in the off-street lots (and the street's, for the locks). */
  async function recordsOfDevicesAndServices(): Promise<void> {
    const fleet = new Fleet(db, t.clock.now);
    const ingest = createIngest({ db, fleet, now: t.clock.now, onRejected: () => undefined });
    const report = async (kind: DeviceKind, serial: string, payload: Record<string, unknown>) => { await ingest.applyReport((await fleet.find(kind, serial))!, payload); };
    const serials = (table: string, lot: number, extra = '') =>
      db.query<{ serial: string }>(`SELECT serial FROM ${ident(table)} WHERE lot_id = $1 ${extra} ORDER BY id`, [lot]);
    for (const [n, lot] of lots.slice(0, 2).entries()) {
      // A vehicle read twice at the entrance (a repeat entry), its brand and health code checked; one let off a fee it owed.
      const [entrance] = await serials('lane_devices', lot, 'AND direction = 1');
      const camera = new SimController('lane', entrance.serial);
      const plate = `粤S${n}0001`;
      for (let i = 0; i < 2; i += 1) {
        camera.see(plate, 'blue', { brand: 'Volkswagen' });
        camera.scanHealthCode(plate, 'green');
        await report('lane', entrance.serial, camera.report());
      }
      const [stay] = await db.query<{ id: number }>("SELECT id FROM stays WHERE plate = $1 AND state = 0", [plate]);
      await hoursPass(2);
      const [order] = await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [stay.id]);
      await service(grantFreeDeparture, { orderId: Number(order.id), reason: 'Barrier fault' }, `scope-free-${lot}`);
      // A vehicle that owes pays through an import; the lot full, the next one queues.
      const owing = `粤S${n}0002`;
      camera.see(owing, 'blue');
      await report('lane', entrance.serial, camera.report());
      await hoursPass(2);
      await ok(calls.call('paymentImport', 'import', { rows: [{ lotId: lot, plate: owing, channel: 'cash', amount: 100 }], fileName: 'offline.xlsx' }));
      await db.query('UPDATE parking_lots SET total_spaces = 1 WHERE id = $1', [lot]);
      camera.see(`粤S${n}0003`, 'blue');
      await report('lane', entrance.serial, camera.report());
      // A pay station's cash and running figures.
      const [station] = await serials('pay_stations', lot);
      const payStation = new SimPayStation(station.serial);
      payStation.pay(owing, 1_000);
      payStation.called({ callId: `SCOPE-${n}`, startedAt: t.clock.now() - 60_000, endedAt: t.clock.now() });
      await report('payStation', station.serial, payStation.report());
    }
    // The street: a lock's battery, an arrear written off.
    const [lock] = await serials('parking_locks', lots[2]);
    const drained = new SimLock(lock.serial);
    drained.battery = 57;
    await report('lock', lock.serial, drained.report());
    const arrear = (await adminRows('arrear')).find((row) => row.state === ARREAR_STATE.unpaid)!;
    await press('arrear', 'void', Number(arrear.id), { reason: 'Plate misread' });
    // Refunds requested of a payment in each of two lots.
    for (const lot of [lots[0], lots[2]]) {
      const payment = (await adminRows('refundablePayment', { lotId: lot })).find((row) => row.refundable === 1)!;
      await press('refundablePayment', 'requestRefund', Number(payment.id), { amount: 1, reason: 'Charged twice' });
    }
    // A paper invoice issued from the book of each of two lots (made through the form) against a payment of the lot.
    for (const lot of [lots[0], lots[2]]) {
      const [book] = await db.query<{ id: number; face_value: string }>('SELECT id, face_value FROM paper_invoice_books WHERE lot_id = $1 ORDER BY id LIMIT 1', [lot]);
      const [payment] = await db.query<{ payment_no: string }>(`SELECT p.payment_no FROM payments p WHERE p.lot_id = $1 AND p.amount >= $2 AND p.plate <> ''
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id) AND NOT EXISTS (SELECT 1 FROM invoiced_payments x WHERE x.payment_id = p.id)
        ORDER BY p.id LIMIT 1`, [lot, book.face_value]);
      await press('paperInvoiceBook', 'issue', book.id, { paymentNos: payment.payment_no, sheets: 1 });
    }
    // An electronic invoice of a payment in each of two lots, asked on /IssuingElectronicInvoices (the
    // demo's seller, a draft without the demo's platform here, enabled: the platform is never called).
    await db.query('UPDATE invoice_sellers SET status = 1');
    for (const lot of [lots[0], lots[2]]) {
      const [payment] = (await adminRows('invoiceablePayment', { lotId: lot }));
      await ok(calls.call('invoiceablePayment', 'invoice', { ids: [Number(payment.id)], values: { amount: Number(payment.amount), buyerKind: 'person', buyerName: 'Scope' } }));
    }
    // The cashiers sign out (their shifts were opened through the form; the demo's own are the demo's).
    for (const shift of await db.query<{ id: number; cashier: string }>("SELECT id, cashier FROM cashier_shifts WHERE cashier LIKE 'scope-%'")) {
      await ok(calls.call('cashierShift', 'signOut', { ids: [shift.id], values: { cashHandedOver: 0, reason: 'Counted at the end of the test' }, idempotencyKey: `scope-shift-${shift.id}` }, shift.cashier));
    }
    // An inspection vehicle's sighting on a berth of its lot.
    for (const vehicle of await db.query<{ id: number; lot_id: number }>('SELECT id, lot_id FROM inspection_vehicles')) {
      const [berth] = await db.query<{ id: number }>('SELECT id FROM berths WHERE lot_id = $1 ORDER BY id LIMIT 1', [vehicle.lot_id]);
      await recordInspectionComparison(db, { vehicleId: vehicle.id, berthId: berth.id, seenAt: t.clock.now(), plate: null, order: null }, t.clock.now());
    }
    // What only the device command channel and the push gateway write: a lock command, a gate lift, a push.
    for (const lot of [lots[0], lots[2]]) {
      const at = isoAt(t.clock.now());
      const [gate] = await db.query<{ id: number; serial: string; lane_name: string }>('SELECT id, serial, lane_name FROM lane_devices WHERE lot_id = $1 ORDER BY id LIMIT 1', [lot]);
      const [device] = await db.query<{ id: number; serial: string }>('SELECT id, serial FROM parking_locks WHERE lot_id = $1 ORDER BY id LIMIT 1', [lot]);
      if (device) {
        await db.query(`INSERT INTO device_commands (id, device_kind, device_id, serial, lot_id, command, operator, created_at)
          VALUES ($1, 'lock', $2, $3, $4, 'raiseNow', 'admin', $5)`, [`scope-${lot}`, device.id, device.serial, lot, at]);
      }
      if (gate) {
        await db.query(`INSERT INTO gate_lifts (at, lane_device_id, lot_id, lane_name, action, operator, reason, page, command_id, outcome)
          VALUES ($1, $2, $3, $4, 'liftGate', 'admin', 'Scope', '/RemoteLift', $5, 'ok')`, [at, gate.id, lot, gate.lane_name, `scope-lift-${lot}`]);
      }
      await db.query("INSERT INTO remote_push_records (at, lot_id, target, kind) VALUES ($1, $2, 'app', 'notice')", [at, lot]);
    }
    // The report rollups, as the leader's worker keeps them (the test backends do not drain them).
    await drainRollups(db);
  }

  useTestBackend(database, { tokens, users: [] }, async (env) => {
    ({ db, t } = env);
    await seedDemo(db, { wanted: true, now: t.clock.now(), perDay: { east: 4, west: 3, street: 4 }, atRestKey: atRestKeyFrom(SECRET) });
    lots = (await db.query<{ id: number }>('SELECT id FROM parking_lots WHERE name = ANY($1::text[]) ORDER BY id', [DEMO_LOTS.map((l) => l.name)])).map((r) => r.id);
    const pages = SCOPED.map((s) => s.menuId);
    const directories = [...new Set(SCOPED.map((s) => MENU_DIRECTORIES[s.directory].menuId))];
    for (const lot of lots) await addLotScopedUser(db, { login: userOf(lot), name: `Scope ${lot}`, directories, pages, lots: [lot] });
    await signInAll();
    // A stored-value and a monthly package in the lots the forms write in, for the rules and prices that name one (the demo's are not in both).
    for (const lot of [lots[0], lots[2]]) {
      for (const kind of ['storedValue', 'monthly']) {
        await db.query(`WITH n AS (INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id)
          INSERT INTO month_packages (lot_id, name_id, pricing, price, state, created_by) SELECT $1, n.id, 'packagePrice', 30000, 1, 'admin' FROM n`,
        [lot, `Scope ${kind}`, kind]);
      }
    }
    // The demo's collector on shift holds a terminal: taken back, so that the forms may hand one out.
    const held = await db.query<{ id: number }>('SELECT id FROM pos_assignments WHERE returned_at IS NULL');
    if (held.length) await ok(calls.call('posAssignment', 'takeBack', { ids: held.map((r) => Number(r.id)), values: {} }));
    // A reason for the manual passages, then a row of every writable screen in the first and the street lot.
    await createThroughForm(SCREENS.find((s) => s.entity === 'incomingReason')!, 'admin');
    for (const screen of SCOPED.filter((s) => s.buttons.create)) {
      for (const lot of [lots[0], lots[2]]) await createThroughForm(screen, userOf(lot), lot);
    }
    await recordsOfDevicesAndServices();
    // The reports read rollups, which test backends leave to their tests to drain.
    await drainRollups(db);
  });

  /** Every row id of the list as `user` sees it, page by page. */
  async function listedIds(screen: ScreenDecl, user: string): Promise<string[]> {
    const ids: string[] = [];
    for (let start = 1; ; start += PAGE_SIZE) {
      const page = await ok<{ rows: { id: unknown }[] }>(calls.call(screen.entity, 'list', { startIndex: start, endIndex: start + PAGE_SIZE - 1, filters: {} }, user));
      ids.push(...page.rows.map((r) => String(r.id)));
      if (page.rows.length < PAGE_SIZE) return ids.sort();
    }
  }

  it.each(SCOPED.map((s) => [s.path, s] as const))('%s', async (_path, screen) => {
    const store = storeOf(screen);
    const all = await listedIds(screen, 'admin');
    const lotOf = new Map((await db.query<{ id: unknown; lot: number | null }>(
      `SELECT id, ${ident(store.lotColumn!)} AS lot FROM ${ident(store.table)} WHERE id::text = ANY($1::text[])`, [all])).map((r) => [String(r.id), r.lot]));
    // The user's lot: one with rows of its own where there is one, always one with rows elsewhere.
    const inLot = (lot: number) => all.filter((id) => Number(lotOf.get(id)) === lot);
    const candidates = lots.filter((lot) => inLot(lot).length < all.length);
    const lot = candidates.find((l) => inLot(l).length > 0) ?? candidates[0];
    expect([screen.path, lot !== undefined]).toEqual([screen.path, true]);
    expect(await listedIds(screen, userOf(lot))).toEqual(inLot(lot));
  });
});
