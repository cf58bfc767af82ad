// A base package (docs/rentals.md, "Merchant packages"): one of a lot's approved monthly or
// multi-month packages offered to its merchants at the merchant's price a month, never above the
// package's own, up to a number of cards per merchant, between its sale dates; reviewed by the
// package review machine (lib/parking/package-machine.ts). Pure rules, integer fen.
import { fenToYuan } from '../../money/fen';
import type { CardKind } from '../../parking/cards/kinds';
import { PACKAGE_STATE } from '../../parking/package-machine';
import { RENTAL_REFUSALS } from '../rentals';
import { MERCHANT_REFUSALS } from './refusals';

/** Staff cards are monthly ones: a day pass, a VIP's, a property space or stored value is no company card. */
export const BASE_PACKAGE_KINDS: readonly CardKind[] = ['monthly', 'multiMonth'];
/** The most cards of one base package a merchant may be allowed (a guard against a mistyped number). */
export const MAX_CARDS_LIMIT = 500;

export type Refusal = { refusal: string; values?: Readonly<Record<string, string | number>> };

export interface BasePackageTerms {
  kind: CardKind;
  /** The package's pricing and its price a month (fen; null when it has none). */
  pricing: string;
  packagePrice: number | null;
  merchantPrice: number;
  /** YYYY-MM-DD. */
  saleFrom: string | null;
  saleTo: string | null;
}

/**
 * Why the terms cannot be offered, or null: a monthly kind priced by the month (the merchant's
 * price is compared with a month's), the merchant's price not above it, the sale dates in order.
 */
export function basePackageRefusal(terms: BasePackageTerms): Refusal | null {
  const { packagePrice } = terms;
  if (!BASE_PACKAGE_KINDS.includes(terms.kind) || terms.pricing !== 'packagePrice' || !packagePrice || packagePrice <= 0) {
    return { refusal: MERCHANT_REFUSALS.basePackageKind };
  }
  if (terms.merchantPrice > packagePrice) {
    return { refusal: MERCHANT_REFUSALS.priceAbovePackage, values: { price: fenToYuan(terms.merchantPrice), packagePrice: fenToYuan(packagePrice) } };
  }
  if (terms.saleFrom && terms.saleTo && terms.saleFrom > terms.saleTo) {
    return { refusal: RENTAL_REFUSALS.datesOutOfOrder, values: { from: terms.saleFrom, to: terms.saleTo } };
  }
  return null;
}

/** Bought only approved, within its sale dates (YYYY-MM-DD; blank: open). */
export const onSale = (state: number, saleFrom: string | null, saleTo: string | null, today: string): boolean =>
  state === PACKAGE_STATE.approved && (!saleFrom || saleFrom <= today) && (!saleTo || today <= saleTo);

/** Cards asked for beyond what a merchant may hold of the base package (those it holds already counted). */
export const cardsRefusal = (held: number, asked: number, max: number): Refusal | null =>
  (held + asked > max ? { refusal: MERCHANT_REFUSALS.cardsLimit, values: { max, held, asked } } : null);

/** What the cards cost the merchant: its price a month, times the months, times the cards. */
export const cardsAmount = (price: number, months: number, cards: number): number => price * months * cards;
