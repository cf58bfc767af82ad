// The stores of /ThirdDiscountApply and /AliExclusiveOfferAudit (lib/areas/merchants/screens-third-discounts.ts):
// one table, each screen its source's rows. An application is written while pending (its terms by
// lib/areas/merchants/third-discounts.ts, its partner a post-paid merchant of the caller's lots, who
// recorded it kept for the second person's review); the review is the row actions' services
// (third-discount-review.ts). Spent and issued are read with the issuing's own query.
import { THIRD_DISCOUNT_RULES, termsRefusal, type ThirdDiscountKind, type ThirdDiscountSource } from '../../../lib/areas/merchants/third-discounts';
import { THIRD_DISCOUNT_EDITABLE, THIRD_DISCOUNT_STATE } from '../../../lib/parking/third-discount-machine';
import { requireCaller } from '../../context';
import { isoAt } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { refuse } from '../../kernel/failures';
import { inCallerLots } from '../../kernel/lot-scope';
import { inCallerMerchant } from '../../kernel/merchant-scope';
import { checkRef } from '../../kernel/refs';
import { discountSpending } from './third-discount-spending';
import { THIRD_DISCOUNT_AUDIT, approveThirdDiscount, endThirdDiscount, rejectThirdDiscount } from './third-discount-review';

/** The partners: post-paid merchants, enabled, of the caller's lots. */
const PARTNERS = `SELECT m.id AS value, pl.name || ' / ' || m.name AS label FROM merchants m JOIN parking_lots pl ON pl.id = m.lot_id
  WHERE m.settlement = 'postpaid' AND m.state = 1 AND ${inCallerLots('m.lot_id')} AND ${inCallerMerchant('m.id')} ORDER BY pl.name, m.name, m.id`;

const numberOrNull = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
const discountId = ({ id }: { id: number }) => ({ discountId: id });

const thirdDiscountStore = (entity: string, source: ThirdDiscountSource): EntityStore => ({
  entity,
  table: 'third_party_discounts',
  auditEntity: THIRD_DISCOUNT_AUDIT,
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name', merchantName: 'm.name', spent: 'NULL::bigint', issued: 'NULL::int' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN merchants m ON m.id = t.merchant_id',
  where: `t.source = '${source}'`,
  fixed: { source },
  lotColumn: 'lot_id',
  merchantColumn: 'merchant_id',
  options: { merchantId: PARTNERS },
  async beforeWrite(tx, values, mode, context, id) {
    if (mode === 'update') {
      const [row] = await tx.query<{ state: number }>('SELECT state FROM third_party_discounts WHERE id = $1', [id]);
      if (row && !THIRD_DISCOUNT_EDITABLE.includes(Number(row.state) as never)) throw refuse(THIRD_DISCOUNT_RULES.notPending);
    }
    const merchantId = await checkRef(tx, values, 'merchantId', "SELECT 1 FROM merchants WHERE id = $1 AND state = 1 AND settlement = 'postpaid'",
      { column: 'merchant_id', table: 'third_party_discounts', id });
    const [partner] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM merchants WHERE id = $1', [merchantId]);
    const kind = values.kind as ThirdDiscountKind;
    const terms = {
      kind, payPercent: kind === 'percentage' ? numberOrNull(values.payPercent) : null, amount: kind === 'cash' ? numberOrNull(values.amount) : null,
      validFrom: String(values.validFrom), validTo: String(values.validTo), budget: Number(values.budget),
    };
    const refusal = termsRefusal(terms);
    if (refusal) throw refuse(refusal);
    const written = { ...values, merchantId, lotId: Number(partner.lot_id), payPercent: terms.payPercent, amount: terms.amount, updatedAt: isoAt(context.now) };
    if (mode === 'create') return { ...written, state: THIRD_DISCOUNT_STATE.pending, requestedBy: requireCaller(context).loginName, requestedAt: isoAt(context.now) };
    return written;
  },
  async refuseDelete(tx, ids) {
    const [decided] = await tx.query(`SELECT 1 FROM third_party_discounts WHERE id = ANY($1::int[]) AND state <> ${THIRD_DISCOUNT_STATE.pending} LIMIT 1`, [ids]);
    return decided ? THIRD_DISCOUNT_RULES.notPending : null;
  },
  rowActions: {
    approve: rowService({ service: approveThirdDiscount, inputOf: ({ id, input }) => ({ discountId: id, reviewRemark: input.reviewRemark ?? undefined }) }),
    reject: rowService({ service: rejectThirdDiscount, inputOf: ({ id, input }) => ({ discountId: id, reviewRemark: input.reviewRemark }) }),
    end: rowService({ service: endThirdDiscount, inputOf: discountId }),
  },
  atRead: {
    async rows(db, rows) {
      for (const row of rows) {
        const [{ coupon_type_id: typeId }] = await db.query<{ coupon_type_id: number | null }>('SELECT coupon_type_id FROM third_party_discounts WHERE id = $1', [row.id]);
        const spending = typeId === null ? { spent: 0, issued: 0 } : await discountSpending(db, Number(typeId));
        Object.assign(row, spending);
      }
    },
  },
});

export const THIRD_DISCOUNT_STORES: readonly EntityStore[] = [
  thirdDiscountStore('thirdDiscount', 'partner'), thirdDiscountStore('aliExclusiveOffer', 'alipay'),
];
