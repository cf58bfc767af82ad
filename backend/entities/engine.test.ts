// The screen engine over HTTP, with a test-only declaration and store (`widget`, a table this
// test creates): list paging, sort and filters, writes with validation, uniqueness, import all or
// nothing, data scope by lot, grants (audited refusals), audit before/after, file operations.
import { POWER_LIST_REQUEST } from '../../lib/spec-constants';
import type { RawMenuEntry } from '../../lib/menu/types';
import type { ScreenDecl } from '../../lib/screens/types';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import {
  ADMIN_PASSWORD, DEMO_PASSWORD, codeOf, msgOf, startBackend, statusOf, testDatabases, type TestBackend,
} from '../test/harness';
import { useTestBackend } from '../test/use-backend';
import type { EntityStore } from './types';

jest.setTimeout(30_000);

const CATC_COM = 'HandlersCatc/CatcCom';
const PAGE = '/TestWidgets';
const VIEW = '/TestWidgetsView';

const WIDGET: ScreenDecl = {
  path: PAGE, directory: 'settings', menuId: 9001, entity: 'widget',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, filter: 'text' },
    { name: 'code', type: 'digits', maxLength: 10 },
    { name: 'kind', type: 'select', options: ['a', 'b'], filter: 'select' },
    { name: 'lotId', type: 'lot', required: true, filter: 'lot' },
    { name: 'quantity', type: 'integer', min: 0 },
    { name: 'price', type: 'money' },
    { name: 'madeOn', type: 'date', filter: 'dateRange' },
    { name: 'secret', type: 'password', form: 'create' },
    { name: 'note', type: 'text', list: false },
    { name: 'archived', type: 'boolean', readOnly: true },
    { name: 'createdAt', type: 'datetime', readOnly: true, filter: 'dateRange' },
    { name: 'lotName', type: 'text', readOnly: true },
  ],
  buttons: { create: 'add', update: 'edit', delete: 'remove', export: 'export', import: 'import' },
  rowActions: [{ name: 'archive', button: 'archive', fields: [{ name: 'reason', type: 'text', required: true }] }],
  defaultSort: { field: 'name', direction: 'asc' },
  lotScoped: true,
};
/** Another path showing the widgets, with no buttons of its own. */
const WIDGET_VIEW: ScreenDecl = { path: VIEW, directory: 'settings', menuId: 9002, entity: 'widget', fields: [], buttons: {}, sharedView: PAGE };

const WIDGET_STORE: EntityStore = {
  entity: 'widget',
  table: 'widget',
  // Every other field in the column of its name (made_on, created_at, ...): the engine's default.
  columns: { secret: 'secret_hash' },
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  async beforeWrite(_tx, values) {
    return typeof values.secret === 'string' ? { ...values, secret: `hashed:${values.secret}` } : values;
  },
  async refuseDelete(tx, ids) {
    const locked = await tx.query("SELECT 1 FROM widget WHERE id = ANY($1::int[]) AND name LIKE 'locked%'", [ids]);
    return locked.length ? 'rowInUse' : null;
  },
  options: { lotId: 'SELECT id AS value, name AS label FROM parking_lots ORDER BY name' },
  rowActions: {
    async archive(tx, ids, input) {
      await tx.query('UPDATE widget SET archived = true, note = $2 WHERE id = ANY($1::int[])', [ids, input.reason]);
      return { archived: ids.length };
    },
  },
};

const WIDGET_TABLE = `
  CREATE TABLE widget (
    id serial PRIMARY KEY,
    name text NOT NULL UNIQUE,
    code text UNIQUE,
    kind text,
    lot_id integer REFERENCES parking_lots (id),
    quantity integer,
    price bigint,
    made_on date,
    secret_hash text,
    note text NOT NULL DEFAULT '',
    archived boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now()
  )`;

type Page = { rows: Record<string, unknown>[]; total: number };

describe.each(testDatabases())('screen engine on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};

  const call = <T = unknown>(user: string, action: string, datas: Record<string, unknown> = {}, page = PAGE) =>
    t.call<T>(CATC_COM, { page, ...datas }, { token: tokens[user], getList: `widget.${action}`, compress: '22' });
  const data = async <T>(promise: Promise<import('../../lib/ashx/response').AshxResult<T>>): Promise<T> => {
    const result = await promise;
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data;
  };
  const list = (user: string, datas: Record<string, unknown> = {}) =>
    data(call<Page>(user, 'list', { startIndex: 1, endIndex: 100, ...datas }));
  const names = (page: Page) => page.rows.map((r) => r.name);
  const insert = (name: string, lot: string, extra: Record<string, unknown> = {}) => db.query(
    `INSERT INTO widget (name, kind, lot_id, made_on, created_at, quantity) VALUES ($1, $2, $3, $4, $5, $6)`,
    [name, extra.kind ?? 'a', lots[lot], extra.madeOn ?? null, extra.createdAt ?? '2026-01-10T12:00:00Z', extra.quantity ?? null]);
  const auditRows = (action: string) => db.query<{ actor: string; page: string; entity_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> | null; detail: Record<string, unknown> }>(
    'SELECT actor, page, entity_id, before, after, detail FROM audit_log WHERE action = $1 ORDER BY id', [action]);

  useTestBackend(database, {
    tokens, backend: { registry: { screens: [WIDGET, WIDGET_VIEW], stores: [WIDGET_STORE] } }, users: [], timeoutMs: 60_000,
  }, async (env) => {
    ({ db, t } = env);
    await db.exec(WIDGET_TABLE);
    for (const name of ['Lot A', 'Lot B']) {
      const [row] = await db.query<{ id: number }>('INSERT INTO parking_lots (name) VALUES ($1) RETURNING id', [name]);
      lots[name] = row.id;
    }
    // Editors hold the page and every button ('grouped' sees Lot A, 'ungrouped' no lot); the reader both pages and no button.
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Widget editors', 1) RETURNING id");
    await db.query(`INSERT INTO role_grants (role_group_id, menu_entry_id)
      SELECT $1, id FROM menu_entries WHERE id IN (4, 9001) OR pid = 9001`, [role.id]);
    const [readers] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Widget readers', 1) RETURNING id");
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, unnest(ARRAY[4, 9001, 9002])', [readers.id]);
    const hash = await hashPassword(DEMO_PASSWORD);
    const userIds: Record<string, number> = {};
    for (const [login, roleId] of [['grouped', role.id], ['ungrouped', role.id], ['reader', readers.id]] as const) {
      const [user] = await db.query<{ id: number }>(
        'INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ($1, $1, $2, $3) RETURNING id', [login, hash, roleId]);
      userIds[login] = user.id;
    }
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('Lot A staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots['Lot A']]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, userIds.grouped]);

    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    for (const user of ['grouped', 'ungrouped', 'reader', 'operator', 'auditor']) tokens[user] = await t.signIn(user, DEMO_PASSWORD);
  });
  beforeEach(async () => {
    await db.exec('DELETE FROM widget; DELETE FROM file_operations');
  });

  describe('menu seed', () => {
    const menuOf = async (user: string) => data(t.call<RawMenuEntry[]>('WebPowerList', POWER_LIST_REQUEST, { token: tokens[user] }));

    it('seeds the area, the pages and their buttons in order, with titles', async () => {
      const settings = (await menuOf('admin')).find((e) => e.id === 4)!;
      expect(settings).toMatchObject({ title: '系统设置', titleEn: 'Settings', KindDegree: '1', MenuType: '1' });
      const page = settings.children!.find((e) => e.id === 9001)!;
      expect(page).toMatchObject({ index: PAGE, KindDegree: '2', KindNo: '1', MenuType: '2', title: 'TestWidgets' });
      expect(page.children!.map((b) => [b.id, b.index, b.FuncID])).toEqual([
        [900101, 'add', '900101'], [900102, 'edit', '900102'], [900103, 'remove', '900103'],
        [900104, 'export', '900104'], [900105, 'import', '900105'], [900106, 'archive', '900106'],
      ]);
      expect(page.children![0]).toMatchObject({ title: expect.any(String), titleEn: expect.any(String), MenuType: '3' });
      // The shared view: its own buttons (none) and the row actions of the view it shows.
      const view = settings.children!.find((e) => e.id === 9002)!;
      expect(view).toMatchObject({ index: VIEW, KindNo: '2' });
      expect(view.children!.map((b) => [b.id, b.index, b.title])).toEqual([[900201, 'archive', 'archive']]);
    });

    it('keeps edits across restarts', async () => {
      await db.query("UPDATE menu_entries SET title = 'Renamed' WHERE id = 9001");
      const again = await startBackend(db, { registry: { screens: [WIDGET, WIDGET_VIEW], stores: [WIDGET_STORE] } });
      await again.close();
      const [row] = await db.query<{ title: string }>('SELECT title FROM menu_entries WHERE id = 9001');
      expect(row.title).toBe('Renamed');
    });

    it('gives the demo auditor every declared page and, of its buttons, only the export', async () => {
      const settings = (await menuOf('auditor')).find((e) => e.id === 4)!;
      expect(settings.children!.map((e) => [e.id, e.children!.map((b) => b.index)])).toEqual([[9001, ['export']], [9002, []]]);
    });
  });

  describe('list and export', () => {
    beforeEach(async () => {
      for (let i = 1; i <= 25; i += 1) {
        await insert(`w${String(i).padStart(2, '0')}`, i % 2 ? 'Lot A' : 'Lot B', {
          kind: i % 3 ? 'a' : 'b', madeOn: `2026-03-${String(i).padStart(2, '0')}`, quantity: 100 - i,
          createdAt: `2026-03-${String(i).padStart(2, '0')}T20:00:00Z`,
        });
      }
    });

    it('pages with startIndex/endIndex, sorted by the default sort, with the total', async () => {
      const first = await list('admin', { startIndex: 1, endIndex: 10 });
      expect(first.total).toBe(25);
      expect(names(first)).toEqual(['w01', 'w02', 'w03', 'w04', 'w05', 'w06', 'w07', 'w08', 'w09', 'w10']);
      const last = await list('admin', { startIndex: 21, endIndex: 30 });
      expect(names(last)).toEqual(['w21', 'w22', 'w23', 'w24', 'w25']);
      expect((await list('admin', { startIndex: 26, endIndex: 30 })).rows).toEqual([]);
    });

    it('carries id and the declared fields, never passwords; dates as ISO strings, numbers as numbers', async () => {
      const [row] = (await list('admin', { filters: { name: 'w01' } })).rows;
      expect(row).toEqual({
        id: expect.any(Number), name: 'w01', code: null, kind: 'a', lotId: lots['Lot A'], quantity: 99, price: null,
        madeOn: '2026-03-01', note: '', archived: false, createdAt: '2026-03-01T20:00:00.000Z', lotName: 'Lot A',
      });
    });

    it('sorts by a field, ties broken by id', async () => {
      const byQuantity = await list('admin', { sort: { field: 'quantity', direction: 'asc' }, endIndex: 3 });
      expect(names(byQuantity)).toEqual(['w25', 'w24', 'w23']);
      const byKind = await list('admin', { sort: { field: 'kind', direction: 'desc' } });
      const ids = byKind.rows.filter((r) => r.kind === 'b').map((r) => r.id as number);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(statusOf(await call('admin', 'list', { startIndex: 1, endIndex: 10, sort: { field: 'secret', direction: 'asc' } }))).toBe(400);
    });

    it('filters: text contains (case-insensitive, % and _ literal), select equals, lot, date ranges', async () => {
      await insert('100% Pure_x', 'Lot A');
      expect(names(await list('admin', { filters: { name: 'W2' } }))).toEqual(['w20', 'w21', 'w22', 'w23', 'w24', 'w25']);
      expect(names(await list('admin', { filters: { name: '%' } }))).toEqual(['100% Pure_x']);
      expect(names(await list('admin', { filters: { name: 'e_x' } }))).toEqual(['100% Pure_x']);
      expect((await list('admin', { filters: { kind: 'b' } })).total).toBe(8);
      expect((await list('admin', { filters: { lotId: lots['Lot B'] } })).total).toBe(12);
      expect(names(await list('admin', { filters: { madeOn: { from: '2026-03-10', to: '2026-03-12' } } }))).toEqual(['w10', 'w11', 'w12']);
      // Plain dates on a datetime field are days at UTC+8: 20:00Z on the 3rd is the 4th there.
      expect(names(await list('admin', { filters: { createdAt: { from: '2026-03-04', to: '2026-03-04' } } }))).toEqual(['w03']);
      expect(names(await list('admin', { filters: { createdAt: { to: '2026-03-02T00:00:00Z' } } }))).toEqual(['100% Pure_x', 'w01']);
      // Blank filters (the console sends absent values as '') are ignored.
      expect((await list('admin', { filters: { name: '', kind: '', madeOn: { from: '', to: '' } } })).total).toBe(26);
      const bad = await call('admin', 'list', { startIndex: 1, endIndex: 10, filters: { madeOn: { from: '2026-02-30' } } });
      expect(statusOf(bad)).toBe(400);
      expect(bad.data).toMatchObject({ code: 'invalidRequest', fields: ['filters.madeOn.from'] });
    });

    it('refuses pages over 100 rows; export takes chunks of up to 5000 behind the export button', async () => {
      expect(statusOf(await call('admin', 'list', { startIndex: 1, endIndex: 101 }))).toBe(400);
      const chunk = await data(call<Page>('admin', 'export', { startIndex: 1, endIndex: 5000, filters: { kind: 'a' } }));
      expect(chunk.total).toBe(17);
      expect(chunk.rows).toHaveLength(17);
      expect(statusOf(await call('reader', 'export', { startIndex: 1, endIndex: 10 }))).toBe(403);
    });

    it('limits rows to the caller\'s lots: super all, grouped their lots, no group nothing', async () => {
      expect((await list('admin')).total).toBe(25);
      const grouped = await list('grouped');
      expect(grouped.total).toBe(13);
      expect(new Set(grouped.rows.map((r) => r.lotName))).toEqual(new Set(['Lot A']));
      expect((await list('grouped', { filters: { lotId: lots['Lot B'] } })).total).toBe(0);
      expect(await list('ungrouped')).toEqual({ rows: [], total: 0 });
    });
  });

  describe('create, update, delete', () => {
    const values = (extra: Record<string, unknown> = {}) => ({ name: 'Alpha', code: '', kind: 'a', lotId: lots['Lot A'], quantity: '3', price: '950', madeOn: '2026-05-01', secret: 'Sample#Pass1x9Q', note: '', ...extra });

    it('creates: the row as listed, stored through the hooks, audited without the password', async () => {
      const { row } = await data(call<{ row: Record<string, unknown> }>('grouped', 'create', { values: values() }));
      expect(row).toMatchObject({ name: 'Alpha', quantity: 3, price: 950, madeOn: '2026-05-01', lotName: 'Lot A', note: '' });
      expect(row).not.toHaveProperty('secret');
      const [stored] = await db.query<{ secret_hash: string }>('SELECT secret_hash FROM widget WHERE id = $1', [row.id]);
      expect(stored.secret_hash).toBe('hashed:Sample#Pass1x9Q');
      const [entry] = await auditRows('widget.create');
      expect(entry).toMatchObject({ actor: 'grouped', page: PAGE, entity_id: row.id, before: null, after: row });
      expect(JSON.stringify(entry)).not.toContain('Sample#Pass');
    });

    it('answers validation failures as fields of message keys', async () => {
      const result = await call('admin', 'create', { values: values({ name: '  ', quantity: '-1', kind: 'z', madeOn: '2026-13-01' }) });
      expect(statusOf(result)).toBe(400);
      expect(result.data).toMatchObject({
        code: 'invalidValues', fields: { name: 'blank', quantity: 'min', kind: 'option', madeOn: 'date' },
      });
      const extra = await call('admin', 'create', { values: values({ archived: true }) });
      expect(extra.data).toMatchObject({ code: 'invalidValues', fields: { archived: 'unrecognized' } });
      expect(await db.query('SELECT 1 FROM widget')).toEqual([]);
    });

    it('refuses duplicates of unique fields, case-insensitively, and maps a unique violation', async () => {
      await data(call('admin', 'create', { values: values({ code: '123' }) }));
      const same = await call('admin', 'create', { values: values({ name: 'ALPHA ' }) });
      expect(same.data).toMatchObject({ code: 'invalidValues', fields: { name: 'unique' } });
      // code is unique in the table only: the database's refusal names the field.
      const code = await call('admin', 'create', { values: values({ name: 'Beta', code: '123' }) });
      expect(statusOf(code)).toBe(400);
      expect(code.data).toMatchObject({ code: 'invalidValues', fields: { code: 'unique' } });
    });

    it('keeps a grouped user to their lots', async () => {
      const other = await call('grouped', 'create', { values: values({ lotId: lots['Lot B'] }) });
      expect(other.data).toMatchObject({ code: 'invalidValues', fields: { lotId: 'option' } });
      const { row } = await data(call<{ row: { id: number } }>('admin', 'create', { values: values({ lotId: lots['Lot B'] }) }));
      const { secret, ...form } = values({ lotId: lots['Lot A'] });
      void secret;
      const update = await call('grouped', 'update', { id: row.id, values: form });
      expect(statusOf(update)).toBe(404);
      expect(codeOf(update)).toBe('rowNotFound');
      expect(statusOf(await call('grouped', 'delete', { ids: [row.id] }))).toBe(404);
      expect(statusOf(await call('grouped', 'archive', { ids: [row.id], values: { reason: 'x' } }))).toBe(404);
    });

    it('updates with before and after in the audit log; the update form has no password', async () => {
      const { row } = await data(call<{ row: { id: number } }>('admin', 'create', { values: values() }));
      const withPassword = await call('admin', 'update', { id: row.id, values: values({ name: 'Alpha 2' }) });
      expect(withPassword.data).toMatchObject({ fields: { secret: 'unrecognized' } });
      const { secret, ...form } = values({ name: 'Alpha 2', quantity: 4, note: 'changed' });
      void secret;
      const updated = await data(call<{ row: Record<string, unknown> }>('admin', 'update', { id: row.id, values: form }));
      expect(updated.row).toMatchObject({ id: row.id, name: 'Alpha 2', quantity: 4, note: 'changed' });
      // The same name as its own is no duplicate.
      expect((await call('admin', 'update', { id: row.id, values: form })).ok).toBe(true);
      const [entry] = await auditRows('widget.update');
      expect(entry.before).toMatchObject({ name: 'Alpha', quantity: 3, note: '' });
      expect(entry.after).toMatchObject({ name: 'Alpha 2', quantity: 4, note: 'changed' });
      expect(statusOf(await call('admin', 'update', { id: 999_999, values: form }))).toBe(404);
    });

    it('deletes, unless the store refuses; audited per row', async () => {
      const a = await data(call<{ row: { id: number } }>('admin', 'create', { values: values() }));
      const b = await data(call<{ row: { id: number } }>('admin', 'create', { values: values({ name: 'locked one' }) }));
      const refused = await call('admin', 'delete', { ids: [a.row.id, b.row.id] });
      expect(statusOf(refused)).toBe(400);
      expect(codeOf(refused)).toBe('rowInUse');
      expect((await db.query('SELECT id FROM widget')).length).toBe(2);
      expect(await data(call('admin', 'delete', { ids: [a.row.id] }))).toEqual({ deleted: 1 });
      const [entry] = await auditRows('widget.delete');
      expect(entry).toMatchObject({ entity_id: a.row.id, after: null, before: { name: 'Alpha' } });
      expect(statusOf(await call('admin', 'delete', { ids: [] }))).toBe(400);
    });

    it('runs a row action with validated input, audited', async () => {
      const { row } = await data(call<{ row: { id: number } }>('grouped', 'create', { values: values() }));
      const blank = await call('grouped', 'archive', { ids: [row.id], values: { reason: '' } });
      expect(blank.data).toMatchObject({ code: 'invalidValues', fields: { reason: 'blank' } });
      expect(await data(call('grouped', 'archive', { ids: [row.id], values: { reason: 'old' } })))
        .toEqual({ affected: 1, result: { archived: 1 } });
      const [entry] = await auditRows('widget.archive');
      expect(entry).toMatchObject({ entity_id: row.id, before: { archived: false }, after: { archived: true, note: 'old' }, detail: { input: { reason: 'old' } } });
    });
  });

  describe('import', () => {
    const row = (name: string, extra: Record<string, unknown> = {}) => ({ name, kind: 'b', lotId: lots['Lot A'], quantity: 1, ...extra });

    it('inserts every row in one go and audits each', async () => {
      const rows = Array.from({ length: 1500 }, (_, i) => row(`imported ${i}`, { note: i % 2 ? 'odd' : '' }));
      expect(await data(call('grouped', 'import', { rows, fileName: 'widgets.xlsx' }))).toEqual({ imported: 1500 });
      expect((await list('admin', { filters: { name: 'imported' } })).total).toBe(1500);
      const entries = await auditRows('widget.import');
      expect(entries).toHaveLength(1500);
      expect(entries[0]).toMatchObject({ actor: 'grouped', detail: { fileName: 'widgets.xlsx' }, after: { name: 'imported 0', note: '' } });
    });

    it('writes nothing when any row fails, and says which rows and fields', async () => {
      await insert('stored', 'Lot A');
      const rows = [row('one'), row(''), row('two', { quantity: 'x' }), row('ONE'), row('Stored'), row('three', { lotId: lots['Lot B'] })];
      const result = await call('grouped', 'import', { rows, fileName: 'bad.xlsx' });
      expect(statusOf(result)).toBe(400);
      expect(msgOf(result)).toBe('Import failed');
      expect(result.data).toMatchObject({
        code: 'importFailed', failedRows: 5,
        rowErrors: [
          { row: 2, field: 'name', messageKey: 'blank' },
          { row: 3, field: 'quantity', messageKey: 'integer' },
          { row: 4, field: 'name', messageKey: 'unique' },
          { row: 5, field: 'name', messageKey: 'unique' },
          { row: 6, field: 'lotId', messageKey: 'option' },
        ],
      });
      expect(names(await list('admin'))).toEqual(['stored']);
    });

    it('says all imports failed when no row is valid; an empty file is refused', async () => {
      const result = await call('admin', 'import', { rows: [{ nonsense: 1 }, 'x'], fileName: 'junk.csv' });
      expect(msgOf(result)).toBe('All imports failed (check the format)');
      expect(codeOf(result)).toBe('importAllFailed');
      expect(codeOf(await call('admin', 'import', { rows: [], fileName: 'empty.csv' }))).toBe('importEmpty');
      expect(statusOf(await call('reader', 'import', { rows: [row('x')], fileName: 'r.csv' }))).toBe(403);
    });
  });

  describe('grants', () => {
    const refusals = () => db.query<{ actor: string; page: string; detail: Record<string, unknown> }>(
      "SELECT actor, page, detail FROM audit_log WHERE action = 'access.refused' ORDER BY id DESC LIMIT 1");

    it('refuses a page that is not granted, and audits the attempt', async () => {
      const result = await call('operator', 'list', { startIndex: 1, endIndex: 10 });
      expect(statusOf(result)).toBe(403);
      expect(codeOf(result)).toBe('forbidden');
      const [entry] = await refusals();
      expect(entry).toMatchObject({ actor: 'operator', page: PAGE, detail: { handler: CATC_COM, getList: 'widget.list', page: PAGE, button: null, reason: 'not-granted' } });
    });

    it('lets the readers read but press no button, audited', async () => {
      expect((await list('reader')).total).toBe(0);
      const create = await call('reader', 'create', { values: { name: 'x', lotId: lots['Lot A'] } });
      expect(statusOf(create)).toBe(403);
      expect((await refusals())[0]).toMatchObject({ actor: 'reader', detail: { button: 'add', reason: 'not-granted' } });
      expect(statusOf(await call('reader', 'delete', { ids: [1] }))).toBe(403);
      expect(statusOf(await call('reader', 'archive', { ids: [1], values: { reason: 'x' } }))).toBe(403);
    });

    it('refuses a page that does not show the entity or does not offer the action, even to the super administrator', async () => {
      const elsewhere = await call('admin', 'list', { startIndex: 1, endIndex: 10 }, '/DataHome');
      expect(statusOf(elsewhere)).toBe(403);
      expect((await refusals())[0]).toMatchObject({ actor: 'admin', page: '/DataHome', detail: { reason: 'page-not-of-entity' } });
      expect((await call('admin', 'list', { startIndex: 1, endIndex: 10 }, VIEW)).ok).toBe(true);
      const viewCreate = await call('admin', 'create', { values: {} }, VIEW);
      expect(statusOf(viewCreate)).toBe(403);
      expect((await refusals())[0]).toMatchObject({ page: VIEW, detail: { reason: 'action-not-on-page' } });
      const noPage = await t.call(CATC_COM, { startIndex: 1, endIndex: 10 }, { token: tokens.admin, getList: 'widget.list' });
      expect(noPage.data).toMatchObject({ code: 'invalidRequest', fields: ['page'] });
      expect(codeOf(await t.call(CATC_COM, { page: PAGE }, { token: tokens.admin, getList: 'widget.nothing' }))).toBe('unknownOperation');
    });
  });

  describe('file operations and lots', () => {
    it('records an export or import of the caller who holds the page\'s export or import button', async () => {
      const record = { page: PAGE, action: 'export', fileName: 'widgets.xlsx', rows: 25, result: 'ok', detail: '' };
      const result = await data(t.call<{ id: number }>(CATC_COM, record, { token: tokens.admin, getList: 'fileOperation.record' }));
      const [row] = await db.query('SELECT actor, page, action, file_name, rows, result, detail FROM file_operations WHERE id = $1', [result.id]);
      expect(row).toEqual({ actor: 'admin', page: PAGE, action: 'export', file_name: 'widgets.xlsx', rows: 25, result: 'ok', detail: '' });
      // The reader holds the page, not its export or import: he writes nothing into the log.
      const before = (await db.query('SELECT 1 FROM file_operations')).length;
      for (const action of ['export', 'import']) {
        expect(statusOf(await t.call(CATC_COM, { ...record, action }, { token: tokens.reader, getList: 'fileOperation.record' }))).toBe(403);
      }
      expect(statusOf(await t.call(CATC_COM, record, { token: tokens.operator, getList: 'fileOperation.record' }))).toBe(403);
      expect(statusOf(await t.call(CATC_COM, { ...record, action: 'print' }, { token: tokens.admin, getList: 'fileOperation.record' }))).toBe(403);
      expect((await db.query('SELECT 1 FROM file_operations')).length).toBe(before);
    });

    it('lists the options of a ref field from the store', async () => {
      expect(await data(call('reader', 'options', { field: 'lotId' })))
        .toEqual([{ value: lots['Lot A'], label: 'Lot A' }, { value: lots['Lot B'], label: 'Lot B' }]);
      expect(statusOf(await call('reader', 'options', { field: 'name' }))).toBe(400);
    });

    it('lists the caller\'s lots for the lot picker', async () => {
      const options = (user: string) => data(t.call(CATC_COM, {}, { token: tokens[user], getList: 'lots.options' }));
      expect(await options('admin')).toEqual([{ id: lots['Lot A'], name: 'Lot A' }, { id: lots['Lot B'], name: 'Lot B' }]);
      expect(await options('grouped')).toEqual([{ id: lots['Lot A'], name: 'Lot A' }]);
      expect(await options('ungrouped')).toEqual([]);
    });
  });
});
