// Idempotent seed, run at every start after the migrations: the super-administrator group and
// user, the menu of the screens that exist (every declared screen and special page, see
// entities/menu-seed.ts), the dictionary, and (DEMO_SEED) the demo's staff: a role group per job
// (backend/demo/staff-roles.ts) and its user, with DEMO_PASSWORD or a generated password shown once.
// Rows that exist are left alone (ON CONFLICT DO NOTHING); a password given by the environment
// (ADMIN_PASSWORD, DEMO_PASSWORD) is applied at every start, so it is also the recovery path.
import { SCREENS } from '../lib/screens/registry';
import type { ScreenDecl } from '../lib/screens/types';
import { DICTIONARY_PLATFORM, DICTIONARY_STARTUP, PLATFORM_CODES } from '../lib/spec-constants';
import { checkPassword } from '../lib/validation/password';
import { audit } from './auth/audit';
import { generatePassword, hashPassword, verifyPassword } from './auth/passwords';
import type { Db, Queryable } from './db';
import { PAGES } from '../lib/pages/registry';
import { SYSTEM_PAGES } from '../lib/areas/analysis/pages';
import type { PageDecl } from '../lib/pages/types';
import { MENU_TYPE, pageMenuSeed, screenMenuSeed, type MenuSeedEntry } from './entities/menu-seed';
import { grantJob, webMenu } from './demo/staff-grants';
import { RETIRED_ROLE_CODES, STAFF_ROLES } from './demo/staff-roles';

export { MENU_TYPE, type MenuSeedEntry };

/** Role group kinds (spec 6). */
export const ROLE_GROUP_KIND = {
  parkingManagement: 1, parkingManagementH5: 2, cashierApp: 3, foreignCashierApp: 4, sentryBox: 5,
} as const;

/** Dictionary rows, in id order. */
export const DICTIONARY_SEED: readonly { type: number; dkey: string; dvalue: string }[] = [
  { type: DICTIONARY_STARTUP.type, dkey: 'projectName', dvalue: '停车运营管理平台' },
  { type: DICTIONARY_STARTUP.type, dkey: 'biUrl', dvalue: '' },
  { type: DICTIONARY_PLATFORM.type, dkey: DICTIONARY_PLATFORM.dkey, dvalue: String(PLATFORM_CODES[0]) },
];

/**
 * A common parameter belongs to a template: a new database gets this one, so parameters can be
 * added before any template is. Seeded only while there is no template at all: renamed, it
 * stays renamed.
 */
export const PARAMETER_TEMPLATE_SEED = '通用参数';

interface RoleSeed { code: string; name: string; nameEn: string; kind: number; isSuper: boolean }

const SUPER_ROLE: RoleSeed = {
  code: 'super', name: '超级管理员', nameEn: 'Super administrators', kind: ROLE_GROUP_KIND.parkingManagement, isSuper: true,
};
export interface SeedOptions {
  adminUser: string;
  /** Applied when given; else a random one is generated when the admin user is created. */
  adminPassword?: string;
  /** When given, the demo roles and users are added with this password (applied at every start). */
  demoPassword?: string;
  /** DEMO_SEED: the demo roles and users are added; without demoPassword each new one gets a generated password. */
  demoUsers?: boolean;
  /** Lots to create (by name), so that lot pickers have something to offer before lots are managed. */
  demoLots?: string[];
  /** Declared screens whose menu entries are seeded (default SCREENS). */
  screens?: readonly ScreenDecl[];
  /** Special pages seeded with their buttons (default PAGES). */
  pages?: readonly PageDecl[];
  now: number;
}

export interface SeedResult {
  /** Set only when the admin user was created now with a generated password: show it once. */
  generatedAdminPassword?: string;
  adminCreated: boolean;
  adminPasswordUpdated: boolean;
  /** Demo users created now with a generated password: show them once. */
  generatedDemoPasswords: { login: string; password: string }[];
}

export class SeedError extends Error {}

function requirePolicy(password: string, what: string, account: string): void {
  const check = checkPassword(password, { account });
  if (!check.ok) throw new SeedError(`${what} does not satisfy the password policy (${check.failures.join(', ')})`);
}

async function ensureRole(tx: Queryable, role: RoleSeed): Promise<number> {
  await tx.query(
    `INSERT INTO role_groups (code, name, name_en, kind, is_super) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT DO NOTHING`,
    [role.code, role.name, role.nameEn, role.kind, role.isSuper],
  );
  const [row] = await tx.query<{ id: number }>('SELECT id FROM role_groups WHERE code = $1', [role.code]);
  if (!row) throw new SeedError(`role group ${role.code} could not be created (its name is taken?)`);
  return row.id;
}

/**
 * Creates the user if missing. When a password is given, it is set (also on an existing user
 * whose password differs). Returns whether the user was created and whether a password changed.
 */
async function ensureUser(tx: Queryable, user: {
  login: string; displayName: string; roleGroupId: number; hostId: string | null; password: string; applyToExisting: boolean;
}): Promise<{ created: boolean; passwordUpdated: boolean }> {
  const [existing] = await tx.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE lower(login_name) = lower($1)', [user.login]);
  if (!existing) {
    await tx.query(
      'INSERT INTO users (login_name, display_name, password_hash, host_id, role_group_id) VALUES ($1, $2, $3, $4, $5)',
      [user.login, user.displayName, await hashPassword(user.password), user.hostId, user.roleGroupId],
    );
    return { created: true, passwordUpdated: false };
  }
  if (user.applyToExisting && !(await verifyPassword(user.password, existing.password_hash))) {
    await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [existing.id, await hashPassword(user.password)]);
    return { created: false, passwordUpdated: true };
  }
  return { created: false, passwordUpdated: false };
}

/**
 * A demo user still in the role group an earlier demo gave him (another demo role's, or a retired
 * one) moves to his own; one an administrator put in a group of his own stays there.
 */
async function moveFromEarlierDemoRole(tx: Queryable, login: string, roleGroupId: number): Promise<boolean> {
  const moved = await tx.query(
    `UPDATE users SET role_group_id = $2, updated_at = now()
     WHERE lower(login_name) = lower($1) AND role_group_id <> $2
       AND role_group_id IN (SELECT id FROM role_groups WHERE code = ANY($3::text[])) RETURNING id`,
    [login, roleGroupId, [...STAFF_ROLES.map((r) => r.code), ...RETIRED_ROLE_CODES]]);
  return moved.length > 0;
}

/** The menu entries of declared screens and special pages. */
export function seededScreenMenu(screens: readonly ScreenDecl[], pages: readonly PageDecl[] = PAGES): MenuSeedEntry[] {
  const declared = screenMenuSeed(screens);
  return [...declared, ...pageMenuSeed(pages, declared)];
}

/** A menu entry as its table's columns (jsonb_to_recordset's record). */
const menuRow = (e: MenuSeedEntry, id = e.id, funcId = e.funcId ?? null) => ({
  id, pid: e.pid, kind_degree: e.kindDegree, kind_no: e.kindNo, menu_type: e.menuType, title: e.title, title_en: e.titleEn,
  index_path: e.index, icon: e.icon, func_id: funcId,
});

const insertMenuRows = (tx: Queryable, rows: ReturnType<typeof menuRow>[]) => tx.query(
  `INSERT INTO menu_entries (id, pid, kind_degree, kind_no, menu_type, title, title_en, index_path, icon, func_id)
   SELECT id, pid, kind_degree, kind_no, menu_type, title, title_en, index_path, icon, func_id
     FROM jsonb_to_recordset($1::jsonb) AS e(id int, pid int, kind_degree int, kind_no int, menu_type int, title text, title_en text,
                                             index_path text, icon text, func_id text)
   ON CONFLICT (id) DO NOTHING`, [JSON.stringify(rows)]);

/**
 * The menu in two statements (one query per entry made every start take seconds): directories
 * and pages by their id, left alone when there; then the buttons a page lacks. A button is found
 * by its page and name; a new one takes its preferred id, or the page's next free one when a
 * button added before it in the declaration took that id (menu-seed.ts).
 */
async function seedMenu(tx: Queryable, entries: readonly MenuSeedEntry[]): Promise<void> {
  await insertMenuRows(tx, entries.filter((e) => e.menuType !== MENU_TYPE.button).map((e) => menuRow(e)));
  const present = await tx.query<{ id: number; pid: number; menu_type: number; index_path: string }>('SELECT id, pid, menu_type, index_path FROM menu_entries');
  const used = new Set(present.map((r) => Number(r.id)));
  const buttonKey = (pid: number, index: string) => `${pid} ${index}`;
  const buttons = new Set(present.filter((r) => r.menu_type === MENU_TYPE.button).map((r) => buttonKey(Number(r.pid), r.index_path)));
  const added: ReturnType<typeof menuRow>[] = [];
  for (const e of entries.filter((x) => x.menuType === MENU_TYPE.button && !buttons.has(buttonKey(x.pid, x.index)))) {
    let id = e.id;
    while (used.has(id) && id <= e.pid * 100 + 99) id += 1;
    if (id > e.pid * 100 + 99) throw new SeedError(`no free button id left on page ${e.pid} for ${e.index}`);
    used.add(id);
    added.push(menuRow(e, id, String(id)));
  }
  if (added.length) await insertMenuRows(tx, added);
}

export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  if (options.adminPassword !== undefined) requirePolicy(options.adminPassword, 'ADMIN_PASSWORD', options.adminUser);
  if (options.demoPassword !== undefined) requirePolicy(options.demoPassword, 'DEMO_PASSWORD', '');
  const screens = options.screens ?? SCREENS;
  // The home page and system monitoring are always there.
  const pages = [...SYSTEM_PAGES, ...(options.pages ?? PAGES).filter((p) => !(SYSTEM_PAGES as readonly PageDecl[]).includes(p))];
  return db.transaction(async (tx) => {
    await seedMenu(tx, seededScreenMenu(screens, pages));
    for (const d of DICTIONARY_SEED) {
      await tx.query('INSERT INTO dictionary (type, dkey, dvalue) VALUES ($1, $2, $3) ON CONFLICT (type, dkey) DO NOTHING', [d.type, d.dkey, d.dvalue]);
    }

    await tx.query(
      'INSERT INTO common_para_templates (name) SELECT $1 WHERE NOT EXISTS (SELECT 1 FROM common_para_templates)', [PARAMETER_TEMPLATE_SEED]);

    const superId = await ensureRole(tx, SUPER_ROLE);
    const generated = options.adminPassword === undefined ? generatePassword(options.adminUser) : undefined;
    const admin = await ensureUser(tx, {
      login: options.adminUser, displayName: options.adminUser, roleGroupId: superId, hostId: null,
      password: options.adminPassword ?? generated!, applyToExisting: options.adminPassword !== undefined,
    });
    if (admin.created) {
      await audit(tx, { at: options.now, actor: null, action: 'seed.admin-created', detail: { login: options.adminUser, generated: Boolean(generated) } });
    }
    if (admin.passwordUpdated) {
      await audit(tx, { at: options.now, actor: null, action: 'seed.admin-password-from-env', detail: { login: options.adminUser } });
    }

    const generatedDemoPasswords: SeedResult['generatedDemoPasswords'] = [];
    if (options.demoPassword !== undefined || options.demoUsers) {
      const menu = await webMenu(tx);
      for (const role of STAFF_ROLES) {
        const roleGroupId = await ensureRole(tx, { ...role, kind: ROLE_GROUP_KIND.parkingManagement, isSuper: false });
        await grantJob(tx, roleGroupId, role, menu);
        const { login, displayName, hostId } = role.user;
        const password = options.demoPassword ?? generatePassword(login);
        const made = await ensureUser(tx, { login, displayName, roleGroupId, hostId, password, applyToExisting: options.demoPassword !== undefined });
        if (made.created && options.demoPassword === undefined) generatedDemoPasswords.push({ login, password });
        if (await moveFromEarlierDemoRole(tx, login, roleGroupId)) {
          await audit(tx, { at: options.now, actor: null, action: 'seed.demo-user-role', detail: { login, role: role.code } });
        }
      }
    }
    for (const lot of options.demoLots ?? []) await tx.query('INSERT INTO parking_lots (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [lot]);
    return {
      generatedAdminPassword: admin.created ? generated : undefined,
      adminCreated: admin.created,
      adminPasswordUpdated: admin.passwordUpdated,
      generatedDemoPasswords,
    };
  });
}
