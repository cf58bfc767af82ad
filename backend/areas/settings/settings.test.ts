// The settings stores through the real HTTP backend (HandlersCatc/CatcCom '<entity>.<action>'):
// create, list, update and delete one row of each, as the administrator; the store rules (one
// default currency, one shift per staff member and day, dkey unique per type, HH:mm times,
// parameter edit permissions) and the dictionary edits reaching CatcDictionary.
import { sampleValues } from '../../../lib/screens/schema';
import { SETTINGS_SCREENS } from '../../../lib/areas/settings/screens';
import type { ScreenDecl } from '../../../lib/screens/types';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { PARAMETER_TEMPLATE_SEED } from '../../seed';
import { DEMO_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { refusedFields, screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

const DECL = Object.fromEntries(SETTINGS_SCREENS.map((s) => [s.entity, s])) as Record<string, ScreenDecl>;

describe.each(testDatabases())('settings stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  /** Rows the ref fields point at, made through the screens in beforeAll. */
  const refs: Record<string, number> = {};

  const { call, ok, create, update, remove, list } = screenCalls({ backend: () => t, tokens, screens: SETTINGS_SCREENS, pageSize: 50 });

  /** Form values of the nth sample row of an entity that its store accepts. */
  function valuesOf(entity: string, n: number): Record<string, unknown> {
    const base = sampleValues(DECL[entity], 'create', n);
    const own: Record<string, Record<string, unknown>> = {
      dictionary: { type: 500 + n, dkey: `sampleKey${n}` },
      commonPara: { code: `9${n}`, templateId: String(refs.template) },
      commonParaPermission: { parameterId: String(refs.parameter), roleGroupId: String(n === 1 ? refs.groupA : refs.groupB) },
      company: { taxNumber: `91110000${n}` },
      currency: { code: n === 1 ? 'JPY' : 'KRW', isDefault: false },
      schedulingPlan: { startTime: `0${n}:00`, endTime: `1${n}:30` },
      schedulingAssignment: { staffId: String(refs.admin), planId: String(refs.plan), workDate: `2026-12-0${n}` },
    };
    return { ...base, ...own[entity] };
  }

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    refs.admin = (await db.query<{ id: number }>("SELECT id FROM users WHERE login_name = 'admin'"))[0].id;
    for (const [key, name] of [['groupA', 'Cashiers A'], ['groupB', 'Cashiers B']] as const) {
      refs[key] = (await db.query<{ id: number }>('INSERT INTO role_groups (name, kind) VALUES ($1, 3) RETURNING id', [name]))[0].id;
    }
    refs.template = (await create('commonParaTemplate', { name: 'Billing', remark: null })).id;
    refs.parameter = (await create('commonPara', { code: '1001', name: 'Free minutes', value: '15', templateId: String(refs.template), remark: null, status: 1 })).id;
    refs.plan = (await create('schedulingPlan', { name: 'Day shift', startTime: '08:00', endTime: '17:00', remark: null, status: 1 })).id;
  });

  describe.each(SETTINGS_SCREENS.map((s) => [s.entity, s] as const))('%s', (entity, decl) => {
    it('creates, lists, filters, updates and deletes a row', async () => {
      const created = await create(entity, valuesOf(entity, 1));
      expect(created.id).toBeGreaterThan(0);
      const formFields = decl.fields.filter((f) => !f.readOnly && f.form !== 'none');
      for (const field of formFields.filter((f) => f.type !== 'select' || !f.ref)) {
        const sent = valuesOf(entity, 1)[field.name];
        expect([field.name, created[field.name]]).toEqual([field.name, field.name === 'code' && entity === 'currency' ? String(sent).toUpperCase() : sent]);
      }
      // A ref comes back as the id, with its label beside it.
      for (const field of formFields.filter((f) => f.ref)) expect([field.name, created[field.name]]).toEqual([field.name, Number(valuesOf(entity, 1)[field.name])]);
      for (const field of decl.fields.filter((f) => f.readOnly)) expect([field.name, typeof created[field.name]]).toEqual([field.name, 'string']);

      const all = await list(entity);
      expect(all.rows.map((r) => r.id)).toContain(created.id);
      const textFilter = decl.fields.find((f) => f.filter === 'text');
      if (textFilter) {
        const found = await list(entity, { [textFilter.name]: String(created[textFilter.name]) });
        expect(found.rows.map((r) => r.id)).toContain(created.id);
        expect((await list(entity, { [textFilter.name]: 'no-such-value-anywhere' })).total).toBe(0);
      }

      const changed = await update(entity, created.id, valuesOf(entity, 2));
      const second = valuesOf(entity, 2);
      for (const field of formFields.filter((f) => !f.ref)) {
        const expected = field.name === 'code' && entity === 'currency' ? String(second[field.name]).toUpperCase() : second[field.name];
        expect([field.name, changed[field.name]]).toEqual([field.name, expected]);
      }

      expect(await remove(entity, [created.id])).toEqual({ deleted: 1 });
      expect((await list(entity)).rows.map((r) => r.id)).not.toContain(created.id);
    });

    it('refuses a blank required field with its field', async () => {
      const required = decl.fields.find((f) => f.required && !f.readOnly)!;
      expect(refusedFields(await call(entity, 'create', { values: { ...valuesOf(entity, 3), [required.name]: '' } }))).toEqual({ [required.name]: 'blank' });
    });
  });

  describe('ref options', () => {
    it('lists templates, parameters, non-super role groups, enabled staff and enabled shifts', async () => {
      const options = (entity: string, field: string) => ok<{ value: number; label: string }[]>(call(entity, 'options', { field }));
      expect(await options('commonPara', 'templateId')).toEqual([{ value: refs.template, label: 'Billing' }, { value: expect.any(Number), label: PARAMETER_TEMPLATE_SEED }]);
      expect(await options('commonParaPermission', 'parameterId')).toEqual([{ value: refs.parameter, label: '1001 Free minutes' }]);
      const groups = await options('commonParaPermission', 'roleGroupId');
      expect(groups.map((g) => g.value)).toEqual(expect.arrayContaining([refs.groupA, refs.groupB]));
      expect(groups.map((g) => g.label)).not.toContain('超级管理员');
      expect(await options('schedulingAssignment', 'staffId')).toContainEqual({ value: refs.admin, label: 'admin (admin)' });
      expect(await options('schedulingAssignment', 'planId')).toEqual([{ value: refs.plan, label: 'Day shift 08:00-17:00' }]);
    });

    it('shows the label of a ref in the list, and refuses an unknown ref', async () => {
      const { rows } = await list('commonPara', { templateId: String(refs.template) });
      expect(rows.find((r) => r.id === refs.parameter)).toMatchObject({ templateId: refs.template, templateName: 'Billing' });
      expect(refusedFields(await call('commonPara', 'create', { values: { ...valuesOf('commonPara', 4), templateId: '999999' } }))).toEqual({ templateId: 'option' });
      expect(refusedFields(await call('commonPara', 'create', { values: { ...valuesOf('commonPara', 4), templateId: 'x' } }))).toEqual({ templateId: 'option' });
    });

    it('refuses to delete a template that has parameters', async () => {
      const result = await call('commonParaTemplate', 'delete', { ids: [refs.template] });
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'rowInUse']);
    });
  });

  describe('currency', () => {
    afterEach(async () => { await db.query('DELETE FROM currencies'); });

    it('keeps one default: saving a default clears the others', async () => {
      const cny = await create('currency', { code: 'cny', name: '人民币', symbol: '¥', position: 'front', decimals: 2, isDefault: true });
      expect(cny).toMatchObject({ code: 'CNY', isDefault: true });
      const usd = await create('currency', { code: 'USD', name: 'US dollar', symbol: '$', position: 'front', decimals: 2, isDefault: true });
      const defaults = async () => (await list('currency')).rows.filter((r) => r.isDefault).map((r) => r.code);
      expect(await defaults()).toEqual(['USD']);
      await update('currency', cny.id, { code: 'CNY', name: '人民币', symbol: '¥', position: 'front', decimals: 2, isDefault: true });
      expect(await defaults()).toEqual(['CNY']);
      // Saving the default again keeps it.
      await update('currency', cny.id, { code: 'CNY', name: 'Renminbi', symbol: '¥', position: 'front', decimals: 2, isDefault: true });
      expect(await defaults()).toEqual(['CNY']);
      await update('currency', usd.id, { code: 'USD', name: 'US dollar', symbol: '$', position: 'behind', decimals: 2, isDefault: false });
      expect(await defaults()).toEqual(['CNY']);
    });

    it('tells every signed-in user how amounts are shown: the default currency', async () => {
      const shown = () => ok(t.call('HandlersCatc/SystemStatus', {}, { token: tokens.admin, getList: 'Currency' }));
      expect(await shown()).toBeNull();
      await create('currency', { code: 'EUR', name: 'Euro', symbol: '€', position: 'behind', decimals: 2, isDefault: true });
      expect(await shown()).toEqual({ code: 'EUR', symbol: '€', position: 'behind', decimals: 2 });
    });

    it('takes three letters as the code, unique whatever the case', async () => {
      await create('currency', { code: 'EUR', name: 'Euro', symbol: '€', position: 'behind', decimals: 2, isDefault: false });
      const values = { name: 'x', symbol: 'x', position: 'front', decimals: 0, isDefault: false };
      expect(refusedFields(await call('currency', 'create', { values: { ...values, code: 'eur' } }))).toEqual({ code: 'unique' });
      expect(refusedFields(await call('currency', 'create', { values: { ...values, code: 'E1R' } }))).toEqual({ code: 'currencyCode' });
      expect(refusedFields(await call('currency', 'create', { values: { ...values, code: 'EU' } }))).toEqual({ code: 'currencyCode' });
      expect(refusedFields(await call('currency', 'create', { values: { ...values, code: 'ABC', decimals: 5 } }))).toEqual({ decimals: 'max' });
    });
  });

  describe('scheduling', () => {
    afterEach(async () => { await db.query('DELETE FROM scheduling_assignments'); });
    const assignment = (workDate: string, planId = refs.plan) => ({ staffId: String(refs.admin), planId: String(planId), workDate, remark: null });

    it('gives a staff member one shift a day', async () => {
      const night = (await create('schedulingPlan', { name: 'Night shift', startTime: '22:00', endTime: '6:00', remark: null, status: 1 }));
      expect(night).toMatchObject({ startTime: '22:00', endTime: '06:00' });
      const first = await create('schedulingAssignment', assignment('2026-11-22'));
      expect(first).toMatchObject({ workDate: '2026-11-22', staffName: 'admin (admin)', planName: 'Day shift 08:00-17:00' });
      expect(refusedFields(await call('schedulingAssignment', 'create', { values: assignment('2026-11-22', night.id) }))).toEqual({ workDate: 'unique' });
      const second = await create('schedulingAssignment', assignment('2026-11-23', night.id));
      // Updating a row onto a taken day is refused; keeping its own day is not.
      expect(refusedFields(await call('schedulingAssignment', 'update', { id: second.id, values: assignment('2026-11-22', night.id) }))).toEqual({ workDate: 'unique' });
      expect(await update('schedulingAssignment', second.id, { ...assignment('2026-11-23', night.id), remark: 'swapped' })).toMatchObject({ remark: 'swapped' });
      // Another staff member may work the same day.
      const other = (await db.query<{ id: number }>(
        "INSERT INTO users (login_name, display_name, password_hash) VALUES ('clerk', 'Clerk', 'x') RETURNING id"))[0].id;
      await create('schedulingAssignment', { ...assignment('2026-11-22'), staffId: String(other) });
      const day = await list('schedulingAssignment', { workDate: { from: '2026-11-22', to: '2026-11-22' } });
      expect(day.rows.map((r) => r.staffName).sort()).toEqual(['Clerk (clerk)', 'admin (admin)']);
      expect((await list('schedulingAssignment', { staffId: String(refs.admin) })).total).toBe(2);
    });

    it('offers only enabled shifts and checks HH:mm', async () => {
      const off = await create('schedulingPlan', { name: 'Retired shift', startTime: '09:00', endTime: '18:00', remark: null, status: 0 });
      expect(refusedFields(await call('schedulingAssignment', 'create', { values: assignment('2026-11-24', off.id) }))).toEqual({ planId: 'option' });
      const bad = { name: 'Bad', remark: null, status: 1 };
      expect(refusedFields(await call('schedulingPlan', 'create', { values: { ...bad, startTime: '24:00', endTime: '08:00' } }))).toEqual({ startTime: 'time' });
      expect(refusedFields(await call('schedulingPlan', 'create', { values: { ...bad, startTime: '08:00', endTime: '8h30' } }))).toEqual({ endTime: 'time' });
      expect(refusedFields(await call('schedulingPlan', 'create', { values: { ...bad, startTime: '08:00', endTime: '08:300' } }))).toEqual({ endTime: 'textLength' });
    });

    it('refuses to delete a shift that is on the roster', async () => {
      await create('schedulingAssignment', assignment('2026-11-25'));
      const result = await call('schedulingPlan', 'delete', { ids: [refs.plan] });
      expect([statusOf(result), codeOf(result)]).toEqual([400, 'rowInUse']);
    });
  });

  describe('dictionary', () => {
    const dictionary = (type: number, dkey: string) =>
      t.call<{ dkey: string; dvalue: string }[]>('HandlersCatc/CatcDictionary', { type, startIndex: 1, endIndex: 10, dkey });

    it('serves an edited type 99 row to the console at once', async () => {
      const [row] = (await list('dictionary', { type: '99', dkey: 'projectName' })).rows;
      expect(row).toMatchObject({ type: 99, dkey: 'projectName' });
      await update('dictionary', row.id, { type: 99, dkey: 'projectName', dvalue: '智慧停车平台' });
      const read = await dictionary(99, 'projectName');
      expect(read.ok && read.data).toEqual([{ dkey: 'projectName', dvalue: '智慧停车平台', type: 99 }]);
      // A blank value is stored as '' (biUrl '' means no BI address).
      const [bi] = (await list('dictionary', { type: '99', dkey: 'biUrl' })).rows;
      expect(await update('dictionary', bi.id, { type: 99, dkey: 'biUrl', dvalue: '' })).toMatchObject({ dvalue: '' });
    });

    it('keeps dkey unique per type, not across types', async () => {
      expect(refusedFields(await call('dictionary', 'create', { values: { type: 99, dkey: 'projectName', dvalue: 'x' } }))).toEqual({ dkey: 'unique' });
      const other = await create('dictionary', { type: 98, dkey: 'projectName', dvalue: 'x' });
      expect(other).toMatchObject({ type: 98, dkey: 'projectName' });
    });
  });

  describe('parameter permissions', () => {
    it('lets a role group change a parameter only where it may edit it', async () => {
      const [page] = await db.query<{ id: number }>("SELECT id FROM menu_entries WHERE menu_type = 2 AND index_path = '/CommonParaInfo'");
      const [edit] = await db.query<{ id: number }>("SELECT id FROM menu_entries WHERE menu_type = 3 AND pid = $1 AND index_path = 'edit'", [page?.id]);
      expect([page, edit].every(Boolean)).toBe(true);
      for (const entry of [page.id, edit.id]) await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) VALUES ($1, $2)', [refs.groupA, entry]);
      await db.query("INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('editor', 'Editor', $1, $2)",
        [await hashPassword(DEMO_PASSWORD), refs.groupA]);
      tokens.editor = await t.signIn('editor', DEMO_PASSWORD);
      const values = { code: '1001', name: 'Free minutes', value: '20', templateId: String(refs.template), remark: null, status: 1 };
      const attempt = () => call('commonPara', 'update', { id: refs.parameter, values }, 'editor');

      expect(statusOf(await attempt())).toBe(403);
      const permission = await create('commonParaPermission', { parameterId: String(refs.parameter), roleGroupId: String(refs.groupA), canEdit: false });
      expect(permission).toMatchObject({ parameterName: '1001 Free minutes', roleGroupName: 'Cashiers A', canEdit: false });
      expect(statusOf(await attempt())).toBe(403);
      expect(refusedFields(await call('commonParaPermission', 'create', { values: { parameterId: String(refs.parameter), roleGroupId: String(refs.groupA), canEdit: true } })))
        .toEqual({ roleGroupId: 'unique' });
      await update('commonParaPermission', permission.id, { parameterId: String(refs.parameter), roleGroupId: String(refs.groupA), canEdit: true });
      const changed = await ok<{ row: Row }>(attempt());
      expect(changed.row).toMatchObject({ value: '20' });
      expect((await list('commonParaPermission', { canEdit: 'true' })).rows.map((r) => r.id)).toEqual([permission.id]);
    });

    it('offers no super group and refuses one', async () => {
      const [superGroup] = await db.query<{ id: number }>('SELECT id FROM role_groups WHERE is_super');
      const values = { parameterId: String(refs.parameter), roleGroupId: String(superGroup.id), canEdit: true };
      expect(refusedFields(await call('commonParaPermission', 'create', { values }))).toEqual({ roleGroupId: 'option' });
    });
  });

  it('imports rows all or nothing through the store rules', async () => {
    const good = { reason: 'Ambulance', remark: null, status: 1 };
    expect(await ok(call('openingReason', 'import', { rows: [good, { ...good, reason: 'Fire engine' }], fileName: 'reasons.csv' }))).toEqual({ imported: 2 });
    const failed = await call('schedulingPlan', 'import', { rows: [
      { name: 'Early', startTime: '06:00', endTime: '14:00', status: 1 },
      { name: 'Late', startTime: '14:00', endTime: '25:00', status: 1 },
    ] });
    expect([statusOf(failed), codeOf(failed)]).toEqual([400, 'importFailed']);
    expect((failed.data as { rowErrors: unknown[] }).rowErrors).toEqual([{ row: 2, field: 'endTime', messageKey: 'time' }]);
    expect((await list('schedulingPlan', { name: 'Early' })).total).toBe(0);
  });
});
