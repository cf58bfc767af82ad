// /PromotionRules over promotion_rules (docs/merchants.md, "Promotions"): a lot's top-up gift
// rules. Writing or changing one puts it back to pending, with its author as the requester; it
// applies (top-up-gift.ts) once a second person approved it, never its author. Its state moves by
// the row actions (review-steps.ts).
// A rule that gave a gift is kept (disable it): the ledger names it.
import { RULE_STATE } from '../../../lib/parking/promotions/rule-machine';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { requireCaller } from '../../context';
import { isoAt } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { refuse } from '../../kernel/failures';
import { checkUnique, isBlank } from '../../kernel/refs';
import { reviewStep } from './review-steps';

export const PROMOTION_REFUSALS = {
  validity: 'promotionValidityInvalid',
  kept: 'promotionKept',
} as const;

const RULES = { name: 'merchants.promotionRule', table: 'promotion_rules', entity: MERCHANT_AUDIT.promotionRule, stateColumn: 'state' };
export const approvePromotionRule = reviewStep('approve', RULES);
const byId = ({ id }: { id: number }) => ({ id });

export const promotionRuleStore: EntityStore = {
  entity: MERCHANT_AUDIT.promotionRule,
  table: 'promotion_rules',
  columns: { minTopUp: 'min_topup', requestedAt: 'requested_at', updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    gifts: `(SELECT count(*)::int FROM merchant_ledger g WHERE g.promotion_rule_id = t.id)`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, _mode, context, id) {
    const from = isBlank(values.validFrom) ? null : String(values.validFrom);
    const to = isBlank(values.validTo) ? null : String(values.validTo);
    if (from && to && to < from) throw refuse(PROMOTION_REFUSALS.validity);
    await checkUnique(tx, 'promotion_rules', { lot_id: values.lotId, 'lower(name)': String(values.name).trim().toLowerCase() }, 'name', id);
    const now = isoAt(context.now);
    // Any change is read again by a second person before it applies.
    return {
      ...values, validFrom: from, validTo: to, state: RULE_STATE.pending,
      requestedBy: requireCaller(context).loginName, requestedAt: now, approvedBy: null, approvedAt: null, updatedAt: now,
    };
  },
  async refuseDelete(tx, ids) {
    const gave = await tx.query('SELECT 1 FROM merchant_ledger WHERE promotion_rule_id = ANY($1::int[]) LIMIT 1', [ids]);
    return gave.length ? PROMOTION_REFUSALS.kept : null;
  },
  rowActions: {
    approve: rowService({ service: approvePromotionRule, inputOf: byId }),
    disable: rowService({ service: reviewStep('disable', RULES), inputOf: byId }),
    enable: rowService({ service: reviewStep('enable', RULES), inputOf: byId }),
  },
};
