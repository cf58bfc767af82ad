// What the lane knows of a plate's card at a lot, and when the card counts (docs/rentals.md, "At
// the lane"): its period to the second, the grace after it, its entry windows in operator time.
// Pure; the card's period, pauses and counts are computed elsewhere and handed in as facts.
import { DEFAULT_UTC_OFFSET_MINUTES, MS_PER_MINUTE, localDay, mod, toMinute } from '../../tariff/calendar';
import { entryGraceEndsAt } from './card-state';
import { DAY_MS, SECOND_MS } from './operator-days';
import type { CardKind } from './kinds';


/** What a lot does when a stored-value card's balance is short of the fee at the exit. */
export const SHORT_BALANCE_POLICIES = ['refuse', 'chargeRest', 'visitor'] as const;
export type ShortBalancePolicy = (typeof SHORT_BALANCE_POLICIES)[number];

/**
 * A time of the operator's day when a card lets its car in: minutes from 00:00, [from, to), 0..1440.
 * from > to crosses midnight (22:00-06:00); from = to is the whole day. The end is the first minute
 * outside, so 08:00-12:00 and 12:00-18:00 neither overlap nor leave a gap.
 */
export interface EntryWindow { from: number; to: number }

interface CardBase {
  /** Valid from this instant (epoch ms). */
  startAt: number;
  /** Its last second, honoured to that second's end (23:59:59 lets a car in at 23:59:59.5); null: no end (an owned space, a VIP). */
  endAt: number | null;
  /** Days after endAt the card still lets its car in (the package's grace; 0: none). */
  graceDays: number;
  /** Paused at the instant asked about. */
  paused: boolean;
  /** When the card lets a car in; none: any time. */
  entryWindows: readonly EntryWindow[];
  /** Spaces the card holds (null: no count). */
  spaces: number | null;
  /** The card's cars holding its spaces in the lot now, this plate aside (its open stay ends as a repeat entry). */
  carsHoldingSpaces: number;
}

export type CardAtLane =
  | (CardBase & { kind: Exclude<CardKind, 'storedValue'> })
  | (CardBase & { kind: 'storedValue'; balance: number; shortBalance: ShortBalancePolicy });

/** The last millisecond of the second an instant falls in. */
const endOfSecond = (ms: number) => Math.floor(ms / SECOND_MS) * SECOND_MS + SECOND_MS - 1;

/** Where an instant falls against a card's validity. */
export type CardStanding = 'notStarted' | 'inPeriod' | 'inGrace' | 'expired';

export function cardStanding(card: CardAtLane, at: number): CardStanding {
  if (at < card.startAt) return 'notStarted';
  if (card.endAt === null || at <= endOfSecond(card.endAt)) return 'inPeriod';
  return at <= endOfSecond(entryGraceEndsAt(card.endAt, card.graceDays)) ? 'inGrace' : 'expired';
}

/** Operator days from the instant's day to the day of `until` (0: the same day; negative: before it). */
export function daysBetween(at: number, until: number, offset = DEFAULT_UTC_OFFSET_MINUTES): number {
  return localDay(toMinute(until), offset) - localDay(toMinute(at), offset);
}

/** Whether the instant, on the operator's clock, falls in one of the windows (none: any time). */
export function inEntryWindows(windows: readonly EntryWindow[], at: number, offset = DEFAULT_UTC_OFFSET_MINUTES): boolean {
  if (windows.length === 0) return true;
  const msOfDay = mod(at + offset * MS_PER_MINUTE, DAY_MS);
  return windows.some(({ from, to }) => {
    const start = from * MS_PER_MINUTE;
    const end = to * MS_PER_MINUTE;
    if (start === end) return true;
    return start < end ? msOfDay >= start && msOfDay < end : msOfDay >= start || msOfDay < end;
  });
}
