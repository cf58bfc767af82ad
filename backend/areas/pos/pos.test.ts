// The POS stores through the real HTTP backend (HandlersCatc/CatcCom '<entity>.<action>'):
// terminals (IMEI check digit, digits-only firmware), POS users (password policy, never read
// back, reset), the lots they may work, terminal assignments (in service, one holder at a time,
// allowed lots, taking back), video piles (IP, covered berths), and the data scope of a user in a
// permission group.
import { POS_SCREENS } from '../../../lib/areas/pos/screens';
import { imeiOf } from '../../../lib/validation/formats';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

const PASSWORD = 'Collector#2026x';

describe.each(testDatabases())('POS stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};
  let imeiSeq = 0;

  const { call, ok, create, update, remove, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: POS_SCREENS, pageSize: 50 });

  const terminal = (serial: string, lotId: number, extra: Record<string, unknown> = {}) => {
    imeiSeq += 1;
    return { serial, model: 'PAX A920', imei: imeiOf(`8612345678${String(imeiSeq).padStart(4, '0')}`), firmware: '20261101', lotId, status: 1, remark: null, ...extra };
  };
  const posUser = (loginName: string, lotId: number, extra: Record<string, unknown> = {}) =>
    ({ loginName, name: `Collector ${loginName}`, phone: '13800001111', lotId, status: 1, password: PASSWORD, ...extra });

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    for (const name of ['North lot', 'South lot']) {
      lots[name] = (await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 2) RETURNING id', [name]))[0].id;
    }
  });

  it('keeps terminals with a checked IMEI and a digits-only firmware version', async () => {
    const row = await create('posTerminal', terminal('T-1001', lots['North lot']));
    expect(row).toMatchObject({ serial: 'T-1001', lotName: 'North lot', status: 1, firmware: '20261101' });
    const badImei = await call('posTerminal', 'create', { values: terminal('T-1002', lots['North lot'], { imei: '490154203237517' }) });
    expect([statusOf(badImei), fieldsOf(badImei)]).toEqual([400, { imei: 'imei' }]);
    const badFirmware = await call('posTerminal', 'create', { values: terminal('T-1002', lots['North lot'], { firmware: 'v1.2' }) });
    expect(fieldsOf(badFirmware)).toEqual({ firmware: 'digits' });
    const clash = await call('posTerminal', 'create', { values: terminal('t-1001', lots['North lot']) });
    expect(fieldsOf(clash)).toEqual({ serial: 'unique' });
    expect(await update('posTerminal', row.id, { ...terminal('T-1001', lots['South lot']), imei: row.imei, status: 3 })).toMatchObject({ lotName: 'South lot', status: 3 });
    expect((await list('posTerminal', { serial: '1001' })).rows.map((r) => r.id)).toEqual([row.id]);
    expect(await remove('posTerminal', [row.id])).toEqual({ deleted: 1 });
  });

  it('keeps POS users with a password under the policy, never read back, and resets it', async () => {
    const user = await create('posUser', posUser('zhang', lots['North lot']));
    expect(user).toMatchObject({ loginName: 'zhang', lotName: 'North lot', status: 1, extraLotCount: 0 });
    expect(user).not.toHaveProperty('password');
    expect(typeof user.passwordChangedAt).toBe('string');
    const [stored] = await db.query<{ password_hash: string }>('SELECT password_hash FROM pos_users WHERE id = $1', [user.id]);
    expect(await verifyPassword(PASSWORD, stored.password_hash)).toBe(true);

    const weak = await call('posUser', 'create', { values: posUser('li', lots['North lot'], { password: 'short1!' }) });
    expect(fieldsOf(weak)).toEqual({ password: 'passwordFormat' });
    expect(fieldsOf(await call('posUser', 'create', { values: posUser('ZHANG', lots['North lot']) }))).toEqual({ loginName: 'unique' });
    // The password is not part of an update.
    expect(fieldsOf(await call('posUser', 'update', { id: user.id, values: posUser('zhang', lots['North lot']) }))).toEqual({ password: 'unrecognized' });
    const { password: _, ...withoutPassword } = posUser('zhang', lots['South lot']);
    expect(await update('posUser', user.id, withoutPassword)).toMatchObject({ lotName: 'South lot' });

    const refused = await call('posUser', 'resetPassword', { ids: [user.id], values: { newPassword: 'weakpass' } });
    expect(fieldsOf(refused)).toEqual({ newPassword: 'passwordFormat' });
    await ok(call('posUser', 'resetPassword', { ids: [user.id], values: { newPassword: 'Another#Pass2026' } }));
    const [reset] = await db.query<{ password_hash: string }>('SELECT password_hash FROM pos_users WHERE id = $1', [user.id]);
    expect(await verifyPassword('Another#Pass2026', reset.password_hash)).toBe(true);
    // The audit trail never holds the password.
    const [entry] = await db.query<{ detail: unknown; after: unknown }>(
      "SELECT detail, after FROM audit_log WHERE action = 'posUser.resetPassword' ORDER BY id DESC LIMIT 1");
    expect(JSON.stringify(entry)).not.toContain('Another#Pass2026');
    expect(await remove('posUser', [user.id])).toEqual({ deleted: 1 });
  });

  it('lists the lots and streets a POS user may work, each once, streets within their lot', async () => {
    const user = await create('posUser', posUser('wang', lots['North lot']));
    const [street] = await db.query<{ id: number }>("INSERT INTO streets (lot_id, name) VALUES ($1, 'Pier Road') RETURNING id", [lots['South lot']]);
    await db.query("INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, 'S01'), ($1, $2, 'S02'), ($1, NULL, 'S99')", [lots['South lot'], street.id]);
    const whole = await create('posUserLot', { posUserId: user.id, lotId: lots['South lot'], streetId: null, status: 1 });
    expect(whole).toMatchObject({ posUserName: 'Collector wang (wang)', lotName: 'South lot', berthCount: 3 });
    const part = await create('posUserLot', { posUserId: String(user.id), lotId: lots['South lot'], streetId: String(street.id), status: 1 });
    expect(part).toMatchObject({ streetName: 'Pier Road', berthCount: 2 });
    expect(fieldsOf(await call('posUserLot', 'create', { values: { posUserId: user.id, lotId: lots['South lot'], streetId: null, status: 1 } })))
      .toEqual({ lotId: 'unique' });
    expect(fieldsOf(await call('posUserLot', 'create', { values: { posUserId: user.id, lotId: lots['South lot'], streetId: street.id, status: 0 } })))
      .toEqual({ streetId: 'unique' });
    const elsewhere = await call('posUserLot', 'create', { values: { posUserId: user.id, lotId: lots['North lot'], streetId: street.id, status: 1 } });
    expect([codeOf(elsewhere), msgOf(elsewhere)]).toEqual(['streetNotInLot', 'The street does not belong to the chosen lot.']);
    expect((await list('posUser', { loginName: 'wang' })).rows[0]).toMatchObject({ extraLotCount: 2 });
    expect(await ok(call('posUserLot', 'options', { field: 'streetId' }))).toEqual([{ value: street.id, label: 'South lot / Pier Road' }]);
    await remove('posUserLot', [whole.id, part.id]);
    await remove('posUser', [user.id]);
    await db.query('DELETE FROM berths');
    await db.query('DELETE FROM streets');
  });

  it('hands a terminal to one collector at a time, in a lot they may work, until it is taken back', async () => {
    const north = lots['North lot'];
    const south = lots['South lot'];
    const t1 = await create('posTerminal', terminal('T-2001', north));
    const t2 = await create('posTerminal', terminal('T-2002', north));
    const spare = await create('posTerminal', terminal('T-2003', north, { status: 2 }));
    const chen = await create('posUser', posUser('chen', north));
    const zhao = await create('posUser', posUser('zhao', north));

    const a1 = await create('posAssignment', { terminalId: t1.id, posUserId: chen.id, lotId: north, remark: 'morning shift' });
    expect(a1).toMatchObject({ terminalSerial: 'T-2001', posUserName: 'Collector chen (chen)', lotName: 'North lot', status: 1, returnedAt: null });
    expect(typeof a1.assignedAt).toBe('string');
    expect((await list('posTerminal', { serial: 'T-2001' })).rows[0]).toMatchObject({ holderName: 'Collector chen' });
    expect((await list('posUser', { loginName: 'chen' })).rows[0]).toMatchObject({ terminalSerial: 'T-2001' });

    // Refusals, each with its message.
    const held = await call('posAssignment', 'create', { values: { terminalId: t1.id, posUserId: zhao.id, lotId: north, remark: null } });
    expect([codeOf(held), msgOf(held)]).toEqual(['posTerminalAssigned', 'Terminal T-2001 is already held by Collector chen; take it back first.']);
    const inStock = await call('posAssignment', 'create', { values: { terminalId: spare.id, posUserId: zhao.id, lotId: north, remark: null } });
    expect(codeOf(inStock)).toBe('posTerminalNotInService');
    const elsewhere = await call('posAssignment', 'create', { values: { terminalId: t2.id, posUserId: zhao.id, lotId: south, remark: null } });
    expect([codeOf(elsewhere), msgOf(elsewhere)])
      .toEqual(['posLotNotAllowed', 'Collector zhao may not work in this lot: it is neither their own lot nor one of their POS lots.']);
    // In Chinese too.
    const zh = await call('posAssignment', 'create', { values: { terminalId: t2.id, posUserId: zhao.id, lotId: south, remark: null } }, 'admin', 'zh-CN');
    expect(msgOf(zh)).toBe('Collector zhao不能在该停车场工作：既不是其所属停车场，也不在其 POS 停车场列表中。');
    // Once the lot is one of theirs, the assignment goes through.
    await create('posUserLot', { posUserId: zhao.id, lotId: south, streetId: null, status: 1 });
    const a2 = await create('posAssignment', { terminalId: t2.id, posUserId: zhao.id, lotId: south, remark: null });
    expect(a2).toMatchObject({ lotName: 'South lot' });

    // What a held terminal and its holder keep.
    const retire = await call('posTerminal', 'update', { id: t1.id, values: { ...terminal('T-2001', north), imei: t1.imei, status: 4 } });
    expect([codeOf(retire), msgOf(retire)]).toEqual(['posTerminalHeld', 'The terminal is still held by Collector chen; take it back in POS management before changing its status.']);
    const { password: _, ...chenValues } = posUser('chen', north, { status: 0 });
    expect(codeOf(await call('posUser', 'update', { id: chen.id, values: chenValues }))).toBe('posUserHoldsTerminal');
    await db.query('UPDATE pos_users SET status = 0 WHERE id = $1', [zhao.id]);
    await ok(call('posAssignment', 'takeBack', { ids: [a2.id] }));
    expect(codeOf(await call('posAssignment', 'create', { values: { terminalId: t2.id, posUserId: zhao.id, lotId: north, remark: null } })))
      .toBe('posUserDisabled');

    // Taking back frees the terminal; the returned assignment is history.
    const back = await ok<{ affected: number; result: { returned: number } }>(call('posAssignment', 'takeBack', { ids: [a1.id, a2.id] }));
    expect(back).toEqual({ affected: 2, result: { returned: 1 } });
    expect((await list('posAssignment', { status: 0 })).total).toBe(2);
    expect(codeOf(await call('posAssignment', 'update', { id: a1.id, values: { terminalId: t1.id, posUserId: chen.id, lotId: north, remark: 'x' } })))
      .toBe('posAssignmentReturned');
    const again = await create('posAssignment', { terminalId: t1.id, posUserId: chen.id, lotId: north, remark: 'evening shift' });
    expect(again.status).toBe(1);

    // Options offer terminals in service and enabled collectors.
    const terminals = await ok<{ label: string }[]>(call('posAssignment', 'options', { field: 'terminalId' }));
    expect(terminals.map((o) => o.label)).toEqual(['T-2001', 'T-2002']);
    const users = await ok<{ label: string }[]>(call('posAssignment', 'options', { field: 'posUserId' }));
    expect(users.map((o) => o.label)).toEqual(['Collector chen (chen)']);

    // History keeps terminals and users.
    expect(codeOf(await call('posTerminal', 'delete', { ids: [t2.id] }))).toBe('posTerminalHasAssignments');
    expect(codeOf(await call('posUser', 'delete', { ids: [zhao.id] }))).toBe('posUserHasAssignments');
    await ok(call('posAssignment', 'takeBack', { ids: [again.id] }));
  });

  it('keeps video piles with a checked IP address and the berths they cover', async () => {
    const north = lots['North lot'];
    const [east, west] = await db.query<{ id: number }>(
      "INSERT INTO streets (lot_id, name) VALUES ($1, 'East Road'), ($1, 'West Road') RETURNING id", [north]);
    await db.query(
      `INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, 'E01'), ($1, $2, 'E02'), ($1, $2, 'E03'), ($1, $3, 'W01')`,
      [north, east.id, west.id]);
    const pile = (serial: string, extra: Record<string, unknown> = {}) =>
      ({ serial, model: 'VP-3', lotId: north, streetId: east.id, ip: '10.1.2.3', firmware: '301', status: 1, remark: null, ...extra });

    expect(fieldsOf(await call('videoPile', 'create', { values: pile('VP-1', { ip: '10.1.2' }) }))).toEqual({ ip: 'ip' });
    const p1 = await create('videoPile', pile('VP-1'));
    expect(p1).toMatchObject({ streetName: 'East Road', ip: '10.1.2.3', berthCount: 0, berthNumbers: null });
    const p2 = await create('videoPile', pile('VP-2', { ip: 'FE80::1' }));
    expect(p2.ip).toBe('fe80::1');

    const setBerths = (id: number, berthNumbers: string | null) => rowAction('videoPile', 'setBerths', [id], { berthNumbers });
    await ok(setBerths(p1.id, 'E01，E02 E02'));
    expect((await list('videoPile', { serial: 'VP-1' })).rows[0]).toMatchObject({ berthNumbers: 'E01, E02', berthCount: 2 });
    expect((await list('videoPile', { berthNumbers: 'E02' })).rows.map((r) => r.serial)).toEqual(['VP-1']);

    const unknown = await setBerths(p2.id, 'E03, W01, X9');
    expect([codeOf(unknown), msgOf(unknown)]).toEqual(['videoPileBerthsUnknown', "No such berths in the video pile's lot or street: W01, X9."]);
    const taken = await setBerths(p2.id, 'E02 E03');
    expect([codeOf(taken), msgOf(taken)]).toEqual(['videoPileBerthsTaken', 'Berths already covered by another video pile: E02.']);
    const many = await setBerths(p2.id, Array.from({ length: 9 }, (_, i) => `N${i}`).join(','));
    expect(msgOf(many)).toBe('A video pile covers at most 8 berths.');
    await ok(setBerths(p2.id, 'E03'));

    // Moving a pile to another street keeps its berths only if they lie there.
    const moved = await call('videoPile', 'update', { id: p1.id, values: pile('VP-1', { streetId: west.id }) });
    expect([codeOf(moved), msgOf(moved)])
      .toEqual(['videoPileBerthsOutside', 'The video pile covers berths outside the new lot or street (E01, E02); change its berths first.']);
    await ok(setBerths(p1.id, null));
    expect(await update('videoPile', p1.id, pile('VP-1', { streetId: west.id }))).toMatchObject({ streetName: 'West Road', berthCount: 0 });
    const otherLot = await call('videoPile', 'update', { id: p1.id, values: pile('VP-1', { lotId: lots['South lot'], streetId: west.id }) });
    expect(codeOf(otherLot)).toBe('streetNotInLot');

    await remove('videoPile', [p1.id, p2.id]);
    expect((await db.query('SELECT 1 FROM video_pile_berths')).length).toBe(0);
  });

  it('shows a user in a permission group only the POS rows of their lots', async () => {
    const north = lots['North lot'];
    const south = lots['South lot'];
    await addLotScopedUser(db, { login: 'northpos', name: 'North POS', directories: [8], pages: POS_SCREENS.map((s) => s.menuId), lots: [north] });
    tokens.north = await t.signIn('northpos', DEMO_PASSWORD);

    const nt = await create('posTerminal', terminal('T-N1', north));
    const st = await create('posTerminal', terminal('T-S1', south));
    const nu = await create('posUser', posUser('npos', north));
    const su = await create('posUser', posUser('spos', south));
    const sa = await create('posAssignment', { terminalId: st.id, posUserId: su.id, lotId: south, remark: null });

    // The administrator sees both lots; the user only the North lot's rows.
    const lotsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.lotName))].sort();
    expect(lotsOf((await list('posTerminal')).rows)).toEqual(['North lot', 'South lot']);
    expect(lotsOf((await list('posTerminal', {}, 'north')).rows)).toEqual(['North lot']);
    expect((await list('posTerminal', { serial: 'T-' }, 'north')).rows.map((r) => r.serial)).toContain('T-N1');
    expect(lotsOf((await list('posUser', {}, 'north')).rows)).toEqual(['North lot']);
    expect(lotsOf((await list('posAssignment', {}, 'north')).rows)).toEqual(['North lot']);
    expect((await list('posAssignment', { lotId: south }, 'north')).total).toBe(0);
    expect((await list('posAssignment', { lotId: south })).total).toBeGreaterThan(0);
    const terminalOptions = (await ok<{ label: string }[]>(call('posAssignment', 'options', { field: 'terminalId' }, 'north'))).map((o) => o.label);
    expect([terminalOptions.includes('T-N1'), terminalOptions.includes('T-S1')]).toEqual([true, false]);
    const userOptions = (await ok<{ label: string }[]>(call('posUserLot', 'options', { field: 'posUserId' }, 'north'))).map((o) => o.label);
    expect([userOptions.includes('Collector npos (npos)'), userOptions.includes('Collector spos (spos)')]).toEqual([true, false]);

    // Rows of another lot are neither written nor reached by id.
    expect(fieldsOf(await call('posTerminal', 'create', { values: terminal('T-S2', south) }, 'north'))).toEqual({ lotId: 'option' });
    expect(fieldsOf(await call('posAssignment', 'create', { values: { terminalId: st.id, posUserId: nu.id, lotId: north, remark: null } }, 'north')))
      .toEqual({ terminalId: 'option' });
    expect(fieldsOf(await call('posUserLot', 'create', { values: { posUserId: su.id, lotId: north, streetId: null, status: 1 } }, 'north')))
      .toEqual({ posUserId: 'option' });
    expect(statusOf(await call('posAssignment', 'takeBack', { ids: [sa.id] }, 'north'))).toBe(404);
    expect(statusOf(await call('posUser', 'resetPassword', { ids: [su.id], values: { newPassword: 'Another#Pass2026' } }, 'north'))).toBe(404);

    const own = await create('posAssignment', { terminalId: nt.id, posUserId: nu.id, lotId: north, remark: null }, 'north');
    expect((await list('posAssignment', { status: 1 }, 'north')).rows.map((r) => r.id)).toEqual([own.id]);
  });
});
