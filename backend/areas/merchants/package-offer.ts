// What an application reads of the base package it buys and of the cards its merchant holds of it,
// when it is made and again when it is approved (docs/rentals.md, "Merchant packages").
import { cardsRefusal, onSale } from '../../../lib/areas/merchants/base-package';
import { MERCHANT_REFUSALS } from '../../../lib/areas/merchants/refusals';
import { APPLICATION_STATE } from '../../../lib/areas/merchants/application-machine';
import type { Queryable } from '../../db';
import { refuse } from '../../kernel/failures';

type Reader = Pick<Queryable, 'query'>;

export interface Offer {
  id: number; lot_id: number; package_id: number; merchant_price: number; max_cards: number; state: number;
  sale_from: string | null; sale_to: string | null; months: string | null;
}

/** The base package with its package's months list; locked for share when a purchase reads it. */
export async function offerOf(tx: Reader, basePackageId: number, lock = false): Promise<Offer | null> {
  const [row] = await tx.query<Record<string, unknown>>(
    `SELECT b.id, b.lot_id, b.package_id, b.merchant_price, b.max_cards, b.state, to_char(b.sale_from, 'YYYY-MM-DD') AS sale_from,
            to_char(b.sale_to, 'YYYY-MM-DD') AS sale_to, p.months
       FROM merchant_base_packages b JOIN month_packages p ON p.id = b.package_id WHERE b.id = $1${lock ? ' FOR SHARE OF b' : ''}`, [basePackageId]);
  if (!row) return null;
  return {
    id: Number(row.id), lot_id: Number(row.lot_id), package_id: Number(row.package_id), merchant_price: Number(row.merchant_price),
    max_cards: Number(row.max_cards), state: Number(row.state), sale_from: row.sale_from as string | null, sale_to: row.sale_to as string | null,
    months: row.months as string | null,
  };
}

/** Only an approved base package, within its sale dates, is bought. */
export function refuseNotOnSale(offer: Offer, today: string): void {
  if (!onSale(offer.state, offer.sale_from, offer.sale_to, today)) throw refuse(MERCHANT_REFUSALS.notOnSale);
}

/**
 * Refused when the merchant would hold more cards of the base package than it allows: its cards in
 * force (not ended before `today`, not refunded) and, while an application is written (`waiting`:
 * not counting itself), its applications still waiting.
 */
export async function refuseCardsBeyond(tx: Reader, offer: Offer, merchantId: number, asked: number, today: string, waiting?: { except: number }): Promise<void> {
  const [row] = await tx.query<{ held: number; waiting: number }>(
    `SELECT (SELECT count(*)::int FROM merchant_package_cards mc JOIN merchant_package_applications a ON a.id = mc.application_id
               JOIN month_cards c ON c.id = mc.card_id
              WHERE a.merchant_id = $1 AND a.base_package_id = $2 AND c.end_date >= $3::date AND c.refunded_at IS NULL) AS held,
            (SELECT coalesce(sum(a.cards), 0)::int FROM merchant_package_applications a
              WHERE a.merchant_id = $1 AND a.base_package_id = $2 AND a.state = $4 AND a.id <> $5 AND $6::boolean) AS waiting`,
    [merchantId, offer.id, today, APPLICATION_STATE.pending, waiting?.except ?? 0, waiting !== undefined]);
  const refused = cardsRefusal(Number(row.held) + Number(row.waiting), asked, offer.max_cards);
  if (refused) throw refuse(refused.refusal, refused.values);
}
