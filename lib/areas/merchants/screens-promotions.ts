// Promotions (issue 21; docs/merchants.md, "Promotions"): a lot's top-up gift rules
// (/PromotionRules): a merchant's top-up of at least a minimum gets a gift credited, on its first
// top-up only or on every one, while the rule is valid. A rule applies once a second person
// approved it (lib/parking/promotions/rule-machine.ts). Lot-scoped; a merchant's staff do not see
// it (not merchant-scoped: the rules are the operator's). Table: 295_promotion_rules.sql; store:
// backend/areas/merchants/promotion-rules.ts.
import { RULE_REFUSALS, RULE_STATES, RULE_TRANSITIONS, type RuleEvent } from '../../parking/promotions/rule-machine';
import type { RowActionDecl, ScreenDecl } from '../../screens/types';
import { CRUD, LOT_NAME, shown } from '../../screens/common-fields';

/** The most a rule's minimum or gift may be (1,000,000.00 yuan), as a top-up's. */
export const PROMOTION_AMOUNT_MAX = 100_000_000;

const whenRule = (event: RuleEvent): RowActionDecl['when'] =>
  ({ field: 'state', from: RULE_TRANSITIONS[event].from, refusal: RULE_REFUSALS[event] });

export const PROMOTION_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/PromotionRules',
    directory: 'merchants',
    menuId: 1513,
    entity: 'promotionRule',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 160 },
      // A top-up of at least this much gets the gift (the highest tier reached, one gift per top-up).
      { name: 'minTopUp', type: 'money', required: true, min: 1, max: PROMOTION_AMOUNT_MAX, width: 120 },
      { name: 'gift', type: 'money', required: true, min: 1, max: PROMOTION_AMOUNT_MAX, width: 110 },
      { name: 'firstOnly', type: 'boolean', width: 110 },
      { name: 'validFrom', type: 'date', width: 110 },
      { name: 'validTo', type: 'date', width: 110 },
      shown('state', 'select', { options: RULE_STATES, filter: 'select', width: 100 }),
      // Who wrote or last changed it (never its approver), and who approved it.
      shown('requestedBy', 'text', { width: 110 }),
      shown('approvedBy', 'text', { width: 110 }),
      shown('approvedAt', 'datetime', { width: 170 }),
      shown('gifts', 'integer', { sortable: false, width: 90 }),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: [
      { name: 'approve', button: 'approve', confirm: true, when: whenRule('approve'), approval: { requesterField: 'requestedBy' },
        context: ['name', 'minTopUp', 'gift', 'firstOnly', 'validFrom', 'validTo', 'requestedBy'] },
      { name: 'disable', button: 'disable', confirm: true, when: whenRule('disable') },
      { name: 'enable', button: 'enable', confirm: true, when: whenRule('enable') },
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
];
