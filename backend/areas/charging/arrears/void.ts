// An arrear made void with a reason (domain service arrears.void, the deletion listed by
// /ArrearsDeleteRecord): what the order still owes is waived (an order_discounts row of kind
// waive with the reason, so the order's figures still add up), the payments already booked stay
// as they are, and the arrear keeps its row, state void, who, when and why.
import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../../../../lib/spec-constants';
import { AUDIT } from '../audit-entities';
import { priceStay } from '../pricing';
import { lockStay } from '../rows';
import { isoAt } from '../../../db';
import { defineService } from '../../../kernel/service';
import { ARREAR_AUDIT } from './audit';
import { lockArrearFor } from './lock';

export const voidArrearInput = z.object({
  arrearId: z.number().int().positive(),
  reason: z.string().trim().min(1).max(TEXT_MAX_LENGTH),
});

export interface VoidResult { arrearId: number; waived: number; paid: number; orderState: number }

export const voidArrear = defineService({
  name: 'arrears.void',
  idempotent: true,
  input: voidArrearInput,
  async run(work, input): Promise<VoidResult> {
    const { arrear, to } = await lockArrearFor(work, input.arrearId, 'void');
    const stay = (await lockStay(work, arrear.stay_id))!;
    // Priced as when it left: the figures the order keeps.
    const { order } = await priceStay(work, stay, stay.exit_at ?? work.at);
    let after = order;
    if (order.due > 0) {
      await work.insert(AUDIT.discount, 'order_discounts', {
        order_id: order.id, lot_id: order.lot_id, plate: order.plate, kind: 'waive', amount: order.due, reason: input.reason,
        operator: work.actor.name, at: isoAt(work.at),
      });
      after = (await priceStay(work, stay, order.priced_until)).order;
    }
    const at = isoAt(work.at);
    await work.update(ARREAR_AUDIT, 'arrears', arrear.id, {
      state: to, closed_at: at, closed_by: work.actor.name, void_reason: input.reason, voided_due: order.due, updated_at: at,
    });
    return { arrearId: arrear.id, waived: order.due, paid: after.paid, orderState: after.state };
  },
});
