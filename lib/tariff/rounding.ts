// How many units a stretch of parking is charged, and the rounding of the total to the smallest
// amount the lot handles.
import type { Rounding } from './rules';
import { DAY_MINUTES } from './rules';

/** Tolerance meaning "a partial unit is never charged": longer than any partial unit can be. */
const NEVER = DAY_MINUTES;

/** The longest partial unit left uncharged: 'up' charges any, 'down' none, 'tolerance' those longer than it. */
export function toleranceOf(rounding: Rounding): number {
  switch (rounding.mode) {
    case 'up': return 0;
    case 'down': return NEVER;
    case 'tolerance': return rounding.minutes;
  }
}

/** The answer of `layUnits`, one object reused so that the pricing path allocates nothing. */
export interface Laid { units: number; end: number }
const laid: Laid = { units: 0, end: 0 };

/**
 * Lays units of `unit` minutes from `from`. The stretch ends at `until` (a window end, or the end of
 * a first period) unless the stay ends earlier, at `stayEnd`.
 * - Cut by the stay's end: the partial unit is charged when longer than `tolerance`.
 * - Cut by `until` with `carry`: the last unit is whole and runs past `until`, unless the stay
 *   ends inside it (then it is partial as above); `end` says where the next stretch starts.
 * - Cut by `until` without carry: the partial unit is rounded as at the stay's end.
 * Returns the shared `Laid` object; read it before the next call.
 */
export function layUnits(from: number, until: number, stayEnd: number, unit: number, tolerance: number, carry: boolean): Laid {
  if (until >= stayEnd) {
    const minutes = stayEnd - from;
    const whole = Math.floor(minutes / unit);
    laid.units = minutes - whole * unit > tolerance ? whole + 1 : whole;
    laid.end = stayEnd;
    return laid;
  }
  const minutes = until - from;
  const whole = Math.floor(minutes / unit);
  const rest = minutes - whole * unit;
  if (rest === 0 || !carry) {
    laid.units = rest > tolerance ? whole + 1 : whole;
    laid.end = until;
    return laid;
  }
  const lastStart = from + whole * unit;
  if (lastStart + unit <= stayEnd) {
    laid.units = whole + 1;
    laid.end = lastStart + unit;
  } else {
    laid.units = stayEnd - lastStart > tolerance ? whole + 1 : whole;
    laid.end = stayEnd;
  }
  return laid;
}

/** The total rounded down to a multiple of the smallest amount (ParkingOS minPriceUnit; 0: as is). */
export const roundToPriceUnit = (total: number, unit: number) => (unit > 0 ? total - (total % unit) : total);
