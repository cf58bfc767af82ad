// Helpers of the staff stores: refusal keys, token revocation, super administrators.
import type { Caller } from '../../auth/tokens';
import { requireCaller, type RequestContext } from '../../context';
import { isoAt, type Queryable } from '../../db';
import type { MessageKey } from '../../messages';

/** Refusals of the staff stores (messages/<lang>/backend-staff.json). */
export const STAFF_KEYS = {
  deleteSelf: 'staffDeleteSelf',
  disableSelf: 'staffDisableSelf',
  lastSuper: 'staffLastSuper',
  superOnly: 'staffSuperOnly',
  roleGroupInUse: 'roleGroupInUse',
  grantsSuperGroup: 'grantsSuperGroup',
  menuEntryHasChildren: 'menuEntryHasChildren',
  menuEntryTerrace: 'menuEntryTerrace',
  ownGroup: 'ownGroup',
  grantsNotHeld: 'grantsNotHeld',
  groupBeyondCaller: 'groupBeyondCaller',
  lotsBeyondCaller: 'lotsBeyondCaller',
  menuSuperOnly: 'menuSuperOnly',
  merchantBeyondCaller: 'staffMerchantBeyondCaller',
  ownMerchant: 'staffOwnMerchant',
} as const satisfies Record<string, MessageKey>;

/** A boolean form value (a blank optional boolean is false). */
export const flag = (value: unknown) => value === true;

export const callerOf = (context: RequestContext): Caller => requireCaller(context);

/** Revokes every active token of these users: they are signed out at their next request. */
export async function revokeUserTokens(tx: Queryable, userIds: readonly number[], now: number): Promise<number> {
  const rows = await tx.query(
    'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = ANY($1::int[]) AND revoked_at IS NULL RETURNING id',
    [userIds, isoAt(now)]);
  return rows.length;
}

/** Ids among `userIds` of users in a super administrators' group. */
export async function superUsersAmong(tx: Queryable, userIds: readonly number[]): Promise<number[]> {
  const rows = await tx.query<{ id: number }>(
    `SELECT u.id FROM users u JOIN role_groups g ON g.id = u.role_group_id
     WHERE g.is_super AND u.id = ANY($1::int[])`, [userIds]);
  return rows.map((r) => r.id);
}

/**
 * Whether an enabled super administrator would remain if these users were removed, disabled or
 * taken out of their super group (and, optionally, these groups lost their super flag).
 */
export async function superRemainsWithout(tx: Queryable, userIds: readonly number[], groupIds: readonly number[] = []): Promise<boolean> {
  const rows = await tx.query(
    `SELECT 1 FROM users u JOIN role_groups g ON g.id = u.role_group_id
     WHERE g.is_super AND NOT u.disabled AND NOT (u.id = ANY($1::int[])) AND NOT (g.id = ANY($2::int[])) LIMIT 1`,
    [userIds, groupIds]);
  return rows.length > 0;
}
