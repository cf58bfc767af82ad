// A cashier's shift (docs/settlement.md): sign-in opens it at a booth of a lot; sign-out (a domain
// service) sums the cashier's payments of the shift by channel, expects the opening float plus
// the cash taken, records the cash handed over and the difference (with a reason when there is
// one), and closes it for good. The shift's payments: operator = the cashier, paid_at from the
// sign-in to the sign-out, in any lot.
import { z } from 'zod';
import { fenToYuan, MAX_FEN } from '../../../lib/money/fen';
import { PAYMENT_CHANNELS } from '../../../lib/parking/channels';
import { decideShift, SHIFT_STATE } from '../../../lib/areas/settlement/shift-machine';
import { shiftFigures, signOutRefusal, takenColumn, type ShiftFigures } from '../../../lib/areas/settlement/shift-figures';
import { isoAt, toMs, type Queryable, type Reader } from '../../db';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { refuse, rowNotFound } from '../../kernel/failures';
import { nextShiftNo } from './numbers';

/** The entity shifts are audited under (the screen's). */
export const SHIFT_AUDIT = 'cashierShift';
/** Refusal of a second open shift of one cashier. */
export const SHIFT_ALREADY_OPEN = 'shiftAlreadyOpen';

export interface ShiftRow {
  id: number; shift_no: string; lot_id: number; booth: string; cashier: string; state: number;
  signed_in_at: unknown; signed_out_at: unknown; opening_float: number;
}

/** The payments of a cashier from `from` to `to` (both included). */
export const paymentsOfShift = (tx: Reader, cashier: string, from: number, to: number) =>
  tx.query<{ channel: string; amount: number }>(
    'SELECT channel, amount FROM payments WHERE operator = $1 AND paid_at >= $2 AND paid_at <= $3 ORDER BY id',
    [cashier, isoAt(from), isoAt(to)]);

/**
 * Sign-in: the values of a new shift of `cashier` at `at`. Refused while the cashier has an open
 * shift. It starts just after the cashier's last shift ended, so no payment falls in two shifts.
 */
export async function signInValues(tx: Queryable, cashier: string, at: number): Promise<Record<string, unknown>> {
  const open = await tx.query('SELECT 1 FROM cashier_shifts WHERE cashier = $1 AND state = $2', [cashier, SHIFT_STATE.open]);
  if (open.length) throw refuse(SHIFT_ALREADY_OPEN);
  const [last] = await tx.query<{ ended: unknown }>('SELECT max(signed_out_at) AS ended FROM cashier_shifts WHERE cashier = $1', [cashier]);
  const ended = toMs(last?.ended);
  const start = ended === null ? at : Math.max(at, ended + 1);
  return {
    shiftNo: await nextShiftNo(tx, start), cashier, state: SHIFT_STATE.open, signedInAt: isoAt(start), updatedAt: isoAt(at),
  };
}

export const signOutInput = z.object({
  shiftId: z.number().int().positive(),
  cashHandedOver: z.number().int().min(0).max(MAX_FEN),
  reason: z.string().trim().max(100).optional(),
});

export interface SignOutResult extends ShiftFigures { shiftNo: string; signedOutAt: string }

export const signOutShift = defineService({
  name: 'shift.signOut',
  idempotent: true,
  input: signOutInput,
  async run(work: Work, input): Promise<SignOutResult> {
    const [shift] = await work.query<ShiftRow>('SELECT * FROM cashier_shifts WHERE id = $1 FOR UPDATE', [input.shiftId]);
    if (!shift) throw rowNotFound();
    const decision = decideShift(shift.state, 'signOut');
    if (!decision.ok) throw refuse(decision.reason);
    const signedIn = toMs(shift.signed_in_at)!;
    const at = Math.max(work.at, signedIn);
    const figures = shiftFigures(Number(shift.opening_float), await paymentsOfShift(work, shift.cashier, signedIn, at), input.cashHandedOver);
    const refusal = signOutRefusal(figures, input.reason);
    if (refusal) throw refuse(refusal, { difference: fenToYuan(figures.difference) });
    await work.update(SHIFT_AUDIT, 'cashier_shifts', Number(shift.id), {
      state: decision.to, signed_out_at: isoAt(at), signed_out_by: work.actor.name, payments: figures.payments,
      ...Object.fromEntries(PAYMENT_CHANNELS.map((c) => [takenColumn(c), figures.takings[c]])),
      taken_total: figures.total, expected_cash: figures.expectedCash, cash_handed_over: figures.cashHandedOver,
      difference: figures.difference, difference_reason: input.reason?.trim() || null, updated_at: isoAt(work.at),
    });
    return { ...figures, shiftNo: shift.shift_no, signedOutAt: isoAt(at) };
  },
});
