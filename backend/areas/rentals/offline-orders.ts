// An offline payment's review (/OfflineOrderReview; docs/rentals.md, "First sale, offline
// payments"): a rental order a cashier recorded as paid outside the console waits for finance
// (lib/parking/lease-machine.ts financialPending). A second person, never its recorder, confirms it
// (paid: its payment booked with the reference as the channel's transaction number, the period it
// bought applied to the card, a first sale's card confirmed with it) or refuses it (not approved:
// nothing booked, a first sale's card failed and its plates freed for another sale). A free renewal
// (a VIP's extension: sales.ts renewCard, amount 0) waits the same way for a second person, who
// confirms it on /MonthlyRentalVipManagement (vip.ts): its period applied, nothing to book.
import { z } from 'zod';
import type { PaymentChannel } from '../../../lib/parking/channels';
import { dayOfDate } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE, decideArchive, type ArchiveState } from '../../../lib/parking/archive-machine';
import { decideLease, type LeaseState } from '../../../lib/parking/lease-machine';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { isoAt } from '../../db';
import { refuse } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { bookRentalPayment } from '../charging';
import { CARD_ENTITY } from './card-rules';
import { applyPeriod, RENTAL_ORDER_ENTITY } from './sales';

interface OfflineOrder {
  id: number; state: number; created_by: string; card_id: number; lot_id: number; amount: string; channel: PaymentChannel; reference: string;
  opens_card: boolean; period_start: string; period_end: string; plates: string; card_end: string; card_review: number;
}

async function lockedOrder(work: Work, orderId: number): Promise<OfflineOrder> {
  const [order] = await work.query<OfflineOrder>(
    `SELECT r.id, r.state, r.created_by, r.card_id, r.lot_id, r.amount, r.channel, r.reference, r.opens_card,
            to_char(r.period_start, 'YYYY-MM-DD') AS period_start, to_char(r.period_end, 'YYYY-MM-DD') AS period_end,
            c.plates, to_char(c.end_date, 'YYYY-MM-DD') AS card_end, c.review_state AS card_review
       FROM rental_orders r JOIN month_cards c ON c.id = r.card_id WHERE r.id = $1 FOR UPDATE OF r, c`, [orderId]);
  return order;
}

/** The order's review: the lease machine decides; never its recorder. */
function review(work: Work, order: OfflineOrder, event: 'confirm' | 'reject') {
  const decided = decideLease(Number(order.state) as LeaseState, event);
  if (!decided.ok) throw refuse(decided.reason);
  if (order.created_by === work.actor.name) throw refuse(APPROVER_IS_REQUESTER);
  return decided.to;
}

/** A first sale's card, confirmed or failed with its order's payment, by the archive's machine. */
async function reviewCard(work: Work, order: OfflineOrder, event: 'confirm' | 'fail'): Promise<void> {
  if (Number(order.card_review) === ARCHIVE_STATE.confirmed && event === 'confirm') return;
  const decided = decideArchive(Number(order.card_review) as ArchiveState, event);
  if (!decided.ok) throw refuse(decided.reason);
  await work.update(CARD_ENTITY, 'month_cards', order.card_id, { review_state: decided.to, reviewed_by: work.actor.name, reviewed_at: isoAt(work.at), updated_at: isoAt(work.at) });
}

const orderId = z.object({ orderId: z.number().int().positive() });

export const confirmOfflineOrder = defineService({
  name: 'rentals.confirmOfflineOrder',
  idempotent: true,
  input: orderId,
  async run(work, { orderId: id }) {
    const order = await lockedOrder(work, id);
    const state = review(work, order, 'confirm');
    await work.update(RENTAL_ORDER_ENTITY, 'rental_orders', id, { state, paid_at: isoAt(work.at), reviewed_by: work.actor.name, reviewed_at: isoAt(work.at) });
    const amount = Number(order.amount);
    // A free renewal (a VIP's extension, vip.ts) has no money to book: its period is what is confirmed.
    const payment = amount > 0 ? await bookRentalPayment(work, {
      rentalOrderId: id, lotId: order.lot_id, plate: order.plates.split(', ')[0], channel: order.channel, place: 'booth', amount, channelTxnNo: order.reference,
    }) : null;
    if (order.opens_card) await reviewCard(work, order, 'confirm');
    else {
      // Nothing moved the card since the order was recorded (sales.ts refusePendingOrder): its period
      // carries on from the card's end when it starts the day after, else it starts anew.
      const [first, last] = [dayOfDate(order.period_start)!, dayOfDate(order.period_end)!];
      const continued = first === dayOfDate(order.card_end)! + 1;
      await applyPeriod(work, order.card_id, first, last, continued);
    }
    return { state, paymentNo: payment?.paymentNo ?? null, periodStart: order.period_start, periodEnd: order.period_end };
  },
});

export const rejectOfflineOrder = defineService({
  name: 'rentals.rejectOfflineOrder',
  input: orderId,
  async run(work, { orderId: id }) {
    const order = await lockedOrder(work, id);
    const state = review(work, order, 'reject');
    await work.update(RENTAL_ORDER_ENTITY, 'rental_orders', id, { state, reviewed_by: work.actor.name, reviewed_at: isoAt(work.at) });
    if (order.opens_card) {
      await reviewCard(work, order, 'fail');
      // The customer may be sold a card again: his plates leave the failed one (it keeps them on record).
      await work.query('DELETE FROM month_card_plates WHERE card_id = $1', [order.card_id]);
    }
    return { state };
  },
});
