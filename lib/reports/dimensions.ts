// What a money figure can be split by (docs/reports.md, "Dimensions"): a dimension is a column some
// kinds of rows carry (a payment has a channel and maybe a collector; a discount has neither), and
// a figure splits by it only when every kind it is made of carries it. So net (received less
// refunded) splits by lot but not by collector: a refund names none, and a split would not add up.
import { MONEY_FIGURES, type MoneyFigure, type MoneyTerm } from './money-figures';
import { KINDS_WITH_PURPOSE, MONEY_EVENT_KINDS, PAID_KINDS, type MoneyEventKind, type PaymentPurpose } from './money-events';

export const MONEY_DIMENSIONS = ['lot', 'area', 'channel', 'collector', 'booth', 'payStation'] as const;
export type MoneyDimension = (typeof MONEY_DIMENSIONS)[number];

/**
 * The rows that carry each dimension: kinds, and of the kinds that have a purpose only those
 * purposes when named. lot: every row's lot_id. area: the yard area of the stay
 * (stays.yard_area_id) of a stay's payment or an order's reduction (the receivable kind mixes in
 * rental and coupon orders, which have no stay, so it carries none). channel: a payment's
 * (payments.channel; the kind names it). collector: the login that took a payment
 * (payments.operator; pay stations and online payments have none). booth: the booth of the shift a
 * payment belongs to (docs/settlement.md, "Which payments belong to a shift"). payStation: the
 * station that took a payment (payments.device where place is 'payStation').
 */
export interface DimensionScope {
  kinds: readonly MoneyEventKind[];
  purposes?: readonly PaymentPurpose[];
}
export const DIMENSION_SCOPES: Readonly<Record<MoneyDimension, DimensionScope>> = {
  lot: { kinds: MONEY_EVENT_KINDS },
  area: { kinds: [...PAID_KINDS, 'discounted', 'waived', 'from_balance'], purposes: ['parking'] },
  channel: { kinds: PAID_KINDS },
  collector: { kinds: PAID_KINDS },
  booth: { kinds: PAID_KINDS },
  payStation: { kinds: PAID_KINDS },
};

/** Whether a term's rows all carry a dimension: its kinds are in scope, and its purposes too when the scope names some. */
function covers(scope: DimensionScope, term: MoneyTerm): boolean {
  if (!term.kinds.every((kind) => scope.kinds.includes(kind))) return false;
  const purposeful = term.kinds.some((kind) => KINDS_WITH_PURPOSE.includes(kind));
  if (!scope.purposes || !purposeful) return true;
  const allowed = scope.purposes;
  return term.purposes !== undefined && term.purposes.every((purpose) => allowed.includes(purpose));
}

/** Whether a figure splits by a dimension: every row of every term carries it. */
export function splitsBy(figure: MoneyFigure, dimension: MoneyDimension): boolean {
  const terms: readonly MoneyTerm[] = MONEY_FIGURES[figure];
  return terms.every((term) => covers(DIMENSION_SCOPES[dimension], term));
}
