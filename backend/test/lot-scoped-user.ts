// A user whose role holds some pages (with their buttons) and whose permission group limits him
// to some lots: the fixture of every "sees only the rows of his lots" test.
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { DEMO_PASSWORD } from './harness';

export interface LotScopedUser {
  login: string;
  name: string;
  /** Menu directories granted besides the pages (the pages' parents). */
  directories: number[];
  /** Menu ids of the pages; their buttons are granted too. */
  pages: number[];
  lots: number[];
}

/** Creates the role, the user (password DEMO_PASSWORD) and the permission group; the user's id. */
export async function addLotScopedUser(db: Db, user: LotScopedUser): Promise<number> {
  const [role] = await db.query<{ id: number }>('INSERT INTO role_groups (name, kind) VALUES ($1, 1) RETURNING id', [user.name]);
  await db.query(`INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries
    WHERE id = ANY($2::int[]) OR id = ANY($3::int[]) OR pid = ANY($3::int[])`, [role.id, user.directories, user.pages]);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ($1, $2, $3, $4) RETURNING id',
    [user.login, user.name, await hashPassword(DEMO_PASSWORD), role.id]);
  const [group] = await db.query<{ id: number }>('INSERT INTO permission_groups (name) VALUES ($1) RETURNING id', [`${user.name} staff`]);
  for (const lot of user.lots) await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lot]);
  await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, row.id]);
  return Number(row.id);
}
