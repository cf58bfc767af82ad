// A card sold at the booth (docs/rentals.md, "Selling a card", "First sale, offline payments"): more
// time for a card (renewCard) or a new customer's card (sellCard), each one domain service in one
// transaction, once per idempotency key, every row audited. Both price and date the sale the same
// way (salePeriod: the period from lib/areas/rentals/period.ts, the price the package's,
// package-rules.ts saleAmount) and write its order the same way (recordOrder): paid at once, its
// payment booked by the charging core like any other so the cashier's shift and the daily
// settlement count it; or paid offline and recorded for finance (lib/parking/lease-machine.ts
// recordOffline), nothing booked and no period applied until a second person confirms it
// (offline-orders.ts).
import { z } from 'zod';
import { platesText } from '../../../lib/areas/rentals/card-plates';
import { saleAmount, type PackagePricing } from '../../../lib/areas/rentals/package-rules';
import { purchasePeriod, type PeriodLength, type PurchaseStart } from '../../../lib/areas/rentals/period';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { firstSaleReview, offlinePayment, RENTAL_SALE_CHANNELS, SALE_REFERENCE_MAX_LENGTH, saleLeaseEvent, type RentalSaleChannel } from '../../../lib/areas/rentals/sale';
import { periodOfDates, renewalOpen } from '../../../lib/parking/cards/card-state';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { decideLease, LEASE_STATE, type LeaseState } from '../../../lib/parking/lease-machine';
import { SELLABLE_PACKAGE_STATES, type PackageState } from '../../../lib/parking/package-machine';
import { CARD_SPACES_MAX } from '../../../lib/areas/rentals/screens-cards';
import { isoAt } from '../../db';
import { FieldError, refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { bookRentalPayment, nextNumber } from '../charging';
import { CARD_ENTITY, freePlates, packageLots, spaceNumber, writeCardPlates } from './card-rules';

export const RENTAL_ORDER_ENTITY = 'rentalOrder';

/** What a sale reads of the package it sells. */
interface SoldTerms {
  package_id: number; package_state: number; kind: CardKind; pricing: PackagePricing; price: string | null; months: string | null;
  choice_prices: string | null; daily_rate: string | null; renewal_grace_days: number;
}
const TERMS = `p.id AS package_id, p.state AS package_state, n.kind, p.pricing, p.price, p.months, p.choice_prices, p.daily_rate, p.renewal_grace_days`;

export interface SoldCard extends SoldTerms { id: number; lot_id: number; plates: string; start_date: string; end_date: string; paused: boolean; refunded: boolean; review_state: number }

const orNull = (value: string | null) => (value === null ? null : Number(value));

/** Only an approved package sells, and not stored value (a stored-value card is recharged). */
function checkSellable(terms: SoldTerms): void {
  if (!SELLABLE_PACKAGE_STATES.includes(Number(terms.package_state) as PackageState)) throw refuse(RENTAL_REFUSALS.notSellable);
  if (terms.kind === 'storedValue') throw refuse(RENTAL_REFUSALS.storedValueRecharged);
}

/** A sale's period and price: months (days for a day pass) from `start`, at the package's price. */
export interface PricedSale { length: PeriodLength; first: number; last: number; amount: number }

export function salePeriod(terms: SoldTerms, start: PurchaseStart, count: number, at: number): PricedSale {
  const length: PeriodLength = terms.kind === 'day' ? { days: count } : { months: count };
  const bought = purchasePeriod(start, length, at);
  if (!bought.ok) throw refuse(bought.refusal, bought.values);
  const [first, last] = [dayOf(bought.period.start), dayOf(bought.period.end)];
  const priced = saleAmount({
    kind: terms.kind, pricing: terms.pricing, price: orNull(terms.price), months: terms.months, choicePrices: terms.choice_prices, dailyRate: orNull(terms.daily_rate),
  }, length, last - first + 1);
  if (!priced.ok) throw refuse(priced.refusal, priced.values);
  return { length, first, last, amount: priced.amount };
}

/** How a sale is paid: the channel, and an offline payment's reference. */
const payment = { channel: z.enum(RENTAL_SALE_CHANNELS), reference: z.string().trim().max(SALE_REFERENCE_MAX_LENGTH).nullish() };

interface OrderOf { lotId: number; cardId: number; packageId: number; plate: string; sale: PricedSale; channel: RentalSaleChannel; reference?: string | null; opensCard: boolean }
interface RecordedOrder { orderNo: string; state: LeaseState; paymentNo: string | null }

/**
 * The sale's rental order: paid at once, its payment booked (none for a free card); or paid offline,
 * recorded with its reference (required, and not one another order of the channel already holds)
 * and left for finance, nothing booked.
 */
async function recordOrder(work: Work, o: OrderOf): Promise<RecordedOrder> {
  // A free renewal (a VIP's extension) waits for a second person too, without a reference (sale.ts).
  const event = saleLeaseEvent(o.channel, o.sale.amount, !o.opensCard);
  const decided = decideLease(LEASE_STATE.notPaid, event);
  if (!decided.ok) throw refuse(decided.reason);
  const offline = offlinePayment(event, o.sale.amount);
  const reference = offline ? o.reference?.trim() || null : null;
  if (offline && reference === null) throw new FieldError('reference', 'blank');
  if (reference !== null) {
    const [held] = await work.query<{ order_no: string }>(
      'SELECT order_no FROM rental_orders WHERE channel = $1 AND reference = $2 AND state <> $3 LIMIT 1', [o.channel, reference, LEASE_STATE.notApproved]);
    if (held) throw refuse(RENTAL_REFUSALS.referenceRecorded, { reference, order: held.order_no });
  }
  const { length, first, last, amount } = o.sale;
  const order = await work.insert(RENTAL_ORDER_ENTITY, 'rental_orders', {
    order_no: await nextNumber(work, 'rentalOrder', work.at), lot_id: o.lotId, card_id: o.cardId, package_id: o.packageId,
    ...('months' in length ? { months: length.months } : { days: length.days }),
    period_start: dateOfDay(first), period_end: dateOfDay(last), amount, channel: o.channel, reference, opens_card: o.opensCard, state: decided.to,
    created_by: work.actor.name, created_at: isoAt(work.at), paid_at: decided.to === LEASE_STATE.paid ? isoAt(work.at) : null,
  });
  // A VIP's card costs nothing: no payment.
  const paid = decided.to === LEASE_STATE.paid && amount > 0
    ? await bookRentalPayment(work, { rentalOrderId: Number(order.id), lotId: o.lotId, plate: o.plate, channel: o.channel, place: 'booth', amount })
    : null;
  return { orderNo: String(order.order_no), state: decided.to, paymentNo: paid?.paymentNo ?? null };
}

/** An order of the card waiting for finance: the card's period is applied when it is confirmed, so nothing else moves it meanwhile. */
export async function refusePendingOrder(work: Pick<Work, 'query'>, cardId: number): Promise<void> {
  const [pending] = await work.query<{ order_no: string }>('SELECT order_no FROM rental_orders WHERE card_id = $1 AND state = $2', [cardId, LEASE_STATE.financialPending]);
  if (pending) throw refuse(RENTAL_REFUSALS.orderPending, { order: pending.order_no });
}

/** A renewal of a confirmed card, checked and priced: where its period starts (the card's end while its grace lasts, else today). */
export interface Renewal { card: SoldCard; start: PurchaseStart; sale: PricedSale; continued: boolean }

/** The card locked, refused when it may not be renewed now, and `count` months (days) of it priced at `work.at`. */
export async function renewalOf(work: Work, cardId: number, count: number): Promise<Renewal> {
  const [card] = await work.query<SoldCard>(
    `SELECT c.id, c.lot_id, c.plates, to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
            c.paused_at IS NOT NULL AS paused, c.refunded_at IS NOT NULL AS refunded, c.review_state, ${TERMS}
       FROM month_cards c JOIN month_packages p ON p.id = c.package_id JOIN month_package_names n ON n.id = p.name_id
      WHERE c.id = $1 FOR UPDATE OF c`, [cardId]);
  if (!card) throw rowNotFound();
  if (Number(card.review_state) !== ARCHIVE_STATE.confirmed) throw refuse(RENTAL_REFUSALS.cardNotConfirmed);
  if (card.paused) throw refuse(RENTAL_REFUSALS.cardPaused);
  // A refunded card ended for good (refunds.ts): the customer buys a new one.
  if (card.refunded) throw refuse(RENTAL_REFUSALS.cardRefunded);
  checkSellable(card);
  await refusePendingOrder(work, cardId);
  const start = renewalStart(card, work.at);
  return { card, start, sale: salePeriod(card, start, count, work.at), continued: start.from === 'previousEnd' };
}

/** A renewal carries on from the card's end while its grace lasts; after, a new period starts today. */
export function renewalStart(card: { start_date: string; end_date: string; renewal_grace_days: number }, at: number): PurchaseStart {
  const previousEnd = periodOfDates(card.start_date, card.end_date)!.end;
  const renewalGraceDays = Number(card.renewal_grace_days);
  return renewalOpen(previousEnd, renewalGraceDays, at) ? { from: 'previousEnd', previousEnd, renewalGraceDays } : { from: 'today' };
}

export const renewCard = defineService({
  name: 'rentals.renewCard',
  idempotent: true,
  input: z.object({ cardId: z.number().int().positive(), count: z.number().int().positive(), ...payment }),
  async run(work, { cardId, count, channel, reference }) {
    const { card, sale, continued } = await renewalOf(work, cardId, count);
    const order = await recordOrder(work, {
      lotId: card.lot_id, cardId: card.id, packageId: card.package_id, plate: card.plates.split(', ')[0], sale, channel, reference, opensCard: false,
    });
    // Paid offline, the period waits for finance; free (a VIP's extension), for a second person
    // (offline-orders.ts applies it when confirmed).
    if (order.state === LEASE_STATE.paid) await applyPeriod(work, card.id, sale.first, sale.last, continued);
    return {
      orderNo: order.orderNo, paymentNo: order.paymentNo, amount: sale.amount, state: order.state,
      periodStart: dateOfDay(sale.first), periodEnd: dateOfDay(sale.last), continued,
    };
  },
});

/** The card runs to the period's last day; a period that does not continue the card's also moves its start. */
export async function applyPeriod(work: Work, cardId: number, first: number, last: number, continued: boolean): Promise<void> {
  await work.update(CARD_ENTITY, 'month_cards', cardId, {
    ...(continued ? {} : { start_date: dateOfDay(first) }), end_date: dateOfDay(last), updated_at: isoAt(work.at),
  });
}

/**
 * A new customer's card and its first order at once (/MonPackageOrderInfo 'sell'): an approved
 * package of the lot, from today. Paid at once, the card is confirmed; free (a VIP) or paid offline
 * it waits for a second person (lib/areas/rentals/sale.ts firstSaleReview).
 */
export const sellCard = defineService({
  name: 'rentals.sellCard',
  idempotent: true,
  input: z.object({
    packageId: z.number().int().positive(),
    customer: z.string().trim().min(1).max(50),
    phone: z.string().trim().min(1).max(30),
    plates: z.string(),
    spaces: z.number().int().min(1).max(CARD_SPACES_MAX),
    spaceNo: z.string().nullish(),
    count: z.number().int().positive(),
    ...payment,
  }),
  async run(work, input) {
    const [terms] = await work.query<SoldTerms & { lot_id: number }>(
      `SELECT p.lot_id, ${TERMS} FROM month_packages p JOIN month_package_names n ON n.id = p.name_id WHERE p.id = $1 FOR SHARE OF p`, [input.packageId]);
    if (!terms) throw rowNotFound();
    checkSellable(terms);
    const lotId = Number(terms.lot_id);
    const lots = await packageLots(work, Number(terms.package_id));
    const plates = await freePlates(work, { plates: input.plates }, lots);
    const spaceNo = spaceNumber({ spaceNo: input.spaceNo }, terms.kind);
    const sale = salePeriod(terms, { from: 'today' }, input.count, work.at);
    const [agreement] = await work.query<{ version: number | null }>('SELECT max(version) AS version FROM monthly_agreements');
    const reviewState = firstSaleReview(sale.amount, saleLeaseEvent(input.channel, sale.amount));
    const card = await work.insert(CARD_ENTITY, 'month_cards', {
      lot_id: lotId, package_id: terms.package_id, customer: input.customer, phone: input.phone, plates: platesText(plates), spaces: input.spaces,
      space_no: spaceNo, start_date: dateOfDay(sale.first), end_date: dateOfDay(sale.last), review_state: reviewState,
      agreement_version: agreement?.version ?? null, created_by: work.actor.name, created_at: isoAt(work.at), updated_at: isoAt(work.at),
    });
    await writeCardPlates(work, Number(card.id), lots, plates);
    const order = await recordOrder(work, {
      lotId, cardId: Number(card.id), packageId: terms.package_id, plate: plates[0], sale, channel: input.channel, reference: input.reference, opensCard: true,
    });
    return {
      cardNo: String(card.card_no), reviewState, orderNo: order.orderNo, paymentNo: order.paymentNo, amount: sale.amount, state: order.state,
      periodStart: dateOfDay(sale.first), periodEnd: dateOfDay(sale.last),
    };
  },
});
