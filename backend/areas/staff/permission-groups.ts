// Permission groups (spec 6) over `permission_groups`: the lots a group holds and its members.
// The engine filters lot-scoped rows by the caller's groups (backend/entities/scope.ts). The row
// actions assignLots and assignMembers read { read: true } -> { group, options, selected } or
// replace { lotIds } / { userIds } -> { selected }. A caller who is not a super administrator
// sees and changes only the lots of their own scope; the group's other lots stay as they are;
// he changes the members only of a group whose lots he all holds, and not of a group he is in.
import type { PickerOption, PickerRead } from '../../../lib/admin/picker';
import type { Queryable } from '../../db';
import { fail } from '../../kernel/failures';
import { callerLotIds } from '../../entities/scope';
import type { EntityStore, Values } from '../../entities/types';
import type { RequestContext } from '../../context';
import { LOTS_PICKED, MEMBERS_PICKED, pickerInput } from '../../entities/picker-input';
import { callerOf } from './common';
import { requireHoldsPermissionGroup } from './holdings';

async function groupOf(tx: Queryable, id: number): Promise<PickerRead['group']> {
  const [row] = await tx.query<{ id: number; name: string; name_en: string }>('SELECT id, name, name_en FROM permission_groups WHERE id = $1', [id]);
  return { id: row.id, name: row.name, nameEn: row.name_en };
}

const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

async function assignLots(tx: Queryable, ids: number[], input: Values, context: RequestContext): Promise<PickerRead | { selected: number[] }> {
  const { read, lotIds } = pickerInput(LOTS_PICKED, input, ids);
  const scope = await callerLotIds(tx, callerOf(context));
  const options = await tx.query<PickerOption>(
    'SELECT id, name FROM parking_lots WHERE $1::boolean OR id = ANY($2::int[]) ORDER BY name, id',
    [scope === 'all', scope === 'all' ? [] : scope]);
  const visible = new Set(options.map((o) => o.id));
  const current = (await tx.query<{ lot_id: number }>('SELECT lot_id FROM permission_group_lots WHERE group_id = $1', [ids[0]])).map((r) => r.lot_id);
  if (read || lotIds === undefined) {
    return { group: await groupOf(tx, ids[0]), options, selected: sorted(current.filter((id) => visible.has(id))) };
  }
  if (lotIds.some((id) => !visible.has(id))) throw fail.invalid(['values.lotIds']);
  await tx.query('DELETE FROM permission_group_lots WHERE group_id = $1 AND lot_id = ANY($2::int[])', [ids[0], [...visible]]);
  if (lotIds.length) {
    await tx.query('INSERT INTO permission_group_lots (group_id, lot_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [ids[0], sorted(lotIds)]);
  }
  return { selected: sorted(lotIds) };
}

async function assignMembers(tx: Queryable, ids: number[], input: Values, context: RequestContext): Promise<PickerRead | { selected: number[] }> {
  const { read, userIds } = pickerInput(MEMBERS_PICKED, input, ids);
  if (read || userIds === undefined) {
    const options = await tx.query<PickerOption>(
      `SELECT id, display_name || ' (' || login_name || ')' AS name, disabled FROM users ORDER BY display_name, login_name, id`);
    const selected = (await tx.query<{ user_id: number }>('SELECT user_id FROM permission_group_users WHERE group_id = $1', [ids[0]])).map((r) => r.user_id);
    return { group: await groupOf(tx, ids[0]), options, selected: sorted(selected) };
  }
  await requireHoldsPermissionGroup(tx, callerOf(context), ids[0]);
  const known = await tx.query<{ id: number }>('SELECT id FROM users WHERE id = ANY($1::int[])', [userIds]);
  if (known.length !== new Set(userIds).size) throw fail.invalid(['values.userIds']);
  await tx.query('DELETE FROM permission_group_users WHERE group_id = $1', [ids[0]]);
  if (userIds.length) {
    await tx.query('INSERT INTO permission_group_users (group_id, user_id) SELECT $1, unnest($2::int[])', [ids[0], sorted(userIds)]);
  }
  return { selected: sorted(userIds) };
}

export const permissionGroupStore: EntityStore = {
  entity: 'permissionGroup',
  table: 'permission_groups',
  computed: {
    lotCount: '(SELECT count(*)::int FROM permission_group_lots l WHERE l.group_id = t.id)',
    memberCount: '(SELECT count(*)::int FROM permission_group_users m WHERE m.group_id = t.id)',
  },
  rowActions: { assignLots, assignMembers },
};
