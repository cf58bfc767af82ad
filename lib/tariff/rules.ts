// A rate (tariff) as data: the JSON a rate version stores, and the zod schema that admits it.
// evaluate.ts prices a stay by it; docs/tariff.md explains every option with an example and the
// parking system whose rule it follows.
//
// Money is integer fen (1/100 yuan), durations integer minutes, times of day local 'HH:MM'.
//
// Schema failures carry message keys of messages/<lang>/validation.json: the shared ones of `V`
// (blank, number, integer, min, max, option, rangeOrder, unique, textLength), 'time' (HH:mm,
// already in validation.json) and these, still to be added there:
//   multipleOf   'The first period must be a whole number of its units'
//   minPriceUnit 'The smallest amount must divide one yuan (1, 2, 4, 5, 10, 20, 25, 50 or 100 fen)'
//   tooMany      'At most 10 entries'
// (and step-text.ts's stepsFormat, naming the band at fault).
import { z } from 'zod';
import { FEN_PER_YUAN } from '../money/fen';
import { V } from '../validation/rules';

/** Message keys of the tariff schema and form that `V` does not have yet. */
export const TARIFF_KEYS = { time: 'time', multipleOf: 'multipleOf', minPriceUnit: 'minPriceUnit', tooMany: 'tooMany' } as const;

const MINUTES_PER_HOUR = 60;
export const DAY_MINUTES = 1440;
/** Largest amount anywhere in a rule set: ¥10,000. */
export const MONEY_MAX = 1_000_000;
/** Windows in a day, bands in a step table. */
const MAX_ENTRIES = 10;
const NAME_MAX_LENGTH = 20;
export const DEFAULT_EXIT_WINDOW_MINUTES = 15;
export const EXIT_WINDOW_MAX_MINUTES = 120;

export const PRICING_MODES = ['time', 'perVisit', 'steps', 'loop', 'free'] as const;
export const BILLING_MODELS = ['segment', 'cumulative'] as const;
export const FREE_MODES = ['freeIfShorter', 'deduct'] as const;
export const ROUNDINGS = ['up', 'down', 'tolerance'] as const;
export const OVERSHOOTS = ['carry', 'split'] as const;
export const STEPS_AFTER = ['cycle', 'cap'] as const;
export const LATER_DAYS = ['priced', 'capIfFirstReached', 'cap'] as const;

export type PricingMode = (typeof PRICING_MODES)[number];
export type BillingModel = (typeof BILLING_MODELS)[number];
export type FreeMode = (typeof FREE_MODES)[number];
export type Overshoot = (typeof OVERSHOOTS)[number];
export type StepsAfter = (typeof STEPS_AFTER)[number];
export type LaterDays = (typeof LATER_DAYS)[number];

/** The first minutes of a window occurrence (or of the stay, cumulative), priced per unit of their own. */
export interface FirstPeriod { minutes: number; unitMinutes: number; price: number }
export interface Unit { minutes: number; price: number }

/** A window runs from its start to the next window's start; the last one wraps to the first. */
export type RateWindow =
  | { name: string; start: string; free: true }
  | { name: string; start: string; free: false; first?: FirstPeriod; unit: Unit; cap?: number };

/** Stays up to `upToMinutes` (inclusive) fall in this band. */
export interface StepBand { upToMinutes: number; price: number }

export type Pricing =
  | { mode: 'time'; windows: RateWindow[]; overshoot: Overshoot }
  | { mode: 'perVisit'; price: number }
  | { mode: 'steps'; bands: StepBand[]; after: StepsAfter }
  | { mode: 'loop'; minutes: number; price: number }
  | { mode: 'free' };

/** A partial unit is charged when longer than the tolerance: up = 0, down = never. */
export type Rounding = { mode: 'up' } | { mode: 'down' } | { mode: 'tolerance'; minutes: number };

/** The rules of one kind of day (workday, or holiday). */
export interface DayRules {
  pricing: Pricing;
  billing: BillingModel;
  free: { minutes: number; mode: FreeMode };
  rounding: Rounding;
  /** At most this much per 24 h counted from entry (from midnight for a later part of the stay). */
  cap24h?: number;
  laterDays: LaterDays;
}

export interface RateRules extends DayRules {
  /** The total is rounded down to a multiple of this (0: not rounded). */
  minPriceUnit: number;
  /** After a payment, the car leaves within this many minutes at no charge. */
  exitWindowMinutes: number;
  /** Rules for the dates the caller names as holidays (and Saturdays and Sundays when `weekends`). */
  holiday?: { weekends: boolean; rules: DayRules };
}

const int = (min: number, max: number) => z.number({ error: V.number })
  .int({ error: V.integer }).min(min, { error: V.min }).max(max, { error: V.max });
const minutes = (min = 0) => int(min, DAY_MINUTES);
const fen = (min = 0) => int(min, MONEY_MAX);
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: V.blank })
  .min(1, { error: V.blank }).max(MAX_ENTRIES, { error: TARIFF_KEYS.tooMany });

export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
/** 'HH:MM' to minutes after midnight. */
export const minuteOfDay = (time: string) => Number(time.slice(0, 2)) * MINUTES_PER_HOUR + Number(time.slice(3, 5));

const firstPeriodSchema = z.object({ minutes: minutes(1), unitMinutes: minutes(1), price: fen() }, { error: V.blank })
  .refine((f) => f.minutes % f.unitMinutes === 0, { error: TARIFF_KEYS.multipleOf, path: ['minutes'] });

const windowBase = {
  name: z.string({ error: V.blank }).trim().min(1, { error: V.blank }).max(NAME_MAX_LENGTH, { error: V.textLength }),
  start: z.string({ error: TARIFF_KEYS.time }).regex(TIME_OF_DAY, { error: TARIFF_KEYS.time }),
};
const windowSchema = z.discriminatedUnion('free', [
  z.object({ ...windowBase, free: z.literal(true) }),
  z.object({
    ...windowBase,
    free: z.literal(false),
    first: firstPeriodSchema.optional(),
    unit: z.object({ minutes: minutes(1), price: fen() }, { error: V.blank }),
    cap: fen(1).optional(),
  }),
], { error: V.option });

const windowsSchema = list(windowSchema).superRefine((windows, ctx) => {
  windows.forEach((w, i) => {
    if (i > 0 && minuteOfDay(w.start) <= minuteOfDay(windows[i - 1].start)) ctx.addIssue({ code: 'custom', message: V.rangeOrder, path: [i, 'start'] });
    if (windows.findIndex((other) => other.name === w.name) < i) ctx.addIssue({ code: 'custom', message: V.unique, path: [i, 'name'] });
  });
});

const bandsSchema = list(z.object({ upToMinutes: minutes(1), price: fen() }, { error: V.blank }))
  .superRefine((bands, ctx) => bands.forEach((b, i) => {
    if (i > 0 && b.upToMinutes <= bands[i - 1].upToMinutes) ctx.addIssue({ code: 'custom', message: V.rangeOrder, path: [i, 'upToMinutes'] });
  }));

const pricingSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('time'), windows: windowsSchema, overshoot: z.enum(OVERSHOOTS, { error: V.option }) }),
  z.object({ mode: z.literal('perVisit'), price: fen() }),
  z.object({ mode: z.literal('steps'), bands: bandsSchema, after: z.enum(STEPS_AFTER, { error: V.option }) }),
  z.object({ mode: z.literal('loop'), minutes: minutes(1), price: fen() }),
  z.object({ mode: z.literal('free') }),
], { error: V.option });

const roundingSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('up') }),
  z.object({ mode: z.literal('down') }),
  z.object({ mode: z.literal('tolerance'), minutes: minutes() }),
], { error: V.option });

const dayRulesShape = {
  pricing: pricingSchema,
  billing: z.enum(BILLING_MODELS, { error: V.option }),
  free: z.object({ minutes: minutes(), mode: z.enum(FREE_MODES, { error: V.option }) }, { error: V.blank }),
  rounding: roundingSchema,
  cap24h: fen(1).optional(),
  laterDays: z.enum(LATER_DAYS, { error: V.option }),
};

/** Full-segment steps price a stay by the one band it reaches: a longer stay must not pay less. */
function checkStepPrices(rules: DayRules, ctx: z.RefinementCtx) {
  if (rules.pricing.mode !== 'steps' || rules.billing !== 'segment') return;
  rules.pricing.bands.forEach((b, i, bands) => {
    if (i > 0 && b.price < bands[i - 1].price) ctx.addIssue({ code: 'custom', message: V.rangeOrder, path: ['pricing', 'bands', i, 'price'] });
  });
}

const dayRulesSchema: z.ZodType<DayRules> = z.object(dayRulesShape, { error: V.blank }).superRefine(checkStepPrices);

export const rateRulesSchema: z.ZodType<RateRules> = z.object({
  ...dayRulesShape,
  minPriceUnit: int(0, FEN_PER_YUAN).refine((unit) => unit === 0 || FEN_PER_YUAN % unit === 0, { error: TARIFF_KEYS.minPriceUnit }),
  exitWindowMinutes: int(0, EXIT_WINDOW_MAX_MINUTES),
  holiday: z.object({ weekends: z.boolean({ error: V.option }), rules: dayRulesSchema }, { error: V.blank }).optional(),
}, { error: V.blank }).superRefine(checkStepPrices);
