// What a lane does with a plate its camera read (pure). At an entrance: a black-listed plate is
// refused; white-listed, special and free internal vehicles pass free, even into a full lot; other
// vehicles queue while the lot is full, else the barrier opens and the stay starts. At an exit:
// nothing due opens the barrier; something due keeps it down until it is paid. A plate owing more
// than a linked lot's arrears rule allows is refused there, or let in with a warning (lib/arrears).
// A recurring customer's card (lib/parking/cards/lane-decision.ts) lets its car in free like a free
// class, makes it a paying vehicle whose balance pays at the exit (stored value), or says why it is
// priced as any visitor.
import type { ArrearsEntryVerdict } from '../areas/charging/arrears/entry-rule';
import type { VehicleClass } from './channels';

/** Lane direction (lanes.direction): 1 entrance, 2 exit. */
export const LANE_DIRECTIONS = [1, 2] as const;

export const LANE_DECISIONS = ['open', 'free', 'refused', 'queued', 'paid', 'waitPay'] as const;
export type LaneDecision = (typeof LANE_DECISIONS)[number];
/** A card lets its car in free: in its period (by kind), or in its grace after the end. */
export const CARD_PASS_REASONS = ['monthlyCard', 'vipCard', 'propertyCard', 'cardGrace'] as const;
export type CardPassReason = (typeof CARD_PASS_REASONS)[number];
/** A plate has a card here that does not count now: the car is priced as a visitor. */
export const CARD_VISITOR_REASONS = ['cardNotStarted', 'cardExpired', 'cardPaused', 'cardOutsideWindow', 'cardSpacesTaken'] as const;
export type CardVisitorReason = (typeof CARD_VISITOR_REASONS)[number];
/** Stored value: the stay is priced as a visitor's and paid from the card's balance at the exit, or the balance fell short. */
export const STORED_VALUE_REASONS = ['storedValue', 'balanceShort'] as const;

/** Why a lane decided as it did (passages.reason). */
export const LANE_REASONS = [
  'blackList', 'whiteList', 'specialVehicle', 'internalVehicle', 'lotFull', 'notInLot', 'feeDue', 'paid', 'nothingDue', 'arrears', 'arrearsWarning',
  ...CARD_PASS_REASONS, ...STORED_VALUE_REASONS, ...CARD_VISITOR_REASONS,
] as const;
export type LaneReason = (typeof LANE_REASONS)[number];

/** Vehicle classes that pass free (stays of theirs are never billed). */
export const FREE_CLASSES: readonly VehicleClass[] = ['white', 'special'];

export interface EntryFacts {
  /** The plate is on the black list. */
  blackListed: boolean;
  /** How the vehicle is known (lists consulted by the backend). */
  vehicleClass: VehicleClass;
  /** Free as its class makes it (white list, special vehicle, free internal vehicle). */
  free: boolean;
  /** The lot has no space left for a vehicle that pays. */
  lotFull: boolean;
  /** What the lot's arrears rule makes of the plate's arrears (lib/areas/charging/arrears/entry-rule.ts); default pass. */
  arrears?: ArrearsEntryVerdict;
  /** What the plate's card makes of it now (lib/parking/cards/lane-decision.ts); default none. */
  card?: CardAtEntry | null;
}

/** A card's verdict at an entrance: a free passage, or a paying one with the card's reason. */
export type CardAtEntry =
  | { free: true; reason: CardPassReason }
  | { free: false; reason: 'storedValue' | CardVisitorReason };

export type EntryDecision =
  | { decision: 'refused'; reason: 'blackList' | 'arrears' }
  | { decision: 'queued'; reason: 'lotFull' }
  | { decision: 'open' | 'free'; reason: LaneReason | null };

const FREE_REASON: Partial<Record<VehicleClass, LaneReason>> = { white: 'whiteList', special: 'specialVehicle', internal: 'internalVehicle' };

export function decideEntry(facts: EntryFacts): EntryDecision {
  if (facts.blackListed) return { decision: 'refused', reason: 'blackList' };
  if (facts.free) return { decision: 'free', reason: FREE_REASON[facts.vehicleClass] ?? null };
  // A card passage parks on a space the card paid for: a full lot (counted for paying vehicles)
  // does not queue it, and like the free classes it is never held for arrears.
  if (facts.card?.free) return { decision: 'free', reason: facts.card.reason };
  // Vehicles that pass free (police, white list) are never held for arrears.
  if (facts.arrears === 'refuse') return { decision: 'refused', reason: 'arrears' };
  if (facts.lotFull) return { decision: 'queued', reason: 'lotFull' };
  // One reason per passage: the warning wins (the lane must show it); the card's reason stays on the card's verdict.
  return { decision: 'open', reason: facts.arrears === 'warn' ? 'arrearsWarning' : facts.card?.reason ?? null };
}

export type ExitDecision =
  | { decision: 'open'; reason: 'notInLot' }
  | { decision: 'paid' | 'free'; reason: 'paid' | 'nothingDue' }
  | { decision: 'waitPay'; reason: 'feeDue' };

/** `due`: what the stay owes now (null: no stay of the plate in the lot, e.g. a missed entry). */
export function decideExit(due: number | null, paid: number): ExitDecision {
  if (due === null) return { decision: 'open', reason: 'notInLot' };
  if (due > 0) return { decision: 'waitPay', reason: 'feeDue' };
  return paid > 0 ? { decision: 'paid', reason: 'paid' } : { decision: 'free', reason: 'nothingDue' };
}
