// /EmployeeInformation over `users`: the password is asked on create only, checked against the
// policy and stored hashed (never read back); resetPassword sets a new one and signs the user out
// everywhere; disable/enable (bulk) block or allow sign-in, disable also signs out. Only a super
// administrator manages super administrators, nobody deletes or disables themselves, and at least
// one enabled super administrator always remains.
import { z } from 'zod';
import { checkPassword } from '../../../lib/validation/password';
import { V } from '../../../lib/validation/rules';
import { hashPassword } from '../../auth/passwords';
import type { Caller } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { fail, FieldError, refuse } from '../../kernel/failures';
import type { EntityStore, Values } from '../../entities/types';
import { callerOf, revokeUserTokens, STAFF_KEYS, superRemainsWithout, superUsersAmong } from './common';
import { checkRef } from '../../kernel/refs';
import { requireHoldsGroup, requireHoldsUsers } from './holdings';
import { BINDABLE_MERCHANTS, checkedBinding, requireOwnMerchantUsers } from './merchant-binding';

async function hashChecked(password: unknown, field: string, account: string): Promise<string> {
  if (typeof password !== 'string' || !checkPassword(password, { account }).ok) throw new FieldError(field, V.passwordFormat);
  return hashPassword(password);
}

/**
 * Non-super callers may not touch super administrators' accounts, nor anyone whose role group
 * holds more than they do (resetting his password would hand them his permissions).
 */
async function requireMayManage(tx: Queryable, ids: readonly number[], caller: Caller): Promise<void> {
  if (caller.isSuper) return;
  if ((await superUsersAmong(tx, ids)).length > 0) throw refuse(STAFF_KEYS.superOnly);
  await requireHoldsUsers(tx, caller, ids);
  await requireOwnMerchantUsers(tx, caller, ids);
}

const resetInput = z.object({ newPassword: z.string() }).passthrough();

export const employeeStore: EntityStore = {
  entity: 'employee',
  table: 'users',
  columns: { password: 'password_hash' },
  computed: {
    roleGroupName: 'g.name',
    merchantName: "ml.name || ' / ' || m.name",
    status: 'CASE WHEN t.disabled THEN 0 ELSE 1 END',
  },
  joins: 'LEFT JOIN role_groups g ON g.id = t.role_group_id LEFT JOIN merchants m ON m.id = t.merchant_id LEFT JOIN parking_lots ml ON ml.id = m.lot_id',
  options: { roleGroupId: 'SELECT id AS value, name AS label FROM role_groups ORDER BY kind, name, id', merchantId: BINDABLE_MERCHANTS },
  hidden: ['password'],
  merchantColumn: 'merchant_id',

  async beforeWrite(tx, values, mode, context, id) {
    const caller = callerOf(context);
    const out: Values = { ...values };
    const roleGroupId = await checkRef(tx, values, 'roleGroupId', 'SELECT 1 FROM role_groups WHERE id = $1');
    out.roleGroupId = roleGroupId;
    const [group] = await tx.query<{ is_super: boolean }>('SELECT is_super FROM role_groups WHERE id = $1', [roleGroupId]);
    if (group.is_super && !caller.isSuper) throw refuse(STAFF_KEYS.superOnly);
    const [before] = mode === 'update' ? await tx.query<{ role_group_id: number | null }>('SELECT role_group_id FROM users WHERE id = $1', [id]) : [];
    if (!caller.isSuper && before?.role_group_id !== roleGroupId) {
      if (id === caller.userId) throw refuse(STAFF_KEYS.ownGroup);
      await requireHoldsGroup(tx, caller, roleGroupId);
    }
    out.merchantId = await checkedBinding(tx, caller, values.merchantId, id);
    if (mode === 'create') {
      out.password = await hashChecked(values.password, 'password', String(values.loginName ?? ''));
    } else {
      delete out.password;
      await requireMayManage(tx, [id!], caller);
      // Taking the last enabled super administrator out of the super groups.
      if (!group.is_super && (await superUsersAmong(tx, [id!])).length > 0 && !(await superRemainsWithout(tx, [id!]))) {
        throw refuse(STAFF_KEYS.lastSuper);
      }
    }
    return out;
  },

  async refuseDelete(tx, ids, context) {
    const caller = callerOf(context);
    if (ids.includes(caller.userId)) return STAFF_KEYS.deleteSelf;
    const supers = await superUsersAmong(tx, ids);
    if (supers.length && !caller.isSuper) return STAFF_KEYS.superOnly;
    if (!caller.isSuper) await requireHoldsUsers(tx, caller, ids);
    await requireOwnMerchantUsers(tx, caller, ids);
    if (supers.length && !(await superRemainsWithout(tx, ids))) return STAFF_KEYS.lastSuper;
    return null;
  },

  rowActions: {
    /** { newPassword } (policy enforced) -> { tokensRevoked }. */
    async resetPassword(tx, ids, input, context) {
      const caller = callerOf(context);
      const { newPassword } = (() => {
        const parsed = resetInput.safeParse(input);
        if (!parsed.success) throw fail.invalid(['values']);
        return parsed.data;
      })();
      await requireMayManage(tx, ids, caller);
      const users = await tx.query<{ id: number; login_name: string }>('SELECT id, login_name FROM users WHERE id = ANY($1::int[])', [ids]);
      for (const user of users) {
        const hash = await hashChecked(newPassword, 'newPassword', user.login_name);
        await tx.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [user.id, hash]);
      }
      return { tokensRevoked: await revokeUserTokens(tx, ids, context.now) };
    },

    /** Blocks sign-in and revokes the users' tokens -> { tokensRevoked }. */
    async disable(tx, ids, _input, context) {
      const caller = callerOf(context);
      if (ids.includes(caller.userId)) throw refuse(STAFF_KEYS.disableSelf);
      await requireMayManage(tx, ids, caller);
      if ((await superUsersAmong(tx, ids)).length && !(await superRemainsWithout(tx, ids))) throw refuse(STAFF_KEYS.lastSuper);
      await tx.query('UPDATE users SET disabled = true, updated_at = now() WHERE id = ANY($1::int[])', [ids]);
      return { tokensRevoked: await revokeUserTokens(tx, ids, context.now) };
    },

    async enable(tx, ids, _input, context) {
      await requireMayManage(tx, ids, callerOf(context));
      await tx.query('UPDATE users SET disabled = false, updated_at = now() WHERE id = ANY($1::int[])', [ids]);
      return {};
    },
  },
};
