// A user bound to a merchant (users.merchant_id, docs/merchants.md "Merchant users") sees only that
// merchant's rows. Binding is part of what nobody grants beyond what he holds (docs/security.md):
// a caller bound to a merchant binds users to his merchant only and manages only its users (an
// unbound user sees every merchant of his lots: resetting his password would hand that over); nobody
// but a super administrator changes his own binding; a merchant is picked from the caller's lots.
import type { Caller } from '../../auth/tokens';
import type { Queryable } from '../../db';
import { FieldError, refuse } from '../../kernel/failures';
import { inCallerLots } from '../../kernel/lot-scope';
import { inCallerMerchant } from '../../kernel/merchant-scope';
import { isBlank, refId } from '../../kernel/refs';
import { STAFF_KEYS } from './common';

type Holder = Pick<Caller, 'isSuper' | 'userId'>;

/** The merchants a caller may bind users to, labelled 'lot / merchant' ($1 the caller's id): open ones (not closed). */
export const BINDABLE_MERCHANTS = `SELECT m.id AS value, pl.name || ' / ' || m.name AS label FROM merchants m JOIN parking_lots pl ON pl.id = m.lot_id
  WHERE m.state <> 3 AND ${inCallerLots('m.lot_id')} AND ${inCallerMerchant('m.id')} ORDER BY pl.name, m.name, m.id`;

async function merchantOf(tx: Queryable, userId: number): Promise<number | null> {
  const [row] = await tx.query<{ merchant_id: number | null }>('SELECT merchant_id FROM users WHERE id = $1', [userId]);
  return row?.merchant_id === null || row?.merchant_id === undefined ? null : Number(row.merchant_id);
}

/** The merchant the form binds the user to (null: none), checked against what the caller holds. */
export async function checkedBinding(tx: Queryable, caller: Holder, merchantValue: unknown, userId?: number): Promise<number | null> {
  const merchantId = isBlank(merchantValue) ? null : refId({ merchantId: merchantValue }, 'merchantId');
  if (merchantId !== null && !(await tx.query(`SELECT 1 FROM (${BINDABLE_MERCHANTS}) b WHERE b.value = $2`, [caller.userId, merchantId])).length) {
    // A super administrator's options are every open merchant; anyone else's his lots' (and his merchant).
    throw new FieldError('merchantId', 'option');
  }
  if (caller.isSuper) return merchantId;
  const own = await merchantOf(tx, caller.userId);
  if (userId === caller.userId && merchantId !== own) throw refuse(STAFF_KEYS.ownMerchant);
  if (own !== null && merchantId !== own) throw refuse(STAFF_KEYS.merchantBeyondCaller);
  return merchantId;
}

/** Refuses when the caller is bound to a merchant and one of these users (himself aside) is not of it. */
export async function requireOwnMerchantUsers(tx: Queryable, caller: Holder, userIds: readonly number[]): Promise<void> {
  if (caller.isSuper) return;
  const own = await merchantOf(tx, caller.userId);
  if (own === null) return;
  const others = await tx.query('SELECT 1 FROM users WHERE id = ANY($1::int[]) AND id <> $2 AND merchant_id IS DISTINCT FROM $3 LIMIT 1',
    [userIds, caller.userId, own]);
  if (others.length) throw refuse(STAFF_KEYS.merchantBeyondCaller);
}
