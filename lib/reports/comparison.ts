// A figure against the same figure of its comparable period (periods.ts comparablePeriod: month on
// month 环比, year on year 同比), docs/reports.md "Comparison": the change, and the change as a rate
// of the base. The base's size, not its sign, divides, so a rise is always positive (a net of -100
// rising to 50 is +150 %); a base of 0 has no rate (none), whatever the change.
import { type Rate, rateOf } from './rates';

export interface Compared {
  current: number;
  base: number;
  /** current - base, in the figure's unit (fen, stays, basis points of a rate). */
  change: number;
  /** change / |base| in basis points; none when the base is 0. */
  changeRate: Rate;
}

export function compare(current: number, base: number): Compared {
  const change = current - base;
  return { current, base, change, changeRate: rateOf(change, Math.abs(base)) };
}

/** A rate (basis points) against its comparable period's: the change is in basis points (percentage points x 100); none when either is none. */
export function compareRates(current: Rate, base: Rate): Compared | null {
  return current === null || base === null ? null : compare(current, base);
}
