// A card's period when it is bought, renewed, paused and restarted, in the operator's days
// (operator-days.ts). docs/rentals.md, "Periods, prices and refunds"; sources: /work/shared/notes/domain-next.md (a).
import { type CardFacts, type Period, cardState, pauseStartsAt, renewalOpen, renewalOpenUntil } from '../../parking/cards/card-state';
import { DAY_MS, SECOND_MS, dateOfDay, dayOf, dayOfDate, endOfDay, lastDayOfMonths, startOfDay } from '../../parking/cards/operator-days';
import { type Outcome, type Refused, RENTAL_REFUSALS, refuse } from './refusals';

export type { Period } from '../../parking/cards/card-state';

/** The longest period sold at once: ten years (a guard against a mistyped count, not a package rule). */
export const MAX_MONTHS = 120;
export const MAX_DAYS = 3_660;

/** Months (monthly and multi-month cards) or days (day cards). */
export type PeriodLength = { months: number } | { days: number };

/**
 * Where a bought period starts: at 00:00:00 of the operator's today, at 00:00:00 of a chosen day
 * (today or later), or 1 s after the end of the card it renews, while its renewal grace lasts.
 */
export type PurchaseStart =
  | { from: 'today' }
  | { from: 'date'; date: string }
  | { from: 'previousEnd'; previousEnd: number; renewalGraceDays: number };

/** The refusal of a count of months or days that is not a whole number from 1 to the maximum. */
export function lengthRefusal(length: PeriodLength): Refused | null {
  const [count, max] = 'months' in length ? [length.months, MAX_MONTHS] : [length.days, MAX_DAYS];
  return Number.isInteger(count) && count >= 1 && count <= max ? null : refuse(RENTAL_REFUSALS.countInvalid, { max });
}

/**
 * The period of `length` from `start`, ending at 23:59:59 of its last day: N days end on the
 * N-th day; N months end the day before the same day of the month N months on, or on that month's
 * last day when it is too short (lastDayOfMonths). `length` must be valid (lengthRefusal).
 */
export function periodFrom(start: number, length: PeriodLength): Period {
  const first = dayOf(start);
  const last = 'months' in length ? lastDayOfMonths(first, length.months) : first + length.days - 1;
  return { start, end: endOfDay(last) };
}

/** A bought or renewed card's period, `at` being the moment of the purchase. */
export function purchasePeriod(purchase: PurchaseStart, length: PeriodLength, at: number): Outcome<{ period: Period }> {
  const invalid = lengthRefusal(length);
  if (invalid) return invalid;
  const today = dayOf(at);
  switch (purchase.from) {
    case 'today':
      return { ok: true, period: periodFrom(startOfDay(today), length) };
    case 'date': {
      const day = dayOfDate(purchase.date);
      if (day === null) return refuse(RENTAL_REFUSALS.dateInvalid, { date: purchase.date });
      // Days already gone are not sold: a card for today starts 'today'.
      if (day < today) return refuse(RENTAL_REFUSALS.startBeforeToday, { today: dateOfDay(today) });
      return { ok: true, period: periodFrom(startOfDay(day), length) };
    }
    case 'previousEnd': {
      const { previousEnd, renewalGraceDays } = purchase;
      if (!renewalOpen(previousEnd, renewalGraceDays, at)) {
        return refuse(RENTAL_REFUSALS.renewalClosed, { lastDay: dateOfDay(dayOf(renewalOpenUntil(previousEnd, renewalGraceDays))) });
      }
      // Renewed "from expiry" (P云's first option): the days between the end and the payment are paid.
      return { ok: true, period: periodFrom(previousEnd + SECOND_MS, length) };
    }
  }
}

/** A pause asked for at `at`: only an active card pauses, from the next midnight (yunqi ParkingCarsStop). */
export function pause(card: CardFacts, at: number): Outcome<{ pausedAt: number; pausedFrom: number }> {
  if (card.pausedAt !== null || cardState(card, at, 0) !== 'active') return refuse(RENTAL_REFUSALS.pauseNotActive);
  return { ok: true, pausedAt: at, pausedFrom: pauseStartsAt(at) };
}

/**
 * The period after a restart at `at`: start and end move by the whole days paused, counted as
 * yunqi does, intval((restart day 23:59:59 - pause asked) / 86400) = restart day - day asked. The
 * days after the day asked up to the restart's day count, the restart's day included: a day partly
 * paused is given back whole. A restart on the day the pause was asked moves nothing (it had not begun).
 */
export function restart(card: CardFacts, at: number): Outcome<{ period: Period; daysPaused: number }> {
  if (card.pausedAt === null) return refuse(RENTAL_REFUSALS.notPaused);
  if (at < card.pausedAt) {
    return refuse(RENTAL_REFUSALS.datesOutOfOrder, { from: dateOfDay(dayOf(card.pausedAt)), to: dateOfDay(dayOf(at)) });
  }
  const daysPaused = dayOf(at) - dayOf(card.pausedAt);
  // The operator's clock has no daylight saving: a whole day is always DAY_MS.
  const shift = daysPaused * DAY_MS;
  return { ok: true, period: { start: card.start + shift, end: card.end + shift }, daysPaused };
}
