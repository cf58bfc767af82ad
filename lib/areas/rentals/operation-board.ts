// The monthly rental operation board and the customer look-up (lib/areas/rentals/pages.ts;
// docs/rentals.md, "The operation board and the lookup"): each figure of the board defined once,
// here, over a card's, an order's or a refund's facts at the request's clock; the backend reads the
// rows and counts them with these. Also what a look-up's text is (a phone or a plate), and when a
// card's customer is told that it ends (the expiry notice) and what he is told. Pure: no I/O.
import { ARCHIVE_STATE, type ArchiveState } from '../../parking/archive-machine';
import { cardState, daysLeft, periodOfDates, type CardState } from '../../parking/cards/card-state';
import { dateOfDay, dayOf, startOfDay } from '../../parking/cards/operator-days';
import { LEASE_STATE } from '../../parking/lease-machine';
import { REFUND_STATE, type RefundState } from '../../parking/refund-machine';
import { isValidPlate, normalizePlate } from '../../validation/formats';
import { EXPIRING_WITHIN_DAYS, LOOKUP_MAX_LENGTH } from './operation-links';

export { BOARD_FIGURE_LISTS, EXPIRING_WITHIN_DAYS, LOOKUP_MAX_LENGTH, type BoardFigure } from './operation-links';

/** A card as the board reads it: its dates (YYYY-MM-DD), pause, refund, review and package's entry grace. */
export interface BoardCard {
  startDate: string;
  endDate: string;
  /** When a pause still under way was asked for (epoch ms), or null. */
  pausedAt: number | null;
  refunded: boolean;
  reviewState: ArchiveState;
  entryGraceDays: number;
}

/** The card's state and days left at `at` (card-state.ts), or null when its dates do not read. */
export function boardCardState(card: BoardCard, at: number): { state: CardState; daysLeft: number } | null {
  const period = periodOfDates(card.startDate, card.endDate);
  if (!period) return null;
  const state = cardState({ ...period, pausedAt: card.pausedAt, cancelled: card.refunded }, at, card.entryGraceDays);
  return { state, daysLeft: daysLeft(period, at) };
}

/** The figures a card counts in. Only a confirmed card runs: one waiting for review counts as such, a failed one nowhere. */
export interface CardFigures { active: boolean; inGrace: boolean; paused: boolean; expiringSoon: boolean; pendingReview: boolean }

export function cardFigures(card: BoardCard, at: number): CardFigures {
  const none = { active: false, inGrace: false, paused: false, expiringSoon: false, pendingReview: false };
  if (card.reviewState === ARCHIVE_STATE.pendingReview) return { ...none, pendingReview: true };
  if (card.reviewState !== ARCHIVE_STATE.confirmed) return none;
  const read = boardCardState(card, at);
  if (!read) return none;
  return {
    ...none,
    active: read.state === 'active',
    inGrace: read.state === 'inGrace',
    paused: read.state === 'paused',
    expiringSoon: read.state === 'active' && read.daysLeft <= EXPIRING_WITHIN_DAYS,
  };
}

/** An order waiting for finance: recorded as paid outside the console, not yet confirmed (/OfflineOrderReview). */
export const orderPendingReview = (state: number) => state === LEASE_STATE.financialPending;

/** A rental refund waiting for a person: to review, to confirm, or failed and to be sent again (/MonthlyRentReturnManagement). */
export const REFUND_WAITING_STATES: readonly RefundState[] = [REFUND_STATE.requested, REFUND_STATE.reviewed, REFUND_STATE.failed];
export const refundWaiting = (state: number) => (REFUND_WAITING_STATES as readonly number[]).includes(state);

/** The operator's calendar month of `at`: its first instant, the first instant of the next, and its name (YYYY-MM). */
export function monthOf(at: number): { from: number; until: number; month: string } {
  const date = dateOfDay(dayOf(at));
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const first = Date.UTC(year, month - 1, 1) / 86_400_000;
  const next = Date.UTC(year, month, 1) / 86_400_000;
  return { from: startOfDay(first), until: startOfDay(next), month: date.slice(0, 7) };
}

/**
 * The month's revenue of a lot (fen): rental orders paid in the month (their paid_at in it), plus
 * stored-value recharges paid in it, minus rental refunds whose money left in it (refunded_at).
 * A gift is no money received; a stay paid from a balance was counted with its recharge.
 */
export function monthRevenue(parts: { rentals: number; recharges: number; refunded: number }): number {
  return parts.rentals + parts.recharges - parts.refunded;
}

// --- The look-up ---------------------------------------------------------------------------

const PHONE = /^\+?[\d\s-]{5,20}$/;

export type LookupQuery = { kind: 'phone'; value: string } | { kind: 'plate'; value: string };

/** A phone (digits, spaces and dashes dropped) or a plate (normalised); null when it is neither. */
export function lookupQuery(text: string): LookupQuery | null {
  const typed = text.trim();
  if (typed === '' || typed.length > LOOKUP_MAX_LENGTH) return null;
  if (PHONE.test(typed)) return { kind: 'phone', value: typed.replace(/[\s-]/g, '') };
  if (isValidPlate(typed)) return { kind: 'plate', value: normalizePlate(typed) };
  return null;
}

// --- Expiry notices -------------------------------------------------------------------------

/**
 * Whether a card's customer is told now that it ends: a confirmed card, active (not paused, not
 * refunded), whose last day is at most `noticeDays` days after today. Told once per period: the
 * caller keeps one notice per card and end date, so a renewal (a new end) is told again.
 */
export function noticeDue(card: BoardCard, at: number, noticeDays: number): boolean {
  if (card.reviewState !== ARCHIVE_STATE.confirmed) return false;
  const read = boardCardState(card, at);
  return read !== null && read.state === 'active' && read.daysLeft <= noticeDays;
}

export interface NoticeFacts { cardNo: string; plates: string; lot: string; endDate: string; daysLeft: number }

/** The placeholders of an expiry notice's SMS template (/SystemSmsTemplate). */
export const NOTICE_PLACEHOLDERS = ['cardNo', 'plate', 'lot', 'endDate', 'daysLeft'] as const;

/** A notice's text: the template with the card's facts; an unknown placeholder is left as written. */
export function renderNotice(template: string, facts: NoticeFacts): string {
  const values: Record<string, string> = {
    cardNo: facts.cardNo, plate: facts.plates, lot: facts.lot, endDate: facts.endDate, daysLeft: String(facts.daysLeft),
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
