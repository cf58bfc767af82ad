// The row actions of /TempOrder (and /CatcPayOrder, its view): cash taken at the booth, a
// discount, a free departure, each a money-moving service of the charging core carried out once
// per press (the engine claimed the press's key; the service claims it again for its own rows);
// and re-pricing an open stay now. The engine checked the rows' states and the caller's lots.
import type { z } from 'zod';
import { sumFen } from '../../../lib/money/fen';
import type { PaymentChannel, PaymentPlace } from '../../../lib/parking/channels';
import { bookPayment, giveDiscount, grantFreeDeparture } from '../../charging/payments';
import type { RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { runService, type DomainService } from '../../kernel/service';
import type { EntityStore, RowCommand, Values } from '../types';
import { actorOf } from '../../kernel/actor';
import { keyForRow } from '../../kernel/idempotency';
import { quoteStay } from './quote';

/** Money taken at a booth is cash. */
const AT_THE_BOOTH: { channel: PaymentChannel; place: PaymentPlace } = { channel: 'cash', place: 'booth' };

type OrderRef = { id: number; stay_id: number };

/** Runs `service` for each selected order, in the engine's transaction; the results by order. */
async function forEachOrder<R>(
  tx: Queryable, ids: readonly number[], context: RequestContext, command: RowCommand,
  service: DomainService<z.ZodType, R>, inputOf: (order: OrderRef) => Values,
): Promise<R[]> {
  const orders = await tx.query<OrderRef>('SELECT id, stay_id FROM orders WHERE id = ANY($1::bigint[]) ORDER BY id', [ids]);
  const results: R[] = [];
  for (const order of orders) {
    const id = Number(order.id);
    results.push(await runService(tx, service, inputOf({ id, stay_id: Number(order.stay_id) }), actorOf(context), {
      at: context.now, idempotencyKey: keyForRow(command.idempotencyKey, id, ids),
    }));
  }
  return results;
}

/** An amount the dialog asked for in `field` (fen), when one was given. */
const amountIn = (input: Values, field: string) => (typeof input[field] === 'number' ? { amount: input[field] } : {});

export const ORDER_COMMANDS: NonNullable<EntityStore['rowActions']> = {
  /** { received } in fen: all that is due is paid out of it, the rest is the change. */
  pay: (tx, ids, input, context, command) => forEachOrder(tx, ids, context, command, bookPayment,
    (order) => ({ stayId: order.stay_id, ...AT_THE_BOOTH, received: input.received })),
  /** { discount, reason }: never more than is due. */
  discount: (tx, ids, input, context, command) => forEachOrder(tx, ids, context, command, giveDiscount,
    (order) => ({ orderId: order.id, ...amountIn(input, 'discount'), reason: input.reason })),
  /** { reason }: what is due is waived, and a vehicle still in the lot leaves free now. */
  freeDeparture: (tx, ids, input, context, command) => forEachOrder(tx, ids, context, command, grantFreeDeparture,
    (order) => ({ orderId: order.id, reason: input.reason })),
  /** The open stays priced up to now: what is due now. */
  reprice: async (tx, ids, _input, context, command) => {
    const quotes = await forEachOrder(tx, ids, context, command, quoteStay, (order) => ({ stayId: order.stay_id }));
    return { repriced: quotes.length, due: sumFen(quotes.map((q) => q.due)) };
  },
};
