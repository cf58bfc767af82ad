// The review of a row the operator gives away or sells (a top-up gift rule, a coupon package:
// docs/merchants.md, "Promotions") as domain services over its locked row: the machine
// (lib/parking/promotions/rule-machine.ts) decides; approving is never the requester's; enabling
// again clears the approval (what applies is what someone else read last).
import { z } from 'zod';
import { decideRule, type RuleEvent, type RuleState } from '../../../lib/parking/promotions/rule-machine';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { isoAt } from '../../db';
import { refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';

export interface Reviewed {
  /** The service's name prefix, e.g. 'merchants.promotionRule'. */
  name: string;
  table: string;
  /** The audit entity of its rows. */
  entity: string;
  stateColumn: string;
  /** Extra condition on the row (its kind within a shared table). */
  where?: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The service that moves a reviewed row by `event`. */
export function reviewStep(event: RuleEvent, target: Reviewed) {
  return defineService({
    name: `${target.name}.${event}`,
    input: z.object({ id: z.number().int().positive() }),
    async run(work, { id }): Promise<{ id: number; state: RuleState }> {
      const [row] = await work.query<{ state: number; requested_by: string }>(
        `SELECT ${target.stateColumn} AS state, requested_by FROM ${target.table} WHERE id = $1 ${target.where ? `AND ${target.where}` : ''} FOR UPDATE`, [id]);
      if (!row) throw rowNotFound();
      const decision = decideRule(Number(row.state) as RuleState, event);
      if (!decision.ok) throw refuse(decision.reason);
      if (event === 'approve' && sameName(row.requested_by, work.actor.name)) throw refuse(APPROVER_IS_REQUESTER);
      const approved = event === 'approve' ? { approved_by: work.actor.name, approved_at: isoAt(work.at) } : {};
      const cleared = event === 'enable' ? { approved_by: null, approved_at: null, requested_by: work.actor.name, requested_at: isoAt(work.at) } : {};
      await work.update(target.entity, target.table, id, { [target.stateColumn]: decision.to, ...approved, ...cleared, updated_at: isoAt(work.at) });
      return { id, state: decision.to };
    },
  });
}
