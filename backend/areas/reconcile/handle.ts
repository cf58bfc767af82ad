// Handling a difference: a decision and a reason, by whom and when, kept on the difference with
// both sides' rows. Allowed from the states of lib/parking/reconcile-machine.ts only.
import { z } from 'zod';
import { DIFFERENCE_DECISIONS, differenceAfter, type DifferenceState } from '../../../lib/parking/reconcile-machine';
import { isoAt } from '../../db';
import { defineService } from '../../kernel/service';
import { AshxFailure, STATUS, rowNotFound } from '../../kernel/failures';
import type { MessageKey } from '../../messages';
import { RECONCILE_AUDIT } from './audit';

export const handleDifferenceInput = z.object({
  differenceId: z.number().int().positive(),
  decision: z.enum(DIFFERENCE_DECISIONS),
  reason: z.string().trim().min(1).max(200),
});

export const handleDifference = defineService({
  name: 'reconcile.handle',
  input: handleDifferenceInput,
  async run(work, input) {
    const [row] = await work.query<{ state: DifferenceState }>('SELECT state FROM reconcile_differences WHERE id = $1 FOR UPDATE', [input.differenceId]);
    if (!row) throw rowNotFound();
    const next = differenceAfter(row.state, 'handle');
    if ('refusal' in next) throw new AshxFailure(STATUS.invalid, next.refusal as MessageKey);
    const { after } = await work.update(RECONCILE_AUDIT.difference, 'reconcile_differences', input.differenceId, {
      state: next.to, decision: input.decision, reason: input.reason, handled_by: work.actor.name, handled_at: isoAt(work.at),
    });
    return { id: input.differenceId, state: after.state };
  },
});
