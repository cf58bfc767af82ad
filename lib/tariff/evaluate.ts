// evaluateFee: the itemised fee of a stay under a rate. Pure: the same rules and stay give the same
// answer (no clock, no I/O). In order:
// 1. entry and exit are taken to the minute; after a payment (`paidUntil`), a car leaving within the
//    exit window is billed only up to the payment, otherwise the whole stay is billed and what was
//    paid is deducted, so the time after the payment is what remains due;
// 2. free minutes, by the rules of the entry's day: the whole stay free when strictly shorter
//    (freeIfShorter), or billing starts that many minutes after entry (deduct);
//    without free minutes a per-visit stay owes its visit from the minute of entry;
// 3. parts: with holiday rules, the stay is cut at each local midnight where the kind of day
//    changes (a holiday, or a weekend day when the rate takes weekends and the day is not worked);
//    each part is priced by its day's rules (its own 24 h periods and caps, caps.ts);
// 4. the total is rounded down to the smallest amount; `due` is what remains after `alreadyPaid`.
import type { CompiledDay, CompiledRates } from './compile';
import { compileRules, isCompiled } from './compile';
import type { FeeLine } from './lines';
import { Bill } from './lines';
import type { RateRules } from './rules';
import { DAY_MINUTES } from './rules';
import type { DayCalendar } from './calendar';
import { DEFAULT_UTC_OFFSET_MINUTES, MS_PER_MINUTE, calendarDays, dayStart, isHoliday, localDay, toMinute } from './calendar';
import { pricePart } from './caps';
import { roundToPriceUnit } from './rounding';

export interface Stay {
  /** Epoch ms. */
  entryAt: number;
  exitAt: number;
  /** The operator's clock (default UTC+8). */
  utcOffsetMinutes?: number;
  /** Holiday dates, 'YYYY-MM-DD' on the operator's clock (/HolidayInfo kind 1). */
  holidays?: ReadonlySet<string>;
  /** Saturdays and Sundays that are worked, 'YYYY-MM-DD' (/HolidayInfo kind 2): priced as workdays. */
  workdays?: ReadonlySet<string>;
  /** When the stay was last paid for (epoch ms), for the exit window. */
  paidUntil?: number;
  /** Fen paid so far (payments and coupons). */
  alreadyPaid?: number;
}

export interface FeeResult {
  total: number;
  /** Minutes billed after free minutes, up to the exit (or the payment, within the exit window). */
  billedMinutes: number;
  /** Free minutes granted (the whole stay when it was shorter than the free minutes). */
  freeApplied: number;
  lines: FeeLine[];
  /** The last minute (epoch ms) at which the car leaves at no further charge after its payment. */
  exitWindowEndsAt?: number;
  /** total - alreadyPaid, never below 0. */
  due: number;
}

/** The rules of a kind of day (workday rules when the rate has no holiday rules). */
const rulesOf = (rates: CompiledRates, holiday: boolean): CompiledDay => (holiday && rates.holiday) || rates.workday;

/** Prices [start, end), cut into parts at each local midnight where the kind of day changes. */
function priceParts(rates: CompiledRates, start: number, end: number, billFrom: number, offset: number, calendar: DayCalendar, bill: Bill): number {
  let total = 0;
  let partStart = start;
  if (rates.holiday !== null) {
    for (let day = localDay(start, offset) + 1, midnight = dayStart(day, offset); midnight < end; day++, midnight += DAY_MINUTES) {
      const dayIsHoliday = isHoliday(day, calendar, rates.holidayWeekends);
      if (dayIsHoliday === bill.holiday) continue;
      total += pricePart(rulesOf(rates, bill.holiday), partStart, midnight, billFrom, offset, bill);
      partStart = midnight;
      bill.holiday = dayIsHoliday;
    }
  }
  return total + pricePart(rulesOf(rates, bill.holiday), partStart, end, billFrom, offset, bill);
}

export function evaluateFee(rules: RateRules | CompiledRates, stay: Stay): FeeResult {
  const rates = isCompiled(rules) ? rules : compileRules(rules);
  const offset = stay.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES;
  const entry = toMinute(stay.entryAt);
  const exit = Math.max(entry, toMinute(stay.exitAt));
  const bill = new Bill();

  // 1. Up to the payment when leaving within the exit window.
  let end = exit;
  let exitWindowEndsAt: number | undefined;
  if (stay.paidUntil !== undefined) {
    const paid = Math.min(Math.max(toMinute(stay.paidUntil), entry), exit);
    exitWindowEndsAt = (paid + rates.exitWindowMinutes) * MS_PER_MINUTE;
    if (exit <= paid + rates.exitWindowMinutes) end = paid;
  }

  // 2. Free minutes, by the entry's day.
  const calendar: DayCalendar = { holidays: calendarDays(stay.holidays), workdays: calendarDays(stay.workdays) };
  bill.holiday = rates.holiday !== null && isHoliday(localDay(entry, offset), calendar, rates.holidayWeekends);
  const entryRules = rulesOf(rates, bill.holiday);
  const wholeStayFree = !entryRules.freeDeduct && end - entry < entryRules.freeMinutes;
  const billFrom = wholeStayFree ? end : entryRules.freeDeduct ? Math.min(entry + entryRules.freeMinutes, end) : entry;
  if (billFrom > entry) bill.add('free', entry, billFrom, 0);

  // 3. The parts of the stay. A visit is owed from the minute of entry: a per-visit stay priced in
  // its entry minute (a manual entry paid at once) is billed as its first minute.
  const visitInEntryMinute = end === entry && billFrom === entry && entryRules.mode === 'perVisit';
  const priceEnd = visitInEntryMinute ? entry + 1 : end;
  const total = wholeStayFree ? 0 : priceParts(rates, entry, priceEnd, billFrom, offset, calendar, bill);
  bill.holiday = false;
  if (end < exit) bill.add('exitWindow', end, exit, 0);

  // 4. Rounding, and what remains due.
  const rounded = roundToPriceUnit(total, rates.minPriceUnit);
  if (rounded < total) bill.add('rounding', billFrom, end, rounded - total);
  return {
    total: rounded,
    billedMinutes: end - billFrom,
    freeApplied: billFrom - entry,
    lines: bill.lines,
    exitWindowEndsAt,
    due: Math.max(0, rounded - (stay.alreadyPaid ?? 0)),
  };
}
