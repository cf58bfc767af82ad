// The fee of one stretch of a stay inside one 24 h period, by the pricing mode of the day's rules.
// Times are epoch minutes; `offset` places them on the operator's clock. Each function writes its
// lines to the bill and returns the amount they add up to (before the 24 h cap).
import type { Bill } from './lines';
import type { CompiledDay } from './compile';
import type { Clock } from './windows';
import { DAY_MINUTES } from './rules';
import { mod } from './calendar';
import { layUnits } from './rounding';

// Bound once: tsx runs the engine as CommonJS, where every use of an imported name goes through
// two getters (about 12 ns); the pricing loops use these local bindings (docs/performance.md).
const DAY = DAY_MINUTES;
const lay = layUnits;
const modulo = mod;

/**
 * Time rates: walks the window occurrences of [from, to). Each occurrence is priced by its window:
 * its first period (every occurrence when full-segment; cumulative: only where billing starts),
 * then units, the sum held to the window cap. With carry, a unit running over a window end is
 * billed whole at the price of the window it started in, and the next window starts after it.
 * An occurrence that a 24 h boundary cut goes on where the previous period left it (Bill).
 */
function priceClock(day: CompiledDay, clock: Clock, from: number, to: number, offset: number, bill: Bill): number {
  const { windows, windowAt, untilNext, lengths } = clock;
  const { tolerance, carry } = day;
  let fee = 0;
  let t = from;
  while (t < to) {
    const minute = modulo(t + offset, DAY);
    const index = windowAt[minute];
    const w = windows[index];
    const windowEnd = t + untilNext[minute];
    const end = windowEnd < to ? windowEnd : to;
    const occurrence = windowEnd - lengths[index];
    const goesOn = occurrence === bill.occurrenceStart;
    const firstEnd = goesOn ? bill.occurrenceFirstEnd
      : w.firstMinutes > 0 && (!day.cumulative || bill.introPending) ? t + w.firstMinutes : t;
    const spent = goesOn ? bill.occurrenceAmount : 0;
    bill.introPending = false;
    if (w.free) {
      bill.add('free', t, end, 0, w.name);
      t = end;
      continue;
    }
    let p = t;
    let amount = 0;
    if (p < firstEnd) {
      const laid = lay(p, firstEnd < windowEnd ? firstEnd : windowEnd, to, w.firstUnitMinutes, tolerance, carry);
      if (laid.units > 0) {
        amount += laid.units * w.firstPrice;
        bill.add('first', p, laid.end, laid.units * w.firstPrice, w.name, laid.units, w.firstPrice);
      }
      p = laid.end;
    }
    if (p < end) {
      const laid = lay(p, windowEnd, to, w.unitMinutes, tolerance, carry);
      if (laid.units > 0) {
        amount += laid.units * w.unitPrice;
        bill.add('unit', p, laid.end, laid.units * w.unitPrice, w.name, laid.units, w.unitPrice);
      }
      p = laid.end;
    }
    if (spent + amount > w.cap) {
      bill.add('cap', t, p, w.cap - spent - amount, w.name, undefined, undefined, w.cap);
      amount = w.cap - spent;
    }
    bill.occurrenceStart = occurrence;
    bill.occurrenceFirstEnd = firstEnd;
    bill.occurrenceAmount = spent + amount;
    fee += amount;
    t = p > end ? p : end;
  }
  return fee;
}

/**
 * Step tables: full-segment prices a stretch by the one band it reaches; cumulative adds up every
 * band it enters. Past the last band the table starts again (cycle) or the fee stays (cap).
 */
function priceSteps(day: CompiledDay, from: number, to: number, bill: Bill): number {
  const { bandEnds, bandPrices, bandTotals } = day;
  const last = bandEnds.length - 1;
  const length = bandEnds[last];
  const tableFee = day.cumulative ? bandTotals[last] : bandPrices[last];
  let minutes = to - from;
  let start = from;
  let fee = 0;
  if (minutes > length) {
    // Whole tables before the last (partial or whole) one.
    const cycles = day.cycle ? Math.floor((minutes - 1) / length) : 0;
    if (cycles > 0) {
      fee += cycles * tableFee;
      bill.add('step', start, start + cycles * length, cycles * tableFee, undefined, cycles, tableFee);
      start += cycles * length;
      minutes -= cycles * length;
    }
  }
  let band = 0;
  while (band < last && bandEnds[band] < minutes) band++;
  if (!day.cumulative) {
    bill.add('step', start, to, bandPrices[band], undefined, 1, bandPrices[band]);
    return fee + bandPrices[band];
  }
  for (let i = 0; i <= band; i++) {
    const bandFrom = start + (i === 0 ? 0 : bandEnds[i - 1]);
    const bandTo = i === band ? to : start + bandEnds[i];
    bill.add('step', bandFrom, bandTo, bandPrices[i], undefined, 1, bandPrices[i]);
  }
  return fee + bandTotals[band];
}

/** Prices [from, to) of a 24 h period by the day's mode; `to` > `from`. */
export function pricePeriod(day: CompiledDay, from: number, to: number, offset: number, bill: Bill): number {
  switch (day.mode) {
    case 'time':
      return priceClock(day, day.clock!, from, to, offset, bill);
    case 'steps':
      bill.introPending = false;
      return priceSteps(day, from, to, bill);
    case 'loop': {
      bill.introPending = false;
      const laid = lay(from, to, to, day.loopMinutes, day.tolerance, false);
      if (laid.units === 0) return 0;
      bill.add('unit', from, to, laid.units * day.price, undefined, laid.units, day.price);
      return laid.units * day.price;
    }
    case 'perVisit':
      bill.introPending = false;
      bill.add('perVisit', from, to, day.price, undefined, 1, day.price);
      return day.price;
    case 'free':
      bill.introPending = false;
      bill.add('free', from, to, 0);
      return 0;
  }
}
