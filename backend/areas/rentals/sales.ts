// A card sold for more time at the booth (docs/rentals.md, "Selling a card"): one domain service
// in one transaction, once per idempotency key. The period follows the card's (a renewal from its
// end while its renewal grace lasts, else a new period from today: lib/areas/rentals/period.ts),
// the price the package's (package-rules.ts saleAmount); the rental order is paid at once
// (lib/parking/lease-machine.ts) and its payment booked by the charging core like any other, so
// the cashier's shift and the daily settlement count it.
import { z } from 'zod';
import { saleAmount, type PackagePricing } from '../../../lib/areas/rentals/package-rules';
import { purchasePeriod, type PurchaseStart } from '../../../lib/areas/rentals/period';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { RENTAL_SALE_CHANNELS } from '../../../lib/areas/rentals/screens-cards';
import { periodOfDates, renewalOpen } from '../../../lib/parking/cards/card-state';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { decideLease, LEASE_STATE } from '../../../lib/parking/lease-machine';
import { SELLABLE_PACKAGE_STATES, type PackageState } from '../../../lib/parking/package-machine';
import { isoAt } from '../../db';
import { refuse } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import { bookRentalPayment, nextNumber } from '../charging';

export const RENTAL_ORDER_ENTITY = 'rentalOrder';
const CARD_ENTITY = 'monthCard';

interface SoldCard {
  id: number; lot_id: number; plates: string; start_date: string; end_date: string; paused: boolean; refunded: boolean; review_state: number;
  package_id: number; package_state: number; kind: CardKind; pricing: PackagePricing; price: string | null; months: string | null;
  choice_prices: string | null; daily_rate: string | null; renewal_grace_days: number;
}

const orNull = (value: string | null) => (value === null ? null : Number(value));

export const renewCard = defineService({
  name: 'rentals.renewCard',
  idempotent: true,
  input: z.object({ cardId: z.number().int().positive(), count: z.number().int().positive(), channel: z.enum(RENTAL_SALE_CHANNELS) }),
  async run(work, { cardId, count, channel }) {
    const [card] = await work.query<SoldCard>(
      `SELECT c.id, c.lot_id, c.plates, to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
              c.paused_at IS NOT NULL AS paused, c.refunded_at IS NOT NULL AS refunded, c.review_state, c.package_id, p.state AS package_state, n.kind, p.pricing, p.price, p.months,
              p.choice_prices, p.daily_rate, p.renewal_grace_days
         FROM month_cards c JOIN month_packages p ON p.id = c.package_id JOIN month_package_names n ON n.id = p.name_id
        WHERE c.id = $1 FOR UPDATE OF c`, [cardId]);
    if (Number(card.review_state) !== ARCHIVE_STATE.confirmed) throw refuse(RENTAL_REFUSALS.cardNotConfirmed);
    if (card.paused) throw refuse(RENTAL_REFUSALS.cardPaused);
    // A refunded card ended for good (refunds.ts): the customer buys a new one.
    if (card.refunded) throw refuse(RENTAL_REFUSALS.cardRefunded);
    if (!SELLABLE_PACKAGE_STATES.includes(Number(card.package_state) as PackageState)) throw refuse(RENTAL_REFUSALS.notSellable);
    if (card.kind === 'storedValue') throw refuse(RENTAL_REFUSALS.storedValueRecharged);

    const length = card.kind === 'day' ? { days: count } : { months: count };
    const previousEnd = periodOfDates(card.start_date, card.end_date)!.end;
    const renewalGraceDays = Number(card.renewal_grace_days);
    // A renewal carries on from the card's end while its grace lasts; after, a new period starts today.
    const start: PurchaseStart = renewalOpen(previousEnd, renewalGraceDays, work.at) ? { from: 'previousEnd', previousEnd, renewalGraceDays } : { from: 'today' };
    const bought = purchasePeriod(start, length, work.at);
    if (!bought.ok) throw refuse(bought.refusal, bought.values);
    const [first, last] = [dayOf(bought.period.start), dayOf(bought.period.end)];
    const priced = saleAmount({
      kind: card.kind, pricing: card.pricing, price: orNull(card.price), months: card.months, choicePrices: card.choice_prices, dailyRate: orNull(card.daily_rate),
    }, length, last - first + 1);
    if (!priced.ok) throw refuse(priced.refusal, priced.values);

    const paid = decideLease(LEASE_STATE.notPaid, 'pay');
    if (!paid.ok) throw refuse(paid.reason);
    const order = await work.insert(RENTAL_ORDER_ENTITY, 'rental_orders', {
      order_no: await nextNumber(work, 'rentalOrder', work.at), lot_id: card.lot_id, card_id: card.id, package_id: card.package_id,
      ...('months' in length ? { months: length.months } : { days: length.days }),
      period_start: dateOfDay(first), period_end: dateOfDay(last), amount: priced.amount, channel, state: paid.to,
      created_by: work.actor.name, created_at: isoAt(work.at), paid_at: isoAt(work.at),
    });
    // A VIP's card costs nothing: no payment.
    const payment = priced.amount > 0
      ? await bookRentalPayment(work, { rentalOrderId: Number(order.id), lotId: card.lot_id, plate: card.plates.split(', ')[0], channel, place: 'booth', amount: priced.amount })
      : null;
    const continued = start.from === 'previousEnd';
    await work.update(CARD_ENTITY, 'month_cards', card.id, {
      ...(continued ? {} : { start_date: dateOfDay(first) }), end_date: dateOfDay(last), updated_at: isoAt(work.at),
    });
    return {
      orderNo: String(order.order_no), paymentNo: payment?.paymentNo ?? null, amount: priced.amount,
      periodStart: dateOfDay(first), periodEnd: dateOfDay(last), continued,
    };
  },
});
