// The row actions of the arrears lists: an arrear paid (any channel; blank amount: all still
// owed), reminded by SMS, or made void with a reason, each a domain service of backend/arrears carried out once per
// press. The engine checked the rows' states, the caller's lots and the dialog's fields.
import type { PaymentChannel } from '../../../lib/parking/channels';
import { payArrear } from '../../arrears/pay';
import { remindArrear } from '../../arrears/remind';
import { voidArrear } from '../../arrears/void';
import { runService, type DomainService } from '../../kernel/service';
import type { RequestContext } from '../../context';
import type { Queryable } from '../../db';
import type { z } from 'zod';
import { actorOf } from '../../kernel/actor';
import { keyForRow } from '../../kernel/idempotency';
import type { EntityStore, RowCommand, Values } from '../types';

async function forEachArrear<R>(
  tx: Queryable, ids: readonly number[], context: RequestContext, command: RowCommand,
  service: DomainService<z.ZodType, R>, inputOf: (id: number) => Values,
): Promise<R[]> {
  const results: R[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    results.push(await runService(tx, service, inputOf(id), actorOf(context), {
      at: context.now, idempotencyKey: keyForRow(command.idempotencyKey, id, ids),
    }));
  }
  return results;
}

/** The dialog's `field` as the service's `as`, when it was filled in. */
const optional = (input: Values, field: string, as = field) => (input[field] === undefined || input[field] === null || input[field] === '' ? {} : { [as]: input[field] });

export const PAY_ARREAR: NonNullable<EntityStore['rowActions']>[string] = (tx, ids, input, context, command) =>
  forEachArrear(tx, ids, context, command, payArrear, (arrearId) => ({
    arrearId, channel: input.channel as PaymentChannel, ...optional(input, 'payAmount', 'amount'), ...optional(input, 'channelTxnNo'),
  }));

export const VOID_ARREAR: NonNullable<EntityStore['rowActions']>[string] = (tx, ids, input, context, command) =>
  forEachArrear(tx, ids, context, command, voidArrear, (arrearId) => ({ arrearId, reason: input.reason }));

export const REMIND_ARREAR: NonNullable<EntityStore['rowActions']>[string] = (tx, ids, input, context, command) =>
  forEachArrear(tx, ids, context, command, remindArrear, (arrearId) => ({
    arrearId, templateId: Number(input.remindTemplateId), ...optional(input, 'phone'),
  }));
