// /MonthPkgName through the real HTTP backend: a package name once per lot (case aside, another
// lot may use it), its card kind one of the declared ones, and a lot-scoped user's rows and lots
// only his.
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import type { Db } from '../../db';
import { DEMO_PASSWORD, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

describe.each(testDatabases())('package names on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  let north = 0;
  let south = 0;
  const { call, create, list } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 50 });
  const packageName = (name: string, lotId: number, extra: Record<string, unknown> = {}) =>
    ({ lotId, name, kind: 'monthly', status: 1, remark: null, ...extra });

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    [north, south] = (await db.query<{ id: number }>(
      "INSERT INTO parking_lots (name, type) VALUES ('North lot', 2), ('South lot', 2) RETURNING id")).map((r) => r.id);
    await addLotScopedUser(db, { login: 'northoffice', name: 'North office', directories: [13], pages: RENTAL_SCREENS.map((s) => s.menuId), lots: [north] });
    tokens.north = await t.signIn('northoffice', DEMO_PASSWORD);
  });

  it('keeps a name once per lot, whatever its case, and lets another lot use it', async () => {
    expect(await create('monthPackageName', packageName('Standard monthly', north))).toMatchObject({ name: 'Standard monthly', lotName: 'North lot', kind: 'monthly' });
    expect(fieldsOf(await call('monthPackageName', 'create', { values: packageName('STANDARD MONTHLY', north) }))).toEqual({ name: 'unique' });
    expect(await create('monthPackageName', packageName('Standard monthly', south, { kind: 'multiMonth' }))).toMatchObject({ lotName: 'South lot', kind: 'multiMonth' });
    expect(fieldsOf(await call('monthPackageName', 'create', { values: packageName('Weekend', north, { kind: 'weekly' }) }))).toEqual({ kind: 'option' });
    expect((await db.query('SELECT 1 FROM month_package_names')).length).toBe(2);
  });

  it('shows a lot-scoped user his lots\' names only, and refuses him another lot', async () => {
    await create('monthPackageName', packageName('Night owl', south, { kind: 'day' }));
    expect((await list('monthPackageName', {}, 'north')).rows.map((r) => [r.name, r.lotName])).toEqual([['Standard monthly', 'North lot']]);
    expect(fieldsOf(await call('monthPackageName', 'create', { values: packageName('Staff', south) }, 'north'))).toEqual({ lotId: 'option' });
  });
});
