// The operator's own coupons (docs/merchants.md, "Promotions"): coupon types without a merchant,
// written by the promotions' screens (events, packages, member offers), and their coupons issued
// to plates. The charging core applies them as any coupon and charges nobody when they are used.
import { COUPON_STATE, COUPON_USE_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { isoAt } from '../../db';
import type { Work } from '../../kernel/work';

/** The columns an operator's type writes besides its declared fields (set by the stores' beforeWrite). */
export const OPERATOR_TYPE_COLUMNS: Record<string, string> = {
  purpose: 'purpose', payPercent: 'pay_percent', validHours: 'valid_hours', onePerPlate: 'one_per_plate', multiUse: 'multi_use', charge: 'charge',
  createdBy: 'created_by', createdAt: 'created_at', updatedAt: 'updated_at',
};

/** A type's coupons issued, used, and what their uses took off. */
export const operatorTypeFigures = () => ({
  issued: '(SELECT count(*)::int FROM coupons c WHERE c.type_id = t.id)',
  used: `(SELECT count(*)::int FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.type_id = t.id AND u.state = ${COUPON_USE_STATE.used})`,
  relief: `(SELECT coalesce(sum(u.relief), 0)::bigint FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.type_id = t.id AND u.state = ${COUPON_USE_STATE.used})`,
});

export interface OperatorIssue {
  typeId: number; lotId: number; plates: readonly string[]; source: 'event' | 'package' | 'member'; multiUse?: boolean;
  validFrom: string | null; expiresAt: string | null; count?: number; couponOrderId?: number;
}

/**
 * Issues the type's coupons to the plates (`count` each, 1 by default), each row audited. For an
 * event or a member offer, a plate already holding an unused or in-use coupon of the type is
 * skipped: the plates given one are returned.
 */
export async function issueOperatorCoupons(work: Work, issue: OperatorIssue): Promise<string[]> {
  const held = issue.source !== 'package'
    ? new Set((await work.query<{ plate: string }>(
      `SELECT DISTINCT plate FROM coupons WHERE type_id = $1 AND plate = ANY($2::text[]) AND state IN (${COUPON_STATE.unused}, ${COUPON_STATE.inUse})`,
      [issue.typeId, issue.plates])).map((r) => r.plate))
    : new Set<string>();
  const given = issue.plates.filter((p) => !held.has(p));
  for (const plate of given) {
    for (let i = 0; i < (issue.count ?? 1); i += 1) {
      const [{ no }] = await work.query<{ no: string }>("SELECT 'CP' || lpad(nextval('coupon_no_seq')::text, 10, '0') AS no");
      await work.insert(MERCHANT_AUDIT.coupon, 'coupons', {
        coupon_no: no, type_id: issue.typeId, merchant_id: null, lot_id: issue.lotId, plate, multi_use: issue.multiUse ?? false, state: COUPON_STATE.unused,
        source: issue.source, issued_by: work.actor.name, issued_at: isoAt(work.at), valid_from: issue.validFrom, expires_at: issue.expiresAt,
        coupon_order_id: issue.couponOrderId ?? null,
      });
    }
  }
  return given;
}
