// The staff, role, menu, permission-group and log stores through the real HTTP backend
// (HandlersCatc/CatcCom '<entity>.<action>' with the page in datas): employees and their
// passwords, tokens and sign-in; role-group grants and the menu they give (WebPowerList); menu
// entries per terrace; permission groups and the data scope of a lot-scoped store; the logs.
import { MENU_KIND, TERRACE } from '../../../lib/admin/terraces';
import type { GrantNode } from '../../../lib/admin/grant-tree';
import type { RawMenuEntry } from '../../../lib/menu/types';
import { STAFF_SCREENS } from '../../../lib/areas/staff/screens';
import { POWER_LIST_REQUEST } from '../../../lib/spec-constants';
import type { Db } from '../../db';
import { codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { refusedFields, screenCalls, type Row } from '../../test/screen-calls';
import { registryProblems } from '../../entities/engine';
import { STAFF_STORES } from './stores';

jest.setTimeout(60_000);

const PAGE = Object.fromEntries(STAFF_SCREENS.map((s) => [s.entity, s.path])) as Record<string, string>;
const MENU_ID = Object.fromEntries(STAFF_SCREENS.map((s) => [s.entity, s.menuId])) as Record<string, number>;
const PASSWORD = 'Clerk#Pass-2026x';
const OTHER_PASSWORD = 'Other#Pass-2027y';

it('has a store for every staff screen, and the store serves every declared field', () => {
  expect(registryProblems({ screens: STAFF_SCREENS, stores: STAFF_STORES })).toEqual([]);
  expect(STAFF_STORES.map((s) => s.entity).sort()).toEqual(STAFF_SCREENS.map((s) => s.entity).sort());
});

describe.each(testDatabases())('staff stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  let adminId: number;
  let superGroupId: number;

  const { call, ok, create, remove, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: STAFF_SCREENS, pageSize: 100 });
  const menuOf = async (token: string) => ok<RawMenuEntry[]>(t.call('WebPowerList', { ...POWER_LIST_REQUEST }, { token }));
  const flatten = (entries: RawMenuEntry[]): RawMenuEntry[] => entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
  const employee = (login: string, roleGroupId: number, extra: Record<string, unknown> = {}) => ({
    loginName: login, displayName: `Name of ${login}`, phone: null, email: null, roleGroupId: String(roleGroupId),
    hostId: null, password: PASSWORD, ...extra,
  });
  const roleGroup = (name: string) => ({ name, nameEn: null, isSuper: false, inLotInfo: false, specialVehicles: false, remark: null });

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    adminId = (await db.query<{ id: number }>("SELECT id FROM users WHERE login_name = 'admin'"))[0].id;
    superGroupId = (await db.query<{ id: number }>("SELECT id FROM role_groups WHERE code = 'super'"))[0].id;
  });

  describe('employees', () => {
    let clerkGroup: number;
    beforeAll(async () => { clerkGroup = (await create('roleGroup', roleGroup('Counter clerks'))).id; });

    it('refuses a password outside the policy and never returns or stores it in clear', async () => {
      expect(refusedFields(await call('employee', 'create', { values: employee('weak', clerkGroup, { password: 'password1' }) })))
        .toMatchObject({ password: 'passwordFormat' });
      const row = await create('employee', employee('alice', clerkGroup, { email: 'alice@example.com' }));
      expect(row).toMatchObject({ loginName: 'alice', roleGroupName: 'Counter clerks', status: 1, email: 'alice@example.com' });
      expect(Object.keys(row)).not.toEqual(expect.arrayContaining(['password']));
      expect(JSON.stringify(await list('employee'))).not.toMatch(/scrypt|password/i);
      const [stored] = await db.query<{ password_hash: string }>("SELECT password_hash FROM users WHERE login_name = 'alice'");
      expect(stored.password_hash).toMatch(/^scrypt\$/);
      expect(await t.signIn('alice', PASSWORD)).toEqual(expect.any(String));
      // The audit trail has the row, not the password.
      const [audited] = await db.query<{ after: unknown }>("SELECT after FROM audit_log WHERE action = 'employee.create' ORDER BY id DESC LIMIT 1");
      expect(JSON.stringify(audited.after)).not.toMatch(/scrypt|Clerk#/);
    });

    it('refuses a login name taken in another case', async () => {
      expect(refusedFields(await call('employee', 'create', { values: employee('ALICE', clerkGroup) }))).toEqual({ loginName: 'unique' });
    });

    it('resets a password under the policy and revokes the user\'s tokens', async () => {
      const bob = await create('employee', employee('bob', clerkGroup));
      const token = await t.signIn('bob', PASSWORD);
      expect((await t.call('WebPowerList', { ...POWER_LIST_REQUEST }, { token })).ok).toBe(true);
      expect(refusedFields(await rowAction('employee', 'resetPassword', [bob.id], { newPassword: 'alllowercase1!' })))
        .toEqual({ newPassword: 'passwordFormat' });
      const reset = await ok<{ result: { tokensRevoked: number } }>(rowAction('employee', 'resetPassword', [bob.id], { newPassword: OTHER_PASSWORD }));
      expect(reset.result.tokensRevoked).toBe(1);
      expect(statusOf(await t.call('WebPowerList', { ...POWER_LIST_REQUEST }, { token }))).toBe(4000);
      expect(statusOf(await t.call('Login', { userId: 'bob', password: PASSWORD, deviceId: 'web-test' }))).toBe(401);
      expect(await t.signIn('bob', OTHER_PASSWORD)).toEqual(expect.any(String));
      const [audited] = await db.query<{ detail: unknown }>("SELECT detail FROM audit_log WHERE action = 'employee.resetPassword'");
      expect(JSON.stringify(audited.detail)).not.toContain(OTHER_PASSWORD);
    });

    it('disables (signing out) and enables users in bulk', async () => {
      const carol = await create('employee', employee('carol', clerkGroup));
      const dave = await create('employee', employee('dave', clerkGroup));
      const token = await t.signIn('carol', PASSWORD);
      await ok(rowAction('employee', 'disable', [carol.id, dave.id]));
      expect(statusOf(await t.call('WebPowerList', { ...POWER_LIST_REQUEST }, { token }))).toBe(4000);
      expect(statusOf(await t.call('Login', { userId: 'carol', password: PASSWORD, deviceId: 'web-test' }))).toBe(401);
      expect((await list('employee', { status: '0' })).rows.map((r) => r.loginName).sort()).toEqual(['carol', 'dave']);
      await ok(rowAction('employee', 'enable', [carol.id]));
      expect(await t.signIn('carol', PASSWORD)).toEqual(expect.any(String));
    });

    it('refuses deleting or disabling yourself, and losing the last enabled super administrator', async () => {
      let result = await call('employee', 'delete', { ids: [adminId] });
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'staffDeleteSelf']);
      result = await rowAction('employee', 'disable', [adminId]);
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'staffDisableSelf']);
      const root2 = await create('employee', employee('root2', superGroupId));
      await ok(rowAction('employee', 'disable', [root2.id]));
      const { password: _unused, ...adminValues } = employee('admin', clerkGroup);
      result = await call('employee', 'update', { id: adminId, values: adminValues });
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'staffLastSuper']);
      await ok(rowAction('employee', 'enable', [root2.id]));
      tokens.root2 = await t.signIn('root2', PASSWORD);
      // root2 cannot delete themselves either; the administrator may delete root2 (one remains).
      result = await call('employee', 'delete', { ids: [root2.id] }, 'root2');
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'staffDeleteSelf']);
      await remove('employee', [root2.id]);
    });
  });

  describe('role-group grants and the menu', () => {
    let group: number;
    const grantsOf = async (entity: string, id: number) =>
      (await ok<{ result: { tree: GrantNode[]; granted: number[]; group: { isSuper: boolean }; terrace: number } }>(
        rowAction(entity, 'grants', [id], { read: true }))).result;

    beforeAll(async () => {
      group = (await create('roleGroup', roleGroup('Front desk'))).id;
      await create('employee', employee('frontdesk', group));
      tokens.frontdesk = await t.signIn('frontdesk', PASSWORD);
    });

    it('reads the web menu tree with the group\'s grants', async () => {
      const read = await grantsOf('roleGroup', group);
      expect(read.terrace).toBe(TERRACE.web);
      expect(read.granted).toEqual([]);
      const system = read.tree.find((n) => n.id === 3)!;
      const page = system.children.find((n) => n.id === MENU_ID.employee)!;
      expect(page).toMatchObject({ menuType: MENU_KIND.page, index: PAGE.employee });
      expect(page.children.map((b) => b.index)).toEqual(expect.arrayContaining(['add', 'edit', 'delete', 'resetPassword']));
      expect(await menuOf(tokens.frontdesk)).toEqual([]);
    });

    it('replaces the grants (a button brings its page and directory) and the user\'s menu follows', async () => {
      const addButton = MENU_ID.employee * 100 + 1;
      const saved = await ok<{ result: { granted: number[] } }>(rowAction('roleGroup', 'grants', [group], { menuIds: [addButton] }));
      expect(saved.result.granted).toEqual([3, MENU_ID.employee, addButton]);
      expect((await grantsOf('roleGroup', group)).granted).toEqual([3, MENU_ID.employee, addButton]);
      const menu = await menuOf(tokens.frontdesk);
      expect(menu.map((e) => e.id)).toEqual([3]);
      const page = menu[0].children![0];
      expect(page).toMatchObject({ index: PAGE.employee, MenuType: '2' });
      expect(page.children!.map((b) => b.index)).toEqual(['add']);
      // The grant is what the backend checks: the clerk may add, not delete.
      const made = await create('employee', employee('temp1', group), 'frontdesk');
      expect(statusOf(await call('employee', 'delete', { ids: [made.id] }, 'frontdesk'))).toBe(403);
      // Only a super administrator makes super administrators.
      const result = await call('employee', 'create', { values: employee('sneaky', superGroupId) }, 'frontdesk');
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'staffSuperOnly']);
      const [audited] = await db.query<{ detail: { input?: { menuIds?: number[] } }; before: { grantCount: number }; after: { grantCount: number } }>(
        "SELECT detail, before, after FROM audit_log WHERE action = 'roleGroup.grants' AND detail->'input' ? 'menuIds' ORDER BY id DESC LIMIT 1");
      expect(audited.detail.input?.menuIds).toEqual([addButton]);
      expect([audited.before.grantCount, audited.after.grantCount]).toEqual([0, 3]);
    });

    it('clears the grants with an empty list', async () => {
      await ok(rowAction('roleGroup', 'grants', [group], { menuIds: [] }));
      expect(await menuOf(tokens.frontdesk)).toEqual([]);
    });

    it('refuses entries of another menu, other kinds of group, and super administrator groups', async () => {
      const h5 = await create('menuH5', {
        title: 'H5 home', titleEn: null, icon: null, kindDegree: 1, pid: null, kindNo: 1, menuType: MENU_KIND.page, index: '/h5',
        status: 1, isShow: 1, defaultCreate: false, defaultRead: false, defaultUpdate: false, defaultDelete: false,
      });
      expect(statusOf(await rowAction('roleGroup', 'grants', [group], { menuIds: [h5.id] }))).toBe(400);
      const h5Group = (await create('roleGroupAll', { ...roleGroup('H5 staff'), kind: 2 })).id;
      const h5Read = await grantsOf('roleGroupAll', h5Group);
      expect([h5Read.terrace, h5Read.tree.map((n) => n.id)]).toEqual([TERRACE.h5, [h5.id]]);
      await ok(rowAction('roleGroupAll', 'grants', [h5Group], { menuIds: [h5.id] }));
      // Turned into a parking-management group, it keeps no H5 grant (and gets the web tree).
      await ok(call('roleGroupAll', 'update', { id: h5Group, values: { ...roleGroup('H5 staff'), kind: 1 } }));
      expect(await grantsOf('roleGroupAll', h5Group)).toMatchObject({ terrace: TERRACE.web, granted: [] });
      expect(await db.query('SELECT 1 FROM role_grants WHERE role_group_id = $1', [h5Group])).toEqual([]);
      await ok(call('roleGroupAll', 'update', { id: h5Group, values: { ...roleGroup('H5 staff'), kind: 2 } }));
      // An H5 group is not a parking-management group: /AuthorityGroup does not reach it.
      expect(statusOf(await rowAction('roleGroup', 'grants', [h5Group], { read: true }))).toBe(404);
      const superRead = await grantsOf('roleGroup', superGroupId);
      expect(superRead.group.isSuper).toBe(true);
      const result = await rowAction('roleGroup', 'grants', [superGroupId], { menuIds: [3] });
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'grantsSuperGroup']);
    });

    it('refuses deleting a group that has employees', async () => {
      const result = await call('roleGroup', 'delete', { ids: [group] });
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'roleGroupInUse']);
    });
  });

  describe('menu entries', () => {
    const entry = (values: Record<string, unknown>) => ({
      title: 'Entry', titleEn: null, icon: null, kindDegree: 1, pid: null, kindNo: 50, menuType: MENU_KIND.directory, index: null,
      status: 1, isShow: 1, defaultCreate: false, defaultRead: false, defaultUpdate: false, defaultDelete: false, ...values,
    });

    it('creates directories and pages (with their default buttons), updates them, refuses deleting a parent', async () => {
      const dir = await create('menuWebAll', entry({ title: 'Reports', titleEn: 'Reports' }));
      expect(dir.id).toBeGreaterThanOrEqual(1_000_000);
      const page = await create('menuWebAll', entry({
        title: 'Daily report', kindDegree: 2, pid: String(dir.id), menuType: MENU_KIND.page, index: '/DailyReport',
        defaultCreate: true, defaultUpdate: true,
      }));
      expect(page).toMatchObject({ parentTitle: 'Reports', pid: dir.id });
      const buttons = (await list('menuWebAll', { pid: String(page.id) })).rows;
      expect(buttons.map((b) => [b.index, b.menuType])).toEqual([['add', 3], ['edit', 3]]);
      // /pageGroup shows directories and pages only.
      expect((await list('menuWeb', { pid: String(page.id) })).total).toBe(0);
      const updated = await ok<{ row: Row }>(call('menuWebAll', 'update', { id: page.id, values: entry({
        title: 'Daily revenue', kindDegree: 2, pid: String(dir.id), menuType: MENU_KIND.page, index: '/DailyReport', isShow: 0,
      }) }));
      expect(updated.row).toMatchObject({ title: 'Daily revenue', isShow: 0 });

      const served = flatten(await menuOf(tokens.admin));
      expect(served.find((e) => e.id === page.id)).toMatchObject({ title: 'Daily revenue', isShow: '0', index: '/DailyReport' });

      let result = await call('menuWebAll', 'delete', { ids: [dir.id] });
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'menuEntryHasChildren']);
      // The whole branch at once is fine.
      const ids = [dir.id, page.id, ...buttons.map((b) => b.id)];
      await remove('menuWebAll', ids);
      result = await call('menuWebAll', 'delete', { ids: [dir.id] });
      expect(statusOf(result)).toBe(404);
    });

    it('checks parents: same terrace, a button under a page, no cycle, level 1 at the top only', async () => {
      const dir = await create('menuWebAll', entry({ title: 'Tools' }));
      const page = await create('menuWebAll', entry({ title: 'Tool', kindDegree: 2, pid: String(dir.id), menuType: MENU_KIND.page, index: '/Tool' }));
      expect(refusedFields(await call('menuWebAll', 'create', { values: entry({ kindDegree: 3, pid: String(dir.id), menuType: MENU_KIND.button, index: 'x' }) })))
        .toEqual({ pid: 'option' });
      expect(refusedFields(await call('menuWebAll', 'create', { values: entry({ kindDegree: 2, pid: String(page.id), menuType: MENU_KIND.page, index: '/Sub' }) })))
        .toEqual({ pid: 'option' });
      expect(refusedFields(await call('menuWebAll', 'update', { id: dir.id, values: entry({ title: 'Tools', kindDegree: 2, pid: String(page.id) }) })))
        .toEqual({ pid: 'option' });
      expect(refusedFields(await call('menuWebAll', 'create', { values: entry({ kindDegree: 2 }) }))).toEqual({ kindDegree: 'option' });
      expect(refusedFields(await call('menuWebAll', 'create', { values: entry({ kindDegree: 2, pid: String(dir.id), menuType: MENU_KIND.page, index: '/Tool' }) })))
        .toEqual({ index: 'unique' });
      expect(refusedFields(await call('menuH5', 'create', { values: entry({ kindDegree: 2, pid: String(dir.id), menuType: MENU_KIND.page, index: '/Other' }) })))
        .toEqual({ pid: 'option' });
      // Another terrace's entry is not reachable from the web screens.
      const h5 = await create('menuH5', entry({ title: 'H5 only', menuType: MENU_KIND.page, index: '/H5Only' }));
      expect(statusOf(await call('menuWebAll', 'delete', { ids: [h5.id] }))).toBe(404);
    });

    it('serves only the web terrace, enabled entries, in WebPowerList', async () => {
      const h5 = await create('menuH5', entry({ title: 'H5 directory' }));
      const off = await create('menuWebAll', entry({ title: 'Switched off', status: 0 }));
      const ids = flatten(await menuOf(tokens.admin)).map((e) => Number(e.id));
      expect(ids).not.toContain(h5.id);
      expect(ids).not.toContain(off.id);
      expect(ids).toContain(MENU_ID.employee);
    });
  });

  describe('permission groups and the data scope', () => {
    let lotA: number;
    let lotB: number;
    let collectorId: number;

    beforeAll(async () => {
      [lotA, lotB] = (await db.query<{ id: number }>("INSERT INTO parking_lots (name) VALUES ('Lot A'), ('Lot B') RETURNING id")).map((r) => r.id);
      const group = (await create('roleGroup', roleGroup('Booth supervisors'))).id;
      const page = MENU_ID.boothCollector;
      await ok(rowAction('roleGroup', 'grants', [group], { menuIds: [page, page * 100 + 1] }));
      collectorId = (await create('employee', employee('supervisor', group))).id;
      tokens.supervisor = await t.signIn('supervisor', PASSWORD);
      for (const [lotId, boothName] of [[lotA, 'North gate'], [lotB, 'South gate']] as const) {
        await create('boothCollector', { userId: String(collectorId), lotId, boothName, status: 1 });
      }
    });

    it('sees no lot-scoped rows without a permission group', async () => {
      expect((await list('boothCollector', {}, 'supervisor')).total).toBe(0);
      expect((await list('boothCollector')).total).toBe(2);
    });

    it('assigns lots and members in one call each, and the scope follows', async () => {
      const pg = await create('permissionGroup', { name: 'North', nameEn: null, remark: null });
      const lots = await ok<{ result: { options: { id: number; name: string }[]; selected: number[] } }>(
        rowAction('permissionGroup', 'assignLots', [pg.id], { read: true }));
      expect(lots.result.options.map((o) => o.name)).toEqual(['Lot A', 'Lot B']);
      expect(lots.result.selected).toEqual([]);
      await ok(rowAction('permissionGroup', 'assignLots', [pg.id], { lotIds: [lotA] }));
      await ok(rowAction('permissionGroup', 'assignMembers', [pg.id], { userIds: [collectorId] }));
      const members = await ok<{ result: { options: { id: number }[]; selected: number[] } }>(
        rowAction('permissionGroup', 'assignMembers', [pg.id], { read: true }));
      expect(members.result.selected).toEqual([collectorId]);
      expect((await list('permissionGroup', { name: 'North' })).rows[0]).toMatchObject({ lotCount: 1, memberCount: 1 });

      const seen = await list('boothCollector', {}, 'supervisor');
      expect(seen.rows.map((r) => [r.boothName, r.lotName])).toEqual([['North gate', 'Lot A']]);
      expect(refusedFields(await call('boothCollector', 'create', { values: { userId: String(collectorId), lotId: lotB, boothName: 'East', status: 1 } }, 'supervisor')))
        .toEqual({ lotId: 'option' });
      await create('boothCollector', { userId: String(collectorId), lotId: lotA, boothName: 'East', status: 1 }, 'supervisor');
      expect(statusOf(await rowAction('permissionGroup', 'assignLots', [pg.id], { lotIds: [999_999] }))).toBe(400);

      await ok(rowAction('permissionGroup', 'assignMembers', [pg.id], { userIds: [] }));
      expect((await list('boothCollector', {}, 'supervisor')).total).toBe(0);
    });
  });

  describe('holding the grants button is not holding everything', () => {
    let granterGroup: number;
    let helpers: number;
    let granterId: number;
    const buttonOf = async (entity: string, key: string) =>
      (await db.query<{ id: number }>('SELECT id FROM menu_entries WHERE pid = $1 AND index_path = $2', [MENU_ID[entity], key]))[0].id;
    const refusal = async (result: ReturnType<typeof call>) => { const r = await result; return [statusOf(r), codeOf(r)]; };

    beforeAll(async () => {
      // The granter holds the role groups with their add and grants buttons, the employees with
      // add, edit and reset password, the permission groups with members, and the web menu's edit.
      granterGroup = (await create('roleGroup', roleGroup('Granters'))).id;
      const held = [
        await buttonOf('roleGroup', 'add'), await buttonOf('roleGroup', 'edit'), await buttonOf('roleGroup', 'grants'),
        await buttonOf('employee', 'add'), await buttonOf('employee', 'edit'), await buttonOf('employee', 'resetPassword'),
        await buttonOf('permissionGroup', 'assignMembers'), await buttonOf('permissionGroup', 'assignLots'), await buttonOf('menuWeb', 'edit'),
      ];
      await ok(rowAction('roleGroup', 'grants', [granterGroup], { menuIds: held }));
      granterId = (await create('employee', employee('granter', granterGroup))).id;
      tokens.granter = await t.signIn('granter', PASSWORD);
      helpers = (await create('roleGroup', roleGroup('Helpers'), 'granter')).id;
    });

    it('grants only entries he holds, never the grant-editing buttons, and never to his own group', async () => {
      const employeeAdd = await buttonOf('employee', 'add');
      const saved = await ok<{ result: { granted: number[] } }>(rowAction('roleGroup', 'grants', [helpers], { menuIds: [employeeAdd] }, 'granter'));
      expect(saved.result.granted).toEqual([3, MENU_ID.employee, employeeAdd]);
      expect(await refusal(rowAction('roleGroup', 'grants', [helpers], { menuIds: [MENU_ID.staffPhone] }, 'granter'))).toEqual([400, 'grantsNotHeld']);
      expect(await refusal(rowAction('roleGroup', 'grants', [helpers], { menuIds: [await buttonOf('roleGroup', 'grants')] }, 'granter')))
        .toEqual([400, 'grantsNotHeld']);
      // His own group: read with nothing he may change, refused when written, also as a row.
      const own = await ok<{ result: { grantable: number[] | null } }>(rowAction('roleGroup', 'grants', [granterGroup], { read: true }, 'granter'));
      expect(own.result.grantable).toEqual([]);
      expect(await refusal(rowAction('roleGroup', 'grants', [granterGroup], { menuIds: [3] }, 'granter'))).toEqual([400, 'ownGroup']);
      expect(await refusal(call('roleGroup', 'update', { id: granterGroup, values: roleGroup('Granters!') }, 'granter'))).toEqual([400, 'ownGroup']);
      // A super administrator reads every entry as his to change.
      expect((await ok<{ result: { grantable: number[] | null } }>(rowAction('roleGroup', 'grants', [helpers], { read: true }))).result.grantable).toBeNull();
      // Nothing changed by the refusals.
      expect((await db.query('SELECT menu_entry_id FROM role_grants WHERE role_group_id = $1', [helpers])).length).toBe(3);
    });

    it('keeps what he does not hold when he changes a group', async () => {
      await ok(rowAction('roleGroup', 'grants', [helpers], { menuIds: [await buttonOf('employee', 'add'), MENU_ID.staffPhone] }));
      const saved = await ok<{ result: { granted: number[] } }>(rowAction('roleGroup', 'grants', [helpers], { menuIds: [] }, 'granter'));
      expect(saved.result.granted).toEqual([3, MENU_ID.staffPhone]);
    });

    it('assigns only role groups he holds, never to himself, and manages only staff he holds', async () => {
      // Helpers now hold /StaffPhoneBinding, which the granter does not.
      expect(await refusal(call('employee', 'create', { values: employee('helper1', helpers) }, 'granter'))).toEqual([400, 'groupBeyondCaller']);
      const helper = await create('employee', employee('helper1', helpers));
      expect(await refusal(rowAction('employee', 'resetPassword', [helper.id], { newPassword: OTHER_PASSWORD }, 'granter')))
        .toEqual([400, 'groupBeyondCaller']);
      const { password: _password, ...me } = employee('granter', granterGroup);
      expect(await refusal(call('employee', 'update', { id: granterId, values: { ...me, roleGroupId: String(helpers) } }, 'granter')))
        .toEqual([400, 'ownGroup']);
      // Editing himself without changing his group is fine; so is a group he holds.
      await ok(call('employee', 'update', { id: granterId, values: { ...me, phone: '13800000000' } }, 'granter'));
      await ok(rowAction('roleGroup', 'grants', [helpers], { menuIds: [await buttonOf('employee', 'add')] }));
      await create('employee', employee('helper2', helpers), 'granter');
    });

    it('changes the members only of permission groups whose lots he holds, and not his own', async () => {
      const [lotN, lotS] = (await db.query<{ id: number }>("INSERT INTO parking_lots (name) VALUES ('Lot N'), ('Lot S') RETURNING id")).map((r) => r.id);
      const mine = await create('permissionGroup', { name: 'Granter lots', nameEn: null, remark: null });
      const both = await create('permissionGroup', { name: 'Both lots', nameEn: null, remark: null });
      const north = await create('permissionGroup', { name: 'North lots', nameEn: null, remark: null });
      await ok(rowAction('permissionGroup', 'assignLots', [mine.id], { lotIds: [lotN] }));
      await ok(rowAction('permissionGroup', 'assignLots', [both.id], { lotIds: [lotN, lotS] }));
      await ok(rowAction('permissionGroup', 'assignLots', [north.id], { lotIds: [lotN] }));
      await ok(rowAction('permissionGroup', 'assignMembers', [mine.id], { userIds: [granterId] }));
      expect(await refusal(rowAction('permissionGroup', 'assignMembers', [both.id], { userIds: [granterId] }, 'granter'))).toEqual([400, 'lotsBeyondCaller']);
      expect(await refusal(rowAction('permissionGroup', 'assignMembers', [mine.id], { userIds: [] }, 'granter'))).toEqual([400, 'ownGroup']);
      expect(statusOf(await rowAction('permissionGroup', 'assignLots', [north.id], { lotIds: [lotN, lotS] }, 'granter'))).toBe(400);
      await ok(rowAction('permissionGroup', 'assignMembers', [north.id], { userIds: [granterId] }, 'granter'));
      expect((await db.query('SELECT 1 FROM permission_group_users WHERE group_id = $1', [both.id])).length).toBe(0);
    });

    it('leaves the menus to a super administrator', async () => {
      const [entry] = (await list('menuWeb', { index: PAGE.employee })).rows;
      const keys = ['title', 'titleEn', 'icon', 'kindDegree', 'pid', 'kindNo', 'menuType', 'status', 'isShow', 'defaultCreate', 'defaultRead', 'defaultUpdate', 'defaultDelete'];
      const values = { ...Object.fromEntries(keys.map((k) => [k, entry[k]])), index: '/Elsewhere' };
      expect(await refusal(call('menuWeb', 'update', { id: entry.id, values }, 'granter'))).toEqual([400, 'menuSuperOnly']);
      expect((await db.query<{ index_path: string }>('SELECT index_path FROM menu_entries WHERE id = $1', [entry.id]))[0].index_path).toBe(PAGE.employee);
    });
  });

  describe('phone bindings and posts', () => {
    it('binds a phone at the request\'s time and keeps phones and post names unique', async () => {
      const before = t.clock.now();
      const row = await create('staffPhone', { userId: String(adminId), phone: '13800001111', deviceId: 'pos-01' });
      expect(Date.parse(String(row.boundAt))).toBeGreaterThanOrEqual(before - 1000);
      expect(row.userName).toContain('admin');
      expect(refusedFields(await call('staffPhone', 'create', { values: { userId: String(adminId), phone: '13800001111', deviceId: 'pos-02' } })))
        .toEqual({ phone: 'unique' });
      expect(refusedFields(await call('staffPhone', 'create', { values: { userId: 999_999, phone: '13800002222', deviceId: 'pos-03' } })))
        .toEqual({ userId: 'option' });
      await create('post', { name: 'Cashier', remark: null, status: 1 });
      expect(refusedFields(await call('post', 'create', { values: { name: 'cashier', remark: null, status: 1 } }))).toEqual({ name: 'unique' });
    });
  });

  describe('logs', () => {
    it('lists and exports the audit trail with filters, and offers no writes', async () => {
      const page = await list('auditLog', { action: 'employee.create', actor: 'admin' });
      expect(page.total).toBeGreaterThan(0);
      expect(page.rows[0]).toMatchObject({ action: 'employee.create', actor: 'admin', page: PAGE.employee, result: 'ok' });
      expect(String(page.rows[0].target)).toMatch(/^employee #\d+$/);
      const refused = await list('auditLog', { result: 'refused' });
      expect(refused.rows.every((r) => r.result === 'refused')).toBe(true);
      const exported = await ok<{ rows: Row[] }>(call('auditLog', 'export', { startIndex: 1, endIndex: 1000, filters: {} }));
      expect(exported.rows.length).toBeGreaterThan(page.rows.length);
      for (const action of ['create', 'update', 'delete', 'import']) {
        expect(statusOf(await call('auditLog', action, { values: {} }))).toBe(404);
      }
    });

    it('lists the file operations recorded by the console', async () => {
      await db.query(
        `INSERT INTO file_operations (at, actor, page, action, file_name, rows, result, detail)
         VALUES (now(), 'admin', '/EmployeeInformation', 'export', 'employees.xlsx', 12, 'ok', '')`);
      const page = await list('fileOperation', { action: 'export' });
      expect(page.rows[0]).toMatchObject({ actor: 'admin', fileName: 'employees.xlsx', rows: 12, result: 'ok' });
    });
  });
});
