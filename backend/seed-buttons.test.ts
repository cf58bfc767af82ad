// Buttons are seeded by page and name: a deployment seeded from one declaration, then seeded again
// from a declaration with a button inserted in the middle of a page's buttons, keeps every existing
// button's id (grants refer to them), and the new button appears under a fresh id.
import { LOCK_CONTROL } from '../lib/areas/devices/pages';
import { SYSTEM_PAGES } from '../lib/areas/analysis/pages';
import type { PageDecl } from '../lib/pages/types';
import { RATE_SCREENS } from '../lib/areas/rates/screens';
import type { ScreenDecl } from '../lib/screens/types';
import type { Db } from './db';
import { MENU_TYPE, seed } from './seed';
import { ADMIN_PASSWORD, testDatabases } from './test/harness';
import { useTestDatabase } from './test/use-backend';

jest.setTimeout(60_000);

const HOLIDAYS = RATE_SCREENS.find((s) => s.path === '/HolidayInfo')!;
/** The list screen as first deployed: without its delete button (between edit and export). */
const HOLIDAYS_BEFORE: ScreenDecl = { ...HOLIDAYS, buttons: { ...HOLIDAYS.buttons, delete: undefined } };
/** The lock page as first deployed: without 'restoreNormal', the fifth of its buttons. */
const INSERTED = 'restoreNormal';
const LOCKS_BEFORE: PageDecl = { ...LOCK_CONTROL, buttons: LOCK_CONTROL.buttons.filter((b) => b !== INSERTED) };

describe.each(testDatabases())('seeding buttons by page and name on $name', (database) => {
  let db: Db;

  useTestDatabase(database, { migrate: true, timeoutMs: 60_000 }, async (env) => {
    ({ db } = env);
  });

  const seedWith = (screens: ScreenDecl[], pages: PageDecl[]) =>
    seed(db, { adminUser: 'admin', adminPassword: ADMIN_PASSWORD, now: Date.now(), screens, pages: [...SYSTEM_PAGES, ...pages] });
  /** The buttons of a page as name -> id. */
  const buttonsOf = async (pageId: number) => Object.fromEntries((await db.query<{ index_path: string; id: number }>(
    'SELECT index_path, id FROM menu_entries WHERE pid = $1 AND menu_type = $2 ORDER BY id', [pageId, MENU_TYPE.button])).map((b) => [b.index_path, b.id]));
  const grantsOf = async (roleId: number) => (await db.query<{ menu_entry_id: number }>(
    'SELECT menu_entry_id FROM role_grants WHERE role_group_id = $1 ORDER BY menu_entry_id', [roleId])).map((g) => g.menu_entry_id);

  it('keeps existing button ids and grants, and gives an inserted button a fresh id', async () => {
    await seedWith([HOLIDAYS_BEFORE], [LOCKS_BEFORE]);
    const holidaysBefore = await buttonsOf(HOLIDAYS.menuId);
    const locksBefore = await buttonsOf(LOCK_CONTROL.menuId);
    expect(Object.keys(holidaysBefore).sort()).toEqual(['add', 'edit', 'export', 'import']);
    expect(Object.keys(locksBefore)).toHaveLength(LOCK_CONTROL.buttons.length - 1);
    expect(locksBefore[INSERTED]).toBeUndefined();

    // A role granted both pages and every button they had.
    const [{ id: role }] = await db.query<{ id: number }>("INSERT INTO role_groups (code, name, name_en, kind) VALUES ('seeded', 'Seeded', 'Seeded', 1) RETURNING id");
    const granted = [HOLIDAYS.menuId, LOCK_CONTROL.menuId, ...Object.values(holidaysBefore), ...Object.values(locksBefore)];
    for (const id of granted) await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) VALUES ($1, $2)', [role, id]);

    await seedWith([HOLIDAYS], [LOCK_CONTROL]);
    const holidaysAfter = await buttonsOf(HOLIDAYS.menuId);
    const locksAfter = await buttonsOf(LOCK_CONTROL.menuId);
    // Every button that existed kept its id...
    expect(holidaysAfter).toMatchObject(holidaysBefore);
    expect(locksAfter).toMatchObject(locksBefore);
    // ...and the inserted ones appear, each under an id no other button had.
    expect(Object.keys(holidaysAfter).sort()).toEqual(['add', 'delete', 'edit', 'export', 'import']);
    expect(Object.values(holidaysBefore)).not.toContain(holidaysAfter.delete);
    expect(Object.keys(locksAfter).sort()).toEqual([...LOCK_CONTROL.buttons].sort());
    expect(Object.values(locksBefore)).not.toContain(locksAfter[INSERTED]);
    // The page's ids stay its own (menuId * 100 + n).
    expect(Math.floor(holidaysAfter.delete / 100)).toBe(HOLIDAYS.menuId);
    expect(Math.floor(locksAfter[INSERTED] / 100)).toBe(LOCK_CONTROL.menuId);
    // The grants are untouched: the new buttons are not granted by themselves.
    expect(await grantsOf(role)).toEqual([...granted].sort((a, b) => a - b));

    // Seeding again changes nothing.
    await seedWith([HOLIDAYS], [LOCK_CONTROL]);
    expect(await buttonsOf(HOLIDAYS.menuId)).toEqual(holidaysAfter);
    expect(await buttonsOf(LOCK_CONTROL.menuId)).toEqual(locksAfter);
  });
});
