// Handling a difference between a lot's charging system and our payments: a decision and a
// reason for both sides' figures as they stand now (charge_system_handlings, migration 160). The
// view shows it handled while the figures stay so; the same figures are handled once.
import { z } from 'zod';
import { DIFFERENCE_DECISIONS, DIFFERENCE_STATE, differenceAfter, type DifferenceState } from '../../../lib/parking/reconcile-machine';
import { chargeSystemKeyOf } from '../../../lib/areas/reconcile/statements/charge-system';
import { isoAt } from '../../db';
import { defineService } from '../../kernel/service';
import { AshxFailure, STATUS, rowNotFound } from '../../kernel/failures';
import type { MessageKey } from '../../messages';

export const CHARGE_SYSTEM_HANDLING_AUDIT = 'chargeSystemHandling';

interface Figures { our_payments: number; our_amount: string | number; their_payments: number; their_amount: string | number; state: DifferenceState }

export const handleChargeSystemDifference = defineService({
  name: 'chargeSystem.handle',
  input: z.object({
    differenceId: z.number().int().positive(),
    decision: z.enum(DIFFERENCE_DECISIONS),
    reason: z.string().trim().min(1).max(200),
  }),
  async run(work, input) {
    const key = chargeSystemKeyOf(input.differenceId);
    if (!key) throw rowNotFound();
    // The lot's row is the lock: two handlings of one lot's differences are taken one at a time.
    await work.query('SELECT id FROM parking_lots WHERE id = $1 FOR UPDATE', [key.lotId]);
    const [row] = await work.query<Figures>(
      'SELECT our_payments, our_amount, their_payments, their_amount, state FROM charge_system_differences WHERE id = $1', [input.differenceId]);
    if (!row) throw rowNotFound();
    const next = differenceAfter(Number(row.state) as DifferenceState, 'handle');
    if ('refusal' in next) throw new AshxFailure(STATUS.invalid, next.refusal as MessageKey);
    const handling = await work.insert(CHARGE_SYSTEM_HANDLING_AUDIT, 'charge_system_handlings', {
      lot_id: key.lotId, day: key.day, channel: key.channel,
      our_payments: row.our_payments, our_amount: row.our_amount, their_payments: row.their_payments, their_amount: row.their_amount,
      decision: input.decision, reason: input.reason, handled_by: work.actor.name, handled_at: isoAt(work.at),
    });
    return { id: input.differenceId, handlingId: handling.id, state: DIFFERENCE_STATE.handled };
  },
});
