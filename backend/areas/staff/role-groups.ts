// Role groups (spec 6) over `role_groups`: one store per screen (parking management, every kind,
// sentry box) and the `grants` row action, which reads or replaces the menu entries a group is
// granted, from the menu of the terrace its kind uses (lib/admin/terraces.ts).
import { z } from 'zod';
import { buildGrantTree, changeGrants, indexTree, type GrantEntry, type GrantsRead } from '../../../lib/admin/grant-tree';
import { ROLE_KIND, TERRACE_OF_KIND } from '../../../lib/admin/terraces';
import type { RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { fail, refuse } from '../../kernel/failures';
import type { EntityStore, Values } from '../../entities/types';
import { callerOf, flag, STAFF_KEYS, superRemainsWithout } from './common';
import { grantableOf } from './holdings';

/** grants input: read the tree, or replace the grants by these entries. */
export const grantsInput = z.object({
  read: z.boolean().optional(),
  menuIds: z.array(z.number().int().positive()).max(10_000).optional(),
}).strict();

interface GroupRow { id: number; name: string; name_en: string; kind: number; is_super: boolean }

async function menuOfTerrace(tx: Queryable, terrace: number): Promise<GrantEntry[]> {
  return tx.query<GrantEntry>(
    `SELECT id, pid, menu_type AS "menuType", title, title_en AS "titleEn", index_path AS "index", status
     FROM menu_entries WHERE terrace = $1 ORDER BY kind_no, id`, [terrace]);
}

async function grantedIds(tx: Queryable, groupId: number, terrace: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT g.menu_entry_id AS id FROM role_grants g JOIN menu_entries m ON m.id = g.menu_entry_id
     WHERE g.role_group_id = $1 AND m.terrace = $2 ORDER BY g.menu_entry_id`, [groupId, terrace]);
  return rows.map((r) => r.id);
}

/**
 * The grants row action of one group: { read: true } (or no menuIds) -> GrantsRead;
 * { menuIds } -> replaces the group's grants in its terrace by these entries and their ancestors
 * (an id outside the terrace's tree is refused) -> { granted }. A caller who is not a super
 * administrator changes only the entries he holds (lib/admin/grant-tree.ts changeGrants), never
 * those of his own group. The engine runs it in the write's transaction and audits it
 * (detail.input carries the ids; grantCount differs before and after).
 */
async function grants(tx: Queryable, ids: number[], input: Values, context: RequestContext): Promise<GrantsRead | { granted: number[] }> {
  const parsed = grantsInput.safeParse(input);
  if (!parsed.success) throw fail.invalid(parsed.error.issues.map((i) => ['values', ...i.path].join('.')));
  if (ids.length !== 1) throw fail.invalid(['ids']);
  const [group] = await tx.query<GroupRow>('SELECT id, name, name_en, kind, is_super FROM role_groups WHERE id = $1', [ids[0]]);
  const terrace = TERRACE_OF_KIND[group.kind];
  const tree = buildGrantTree(await menuOfTerrace(tx, terrace));
  const index = indexTree(tree);
  const current = (await grantedIds(tx, group.id, terrace)).filter((id) => index.nodes.has(id));
  const caller = callerOf(context);
  const ownGroup = !caller.isSuper && caller.roleGroupId === group.id;
  const grantable = ownGroup ? new Set<number>() : await grantableOf(tx, caller);
  const { read, menuIds } = parsed.data;
  if (read || menuIds === undefined) {
    return {
      group: { id: group.id, name: group.name, nameEn: group.name_en, kind: group.kind, isSuper: group.is_super },
      terrace, tree, granted: current,
      grantable: grantable === 'all' ? null : [...index.nodes.keys()].filter((id) => grantable.has(id)).sort((a, b) => a - b),
    };
  }
  if (group.is_super) throw refuse(STAFF_KEYS.grantsSuperGroup);
  if (ownGroup) throw refuse(STAFF_KEYS.ownGroup);
  if (menuIds.some((id) => !index.nodes.has(id))) throw fail.invalid(['values.menuIds']);
  const change = changeGrants(current, menuIds, index, grantable);
  if ('refused' in change) throw refuse(STAFF_KEYS.grantsNotHeld);
  const next = change.next;
  await tx.query(
    `DELETE FROM role_grants WHERE role_group_id = $1
     AND menu_entry_id IN (SELECT id FROM menu_entries WHERE terrace = $2)`, [group.id, terrace]);
  if (next.length) {
    await tx.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, unnest($2::int[])', [group.id, next]);
  }
  return { granted: next };
}

function roleGroupStore(entity: string, kind?: number): EntityStore {
  return {
    entity,
    table: 'role_groups',
    computed: {
      memberCount: '(SELECT count(*)::int FROM users u WHERE u.role_group_id = t.id)',
      grantCount: '(SELECT count(*)::int FROM role_grants rg WHERE rg.role_group_id = t.id)',
    },
    ...(kind === undefined ? {} : { where: `t.kind = ${Number(kind)}`, fixed: { kind } }),

    async beforeWrite(tx, values, mode, context, id) {
      const caller = callerOf(context);
      const out: Values = {
        ...values, isSuper: flag(values.isSuper), inLotInfo: flag(values.inLotInfo), specialVehicles: flag(values.specialVehicles),
      };
      const [current] = mode === 'update' ? await tx.query<{ is_super: boolean }>('SELECT is_super FROM role_groups WHERE id = $1', [id]) : [];
      if ((out.isSuper || current?.is_super) && !caller.isSuper) throw refuse(STAFF_KEYS.superOnly);
      if (mode === 'update' && !caller.isSuper && caller.roleGroupId === id) throw refuse(STAFF_KEYS.ownGroup);
      if (current?.is_super && !out.isSuper && !(await superRemainsWithout(tx, [], [id!]))) throw refuse(STAFF_KEYS.lastSuper);
      return out;
    },

    /** A group whose kind changed keeps no grant of another terrace's menu. */
    async afterWrite(tx, id, _values, mode) {
      if (mode !== 'update') return;
      const [group] = await tx.query<{ kind: number }>('SELECT kind FROM role_groups WHERE id = $1', [id]);
      await tx.query(
        `DELETE FROM role_grants WHERE role_group_id = $1
         AND menu_entry_id IN (SELECT id FROM menu_entries WHERE terrace <> $2)`, [id, TERRACE_OF_KIND[group.kind]]);
    },

    async refuseDelete(tx, ids, context) {
      const rows = await tx.query<{ is_super: boolean; members: number }>(
        `SELECT g.is_super, (SELECT count(*)::int FROM users u WHERE u.role_group_id = g.id) AS members
         FROM role_groups g WHERE g.id = ANY($1::int[])`, [ids]);
      if (rows.some((r) => r.is_super) && !callerOf(context).isSuper) return STAFF_KEYS.superOnly;
      if (rows.some((r) => r.members > 0)) return STAFF_KEYS.roleGroupInUse;
      return null;
    },

    rowActions: { grants },
  };
}

export const roleGroupStores: readonly EntityStore[] = [
  roleGroupStore('roleGroup', ROLE_KIND.parkingManagement),
  roleGroupStore('roleGroupAll'),
  roleGroupStore('sentryRoleGroup', ROLE_KIND.sentryBox),
];
