// Spaces allocated to cards (docs/rentals.md, "Spaces and VIP"): an operator ties a card's spaces
// to berths of its lot (reserved spaces, shown to people; the lane still counts spaces and does not
// read them). Pure, shared by the screens' state (what the grid enables) and the services
// (backend/areas/rentals/allocations.ts), which refuse with the same keys.
import { ARCHIVE_STATE, type ArchiveState } from '../../parking/archive-machine';
import { refuse, RENTAL_REFUSALS, type Outcome } from './refusals';

/** What the rule reads of a card: its review, refund, last day and the operator's today (day numbers), spaces and berths held now. */
export interface AllocationFacts {
  reviewState: ArchiveState;
  refunded: boolean;
  endDay: number;
  today: number;
  spaces: number;
  allocated: number;
}

/**
 * Whether the card takes one more berth now: confirmed (a card waiting for review or failed opens no
 * lane), not refunded and not ended (its last day not before today), and a space of it without a
 * berth. The answer names the spaces still missing one after this allocation.
 */
export function allocation(card: AllocationFacts): Outcome<{ missingAfter: number }> {
  if (card.refunded) return refuse(RENTAL_REFUSALS.cardRefunded);
  if (card.reviewState !== ARCHIVE_STATE.confirmed) return refuse(RENTAL_REFUSALS.cardNotConfirmed);
  if (card.endDay < card.today) return refuse(RENTAL_REFUSALS.cardEnded);
  if (card.allocated >= card.spaces) return refuse(RENTAL_REFUSALS.spacesAllocated, { spaces: card.spaces });
  return { ok: true, missingAfter: card.spaces - card.allocated - 1 };
}

/** The card's spaces without a berth now (never below 0). */
export const spacesMissing = (spaces: number, allocated: number) => Math.max(0, spaces - allocated);

/** A card's spaces changed (its archive's form): never below the berths allocated to it now. */
export const spacesChange = (spaces: number, allocated: number): Outcome<object> =>
  (spaces < allocated ? refuse(RENTAL_REFUSALS.spacesBelowAllocated, { allocated }) : { ok: true });
