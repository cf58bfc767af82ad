// Grants: a role group is granted menu entries; an operation needs its page (and button) in the
// web console's menu.
import { POWER_LIST_REQUEST } from '../../lib/spec-constants';
import type { Queryable } from '../db';

/** Grants of the web console's pages only: other clients' menus (menu_entries.terrace) share the table. */
const WEB_TERRACE = Number(POWER_LIST_REQUEST.TerraceType);

/** True when the role group is granted the enabled page with this path (and its button). */
export async function hasGrant(db: Queryable, roleGroupId: number | null, need: { page: string; button?: string }): Promise<boolean> {
  if (roleGroupId === null) return false;
  const rows = await db.query(
    `SELECT 1 FROM menu_entries p
     JOIN role_grants gp ON gp.menu_entry_id = p.id AND gp.role_group_id = $1
     WHERE p.menu_type = 2 AND p.status = 1 AND p.index_path = $2 AND p.terrace = ${WEB_TERRACE}
       AND ($3::text IS NULL OR EXISTS (
         SELECT 1 FROM menu_entries b
         JOIN role_grants gb ON gb.menu_entry_id = b.id AND gb.role_group_id = $1
         WHERE b.menu_type = 3 AND b.status = 1 AND b.pid = p.id AND b.index_path = $3))
     LIMIT 1`,
    [roleGroupId, need.page, need.button ?? null],
  );
  return rows.length > 0;
}
