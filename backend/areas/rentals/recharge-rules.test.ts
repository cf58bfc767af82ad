// /RechargeRuleManag and /MonthlyPackageAreaCharge through the real HTTP backend: a rule per
// stored-value package of the row's lot, its minimum and tiers as the pure rule accepts them; a
// monthly package's price once per area of its lot; a lot-scoped user's rows, packages and areas
// only his; an import written whole or not at all.
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { SCREENS } from '../../../lib/screens/registry';
import { STEPS_FORMAT } from '../../../lib/tariff/step-text';
import { withValues } from '../../../lib/validation/message-values';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

describe.each(testDatabases())('recharge rules and area prices on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  let north = 0;
  let south = 0;
  /** Packages by lot and kind, and yard areas by lot. */
  const pkg: Record<string, number> = {};
  const area: Record<string, number> = {};
  const { call, create, update, list, ok } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  const refusal = async (pending: ReturnType<typeof call>) => {
    const result = await pending;
    return [statusOf(result), codeOf(result)];
  };
  const rule = (lotId: number, packageId: number, extra: Record<string, unknown> = {}) =>
    ({ lotId, packageId, minimumRecharge: 5000, gifts: '100:1000,500:8000', giftOn: 'everyRecharge', status: 1, remark: null, ...extra });
  const price = (lotId: number, packageId: number, areaId: number, extra: Record<string, unknown> = {}) =>
    ({ lotId, packageId, areaId, monthlyPrice: 45000, status: 1, remark: null, ...extra });

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    [north, south] = (await db.query<{ id: number }>(
      "INSERT INTO parking_lots (name, type) VALUES ('North lot', 2), ('South lot', 2) RETURNING id")).map((r) => r.id);
    for (const [lotKey, lot] of [['north', north], ['south', south]] as const) {
      for (const kind of ['storedValue', 'monthly', 'multiMonth', 'day']) {
        const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${lotKey} ${kind}`, kind]);
        const [row] = await db.query<{ id: number }>(
          "INSERT INTO month_packages (lot_id, name_id, pricing, price, state, created_by) VALUES ($1, $2, 'packagePrice', 30000, 1, 'admin') RETURNING id",
          [lot, name.id]);
        pkg[`${lotKey} ${kind}`] = Number(row.id);
      }
      for (const name of ['Underground', 'Surface']) {
        const [row] = await db.query<{ id: number }>('INSERT INTO yard_areas (lot_id, name) VALUES ($1, $2) RETURNING id', [lot, name]);
        area[`${lotKey} ${name}`] = Number(row.id);
      }
    }
    await addLotScopedUser(db, { login: 'northoffice', name: 'North office', directories: [13], pages: RENTAL_SCREENS.map((s) => s.menuId), lots: [north] });
    tokens.north = await t.signIn('northoffice', DEMO_PASSWORD);
  });

  describe('recharge rules', () => {
    it('keeps a stored-value package\'s rule, its tiers in fen by the amount they start at', async () => {
      const made = await create('rechargeRule', rule(north, pkg['north storedValue'], { gifts: '500:8000,100:1000', giftOn: 'firstRecharge' }));
      expect(made).toMatchObject({ lotName: 'North lot', packageName: 'north storedValue', minimumRecharge: 5000, gifts: '100:1000,500:8000', giftOn: 'firstRecharge' });
      const [stored] = await db.query<{ gifts: string }>('SELECT gifts FROM recharge_rules WHERE id = $1', [made.id]);
      expect(stored.gifts).toBe('100:1000,500:8000');
      // No tiers: no gift; a minimum of 0: any amount above zero.
      expect(await update('rechargeRule', made.id, rule(north, pkg['north storedValue'], { gifts: '', minimumRecharge: 0 }))).toMatchObject({ gifts: null, minimumRecharge: 0 });
    });

    it('offers the caller\'s stored-value packages only, by lot and name', async () => {
      const options = await ok<{ value: number; label: string }[]>(call('rechargeRule', 'options', { field: 'packageId' }));
      expect(options).toEqual([{ value: pkg['north storedValue'], label: 'North lot / north storedValue' }, { value: pkg['south storedValue'], label: 'South lot / south storedValue' }]);
      expect(await ok(call('rechargeRule', 'options', { field: 'packageId' }, 'north'))).toEqual([options[0]]);
    });

    it('refuses a second rule for a package, another kind of package and another lot\'s package', async () => {
      expect(fieldsOf(await call('rechargeRule', 'create', { values: rule(north, pkg['north storedValue']) }))).toEqual({ packageId: 'unique' });
      expect(await refusal(call('rechargeRule', 'create', { values: rule(north, pkg['north monthly']) }))).toEqual([400, 'rentalPackageNotStoredValue']);
      expect(await refusal(call('rechargeRule', 'create', { values: rule(north, pkg['south storedValue']) }))).toEqual([400, 'rentalPackageOfAnotherLot']);
      expect(fieldsOf(await call('rechargeRule', 'create', { values: rule(north, 999_999) }))).toEqual({ packageId: 'option' });
      expect((await db.query('SELECT 1 FROM recharge_rules')).length).toBe(1);
    });

    it('refuses the tiers the stored-value rule refuses: at 0 yuan, two at one amount; and tiers that do not read', async () => {
      for (const gifts of ['0:500', '100:1000,100:2000']) {
        expect([gifts, ...await refusal(call('rechargeRule', 'create', { values: rule(south, pkg['south storedValue'], { gifts }) }))])
          .toEqual([gifts, 400, 'rentalGiftTiersInvalid']);
      }
      expect(fieldsOf(await call('rechargeRule', 'create', { values: rule(south, pkg['south storedValue'], { gifts: '100:ten' }) }))).toEqual({ gifts: withValues(STEPS_FORMAT, { part: '100:ten' }) });
      expect(fieldsOf(await call('rechargeRule', 'create', { values: rule(south, pkg['south storedValue'], { minimumRecharge: -1 }) }))).toEqual({ minimumRecharge: 'min' });
      expect((await db.query('SELECT 1 FROM recharge_rules WHERE lot_id = $1', [south])).length).toBe(0);
    });

    it('shows a lot-scoped user his lots\' rules only, and refuses him another lot\'s', async () => {
      const southRule = await create('rechargeRule', rule(south, pkg['south storedValue']));
      expect((await list('rechargeRule', {}, 'north')).rows.map((r) => r.packageName)).toEqual(['north storedValue']);
      expect(fieldsOf(await call('rechargeRule', 'create', { values: rule(south, pkg['south storedValue']) }, 'north'))).toEqual({ lotId: 'option' });
      expect([statusOf(await call('rechargeRule', 'update', { id: southRule.id, values: rule(north, pkg['north storedValue']) }, 'north'))]).toEqual([404]);
      expect(await refusal(call('rechargeRule', 'delete', { ids: [southRule.id] }, 'north'))).toEqual([404, 'rowNotFound']);
    });

    it('imports rules whole or not at all: a second rule for a package in the file, or a package of another kind, refuses them all', async () => {
      await db.query('DELETE FROM recharge_rules');
      const twice = await call('rechargeRule', 'import', { rows: [rule(north, pkg['north storedValue']), rule(north, pkg['north storedValue'], { giftOn: 'firstRecharge' })] });
      expect([statusOf(twice), codeOf(twice)]).toEqual([400, 'importFailed']);
      expect((twice.data as { rowErrors: unknown[] }).rowErrors).toEqual([{ row: 2, field: 'packageId', messageKey: 'unique' }]);
      const wrongKind = await call('rechargeRule', 'import', { rows: [rule(north, pkg['north storedValue']), rule(north, pkg['north monthly'])] });
      expect([statusOf(wrongKind), codeOf(wrongKind)]).toEqual([400, 'rentalPackageNotStoredValue']);
      expect((await db.query('SELECT 1 FROM recharge_rules')).length).toBe(0);
      expect(await ok(call('rechargeRule', 'import', { rows: [rule(north, pkg['north storedValue']), rule(south, pkg['south storedValue'])] }))).toEqual({ imported: 2 });
    });
  });

  describe('area prices', () => {
    it('prices a monthly package per area of its lot, once per package and area', async () => {
      const made = await create('packageAreaPrice', price(north, pkg['north monthly'], area['north Underground']));
      expect(made).toMatchObject({ lotName: 'North lot', packageName: 'north monthly', areaName: 'Underground', monthlyPrice: 45000 });
      expect(await create('packageAreaPrice', price(north, pkg['north monthly'], area['north Surface'], { monthlyPrice: 30000 }))).toMatchObject({ areaName: 'Surface' });
      expect(fieldsOf(await call('packageAreaPrice', 'create', { values: price(north, pkg['north monthly'], area['north Underground']) }))).toEqual({ areaId: 'unique' });
      expect(fieldsOf(await call('packageAreaPrice', 'create', { values: price(north, pkg['north monthly'], area['north Surface'], { monthlyPrice: 0 }) }))).toEqual({ monthlyPrice: 'min' });
    });

    it('refuses an area of another lot, another kind of package and another lot\'s package', async () => {
      expect(await refusal(call('packageAreaPrice', 'create', { values: price(north, pkg['north monthly'], area['south Underground']) }))).toEqual([400, 'rentalAreaOfAnotherLot']);
      expect(await refusal(call('packageAreaPrice', 'create', { values: price(north, pkg['north storedValue'], area['north Underground']) }))).toEqual([400, 'rentalPackageNotAreaPriced']);
      expect(await refusal(call('packageAreaPrice', 'create', { values: price(north, pkg['north day'], area['north Underground']) }))).toEqual([400, 'rentalPackageNotAreaPriced']);
      expect(await refusal(call('packageAreaPrice', 'create', { values: price(north, pkg['south monthly'], area['north Underground']) }))).toEqual([400, 'rentalPackageOfAnotherLot']);
    });

    it('offers a lot-scoped user his lots\' monthly packages and areas, and shows him his lots\' prices only', async () => {
      await create('packageAreaPrice', price(south, pkg['south monthly'], area['south Underground']));
      const packages = await ok<{ value: number; label: string }[]>(call('packageAreaPrice', 'options', { field: 'packageId' }, 'north'));
      expect(packages).toEqual([
        { value: pkg['north monthly'], label: 'North lot / north monthly' }, { value: pkg['north multiMonth'], label: 'North lot / north multiMonth' }]);
      const areas = await ok<{ value: number; label: string }[]>(call('packageAreaPrice', 'options', { field: 'areaId' }, 'north'));
      expect(areas.map((a) => a.label)).toEqual(['North lot / Surface', 'North lot / Underground']);
      expect((await list('packageAreaPrice', {}, 'north')).rows.map((r) => r.areaName).sort()).toEqual(['Surface', 'Underground']);
      expect((await list('packageAreaPrice', { lotId: south })).rows.map((r) => r.packageName)).toEqual(['south monthly']);
    });

    it('keeps a price on an area disabled since but prices it no more, and keeps an area that has prices', async () => {
      const underground = (await list('packageAreaPrice', { lotId: north })).rows.find((r) => r.areaName === 'Underground')!;
      await db.query('UPDATE yard_areas SET status = 0 WHERE id = $1', [area['north Underground']]);
      try {
        expect(await update('packageAreaPrice', underground.id, price(north, pkg['north monthly'], area['north Underground'], { monthlyPrice: 50000 }))).toMatchObject({ monthlyPrice: 50000 });
        expect(fieldsOf(await call('packageAreaPrice', 'create', { values: price(north, pkg['north multiMonth'], area['north Underground']) }))).toEqual({ areaId: 'option' });
      } finally {
        await db.query('UPDATE yard_areas SET status = 1 WHERE id = $1', [area['north Underground']]);
      }
      expect(await refusal(call('yardArea', 'delete', { ids: [area['north Underground']] }))).toEqual([400, 'rowInUse']);
    });

    it('imports every row or none', async () => {
      const before = (await db.query('SELECT 1 FROM package_area_prices')).length;
      const refused = await call('packageAreaPrice', 'import', { rows: [
        price(south, pkg['south monthly'], area['south Surface']),
        price(south, pkg['south monthly'], area['south Surface'], { monthlyPrice: 52000 }),
      ] });
      expect([statusOf(refused), codeOf(refused)]).toEqual([400, 'importFailed']);
      expect((await db.query('SELECT 1 FROM package_area_prices')).length).toBe(before);
      const wrongLot = await call('packageAreaPrice', 'import', { rows: [
        price(south, pkg['south multiMonth'], area['south Surface']),
        price(south, pkg['south monthly'], area['north Surface']),
      ] });
      expect([statusOf(wrongLot), codeOf(wrongLot)]).toEqual([400, 'rentalAreaOfAnotherLot']);
      expect((await db.query('SELECT 1 FROM package_area_prices')).length).toBe(before);
      expect(await ok(call('packageAreaPrice', 'import', { rows: [price(south, pkg['south monthly'], area['south Surface'])] }))).toEqual({ imported: 1 });
    });
  });
});
