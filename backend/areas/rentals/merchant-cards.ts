// Cards a merchant bought for its staff (docs/rentals.md, "Merchant packages"), made by the rules
// every card follows (card-rules.ts, as a card sold at the booth): an approved package of the
// monthly kinds, each card's plates on no other card where the package's cards are valid (its lot
// group's lots too), the period from the package's months (period.ts: the end-of-month clamp).
// Each card is confirmed (a second person approved the base package and another the application)
// and bears the merchant. Its rental order is paid from the merchant's account: channel 'merchant'
// and no payment, for the money came in at the merchant's top-up and was counted then; the daily
// settlement counts the order in receivable the day it is paid, as any card sold.
import { platesText } from '../../../lib/areas/rentals/card-plates';
import { readMonthsList } from '../../../lib/areas/rentals/package-rules';
import { purchasePeriod } from '../../../lib/areas/rentals/period';
import { monthsRefusal } from '../../../lib/areas/rentals/pricing';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { MERCHANT_CHANNEL } from '../../../lib/areas/rentals/sale';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { decideLease, LEASE_STATE } from '../../../lib/parking/lease-machine';
import { SELLABLE_PACKAGE_STATES, type PackageState } from '../../../lib/parking/package-machine';
import { isoAt, type Queryable } from '../../db';
import { refuse, rowNotFound } from '../../kernel/failures';
import type { Work } from '../../kernel/work';
import { nextNumber } from '../charging';
import { CARD_ENTITY, freePlates, packageLots, writeCardPlates } from './card-rules';
import { RENTAL_ORDER_ENTITY } from './sales';

/** The kinds a merchant buys for its staff: cards by the month. */
const MERCHANT_CARD_KINDS: readonly CardKind[] = ['monthly', 'multiMonth'];

export interface MerchantCardLine { holder: string; phone: string; plates: readonly string[] }

export interface MerchantCardsOrder {
  packageId: number;
  merchantId: number;
  /** YYYY-MM-DD: the cards' first day, today or later. */
  startDate: string;
  months: number;
  /** What each card's order costs (fen): the merchant's price for its months. */
  amount: number;
  lines: readonly MerchantCardLine[];
}

export interface MadeCard { cardId: number; cardNo: string; orderNo: string }

/** The package's plates rule for cards not made yet: each line's plates on no other card where the package's cards are valid. */
export async function refuseTakenPlates(tx: Pick<Queryable, 'query'>, packageId: number, lines: readonly Pick<MerchantCardLine, 'plates'>[]): Promise<void> {
  const lots = await packageLots(tx, packageId);
  for (const line of lines) await freePlates(tx, { plates: platesText(line.plates) }, lots);
}

/** The cards of the order and their paid orders, all or nothing (the caller's transaction). */
export async function makeMerchantCards(work: Work, order: MerchantCardsOrder): Promise<{ cards: MadeCard[]; periodStart: string; periodEnd: string }> {
  const [terms] = await work.query<{ lot_id: number; state: number; kind: CardKind; months: string | null }>(
    'SELECT p.lot_id, p.state, n.kind, p.months FROM month_packages p JOIN month_package_names n ON n.id = p.name_id WHERE p.id = $1 FOR SHARE OF p',
    [order.packageId]);
  if (!terms) throw rowNotFound();
  if (!SELLABLE_PACKAGE_STATES.includes(Number(terms.state) as PackageState) || !MERCHANT_CARD_KINDS.includes(terms.kind)) throw refuse(RENTAL_REFUSALS.notSellable);
  const offered = monthsRefusal(readMonthsList(terms.months) ?? [], order.months);
  if (offered) throw refuse(offered.refusal, offered.values);
  const bought = purchasePeriod({ from: 'date', date: order.startDate }, { months: order.months }, work.at);
  if (!bought.ok) throw refuse(bought.refusal, bought.values);
  const [periodStart, periodEnd] = [dateOfDay(dayOf(bought.period.start)), dateOfDay(dayOf(bought.period.end))];
  const paid = decideLease(LEASE_STATE.notPaid, 'pay');
  if (!paid.ok) throw refuse(paid.reason);
  const lotId = Number(terms.lot_id);
  const lots = await packageLots(work, order.packageId);
  const [agreement] = await work.query<{ version: number | null }>('SELECT max(version) AS version FROM monthly_agreements');
  const at = isoAt(work.at);
  const cards: MadeCard[] = [];
  for (const line of order.lines) {
    // Read again against the cards made so far: a race with the booth is refused here, or by the plates' unique index.
    const plates = await freePlates(work, { plates: platesText(line.plates) }, lots);
    const card = await work.insert(CARD_ENTITY, 'month_cards', {
      lot_id: lotId, package_id: order.packageId, merchant_id: order.merchantId, customer: line.holder, phone: line.phone, plates: platesText(plates),
      spaces: 1, start_date: periodStart, end_date: periodEnd, review_state: ARCHIVE_STATE.confirmed, agreement_version: agreement?.version ?? null,
      created_by: work.actor.name, created_at: at, updated_at: at,
    });
    await writeCardPlates(work, Number(card.id), lots, plates);
    const rental = await work.insert(RENTAL_ORDER_ENTITY, 'rental_orders', {
      order_no: await nextNumber(work, 'rentalOrder', work.at), lot_id: lotId, card_id: card.id, package_id: order.packageId, months: order.months,
      period_start: periodStart, period_end: periodEnd, amount: order.amount, channel: MERCHANT_CHANNEL, reference: null, opens_card: true,
      state: paid.to, created_by: work.actor.name, created_at: at, paid_at: at,
    });
    cards.push({ cardId: Number(card.id), cardNo: String(card.card_no), orderNo: String(rental.order_no) });
  }
  return { cards, periodStart, periodEnd };
}
