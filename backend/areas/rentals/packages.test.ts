// /PackageManagement and /PackageAudit through the real HTTP backend: spec 5's package rules refuse
// with their messages and write nothing; a package waits for review, is approved or refused by a
// second person only, goes back to review when changed, is kept once approved (discontinued, not
// deleted); a lot-scoped user sees and reviews his lots' packages only.
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import type { Db } from '../../db';
import { codeOf, DEMO_PASSWORD, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

const MANAGE = '/PackageManagement';

describe.each(testDatabases())('packages on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots = { north: 0, south: 0 };
  const names: Record<string, number> = {};
  const { call, ok, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 50 });

  const terms = (nameId: number, lotId = lots.north, extra: Record<string, unknown> = {}) => ({
    lotId, nameId, pricing: 'packagePrice', price: 30_000, dailyRate: null, months: '1,12', choicePrices: null,
    freePeriods: '00:00-00:00', chargedPeriods: null, entryWindows: null, graceDays: 3, renewalGraceDays: 7, noticeDays: 3,
    shortBalance: null, saleFrom: null, saleTo: null, remark: null, ...extra,
  });
  const write = (values: Record<string, unknown>, user = 'admin', id?: number) =>
    call('monthPackage', id ? 'update' : 'create', { page: MANAGE, values, ...(id ? { id } : {}) }, user);
  const created = async (values: Record<string, unknown>, user = 'admin') => (await ok<{ row: { id: number; state: number } }>(write(values, user))).row;
  const count = async () => (await db.query('SELECT 1 FROM month_packages')).length;

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    [lots.north, lots.south] = (await db.query<{ id: number }>(
      "INSERT INTO parking_lots (name, type) VALUES ('North lot', 2), ('South lot', 2) RETURNING id")).map((r) => r.id);
    for (const [key, lot, kind] of [['monthly', lots.north, 'monthly'], ['multi', lots.north, 'multiMonth'], ['stored', lots.north, 'storedValue'], ['southMonthly', lots.south, 'monthly']] as const) {
      [{ id: names[key] }] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${key} name`, kind]);
    }
    const pages = RENTAL_SCREENS.map((s) => s.menuId);
    await addLotScopedUser(db, { login: 'northoffice', name: 'North office', directories: [13], pages, lots: [lots.north] });
    tokens.north = await t.signIn('northoffice', DEMO_PASSWORD);
  });

  it('refuses what spec 5 forbids, with its message, writing nothing', async () => {
    const refused = async (extra: Record<string, unknown>, nameId = names.monthly) => {
      const result = await write(terms(nameId, lots.north, extra), 'admin');
      return [statusOf(result), codeOf(result)];
    };
    expect(await refused({ freePeriods: null })).toEqual([400, 'packagePeriodsMissing']);
    expect(await refused({ price: 0 })).toEqual([400, 'rentalPriceMissing']);
    expect(await refused({ months: '12' })).toEqual([400, 'rentalMonthsListInvalid']);
    expect(await refused({ months: '3,6,12', choicePrices: '3:85000,6:160000' }, names.multi)).toEqual([400, 'packageChoicePricesInvalid']);
    expect(await refused({ price: null }, names.stored)).toEqual([400, 'packageShortBalanceMissing']);
    expect(await refused({ freePeriods: '19:00-08:00', chargedPeriods: '08:00-20:00' })).toEqual([400, 'packagePeriodsOverlap']);
    const bad = await write(terms(names.monthly, lots.north, { entryWindows: '8 to 12' }), 'admin');
    expect(msgOf(bad)).toBe('"8 to 12" is not a time of day range: write HH:MM-HH:MM, at most 6, separated by commas.');
    // Another lot's name is not this lot's choice.
    expect(fieldsOf(await write(terms(names.southMonthly), 'admin'))).toEqual({ nameId: 'option' });
    expect(await count()).toBe(0);
  });

  it('waits for a second person\'s review, goes back to review when changed, and is kept once approved', async () => {
    const pkg = await created(terms(names.multi, lots.north, { months: '3,6,12', choicePrices: '3:85000,6:160000,12:300000', price: null }));
    expect(pkg.state).toBe(PACKAGE_STATE.unreviewed);
    // Its author cannot approve it.
    const own = await rowAction('monthPackage', 'approve', [pkg.id]);
    expect([statusOf(own), codeOf(own)]).toEqual([400, 'approverIsRequester']);
    // A second person approves it; it can no longer be refused, nor deleted.
    expect(statusOf(await rowAction('monthPackage', 'approve', [pkg.id], {}, 'north'))).toBe(200);
    const [approved] = (await list('monthPackage', {})).rows.filter((r) => r.id === pkg.id);
    expect(approved).toMatchObject({ state: PACKAGE_STATE.approved, reviewedBy: 'northoffice', createdBy: 'admin', kind: 'multiMonth', name: 'multi name' });
    expect(codeOf(await rowAction('monthPackage', 'reject', [pkg.id], {}, 'north'))).toBe('packageRefusedReject');
    expect(codeOf(await call('monthPackage', 'delete', { page: MANAGE, ids: [pkg.id] }))).toBe('packageKept');
    // A change of its terms sends it back to review, the reviewer cleared.
    const changed = (await ok<{ row: Record<string, unknown> }>(write(terms(names.multi, lots.north, { months: '3,6,12', choicePrices: '3:80000,6:160000,12:300000', price: null }), 'admin', pkg.id))).row;
    expect(changed).toMatchObject({ state: PACKAGE_STATE.unreviewed, reviewedBy: null });
    expect(statusOf(await rowAction('monthPackage', 'reject', [pkg.id], {}, 'north'))).toBe(200);
    // Refused, it may be deleted: it was never sold.
    expect(statusOf(await call('monthPackage', 'delete', { page: MANAGE, ids: [pkg.id] }))).toBe(200);
  });

  it('is discontinued once approved, and then neither changed nor approved again', async () => {
    const pkg = await created(terms(names.monthly));
    expect(codeOf(await rowAction('monthPackage', 'discontinue', [pkg.id]))).toBe('packageRefusedDiscontinue');
    expect(statusOf(await rowAction('monthPackage', 'approve', [pkg.id], {}, 'north'))).toBe(200);
    expect(statusOf(await rowAction('monthPackage', 'discontinue', [pkg.id]))).toBe(200);
    expect(codeOf(await write(terms(names.monthly), 'admin', pkg.id))).toBe('packageRefusedRevise');
    expect(codeOf(await rowAction('monthPackage', 'approve', [pkg.id], {}, 'north'))).toBe('packageRefusedApprove');
    const history = await db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'monthPackage' AND entity_id = $1 ORDER BY id", [pkg.id]);
    expect(history.map((h) => h.action)).toEqual(['monthPackage.create', 'rentals.approvePackage', 'rentals.discontinuePackage']);
  });

  it('shows a lot-scoped user his lots\' packages only, and lets him review none of another lot', async () => {
    const south = await created(terms(names.southMonthly, lots.south));
    expect((await list('monthPackage', {}, 'north')).rows.every((r) => r.lotName === 'North lot')).toBe(true);
    expect(statusOf(await rowAction('monthPackage', 'approve', [south.id], {}, 'north'))).toBe(404);
    expect(fieldsOf(await write(terms(names.southMonthly, lots.south), 'north'))).toEqual({ lotId: 'option' });
  });
});
