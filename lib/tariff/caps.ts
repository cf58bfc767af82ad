// A part of a stay priced by one kind of day, cut into 24 h periods from the part's start, each
// priced on its own and held to the 24 h cap. The later-days rule says what a full 24 h period
// after the first costs:
//   priced            its own fee, capped;
//   capIfFirstReached the cap when the first period's fee reached it, else its own fee, capped (ParkingOS);
//   cap               every full 24 h period costs the cap, the first one too (yunqi day_top_fee).
// The last, partial period is always priced and capped. Only the first priced stretch of a stay
// has the cumulative first period (ParkingOS: later days without free and first terms).
import type { Bill } from './lines';
import type { CompiledDay } from './compile';
import { DAY_MINUTES } from './rules';
import { pricePeriod } from './period';

// Bound once: tsx runs the engine as CommonJS, where every use of an imported name goes through
// two getters (about 12 ns); the pricing loops use these local bindings (docs/performance.md).
const DAY = DAY_MINUTES;
const priceStretch = pricePeriod;

/** Prices [start, end) of a stay by `day`; billing starts at `billFrom` (after deducted free minutes). */
export function pricePart(day: CompiledDay, start: number, end: number, billFrom: number, offset: number, bill: Bill): number {
  const cap = day.cap24h;
  let fee = 0;
  let firstReached = false;
  bill.occurrenceStart = NaN;
  for (let period = 0, from = start; from < end; period++, from += DAY) {
    const to = from + DAY < end ? from + DAY : end;
    const full = to - from === DAY;
    if (full && cap !== Infinity && (day.laterDays === 'cap' || (period > 0 && firstReached && day.laterDays === 'capIfFirstReached'))) {
      bill.add('fullDay', from, to, cap, undefined, undefined, undefined, cap);
      bill.introPending = false;
      bill.occurrenceStart = NaN;
      fee += cap;
      continue;
    }
    const billed = billFrom > from ? billFrom : from;
    if (billed >= to) continue;
    const raw = priceStretch(day, billed, to, offset, bill);
    if (period === 0) firstReached = raw >= cap;
    if (raw > cap) {
      bill.add('dailyCap', billed, to, cap - raw, undefined, undefined, undefined, cap);
      fee += cap;
    } else {
      fee += raw;
    }
  }
  return fee;
}
