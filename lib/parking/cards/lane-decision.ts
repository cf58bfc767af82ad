// The lane's decision for a recurring customer's car (docs/rentals.md, "At the lane"), pure. At an
// entrance: what the plate's card makes of the reading (a free card passage, a stored-value car
// that pays from its balance at the exit, or a visitor and why); decideEntry
// (lib/parking/lane-rules.ts) puts it after the lists and before arrears and a full lot. At an
// exit: free, paid from the balance, or what is still due. And what the display and the speaker say.
// Nothing here is a lane's: a locked berth decides by the same functions.
import { decideExit, type CardAtEntry, type CardPassReason, type CardVisitorReason, type LaneDecision, type LaneReason } from '../lane-rules';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../tariff/calendar';
import { entryGraceEndsAt } from './card-state';
import { cardStanding, daysBetween, inEntryWindows, type CardAtLane, type ShortBalancePolicy } from './card-facts';
import type { CardKind } from './kinds';

/** What the lane's display and speaker say; the backend renders it in the drivers' language. Amounts in fen. */
export type LaneMessage =
  /** A card passage in the card's period: days to its last day (0: ends today; negative: ended, at an exit; null: no end). */
  | { kind: 'card'; card: CardKind; daysLeft: number | null }
  /** A card passage after the card's end, in its grace: days of grace left (0: the last). */
  | { kind: 'grace'; card: CardKind; graceDaysLeft: number }
  /** A stored-value car: its balance (at the entrance, or at an exit with nothing due). */
  | { kind: 'storedValue'; balance: number }
  | { kind: 'storedValuePaid'; paid: number; balanceAfter: number }
  | { kind: 'balanceShort'; policy: ShortBalancePolicy; balance: number; fromBalance: number; stillDue: number }
  /** Priced as any visitor, and why. */
  | { kind: 'visitor'; reason: CardVisitorReason | 'noCard' };

export interface CardEntry {
  /** For EntryFacts.card (null: the plate has no card here); keep it with the stay for its exit. */
  card: CardAtEntry | null;
  display: LaneMessage;
}

const PASS_REASON: Record<Exclude<CardKind, 'storedValue'>, CardPassReason> = {
  monthly: 'monthlyCard', multiMonth: 'monthlyCard', day: 'monthlyCard', vip: 'vipCard', property: 'propertyCard',
};

/** What the display says of a card at an instant (days left, or grace left). */
export function cardMessage(card: CardAtLane, at: number, offset = DEFAULT_UTC_OFFSET_MINUTES): LaneMessage {
  if (card.endAt === null) return { kind: 'card', card: card.kind, daysLeft: null };
  if (cardStanding(card, at) === 'inGrace') return { kind: 'grace', card: card.kind, graceDaysLeft: daysBetween(at, entryGraceEndsAt(card.endAt, card.graceDays), offset) };
  return { kind: 'card', card: card.kind, daysLeft: daysBetween(at, card.endAt, offset) };
}

/**
 * The card's verdict on a reading at an entrance. Out of its period and grace, or paused: a visitor.
 * VIP: free in its period whatever the windows and spaces. Outside its entry windows: a visitor.
 * Stored value: a paying car (its balance pays at the exit). Other kinds: a visitor when its spaces
 * are all held by its other cars, else free.
 */
export function decideCardEntry(card: CardAtLane | null, at: number, offset = DEFAULT_UTC_OFFSET_MINUTES): CardEntry {
  if (!card) return { card: null, display: { kind: 'visitor', reason: 'noCard' } };
  const visitor = (reason: CardVisitorReason): CardEntry => ({ card: { free: false, reason }, display: { kind: 'visitor', reason } });
  const standing = cardStanding(card, at);
  if (standing === 'notStarted') return visitor('cardNotStarted');
  if (standing === 'expired') return visitor('cardExpired');
  if (card.paused) return visitor('cardPaused');
  if (card.kind !== 'vip' && !inEntryWindows(card.entryWindows, at, offset)) return visitor('cardOutsideWindow');
  if (card.kind === 'storedValue') return { card: { free: false, reason: 'storedValue' }, display: { kind: 'storedValue', balance: card.balance } };
  if (card.kind !== 'vip' && card.spaces !== null && card.carsHoldingSpaces >= card.spaces) return visitor('cardSpacesTaken');
  const reason = standing === 'inGrace' ? 'cardGrace' : PASS_REASON[card.kind];
  return { card: { free: true, reason }, display: cardMessage(card, at, offset) };
}

/**
 * A car let in as a visitor because its card's spaces were all held (cardSpacesTaken) pays as a
 * visitor until one of the card's cars leaves. The freed space goes to the card's extra car that
 * came in first (takesFreedSpace); its stay is priced by the tariff as a visitor's stay ending at
 * that instant (visitorPricedUntil: the engine's own fee, never an amount by hand) and is free from
 * then on. Why: the card pays for spaces, not cars; once a space is free the car stands on a space
 * the card paid for, and billing it on would charge that space twice.
 */
export function takesFreedSpace<T extends { enteredAt: number }>(extraCars: readonly T[]): T | null {
  return extraCars.reduce<T | null>((first, car) => (first === null || car.enteredAt < first.enteredAt ? car : first), null);
}

/** Up to when the tariff prices an extra car's stay: the instant it took a freed space, else its exit. */
export const visitorPricedUntil = (exitAt: number, tookFreedSpaceAt: number | null) =>
  tookFreedSpaceAt === null ? exitAt : Math.min(exitAt, tookFreedSpaceAt);

export interface CardExitFacts {
  /** The card's verdict when the stay entered (CardEntry.card, kept with the stay; null: none). */
  entered: CardAtEntry | null;
  /** What the stay owes now by the tariff (fen, net of what was paid); null: no stay of the plate here. */
  due: number | null;
  /** What was paid on the stay. */
  paid: number;
  /** The plate's card now (days left, the balance); null: none. */
  card: CardAtLane | null;
}

export interface CardExit {
  decision: LaneDecision;
  reason: LaneReason | null;
  /** Taken from the stored-value balance now (fen), booked as a payment of the stay. */
  fromBalance: number;
  /** Still due after it, paid as a visitor pays (fen). */
  stillDue: number;
  /** null: nothing card-related to say (a visitor's exit, no stay). */
  display: LaneMessage | null;
}

/** The short-balance policies: 'refuse' and 'visitor' keep the balance, 'chargeRest' takes it all. */
function payFromBalance(due: number, balance: number, policy: ShortBalancePolicy): CardExit {
  const available = Math.max(0, balance);
  if (available >= due) {
    return { decision: 'paid', reason: 'storedValue', fromBalance: due, stillDue: 0, display: { kind: 'storedValuePaid', paid: due, balanceAfter: available - due } };
  }
  const fromBalance = policy === 'chargeRest' ? available : 0;
  const stillDue = due - fromBalance;
  return { decision: 'waitPay', reason: 'balanceShort', fromBalance, stillDue, display: { kind: 'balanceShort', policy, balance: available, fromBalance, stillDue } };
}

/**
 * The exit of a plate that may have a card. A stay that entered on a card passage leaves free
 * (decided at its entry, whatever the card is now). A stay that entered on stored value pays what
 * the tariff says it owes from the balance; short, the lot's policy: 'refuse' (the barrier stays
 * down until the card is topped up or the fee paid), 'chargeRest' (the balance taken, the rest paid
 * as a visitor pays), 'visitor' (the whole fee paid as a visitor, the balance untouched). Anything
 * else leaves as a visitor does (decideExit).
 */
export function decideCardExit(exit: CardExitFacts, at: number, offset = DEFAULT_UTC_OFFSET_MINUTES): CardExit {
  const { entered, due, paid, card } = exit;
  if (due !== null && entered?.free) {
    return { decision: 'free', reason: entered.reason, fromBalance: 0, stillDue: 0, display: card ? cardMessage(card, at, offset) : null };
  }
  const asVisitor = decideExit(due, paid);
  if (due === null || entered?.reason !== 'storedValue' || card?.kind !== 'storedValue') {
    return { ...asVisitor, fromBalance: 0, stillDue: Math.max(0, due ?? 0), display: null };
  }
  if (due <= 0) return { ...asVisitor, fromBalance: 0, stillDue: 0, display: { kind: 'storedValue', balance: Math.max(0, card.balance) } };
  return payFromBalance(due, card.balance, card.shortBalance);
}
