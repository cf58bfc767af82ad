// Merchant scope, tried as an attacker would (docs/merchants.md, "Merchant users"): a user bound to
// one merchant, holding every button of the merchant pages and both lots, asks for another
// merchant's rows by id on list, detail, export, options and every action, and gets nothing or a
// refusal; and he cannot bind himself, or anyone, to more than his merchant on /EmployeeInformation.
import { randomUUID } from 'node:crypto';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { codeOf, statusOf, testDatabases, DEMO_PASSWORD, type TestBackend } from '../../test/harness';
import { addLot } from '../../test/orders-fixtures';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { screenCalls, type Row } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(120_000);

const MERCHANT_PAGES = [1501, 1502, 1503];
/** /EmployeeInformation and the system directory. */
const STAFF_PAGE = 301;
const SYSTEM_DIRECTORY = 3;

describe.each(testDatabases())('merchant scope on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 100 });
  let mine: Row;
  let theirs: Row;
  let lotA = 0;
  let attackerId = 0;
  let n = 0;

  const form = (lotId: number, extra: Record<string, unknown> = {}) => ({
    lotId, name: `Shop ${(n += 1)}`, contact: '', phone: null, settlement: 'prepaid', discount: 8, minutePrice: null, arrearsLimit: null,
    limitPeriod: 'day', limitCount: null, limitAmount: null, limitMinutes: null, limitCars: null, remark: null, ...extra,
  });
  const topUp = (id: number, user = 'admin') =>
    call('merchantAccount', 'topUp', { ids: [id], values: { amount: 8_000, channel: 'cash', reference: null }, idempotencyKey: randomUUID() }, user);
  const bindTo = (login: string, merchantId: number | null) => db.query('UPDATE users SET merchant_id = $2 WHERE login_name = $1', [login, merchantId]);
  const employee = async (login: string) => (await db.query<Record<string, unknown>>(
    `SELECT u.id, u.login_name AS "loginName", u.display_name AS "displayName", u.phone, u.email, u.role_group_id AS "roleGroupId", u.host_id AS "hostId", u.merchant_id AS "merchantId"
       FROM users u WHERE u.login_name = $1`, [login]))[0];

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lotA = await addLot(db, 'Scope lot A');
    const lotB = await addLot(db, 'Scope lot B');
    mine = await create('merchant', form(lotA));
    theirs = await create('merchant', form(lotB));
    for (const merchant of [mine, theirs]) expect(statusOf(await topUp(merchant.id))).toBe(200);
    // The attacker: every merchant page and button, /EmployeeInformation with its buttons, both lots; bound to `mine`.
    attackerId = await addLotScopedUser(db, {
      login: 'shop-clerk', name: 'Shop clerks', directories: [15, SYSTEM_DIRECTORY], pages: [...MERCHANT_PAGES, STAFF_PAGE], lots: [lotA, lotB],
    });
    await bindTo('shop-clerk', mine.id);
    // Another user of the same role, not bound: what the attacker must not reach through him.
    await db.query(`INSERT INTO users (login_name, display_name, password_hash, role_group_id)
      SELECT 'unbound-clerk', 'Unbound', password_hash, role_group_id FROM users WHERE login_name = 'shop-clerk'`);
    tokens['shop-clerk'] = await t.signIn('shop-clerk', DEMO_PASSWORD);
  });

  it('lists, exports and offers only his merchant, whatever the filter asks', async () => {
    for (const entity of ['merchant', 'merchantAccount']) {
      expect((await list(entity, {}, 'shop-clerk')).rows.map((r) => r.id)).toEqual([mine.id]);
      expect((await list(entity, { name: theirs.name }, 'shop-clerk')).rows).toEqual([]);
      const exported = await ok<{ rows: Row[] }>(call(entity, 'export', { startIndex: 1, endIndex: 5000, filters: {} }, 'shop-clerk'));
      expect(exported.rows.map((r) => r.id)).toEqual([mine.id]);
    }
    const ledger = (await list('merchantLedger', {}, 'shop-clerk')).rows;
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.every((r) => r.merchantName === mine.name)).toBe(true);
    expect((await list('merchantLedger', { merchantId: theirs.id }, 'shop-clerk')).rows).toEqual([]);
    const exported = await ok<{ rows: Row[] }>(call('merchantLedger', 'export', { startIndex: 1, endIndex: 5000, filters: { merchantId: theirs.id } }, 'shop-clerk'));
    expect(exported.rows).toEqual([]);
    const options = await ok<{ value: number }[]>(call('merchantLedger', 'options', { field: 'merchantId' }, 'shop-clerk'));
    expect(options.map((o) => Number(o.value))).toEqual([mine.id]);
    // The administrator sees both.
    expect((await list('merchant', {}, 'admin')).rows.map((r) => r.id).sort()).toEqual([mine.id, theirs.id].sort());
  });

  it('is refused the other merchant\'s row on detail, rows and every action, nothing written', async () => {
    const [theirLedger] = (await list('merchantLedger', { merchantId: theirs.id })).rows;
    const before = await db.query('SELECT count(*)::int AS n FROM merchant_ledger');
    const notFound = async (entity: string, action: string, datas: Record<string, unknown>) =>
      expect([entity, action, codeOf(await call(entity, action, datas, 'shop-clerk'))]).toEqual([entity, action, 'rowNotFound']);
    await notFound('merchant', 'detail', { id: theirs.id });
    await notFound('merchantAccount', 'detail', { id: theirs.id });
    await notFound('merchantLedger', 'detail', { id: theirLedger.id });
    expect((await ok<{ rows: Row[] }>(call('merchant', 'rows', { ids: [theirs.id] }, 'shop-clerk'))).rows).toEqual([]);
    await notFound('merchant', 'update', { id: theirs.id, values: form(lotA, { name: theirs.name }) });
    await notFound('merchant', 'delete', { ids: [theirs.id] });
    await notFound('merchant', 'disable', { ids: [theirs.id] });
    await notFound('merchant', 'requestClose', { ids: [theirs.id], values: { reason: 'mine now' } });
    await notFound('merchant', 'confirmClose', { ids: [theirs.id], values: { refundMethod: 'cash', refundReference: null }, idempotencyKey: randomUUID() });
    // Both rows at once: all or nothing.
    await notFound('merchantAccount', 'topUp', { ids: [mine.id, theirs.id], values: { amount: 100, channel: 'cash', reference: null }, idempotencyKey: randomUUID() });
    await notFound('merchantAccount', 'topUp', { ids: [theirs.id], values: { amount: 100, channel: 'cash', reference: null }, idempotencyKey: randomUUID() });
    expect(await db.query('SELECT count(*)::int AS n FROM merchant_ledger')).toEqual(before);
    expect((await db.query<{ state: number }>('SELECT state FROM merchants WHERE id = $1', [theirs.id]))[0].state).toBe(1);
    // No new merchant either: his is one row of the merchants.
    expect(statusOf(await call('merchant', 'create', { values: form(lotA) }, 'shop-clerk'))).toBe(403);
    // His own row: he may act on it (he holds the buttons in this test).
    expect(statusOf(await topUp(mine.id, 'shop-clerk'))).toBe(200);
  });

  it('cannot bind himself or anyone beyond his merchant, nor manage users of no merchant', async () => {
    const update = async (login: string, merchantId: number | null) => {
      const { id, ...values } = await employee(login);
      return call('employee', 'update', { id, values: { ...values, merchantId } }, 'shop-clerk');
    };
    // Himself to another merchant, or to none (every merchant of his lots): refused.
    for (const other of [theirs.id, null]) {
      const refused = await update('shop-clerk', other);
      expect([codeOf(refused), (refused.data as { fields?: unknown }).fields]).toEqual(['invalidValues', { merchantId: 'option' }]);
    }
    // An unbound user is not his to manage (he is not even in his list).
    expect((await list('employee', {}, 'shop-clerk')).rows.map((r) => r.loginName)).toEqual(['shop-clerk']);
    expect(codeOf(await update('unbound-clerk', mine.id))).toBe('rowNotFound');
    expect(codeOf(await call('employee', 'resetPassword', { ids: [(await employee('unbound-clerk')).id], values: { newPassword: 'Str0ng#Passw0rd' } }, 'shop-clerk'))).toBe('rowNotFound');
    // A new user: of his merchant only.
    const { roleGroupId } = await employee('shop-clerk');
    const newUser = (merchantId: number | null) => ({
      loginName: `clerk-${(n += 1)}`, displayName: 'Clerk', phone: null, email: null, roleGroupId, hostId: null, merchantId, password: 'Str0ng#Passw0rd',
    });
    expect(codeOf(await call('employee', 'create', { values: newUser(null) }, 'shop-clerk'))).toBe('invalidValues');
    expect(codeOf(await call('employee', 'create', { values: newUser(theirs.id) }, 'shop-clerk'))).toBe('invalidValues');
    const made = await ok<{ row: Row }>(call('employee', 'create', { values: newUser(mine.id) }, 'shop-clerk'));
    expect(made.row.merchantName).toBe(`Scope lot A / ${mine.name}`);
    const options = await ok<{ value: number }[]>(call('employee', 'options', { field: 'merchantId' }, 'shop-clerk'));
    expect(options.map((o) => Number(o.value))).toEqual([mine.id]);
    expect((await db.query<{ merchant_id: number }>('SELECT merchant_id FROM users WHERE id = $1', [attackerId]))[0].merchant_id).toBe(mine.id);
  });

  it('lets no one but a super administrator change his own binding', async () => {
    // The unbound clerk, given the lots: binding himself to a merchant is not his to decide.
    await db.query(`INSERT INTO permission_group_users (group_id, user_id)
      SELECT g.id, u.id FROM permission_groups g, users u WHERE g.name = 'Shop clerks staff' AND u.login_name = 'unbound-clerk'`);
    tokens['unbound-clerk'] = await t.signIn('unbound-clerk', DEMO_PASSWORD);
    const { id, ...values } = await employee('unbound-clerk');
    expect(codeOf(await call('employee', 'update', { id, values: { ...values, merchantId: mine.id } }, 'unbound-clerk'))).toBe('staffOwnMerchant');
  });
});
