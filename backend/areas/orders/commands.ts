// The row actions of /TempOrder (and /CatcPayOrder, its view): cash taken at the booth, a
// discount, a free departure, each a money-moving service of the charging core carried out once
// per press and row (row services: the engine claims each row's key and checks the rows' states
// and the caller's lots); and re-pricing an open stay now.
import { sumFen } from '../../../lib/money/fen';
import type { PaymentChannel, PaymentPlace } from '../../../lib/parking/channels';
import { bookPayment, giveDiscount, grantFreeDeparture } from '../charging';
import { rowService, type SelectedRow } from '../../entities/row-service';
import type { EntityStore, Values } from '../../entities/types';
import { quoteStay } from './quote';

/** Money taken at a booth is cash. */
const AT_THE_BOOTH: { channel: PaymentChannel; place: PaymentPlace } = { channel: 'cash', place: 'booth' };

/** The stay of the selected order. */
async function stayOf({ tx, id }: SelectedRow): Promise<number> {
  const [order] = await tx.query<{ stay_id: number }>('SELECT stay_id FROM orders WHERE id = $1', [id]);
  return Number(order.stay_id);
}

/** An amount the dialog asked for in `field` (fen), when one was given. */
const amountIn = (input: Values, field: string) => (typeof input[field] === 'number' ? { amount: input[field] } : {});

export const ORDER_COMMANDS: NonNullable<EntityStore['rowActions']> = {
  /** { received } in fen: all that is due is paid out of it, the rest is the change. */
  pay: rowService({ service: bookPayment, inputOf: async (row) => ({ stayId: await stayOf(row), ...AT_THE_BOOTH, received: row.input.received }) }),
  /** { discount, reason }: never more than is due. */
  discount: rowService({ service: giveDiscount, inputOf: ({ id, input }) => ({ orderId: id, ...amountIn(input, 'discount'), reason: input.reason }) }),
  /** { reason }: what is due is waived, and a vehicle still in the lot leaves free now. */
  freeDeparture: rowService({ service: grantFreeDeparture, inputOf: ({ id, input }) => ({ orderId: id, reason: input.reason }) }),
  /** The open stays priced up to now: what is due now. */
  reprice: rowService({
    service: quoteStay, inputOf: async (row) => ({ stayId: await stayOf(row) }),
    answer: (quotes) => ({ repriced: quotes.length, due: sumFen(quotes.map((q) => q.due)) }),
  }),
};
