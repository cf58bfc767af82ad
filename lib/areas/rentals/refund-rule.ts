// What a rental refund pays back under the lot's rule, and where the card then ends.
// docs/rentals.md, "Periods, prices and refunds"; sources: /work/shared/notes/domain-money.md §5
// (the on-street sample: price / 31 per day left from the day after the request) and
// /work/shared/notes/domain-next.md (a) "Refunds".
import { isFen } from '../../money/fen';
import { type Period, daysLeft } from '../../parking/cards/card-state';
import type { RefundRule } from '../../parking/cards/refund-rules';
import { dateOfDay, dayOf, endOfDay, lastDayOfMonths } from '../../parking/cards/operator-days';
import { MAX_MONTHS } from './period';
import { type Outcome, RENTAL_REFUSALS, refuse } from './refusals';

/** The lot's refund rule, for the whole days left after the request's day (lib/parking/cards/refund-rules.ts). */
export { REFUND_RULES, type RefundRule } from '../../parking/cards/refund-rules';

export interface RefundRequest {
  rule: RefundRule;
  /** What was paid for the period, fen. */
  paid: number;
  /** What the lot keeps for handling a refund, fen (0: none). */
  fee: number;
  period: Period;
  /** The months the period was sold for; null for a day card, which only `actualDays` refunds. */
  months: number | null;
  requestedAt: number;
}

export interface Refund {
  /** Fen, from 0 to what was paid. */
  amount: number;
  daysLeft: number;
  /** Months of the period not yet begun after the request's day; null for a day card. */
  monthsLeft: number | null;
  /** The card's new end: 23:59:59 of the request's day, never later than it was. */
  end: number;
}

/** Months of the period whose first day comes after the request's day (or all, before the start). */
function monthsLeftOf(period: Period, months: number, requestedAt: number): number {
  const firstDay = dayOf(period.start);
  const firstCounted = Math.max(dayOf(requestedAt) + 1, firstDay);
  let left = 0;
  for (let k = 0; k < months; k++) {
    const monthFirstDay = k === 0 ? firstDay : lastDayOfMonths(firstDay, k) + 1;
    if (monthFirstDay >= firstCounted) left++;
  }
  return left;
}

/**
 * paid x numerator / denominator rounded down to the fen, once, in integers (BigInt: the product
 * may pass 2^53). Down, not half up: a refund pays back a share of a price, and rounding down keeps
 * it within its exact share (the customer gives up less than 1 fen), so refunds never add up to
 * more than was paid.
 */
const shareOf = (paid: number, numerator: number, denominator: number) =>
  Number((BigInt(paid) * BigInt(numerator)) / BigInt(denominator));

export function rentalRefund(request: RefundRequest): Outcome<Refund> {
  const { rule, paid, fee, period, months, requestedAt } = request;
  if (!isFen(paid) || paid < 0 || !isFen(fee) || fee < 0) return refuse(RENTAL_REFUSALS.amountInvalid);
  if (months !== null && !(Number.isInteger(months) && months >= 1 && months <= MAX_MONTHS)) {
    return refuse(RENTAL_REFUSALS.countInvalid, { max: MAX_MONTHS });
  }
  if (period.start > period.end) {
    return refuse(RENTAL_REFUSALS.datesOutOfOrder, { from: dateOfDay(dayOf(period.start)), to: dateOfDay(dayOf(period.end)) });
  }
  if (rule !== 'actualDays' && months === null) return refuse(RENTAL_REFUSALS.refundNeedsMonths);

  const days = daysLeft(period, requestedAt);
  const monthsLeft = months === null ? null : monthsLeftOf(period, months, requestedAt);
  let share: number;
  // A day card (no months) was refused above unless its rule is actualDays.
  if (months === null || rule === 'actualDays') share = shareOf(paid, days, dayOf(period.end) - dayOf(period.start) + 1);
  else if (rule === 'per31') share = shareOf(paid, days, months * 31);
  else share = shareOf(paid, monthsLeftOf(period, months, requestedAt), months);

  const amount = Math.max(0, Math.min(paid, share) - fee);
  return { ok: true, amount, daysLeft: days, monthsLeft, end: Math.min(period.end, endOfDay(dayOf(requestedAt))) };
}
