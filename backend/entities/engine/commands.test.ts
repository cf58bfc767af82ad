// The engine made for money, over HTTP with a test-only declaration (`voucher`, a table this test
// creates): row actions that follow the row's state and need a second person to approve, an
// idempotent money-moving action carried out once per key by a domain service that audits every
// row it changes, rows by id, and a row's detail with its related records and history.
import { z } from 'zod';
import type { ScreenDecl } from '../../../lib/screens/types';
import type { Language } from '../../../lib/spec-constants';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { defineService } from '../../kernel/service';
import { ADMIN_PASSWORD, DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { screenCalls } from '../../test/screen-calls';
import { rowService } from '../row-service';
import type { EntityStore } from '../types';

jest.setTimeout(30_000);

const PAGE = '/TestVouchers';
const STATES = ['pending', 'approved', 'paid'] as const;

const VOUCHER: ScreenDecl = {
  path: PAGE, directory: 'settings', menuId: 9101, entity: 'voucher',
  fields: [
    { name: 'name', type: 'text', required: true, filter: 'text' },
    { name: 'amount', type: 'money', required: true },
    { name: 'state', type: 'select', options: STATES, readOnly: true },
    { name: 'requestedBy', type: 'text', readOnly: true },
    { name: 'paid', type: 'money', readOnly: true },
  ],
  buttons: { create: 'add' },
  rowActions: [
    { name: 'approve', button: 'approve', when: { field: 'state', from: ['pending'], refusal: 'rowInUse' }, approval: { requesterField: 'requestedBy' } },
    { name: 'pay', button: 'pay', when: { field: 'state', from: ['approved'], refusal: 'deleteRefused' }, idempotent: true },
  ],
  detail: { sections: [{ name: 'payments', fields: [{ name: 'amount', type: 'money' }, { name: 'by', type: 'text' }] }], audit: true },
};

const pay = defineService({
  name: 'voucher.pay',
  idempotent: true,
  input: z.object({ voucherId: z.number().int() }),
  async run(work, { voucherId }) {
    const [voucher] = await work.query<{ amount: number }>('SELECT amount FROM voucher WHERE id = $1', [voucherId]);
    const payment = await work.insert('voucherPayment', 'voucher_payment', { voucher_id: voucherId, amount: voucher.amount, by_name: work.actor.name });
    await work.update('voucher', 'voucher', voucherId, { state: 'paid', paid: voucher.amount });
    return { paymentId: payment.id };
  },
});

const VOUCHER_STORE: EntityStore = {
  entity: 'voucher',
  table: 'voucher',
  async beforeWrite(_tx, values, mode, context) {
    return mode === 'create' ? { ...values, requestedBy: context.caller!.loginName } : values;
  },
  related: { payments: 'SELECT id, amount, by_name AS "by" FROM voucher_payment WHERE voucher_id = $1 ORDER BY id' },
  rowActions: {
    async approve(tx, ids) {
      await tx.query("UPDATE voucher SET state = 'approved' WHERE id = ANY($1::int[])", [ids]);
    },
    pay: rowService({ service: pay, inputOf: ({ id }) => ({ voucherId: id }) }),
  },
};

describe.each(testDatabases())('commands with row state on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};

  const { call: screenCall, ok, create } = screenCalls({ backend: () => t, tokens, screens: [VOUCHER], pageSize: 50 });
  /** Every call here is on the voucher: the user comes first. */
  const call = (user: string, action: string, datas: Record<string, unknown> = {}, language?: Language) => screenCall('voucher', action, datas, user, language);
  const voucher = async (name: string, user = 'clerk') => (await create('voucher', { name, amount: 1250 }, user)).id;
  const stateOf = async (id: number) => (await db.query<{ state: string; paid: number }>('SELECT state, paid FROM voucher WHERE id = $1', [id]))[0];

  useTestBackend(database, {
    tokens, backend: { registry: { screens: [VOUCHER], stores: [VOUCHER_STORE] } }, users: [], timeoutMs: 60_000,
  }, async (env) => {
    ({ db, t } = env);
    await db.exec(`
      CREATE TABLE voucher (id serial PRIMARY KEY, name text NOT NULL, amount bigint NOT NULL, state text NOT NULL DEFAULT 'pending',
        requested_by text NOT NULL, paid bigint NOT NULL DEFAULT 0);
      CREATE TABLE voucher_payment (id serial PRIMARY KEY, voucher_id integer NOT NULL REFERENCES voucher (id), amount bigint NOT NULL, by_name text NOT NULL)`);
    // Two clerks with every button of the page (the demo's operators role, given this page).
    const [role] = await db.query<{ id: number }>("SELECT id FROM role_groups WHERE code = 'operators'");
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id = 9101 OR pid = 9101 OR id = 4', [role.id]);
    for (const login of ['clerk', 'checker']) {
      await db.query('INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ($1, $1, $2, $3)', [login, await hashPassword(DEMO_PASSWORD), role.id]);
      tokens[login] = await t.signIn(login, DEMO_PASSWORD);
    }
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
  });

  it('needs a second person to approve, and refuses what the state does not allow, with its message', async () => {
    const id = await voucher('Refund 1');
    const own = await call('clerk', 'approve', { ids: [id] });
    expect([statusOf(own), codeOf(own), msgOf(own)]).toEqual([400, 'approverIsRequester', 'An approval needs a second person: you cannot approve what you requested yourself.']);
    const zh = await call('clerk', 'approve', { ids: [id] }, 'zh-CN');
    expect(msgOf(zh)).toBe('审批需由另一人完成：不能审批自己提交的申请。');
    // Paying before approval: the state refuses it, with the ids it refuses.
    const early = await call('checker', 'pay', { ids: [id], idempotencyKey: 'key-early-0001' });
    expect([statusOf(early), codeOf(early), (early.data as { ids: number[] }).ids]).toEqual([400, 'deleteRefused', [id]]);
    expect(await stateOf(id)).toEqual({ state: 'pending', paid: 0 });
    await ok(call('checker', 'approve', { ids: [id] }));
    expect(await stateOf(id)).toEqual({ state: 'approved', paid: 0 });
    const twice = await call('admin', 'approve', { ids: [id] });
    expect(codeOf(twice)).toBe('rowInUse');
  });

  it('carries an idempotency key out once: a retried payment books once and answers the same', async () => {
    const id = await voucher('Refund 2');
    await ok(call('checker', 'approve', { ids: [id] }));
    expect(statusOf(await call('checker', 'pay', { ids: [id] }))).toBe(400); // no key
    const first = await ok(call('checker', 'pay', { ids: [id], idempotencyKey: 'key-pay-0002' }));
    const again = await ok(call('checker', 'pay', { ids: [id], idempotencyKey: 'key-pay-0002' }));
    expect(again).toEqual(first);
    expect(await db.query('SELECT amount FROM voucher_payment WHERE voucher_id = $1', [id])).toEqual([{ amount: 1250 }]);
    expect(await stateOf(id)).toEqual({ state: 'paid', paid: 1250 });
    // The same key for another request is refused, not carried out.
    const other = await voucher('Refund 3');
    await ok(call('checker', 'approve', { ids: [other] }));
    const reused = await call('checker', 'pay', { ids: [other], idempotencyKey: 'key-pay-0002' });
    expect(codeOf(reused)).toBe('idempotencyKeyReused');
    expect(await stateOf(other)).toEqual({ state: 'approved', paid: 0 });
  });

  it('books once when the same key arrives twice at the same time', async () => {
    const id = await voucher('Refund 4');
    await ok(call('checker', 'approve', { ids: [id] }));
    const answers = await Promise.all([1, 2].map(() => call('checker', 'pay', { ids: [id], idempotencyKey: 'key-pay-race-4' })));
    expect(answers.map((a) => a.ok)).toEqual([true, true]);
    expect(answers[0].data).toEqual(answers[1].data);
    expect(await db.query('SELECT 1 FROM voucher_payment WHERE voucher_id = $1', [id])).toHaveLength(1);
  });

  it('audits every row the service changed, with before and after, the actor and the key', async () => {
    const id = await voucher('Refund 5');
    await ok(call('checker', 'approve', { ids: [id] }));
    await ok(call('checker', 'pay', { ids: [id], idempotencyKey: 'key-pay-audit-5' }));
    const rows = await db.query<{ action: string; entity: string; actor: string; page: string; before: Record<string, unknown> | null; after: Record<string, unknown>; detail: Record<string, unknown> }>(
      "SELECT action, entity, actor, page, before, after, detail FROM audit_log WHERE action = 'voucher.pay' AND entity IN ('voucher', 'voucherPayment') AND (entity_id = $1 OR after->>'voucher_id' = $2) ORDER BY id",
      [id, String(id)]);
    // The selected row once: the service changed it, so its entry is the command's.
    expect(rows.map((r) => [r.entity, r.actor, r.page, r.before?.state ?? null, r.after.state ?? r.after.amount])).toEqual([
      ['voucherPayment', 'checker', PAGE, null, 1250],
      ['voucher', 'checker', PAGE, 'approved', 'paid'],
    ]);
    expect(rows[0].detail).toEqual({ idempotencyKey: 'key-pay-audit-5' });
  });

  it('claims one idempotency key and writes one audit entry per row of a two-row press; a retry changes nothing', async () => {
    const ids = [await voucher('Refund 7'), await voucher('Refund 8')];
    await ok(call('checker', 'approve', { ids }));
    const counts = async () => (await db.query<{ keys: number; entries: number; payments: number }>(
      `SELECT (SELECT count(*)::int FROM idempotency_keys WHERE key LIKE 'key-two-rows-7%') AS keys,
        (SELECT count(*)::int FROM audit_log WHERE action = 'voucher.pay' AND entity = 'voucher' AND entity_id = ANY($1::int[])) AS entries,
        (SELECT count(*)::int FROM voucher_payment WHERE voucher_id = ANY($1::int[])) AS payments`, [ids]))[0];
    const first = await ok(call('checker', 'pay', { ids, idempotencyKey: 'key-two-rows-7' }));
    expect(await counts()).toEqual({ keys: 2, entries: 2, payments: 2 });
    expect(await db.query('SELECT key FROM idempotency_keys WHERE key LIKE $1 ORDER BY key', ['key-two-rows-7%']))
      .toEqual(ids.map((id) => ({ key: `key-two-rows-7-${id}` })));
    const again = await ok(call('checker', 'pay', { ids, idempotencyKey: 'key-two-rows-7' }));
    expect(again).toEqual(first);
    expect(await counts()).toEqual({ keys: 2, entries: 2, payments: 2 });
  });

  it('reads rows by id within reach, and a row\'s detail with its related records and history', async () => {
    const id = await voucher('Refund 6');
    await ok(call('checker', 'approve', { ids: [id] }));
    await ok(call('checker', 'pay', { ids: [id], idempotencyKey: 'key-pay-detail-6' }));
    const { rows } = await ok<{ rows: { id: number; state: string }[] }>(call('clerk', 'rows', { ids: [id, 999_999] }));
    expect(rows).toEqual([expect.objectContaining({ id, state: 'paid', requestedBy: 'clerk', amount: 1250 })]);
    const detail = await ok<{ row: { name: string }; sections: { payments: unknown[] }; audit: { action: string; actor: string }[] }>(call('clerk', 'detail', { id }));
    expect(detail.row.name).toBe('Refund 6');
    expect(detail.sections.payments).toEqual([expect.objectContaining({ amount: 1250, by: 'checker' })]);
    // Newest first: the payment (the service's change of the row), the approval, the creation.
    expect(detail.audit.map((a) => [a.action, a.actor])).toEqual([
      ['voucher.pay', 'checker'], ['voucher.approve', 'checker'], ['voucher.create', 'clerk'],
    ]);
    expect(codeOf(await call('clerk', 'detail', { id: 999_999 }))).toBe('rowNotFound');
  });
});
