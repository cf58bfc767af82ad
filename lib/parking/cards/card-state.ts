// What a card is at an instant, from its facts: its period, a pause under way, a refund that
// cancelled it; and the graces after its end (entry, renewal). docs/rentals.md, "Periods, prices
// and refunds". Grace days are a package's settings: whole days, zero or more.
import { DAY_MS, dayOf, dayOfDate, endOfDay, startOfDay } from './operator-days';

/** A card's period: epoch ms in whole seconds, from 00:00:00 of its first day to 23:59:59 of its last. */
export interface Period { start: number; end: number }

/** The period of whole operator days from `first` to `last` (YYYY-MM-DD), or null when one is not a date. */
export function periodOfDates(first: string, last: string): Period | null {
  const [from, to] = [dayOfDate(first), dayOfDate(last)];
  return from === null || to === null ? null : { start: startOfDay(from), end: endOfDay(to) };
}

/** The facts a card's state follows from. */
export interface CardFacts extends Period {
  /** When a pause still under way was asked for (it starts at the next midnight), or null. */
  pausedAt: number | null;
  /** Refunded: the card ended at the end of the refund's day (its `end` then). */
  cancelled: boolean;
}

export const CARD_STATES = ['pending', 'active', 'paused', 'inGrace', 'expired', 'cancelled'] as const;
export type CardState = (typeof CARD_STATES)[number];

/** A pause starts at the midnight after it was asked for: the day it is asked is used. */
export const pauseStartsAt = (pausedAt: number) => startOfDay(dayOf(pausedAt) + 1);

/**
 * The last instant a card is honoured at entry: `graceDays` whole days after its end, so 23:59:59
 * of the last grace day (yunqi: honoured while end + expire_day x 86400 >= now).
 */
export const entryGraceEndsAt = (end: number, graceDays: number) => end + graceDays * DAY_MS;

/** The last instant a card may be renewed (yunqi: refused once end + renew_limit_day x 86400 < now). */
export const renewalOpenUntil = (end: number, graceDays: number) => end + graceDays * DAY_MS;
export const renewalOpen = (end: number, graceDays: number, at: number) => at <= renewalOpenUntil(end, graceDays);

/**
 * Whole days left after the day of `at` up to the last day: 0 on the last day and after it; a card
 * not yet started has all its days left. A refund pays for these days (refund-rule.ts).
 */
export function daysLeft(period: Period, at: number): number {
  const counted = Math.max(dayOf(at), dayOf(period.start) - 1);
  return Math.max(0, dayOf(period.end) - counted);
}

/**
 * The card's state at `at`. A refunded card is honoured to the end of the refund's day, then is
 * cancelled (no grace: its unused days were paid back). A pause asked for keeps the card active
 * until the next midnight; while paused the end does not count, as a restart moves it.
 */
export function cardState(card: CardFacts, at: number, entryGraceDays: number): CardState {
  if (card.cancelled && at > card.end) return 'cancelled';
  if (at < card.start) return 'pending';
  if (card.pausedAt !== null && at >= pauseStartsAt(card.pausedAt)) return 'paused';
  if (at <= card.end) return 'active';
  if (at <= entryGraceEndsAt(card.end, entryGraceDays)) return 'inGrace';
  return 'expired';
}

/** Whether the card opens the barrier at `at`: active, or in its entry grace. */
export const honouredAtEntry = (card: CardFacts, at: number, entryGraceDays: number) => {
  const state = cardState(card, at, entryGraceDays);
  return state === 'active' || state === 'inGrace';
};
