// /PosUserList over pos_users: the collectors' accounts of the POS app. The password follows the
// shared policy (spec 5), is asked on create only and stored hashed, never read back; reset by a
// row action. A collector holding a terminal is not disabled, and one with an assignment history
// is kept (disable the account instead).
import { isoAt } from '../../db';
import { z } from 'zod';
import { checkPassword } from '../../../lib/validation/password';
import { V } from '../../../lib/validation/rules';
import { hashPassword } from '../../auth/passwords';
import { fail, FieldError, refuse } from '../../kernel/failures';
import { checkRef } from '../../kernel/refs';
import type { EntityStore, Values } from '../../entities/types';
import { POS_KEYS } from './common';
import { LOT_EXISTS } from '../../kernel/lot-scope';

async function hashChecked(password: unknown, field: string, account: string): Promise<string> {
  if (typeof password !== 'string' || !checkPassword(password, { account }).ok) throw new FieldError(field, V.passwordFormat);
  return hashPassword(password);
}

const resetInput = z.object({ newPassword: z.string() }).passthrough();

export const posUserStore: EntityStore = {
  entity: 'posUser',
  table: 'pos_users',
  columns: { password: 'password_hash', updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    terminalSerial: `(SELECT string_agg(pt.serial, ', ' ORDER BY pt.serial) FROM pos_assignments a
      JOIN pos_terminals pt ON pt.id = a.terminal_id WHERE a.pos_user_id = t.id AND a.returned_at IS NULL)`,
    extraLotCount: '(SELECT count(*)::int FROM pos_user_lots ul WHERE ul.pos_user_id = t.id AND ul.status = 1)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  hidden: ['password'],

  async beforeWrite(tx, values, mode, context, id) {
    const out: Values = { ...values, lotId: await checkRef(tx, values, 'lotId', LOT_EXISTS), updatedAt: isoAt(context.now) };
    if (mode === 'create') {
      out.password = await hashChecked(values.password, 'password', String(values.loginName ?? ''));
      out.passwordChangedAt = isoAt(context.now);
    } else {
      delete out.password;
      if (values.status === 0) {
        const [held] = await tx.query<{ serial: string }>(
          `SELECT pt.serial FROM pos_assignments a JOIN pos_terminals pt ON pt.id = a.terminal_id
           WHERE a.pos_user_id = $1 AND a.returned_at IS NULL LIMIT 1`, [id]);
        if (held) throw refuse(POS_KEYS.userHoldsTerminal, { serial: held.serial });
      }
    }
    return out;
  },

  async refuseDelete(tx, ids) {
    const used = await tx.query('SELECT 1 FROM pos_assignments WHERE pos_user_id = ANY($1::int[]) LIMIT 1', [ids]);
    return used.length ? POS_KEYS.userHasAssignments : null;
  },

  rowActions: {
    /** { newPassword } under the policy: replaces the password of every selected account. */
    async resetPassword(tx, ids, input, context) {
      const parsed = resetInput.safeParse(input);
      if (!parsed.success) throw fail.invalid(['values']);
      const users = await tx.query<{ id: number; login_name: string }>('SELECT id, login_name FROM pos_users WHERE id = ANY($1::int[])', [ids]);
      for (const user of users) {
        const hash = await hashChecked(parsed.data.newPassword, 'newPassword', user.login_name);
        await tx.query('UPDATE pos_users SET password_hash = $2, password_changed_at = $3, updated_at = $3 WHERE id = $1',
          [user.id, hash, isoAt(context.now)]);
      }
      return {};
    },
  },
};
