// A rule set checked once and turned into the form the engine reads on every evaluation: windows
// as a table by minute, bands as arrays with their running totals, absent caps as Infinity.
// Compilation is cached per rules object, so evaluateFee(rules, ...) compiles a rule set once.
import type { Clock } from './windows';
import { compileClock } from './windows';
import type { DayRules, LaterDays, PricingMode, RateRules } from './rules';
import { rateRulesSchema } from './rules';
import { toleranceOf } from './rounding';

export interface CompiledDay {
  mode: PricingMode;
  cumulative: boolean;
  freeMinutes: number;
  freeDeduct: boolean;
  tolerance: number;
  cap24h: number;
  laterDays: LaterDays;
  /** time */
  clock: Clock | null;
  carry: boolean;
  /** perVisit, loop */
  price: number;
  loopMinutes: number;
  /** steps: band ends, prices, running totals of prices; the table repeats (cycle) or stops (cap). */
  bandEnds: number[];
  bandPrices: number[];
  bandTotals: number[];
  cycle: boolean;
}

export interface CompiledRates {
  readonly kind: 'compiledRates';
  readonly workday: CompiledDay;
  readonly holiday: CompiledDay | null;
  readonly holidayWeekends: boolean;
  readonly minPriceUnit: number;
  readonly exitWindowMinutes: number;
}

function compileDay(rules: DayRules): CompiledDay {
  const p = rules.pricing;
  const bands = p.mode === 'steps' ? p.bands : [];
  let running = 0;
  return {
    mode: p.mode,
    cumulative: rules.billing === 'cumulative',
    freeMinutes: rules.free.minutes,
    freeDeduct: rules.free.mode === 'deduct',
    tolerance: toleranceOf(rules.rounding),
    cap24h: rules.cap24h ?? Infinity,
    laterDays: rules.laterDays,
    clock: p.mode === 'time' ? compileClock(p.windows) : null,
    carry: p.mode === 'time' && p.overshoot === 'carry',
    price: p.mode === 'perVisit' || p.mode === 'loop' ? p.price : 0,
    loopMinutes: p.mode === 'loop' ? p.minutes : 0,
    bandEnds: bands.map((b) => b.upToMinutes),
    bandPrices: bands.map((b) => b.price),
    bandTotals: bands.map((b) => (running += b.price)),
    cycle: p.mode === 'steps' && p.after === 'cycle',
  };
}

const cache = new WeakMap<RateRules, CompiledRates>();

/**
 * Checks `rules` against the schema (throws its ZodError when they do not pass) and compiles them.
 * Cached per object: a rule set is not changed in place (an edit is a new version, versions.ts).
 */
export function compileRules(rules: RateRules): CompiledRates {
  let compiled = cache.get(rules);
  if (!compiled) {
    const valid = rateRulesSchema.parse(rules);
    compiled = {
      kind: 'compiledRates',
      workday: compileDay(valid),
      holiday: valid.holiday ? compileDay(valid.holiday.rules) : null,
      holidayWeekends: valid.holiday?.weekends ?? false,
      minPriceUnit: valid.minPriceUnit,
      exitWindowMinutes: valid.exitWindowMinutes,
    };
    cache.set(rules, compiled);
  }
  return compiled;
}

export const isCompiled = (rules: RateRules | CompiledRates): rules is CompiledRates => 'kind' in rules && rules.kind === 'compiledRates';
