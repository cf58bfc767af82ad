// The money figures, each defined once as data (docs/reports.md, "Money"): which event kinds
// (money-events.ts) make it, with which sign, for which purposes; and the rates between them.
// Every report and screen computes a figure with moneyFigure over the sums its SQL read.
import { sumFen } from '../money/fen';
import { PAID_KINDS, type MoneyEventKind, type MoneyEventSum, type PaymentPurpose } from './money-events';
import { rateOf, type Rate } from './rates';

/** One part of a figure: the amounts of these kinds (of these purposes, when named), added or taken away. */
export interface MoneyTerm {
  kinds: readonly MoneyEventKind[];
  sign: 1 | -1;
  purposes?: readonly PaymentPurpose[];
}

const plus = (kinds: readonly MoneyEventKind[], purposes?: readonly PaymentPurpose[]): MoneyTerm => ({ kinds, sign: 1, purposes });
const minus = (kinds: readonly MoneyEventKind[], purposes?: readonly PaymentPurpose[]): MoneyTerm => ({ kinds, sign: -1, purposes });

/** The purposes whose orders are receivable: what the received rate compares with the receivable. */
export const RECEIVABLE_PURPOSES: readonly PaymentPurpose[] = ['parking', 'rental', 'couponPackage'];

export const MONEY_FIGURES = {
  /** Orders' receivable the day they were made, rental and coupon-package orders' the day paid. */
  receivable: [plus(['receivable'])],
  /** Every payment, whatever it paid for, on the day paid. */
  received: [plus(PAID_KINDS)],
  /** Payments of what was receivable: stays, rental orders, coupon packages. */
  receivedAgainstReceivable: [plus(PAID_KINDS, RECEIVABLE_PURPOSES)],
  /** Payments of stays' orders (temporary parking; arrears recovered included). */
  parkingIncome: [plus(PAID_KINDS, ['parking'])],
  /** Payments of rental orders: monthly and other packages (sales, renewals). */
  monthlyIncome: [plus(PAID_KINDS, ['rental'])],
  /** Payments of stored-value recharges (the gift on top is no money). */
  storedValueIncome: [plus(PAID_KINDS, ['storedValue'])],
  /** Merchants' top-ups. */
  merchantTopupIncome: [plus(PAID_KINDS, ['merchantTopup'])],
  /** Coupon packages sold to drivers. */
  couponPackageIncome: [plus(PAID_KINDS, ['couponPackage'])],
  /** Discounts on orders, merchants' coupon relief included (order_discounts of kinds discount and coupon). */
  discounts: [plus(['discounted'])],
  /** Free departures and waivers. */
  waived: [plus(['waived'])],
  /** Stays paid from a stored-value balance: settled, not money received (it was, at the recharge). */
  paidFromBalance: [plus(['from_balance'])],
  /** Refunds carried out, and merchants' balances handed back at a closing. */
  refunded: [plus(['refunded'])],
  parkingRefunded: [plus(['refunded'], ['parking'])],
  monthlyRefunded: [plus(['refunded'], ['rental'])],
  /** Received less refunded. */
  net: [plus(PAID_KINDS), minus(['refunded'])],
  /** Arrears made in the period (void ones included: they were made), and recovered in it (whenever made). */
  arrearsCreated: [plus(['arrears_created'])],
  arrearsRecovered: [plus(['arrears_recovered'])],
  /** The period's arrears that stand (made, less those voided since) and those of them recovered since. */
  arrearsMadeOwed: [plus(['arrears_created']), minus(['arrears_made_void'])],
  arrearsMadeRecovered: [plus(['arrears_made_recovered'])],
  /** Blue invoices issued less red ones (invoice_reversed is the red invoices' amount, positive). */
  invoiced: [plus(['invoiced']), minus(['invoice_reversed'])],
} as const satisfies Record<string, readonly MoneyTerm[]>;
export type MoneyFigure = keyof typeof MONEY_FIGURES;
export const MONEY_FIGURE_NAMES = Object.keys(MONEY_FIGURES) as MoneyFigure[];

/** Whether a sum belongs to a term: its kind is one of the term's, and its purpose one of them when the term names purposes. */
function inTerm(sum: MoneyEventSum, term: MoneyTerm): boolean {
  return term.kinds.includes(sum.kind) && (!term.purposes || (sum.purpose != null && term.purposes.includes(sum.purpose)));
}

/** A figure (fen) over the sums a report read for one bucket. */
export function moneyFigure(figure: MoneyFigure, sums: readonly MoneyEventSum[]): number {
  const terms: readonly MoneyTerm[] = MONEY_FIGURES[figure];
  return sumFen(terms.flatMap((term) => sums.filter((sum) => inTerm(sum, term)).map((sum) => term.sign * sum.amount)));
}

/** Every money figure over one bucket's sums. */
export function moneyFigures(sums: readonly MoneyEventSum[]): Record<MoneyFigure, number> {
  return Object.fromEntries(MONEY_FIGURE_NAMES.map((figure) => [figure, moneyFigure(figure, sums)])) as Record<MoneyFigure, number>;
}

/**
 * The money rates: received rate (实收率) = payments of what was receivable / receivable (the
 * day's may pass 100 %: an order made yesterday paid today; a month evens it out); arrears
 * recovery rate (追缴率) = the period's standing arrears recovered since / the period's standing arrears.
 */
export const MONEY_RATES = {
  receivedRate: { numerator: 'receivedAgainstReceivable', denominator: 'receivable' },
  arrearsRecoveryRate: { numerator: 'arrearsMadeRecovered', denominator: 'arrearsMadeOwed' },
} as const satisfies Record<string, { numerator: MoneyFigure; denominator: MoneyFigure }>;
export type MoneyRate = keyof typeof MONEY_RATES;

/** A money rate in basis points over one bucket's figures; none without a base. */
export function moneyRate(rate: MoneyRate, figures: Readonly<Record<MoneyFigure, number>>): Rate {
  const { numerator, denominator } = MONEY_RATES[rate];
  return rateOf(figures[numerator], figures[denominator]);
}
