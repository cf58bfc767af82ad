// A staff role's grants, derived from its declaration (staff-roles.ts) and the web console's menu
// as it is in the database: each page of the job by path, the directories above it (a menu entry
// shows only under its parent), and its buttons by name. Added at every start, never taken away:
// a page declared later is granted at the next start, and what an administrator adds stays.
import { POWER_LIST_REQUEST } from '../../lib/spec-constants';
import type { Queryable } from '../db';
import { MENU_TYPE } from '../entities/menu-seed';
import type { StaffRole } from './staff-roles';

export interface MenuRow { id: number; pid: number; menuType: number; index: string }

/** The menu entry ids a role is granted in this menu. */
export function jobGrants(role: StaffRole, menu: readonly MenuRow[]): number[] {
  const byId = new Map(menu.map((e) => [e.id, e]));
  const buttonsOn = (page: MenuRow): readonly string[] | undefined => (role.everyPage ?? role.pages?.[page.index]);
  const granted = new Set<number>();
  for (const page of menu) {
    if (page.menuType !== MENU_TYPE.page || !buttonsOn(page)) continue;
    for (let entry: MenuRow | undefined = page; entry && !granted.has(entry.id); entry = byId.get(entry.pid)) granted.add(entry.id);
  }
  for (const button of menu) {
    const page = byId.get(button.pid);
    if (button.menuType === MENU_TYPE.button && page?.menuType === MENU_TYPE.page && buttonsOn(page)?.includes(button.index)) granted.add(button.id);
  }
  return [...granted].sort((a, b) => a - b);
}

/** The web console's menu as it is in the database (what jobGrants works on). */
export const webMenu = (tx: Queryable) => tx.query<MenuRow>(
  'SELECT id, pid, menu_type AS "menuType", index_path AS index FROM menu_entries WHERE terrace = $1', [Number(POWER_LIST_REQUEST.TerraceType)]);

export async function grantJob(tx: Queryable, roleGroupId: number, role: StaffRole, menu: readonly MenuRow[]): Promise<void> {
  await tx.query(
    'INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
    [roleGroupId, jobGrants(role, menu)]);
}
