// Staff phone bindings, booth toll collectors (lot-scoped) and posts.
import { isoAt } from '../../db';
import { FieldError } from '../../kernel/failures';
import type { EntityStore, Values } from '../../entities/types';
import { checkRef } from '../../kernel/refs';

/** A staff member as a ref option: display name and login name. */
const USER_LABEL = "u.display_name || ' (' || u.login_name || ')'";
const USER_OPTIONS = `SELECT u.id AS value, ${USER_LABEL} AS label FROM users u ORDER BY u.display_name, u.login_name, u.id`;

export const staffPhoneStore: EntityStore = {
  entity: 'staffPhone',
  table: 'staff_phone_bindings',
  computed: { userName: USER_LABEL },
  joins: 'LEFT JOIN users u ON u.id = t.user_id',
  options: { userId: USER_OPTIONS },
  async beforeWrite(tx, values, mode, context) {
    const out: Values = { ...values, userId: await checkRef(tx, values, 'userId', 'SELECT 1 FROM users WHERE id = $1') };
    // Bound now (the request's clock); an edit keeps the time of the binding.
    if (mode === 'create') out.boundAt = isoAt(context.now);
    else delete out.boundAt;
    return out;
  },
};

export const boothCollectorStore: EntityStore = {
  entity: 'boothCollector',
  table: 'booth_collectors',
  computed: { userName: USER_LABEL, lotName: 'l.name' },
  joins: 'LEFT JOIN users u ON u.id = t.user_id LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  options: { userId: USER_OPTIONS },
  async beforeWrite(tx, values, _mode, _context, id) {
    const userId = await checkRef(tx, values, 'userId', 'SELECT 1 FROM users WHERE id = $1');
    const lotId = await checkRef(tx, values, 'lotId', 'SELECT 1 FROM parking_lots WHERE id = $1');
    const clash = await tx.query(
      `SELECT 1 FROM booth_collectors WHERE lot_id = $1 AND lower(booth_name) = lower($2) AND user_id = $3 AND id <> $4 LIMIT 1`,
      [lotId, values.boothName, userId, id ?? 0]);
    if (clash.length) throw new FieldError('boothName', 'unique');
    return { ...values, userId, lotId };
  },
};

export const postStore: EntityStore = {
  entity: 'post',
  table: 'posts',
};
