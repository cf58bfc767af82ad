// The gift a top-up earns (docs/merchants.md, "Promotions"), in the top-up's transaction with the
// merchant's row locked: the lot's active rules read, the pure rule (lib/areas/merchants/gifts.ts)
// picks one, and the gift is a ledger row of cause 'gift' naming the top-up and the rule. No
// payment is booked: a gift is not money received. Once per top-up (the top-up is once per key,
// and the ledger refuses a second gift of one top-up).
import { dayOfDate, startOfDay } from '../../../lib/parking/cards/operator-days';
import { giftCredit, giftFor, type GiftRule } from '../../../lib/areas/merchants/gifts';
import { RULE_STATE } from '../../../lib/parking/promotions/rule-machine';
import type { Work } from '../../kernel/work';
import { changeAccount, type MerchantRow } from '../charging';

export interface TopUpGift { ruleId: number; unit: 'fen' | 'minutes'; credit: number }

/** The start of an operator day given as YYYY-MM-DD, `after` days later (the validity's end is the day after its last). */
function dayStartOf(date: string | null, after = 0): number | null {
  const day = date === null ? null : dayOfDate(date);
  return day === null ? null : startOfDay(day + after);
}

/** Credits the gift `amount` fen earns for the merchant's top-up `topUpId`, if any. */
export async function giveTopUpGift(work: Work, merchant: MerchantRow, topUpId: number, amount: number): Promise<TopUpGift | null> {
  const rows = await work.query<{ id: number; min_topup: string; gift: string; first_only: boolean; valid_from: string | null; valid_to: string | null; first: boolean }>(
    `SELECT r.id, r.min_topup, r.gift, r.first_only, to_char(r.valid_from, 'YYYY-MM-DD') AS valid_from, to_char(r.valid_to, 'YYYY-MM-DD') AS valid_to,
            NOT EXISTS (SELECT 1 FROM merchant_topups p WHERE p.merchant_id = $2 AND p.id <> $3) AS first
       FROM promotion_rules r WHERE r.lot_id = $1 AND r.state = ${RULE_STATE.active}`, [merchant.lot_id, merchant.id, topUpId]);
  if (!rows.length) return null;
  const rules: GiftRule[] = rows.map((r) => ({
    id: Number(r.id), minTopUp: Number(r.min_topup), gift: Number(r.gift), firstOnly: r.first_only, validFrom: dayStartOf(r.valid_from), validTo: dayStartOf(r.valid_to, 1),
  }));
  const rule = giftFor(rules, amount, work.at, rows[0].first);
  if (!rule) return null;
  const { unit, credit } = giftCredit(rule.gift, merchant.settlement, merchant.minute_price);
  if (credit <= 0) return null;
  await changeAccount(work, merchant, { cause: 'gift', unit, change: credit, topUpId, promotionRuleId: rule.id });
  return { ruleId: rule.id, unit, credit };
}
