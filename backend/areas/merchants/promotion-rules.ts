// /PromotionRules over promotion_rules (docs/merchants.md, "Promotions"): a lot's top-up gift
// rules. Writing or changing one puts it back to pending, with its author as the requester; it
// applies (top-up-gift.ts) once a second person approved it, never its author. Its state moves by
// the row actions, each a domain service over the locked row (lib/parking/promotions/rule-machine.ts).
// A rule that gave a gift is kept (disable it): the ledger names it.
import { z } from 'zod';
import { decideRule, RULE_STATE, type RuleEvent, type RuleState } from '../../../lib/parking/promotions/rule-machine';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { requireCaller } from '../../context';
import { isoAt } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore } from '../../entities/types';
import { refuse, rowNotFound } from '../../kernel/failures';
import { checkUnique, isBlank } from '../../kernel/refs';
import { defineService } from '../../kernel/service';

export const PROMOTION_REFUSALS = {
  validity: 'promotionValidityInvalid',
  kept: 'promotionKept',
} as const;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The service that moves a rule by `event`; approving is never its requester's. */
function moveRule(event: RuleEvent) {
  return defineService({
    name: `merchants.${event}PromotionRule`,
    input: z.object({ ruleId: z.number().int().positive() }),
    async run(work, { ruleId }): Promise<{ id: number; state: RuleState }> {
      const [row] = await work.query<{ state: number; requested_by: string }>('SELECT state, requested_by FROM promotion_rules WHERE id = $1 FOR UPDATE', [ruleId]);
      if (!row) throw rowNotFound();
      const decision = decideRule(Number(row.state) as RuleState, event);
      if (!decision.ok) throw refuse(decision.reason);
      if (event === 'approve' && sameName(row.requested_by, work.actor.name)) throw refuse(APPROVER_IS_REQUESTER);
      const approved = event === 'approve' ? { approved_by: work.actor.name, approved_at: isoAt(work.at) } : {};
      // Enabled again, it is read again: its approval is not carried over.
      const cleared = event === 'enable' ? { approved_by: null, approved_at: null, requested_by: work.actor.name, requested_at: isoAt(work.at) } : {};
      await work.update(MERCHANT_AUDIT.promotionRule, 'promotion_rules', ruleId, { state: decision.to, ...approved, ...cleared, updated_at: isoAt(work.at) });
      return { id: ruleId, state: decision.to };
    },
  });
}

export const approvePromotionRule = moveRule('approve');
const ruleId = ({ id }: { id: number }) => ({ ruleId: id });

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
    approve: rowService({ service: approvePromotionRule, inputOf: ruleId }),
    disable: rowService({ service: moveRule('disable'), inputOf: ruleId }),
    enable: rowService({ service: moveRule('enable'), inputOf: ruleId }),
  },
};
