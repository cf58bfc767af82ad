// A merchant's account (docs/merchants.md): in the charging core because coupons used at a payment
// charge it in the payment's transaction (the merchants area's top-ups and closings use it through
// charging/index.ts). Its row locked, and every change of it a row of the ledger (before,
// change, after, cause, in the account's unit), made here only. The table refuses a row whose
// after is not before + change; a balance below 0 only for a post-paid merchant (270_merchants.sql).
import type { LedgerCause, LedgerUnit, Settlement } from '../../../lib/parking/merchant-account';
import type { MerchantState } from '../../../lib/parking/merchant-machine';
import { isoAt } from '../../db';
import { rowNotFound } from '../../kernel/failures';
import type { Work } from '../../kernel/work';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';

export interface MerchantRow {
  id: number; lot_id: number; name: string; settlement: Settlement; discount: number; minute_price: number | null;
  arrears_limit: number; balance: number; minutes: number; state: MerchantState;
}

/** The merchant's row, locked for the transaction; 404 when there is none. */
export async function lockedMerchant(work: Work, merchantId: number): Promise<MerchantRow> {
  const [row] = await work.query<Record<string, unknown>>(
    `SELECT id, lot_id, name, settlement, discount, minute_price, arrears_limit, balance, minutes, state
       FROM merchants WHERE id = $1 FOR UPDATE`, [merchantId]);
  if (!row) throw rowNotFound();
  return {
    id: Number(row.id), lot_id: Number(row.lot_id), name: String(row.name), settlement: row.settlement as Settlement,
    discount: Number(row.discount), minute_price: row.minute_price === null ? null : Number(row.minute_price),
    arrears_limit: Number(row.arrears_limit), balance: Number(row.balance), minutes: Number(row.minutes), state: Number(row.state) as MerchantState,
  };
}

export interface AccountChange {
  cause: LedgerCause; unit: LedgerUnit; change: number;
  topUpId?: number; closingId?: number; couponUseId?: number; applicationId?: number;
  /** A gift's rule (its top-up is topUpId). */
  promotionRuleId?: number;
}

/** One change of the (locked) merchant's account: its ledger row and the merchant's new balance, both audited. */
export async function changeAccount(work: Work, merchant: MerchantRow, c: AccountChange): Promise<{ before: number; after: number }> {
  const before = c.unit === 'minutes' ? merchant.minutes : merchant.balance;
  const after = before + c.change;
  await work.insert(MERCHANT_AUDIT.ledger, 'merchant_ledger', {
    merchant_id: merchant.id, lot_id: merchant.lot_id, cause: c.cause, unit: c.unit, balance_before: before, change: c.change, balance_after: after,
    topup_id: c.topUpId ?? null, closing_id: c.closingId ?? null, coupon_use_id: c.couponUseId ?? null, application_id: c.applicationId ?? null,
    promotion_rule_id: c.promotionRuleId ?? null, operator: work.actor.name, at: isoAt(work.at),
  });
  await work.update(MERCHANT_AUDIT.merchant, 'merchants', merchant.id, { [c.unit === 'minutes' ? 'minutes' : 'balance']: after, updated_at: isoAt(work.at) });
  if (c.unit === 'minutes') merchant.minutes = after; else merchant.balance = after;
  return { before, after };
}
