// What a lane does with a plate its camera read (pure). At an entrance: a black-listed plate is
// refused; white-listed, special and free internal vehicles pass free, even into a full lot; other
// vehicles queue while the lot is full, else the barrier opens and the stay starts. At an exit:
// nothing due opens the barrier; something due keeps it down until it is paid. A plate owing more
// than a linked lot's arrears rule allows is refused there, or let in with a warning (lib/arrears).
import type { ArrearsEntryVerdict } from '../areas/charging/arrears/entry-rule';
import type { VehicleClass } from './channels';

/** Lane direction (lanes.direction): 1 entrance, 2 exit. */
export const LANE_DIRECTIONS = [1, 2] as const;

export const LANE_DECISIONS = ['open', 'free', 'refused', 'queued', 'paid', 'waitPay'] as const;
export type LaneDecision = (typeof LANE_DECISIONS)[number];
/** Why a lane decided as it did (passages.reason). */
export const LANE_REASONS = ['blackList', 'whiteList', 'specialVehicle', 'internalVehicle', 'lotFull', 'notInLot', 'feeDue', 'paid', 'nothingDue', 'arrears', 'arrearsWarning'] as const;
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
}

export type EntryDecision =
  | { decision: 'refused'; reason: 'blackList' | 'arrears' }
  | { decision: 'queued'; reason: 'lotFull' }
  | { decision: 'open' | 'free'; reason: LaneReason | null };

const FREE_REASON: Partial<Record<VehicleClass, LaneReason>> = { white: 'whiteList', special: 'specialVehicle', internal: 'internalVehicle' };

export function decideEntry(facts: EntryFacts): EntryDecision {
  if (facts.blackListed) return { decision: 'refused', reason: 'blackList' };
  if (facts.free) return { decision: 'free', reason: FREE_REASON[facts.vehicleClass] ?? null };
  // Vehicles that pass free (police, white list) are never held for arrears.
  if (facts.arrears === 'refuse') return { decision: 'refused', reason: 'arrears' };
  if (facts.lotFull) return { decision: 'queued', reason: 'lotFull' };
  return { decision: 'open', reason: facts.arrears === 'warn' ? 'arrearsWarning' : null };
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
