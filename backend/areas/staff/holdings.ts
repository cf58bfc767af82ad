// What a caller holds, so that he grants nothing more (docs/security.md "Grants"): the menu
// entries of his role group, less the grant-editing buttons (only a super administrator hands
// those out), and the lots of his permission groups. A super administrator holds everything.
import { GRANT_EDITING_BUTTONS, type Grantable } from '../../../lib/admin/grant-tree';
import { MENU_KIND } from '../../../lib/admin/terraces';
import type { Caller } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { callerLotIds } from '../../entities/scope';
import { STAFF_KEYS } from './common';
import { refuse } from '../../kernel/failures';

type Holder = Pick<Caller, 'isSuper' | 'userId' | 'roleGroupId'>;

/** The menu entries the caller may grant or take away. */
export async function grantableOf(tx: Queryable, caller: Holder): Promise<Grantable> {
  if (caller.isSuper) return 'all';
  const rows = await tx.query<{ id: number }>(
    `SELECT g.menu_entry_id AS id FROM role_grants g JOIN menu_entries m ON m.id = g.menu_entry_id
      WHERE g.role_group_id = $1 AND NOT (m.menu_type = ${MENU_KIND.button} AND m.index_path = ANY($2::text[]))`,
    [caller.roleGroupId ?? 0, GRANT_EDITING_BUTTONS]);
  return new Set(rows.map((r) => r.id));
}

/** Refuses when a role group is granted an entry the caller may not grant (assigning it would hand it out). */
export async function requireHoldsGroup(tx: Queryable, caller: Holder, roleGroupId: number): Promise<void> {
  const grantable = await grantableOf(tx, caller);
  if (grantable === 'all') return;
  const rows = await tx.query<{ id: number }>('SELECT menu_entry_id AS id FROM role_grants WHERE role_group_id = $1', [roleGroupId]);
  if (rows.some((r) => !grantable.has(r.id))) throw refuse(STAFF_KEYS.groupBeyondCaller);
}

/** Refuses when one of these users (himself aside) is in a role group holding more than the caller: he may not manage them. */
export async function requireHoldsUsers(tx: Queryable, caller: Holder, userIds: readonly number[]): Promise<void> {
  if (caller.isSuper) return;
  const groups = await tx.query<{ id: number }>(
    'SELECT DISTINCT role_group_id AS id FROM users WHERE id = ANY($1::int[]) AND id <> $2 AND role_group_id IS NOT NULL', [userIds, caller.userId]);
  for (const group of groups) await requireHoldsGroup(tx, caller, group.id);
}

/** Refuses when a permission group holds a lot outside the caller's scope (or is his own). */
export async function requireHoldsPermissionGroup(tx: Queryable, caller: Holder, groupId: number): Promise<void> {
  if (caller.isSuper) return;
  const [own] = await tx.query('SELECT 1 FROM permission_group_users WHERE group_id = $1 AND user_id = $2', [groupId, caller.userId]);
  if (own) throw refuse(STAFF_KEYS.ownGroup);
  const scope = await callerLotIds(tx, caller);
  const lots = await tx.query<{ lot_id: number }>('SELECT lot_id FROM permission_group_lots WHERE group_id = $1', [groupId]);
  if (scope !== 'all' && lots.some((l) => !scope.includes(l.lot_id))) throw refuse(STAFF_KEYS.lotsBeyondCaller);
}
