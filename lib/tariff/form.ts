// The rate screens edit a rate as a flat form (numbers, selects, short texts; no nested lists).
// The form covers what lots commonly use: a day window and its night complement (or one window all
// day), or one of the other pricing modes, and holidays that are free or a flat price per visit.
// Rule sets beyond it (more windows, other holiday rules) are kept as JSON: formFromRules says null.
//
// Fields (money in fen; blank = absent):
//   pricingMode        time | perVisit | steps | loop | free
//   billingModel       segment (each window occurrence / the one band reached) | cumulative (docs/tariff.md)
//   freeMinutes        free minutes at the start (blank = 0)
//   freeMode           freeIfShorter (whole stay free only if shorter) | deduct (always deducted)
//   rounding           up | down | tolerance: how a partial unit is charged
//   roundingToleranceMinutes  with tolerance: a partial unit up to this long is not charged
//   minPriceUnit       total rounded down to a multiple of this (blank = 0, not rounded)
//   exitWindowMinutes  minutes to leave after paying (blank = 15)
//   cap24h             most per 24 h from entry; laterDays: priced | capIfFirstReached | cap
//   time only:
//     dayStart, dayEnd 'HH:MM'; the night window is the rest of the day; equal: one window all day
//     firstMinutes, firstUnitMinutes (blank = firstMinutes: one block), firstPrice (per first unit)
//     unitMinutes, unitPrice, dayCap (per day-window occurrence, first period included)
//     nightFirstMinutes, nightFirstUnitMinutes, nightFirstPrice, nightUnitMinutes, nightUnitPrice,
//     nightCap: the same for the night; night unit blank = night free
//     overshoot          carry (a unit over the window end is billed whole at its window's price) | split
//   perVisitPrice      perVisit: price per visit (per started 24 h)
//   steps, stepsAfter  steps: 'minutes:fen,...' bands (up to, price); past the last: cycle | cap
//   loopMinutes, loopPrice  loop: a price per started block of minutes
//   holidayMode        same | free | perVisit (holidayPrice); holidayDays: holidays | holidaysAndWeekends
import type { DayRules, PricingMode, RateRules, RateWindow, Rounding } from './rules';
import { FEN_PER_YUAN } from '../money/fen';
import {
  BILLING_MODELS, DAY_MINUTES, DEFAULT_EXIT_WINDOW_MINUTES, EXIT_WINDOW_MAX_MINUTES, FREE_MODES, LATER_DAYS,
  MONEY_MAX, OVERSHOOTS, PRICING_MODES, ROUNDINGS, STEPS_AFTER, TARIFF_KEYS, TIME_OF_DAY, minuteOfDay, rateRulesSchema,
} from './rules';
import { V } from '../validation/rules';

export type FormFieldType = 'integer' | 'money' | 'select' | 'text';
export interface RateFormField {
  name: string;
  type: FormFieldType;
  options?: readonly string[];
  min?: number;
  max?: number;
  /** The pricing modes the field belongs to (absent: all), for the screen to show or hide it. */
  modes?: readonly PricingMode[];
}

export const HOLIDAY_MODES = ['same', 'free', 'perVisit'] as const;
export const HOLIDAY_DAYS = ['holidays', 'holidaysAndWeekends'] as const;
const DAY_WINDOW = 'day';
const NIGHT_WINDOW = 'night';

const minutesField = (name: string, min: number, modes?: readonly PricingMode[]): RateFormField => ({ name, type: 'integer', min, max: DAY_MINUTES, modes });
const moneyField = (name: string, min: number, modes?: readonly PricingMode[]): RateFormField => ({ name, type: 'money', min, max: MONEY_MAX, modes });
const select = (name: string, options: readonly string[], modes?: readonly PricingMode[]): RateFormField => ({ name, type: 'select', options, modes });
const TIME: readonly PricingMode[] = ['time'];

export const RATE_FORM_FIELDS = [
  select('pricingMode', PRICING_MODES),
  select('billingModel', BILLING_MODELS),
  minutesField('freeMinutes', 0),
  select('freeMode', FREE_MODES),
  select('rounding', ROUNDINGS),
  minutesField('roundingToleranceMinutes', 0),
  { name: 'minPriceUnit', type: 'money', min: 0, max: FEN_PER_YUAN },
  { name: 'exitWindowMinutes', type: 'integer', min: 0, max: EXIT_WINDOW_MAX_MINUTES },
  moneyField('cap24h', 1),
  select('laterDays', LATER_DAYS),
  { name: 'dayStart', type: 'text', modes: TIME },
  { name: 'dayEnd', type: 'text', modes: TIME },
  minutesField('firstMinutes', 0, TIME),
  minutesField('firstUnitMinutes', 1, TIME),
  moneyField('firstPrice', 0, TIME),
  minutesField('unitMinutes', 1, TIME),
  moneyField('unitPrice', 0, TIME),
  moneyField('dayCap', 1, TIME),
  minutesField('nightFirstMinutes', 0, TIME),
  minutesField('nightFirstUnitMinutes', 1, TIME),
  moneyField('nightFirstPrice', 0, TIME),
  minutesField('nightUnitMinutes', 1, TIME),
  moneyField('nightUnitPrice', 0, TIME),
  moneyField('nightCap', 1, TIME),
  select('overshoot', OVERSHOOTS, TIME),
  moneyField('perVisitPrice', 0, ['perVisit']),
  { name: 'steps', type: 'text', modes: ['steps'] },
  select('stepsAfter', STEPS_AFTER, ['steps']),
  minutesField('loopMinutes', 1, ['loop']),
  moneyField('loopPrice', 0, ['loop']),
  select('holidayMode', HOLIDAY_MODES),
  moneyField('holidayPrice', 0),
  select('holidayDays', HOLIDAY_DAYS),
] as const satisfies readonly RateFormField[];

export type RateFormFieldName = (typeof RATE_FORM_FIELDS)[number]['name'];
/** Form values as formFromRules writes them: numbers, option strings, '' for blank. */
export type RateFormValues = Record<RateFormFieldName, string | number>;
export type RateFormResult = { ok: true; rules: RateRules } | { ok: false; fields: Partial<Record<RateFormFieldName, string>> };

const FIELD_BY_NAME = new Map<string, RateFormField>(RATE_FORM_FIELDS.map((f) => [f.name, f]));
const STEP = /^(\d+):(\d+)$/;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Reads fields by their descriptors, recording the first refusal of each. */
class FormReader {
  readonly errors: Partial<Record<RateFormFieldName, string>> = {};
  constructor(private readonly values: Record<string, unknown>) {}

  refuse(name: RateFormFieldName, key: string): undefined {
    this.errors[name] ??= key;
    return undefined;
  }

  has(name: RateFormFieldName): boolean {
    return !isBlank(this.values[name]);
  }

  number(name: RateFormFieldName, required: boolean): number | undefined {
    const raw = this.values[name];
    if (isBlank(raw)) return required ? this.refuse(name, V.blank) : undefined;
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isFinite(n)) return this.refuse(name, V.number);
    if (!Number.isInteger(n)) return this.refuse(name, V.integer);
    const field = FIELD_BY_NAME.get(name)!;
    if (field.min !== undefined && n < field.min) return this.refuse(name, V.min);
    if (field.max !== undefined && n > field.max) return this.refuse(name, V.max);
    return n;
  }

  choice<T extends string>(name: RateFormFieldName): T | undefined {
    const raw = this.values[name];
    if (isBlank(raw)) return this.refuse(name, V.blank);
    const value = String(raw).trim();
    return FIELD_BY_NAME.get(name)!.options!.includes(value) ? (value as T) : this.refuse(name, V.option);
  }

  time(name: RateFormFieldName): string | undefined {
    const raw = this.values[name];
    if (isBlank(raw)) return this.refuse(name, V.blank);
    const value = String(raw).trim();
    return TIME_OF_DAY.test(value) ? value : this.refuse(name, TARIFF_KEYS.time);
  }

  steps(name: RateFormFieldName): { upToMinutes: number; price: number }[] | undefined {
    const raw = this.values[name];
    if (isBlank(raw)) return this.refuse(name, V.blank);
    const bands = String(raw).split(',').map((pair) => STEP.exec(pair.trim()));
    if (bands.some((match) => match === null)) return this.refuse(name, TARIFF_KEYS.stepsFormat);
    return bands.map((match) => ({ upToMinutes: Number(match![1]), price: Number(match![2]) }));
  }
}

type WindowFields = readonly [firstMinutes: RateFormFieldName, firstUnitMinutes: RateFormFieldName, firstPrice: RateFormFieldName,
  unitMinutes: RateFormFieldName, unitPrice: RateFormFieldName, cap: RateFormFieldName];
const DAY_FIELDS: WindowFields = ['firstMinutes', 'firstUnitMinutes', 'firstPrice', 'unitMinutes', 'unitPrice', 'dayCap'];
const NIGHT_FIELDS: WindowFields = ['nightFirstMinutes', 'nightFirstUnitMinutes', 'nightFirstPrice', 'nightUnitMinutes', 'nightUnitPrice', 'nightCap'];

function readWindow(form: FormReader, name: string, start: string, fields: WindowFields): RateWindow {
  const [firstMinutes, firstUnitMinutes, firstPrice, unitMinutes, unitPrice, cap] = fields;
  if (name === NIGHT_WINDOW && !fields.some((field) => form.has(field))) return { name, start, free: true };
  const window: RateWindow = {
    name, start, free: false,
    unit: { minutes: form.number(unitMinutes, true) ?? 1, price: form.number(unitPrice, true) ?? 0 },
  };
  const first = form.number(firstMinutes, false) ?? 0;
  if (first > 0) {
    window.first = { minutes: first, unitMinutes: form.number(firstUnitMinutes, false) ?? first, price: form.number(firstPrice, true) ?? 0 };
  } else if (form.has(firstPrice) || form.has(firstUnitMinutes)) {
    form.refuse(firstMinutes, V.blank);
  }
  const limit = form.number(cap, false);
  if (limit !== undefined) window.cap = limit;
  return window;
}

function readPricing(form: FormReader, mode: PricingMode): DayRules['pricing'] {
  switch (mode) {
    case 'time': {
      const dayStart = form.time('dayStart') ?? '00:00';
      const dayEnd = form.time('dayEnd') ?? '00:00';
      const day = readWindow(form, DAY_WINDOW, dayStart, DAY_FIELDS);
      const windows = dayStart === dayEnd ? [day] : [day, readWindow(form, NIGHT_WINDOW, dayEnd, NIGHT_FIELDS)];
      windows.sort((a, b) => minuteOfDay(a.start) - minuteOfDay(b.start));
      return { mode, windows, overshoot: form.choice('overshoot') ?? 'carry' };
    }
    case 'perVisit': return { mode, price: form.number('perVisitPrice', true) ?? 0 };
    case 'steps': return { mode, bands: form.steps('steps') ?? [], after: form.choice('stepsAfter') ?? 'cycle' };
    case 'loop': return { mode, minutes: form.number('loopMinutes', true) ?? 1, price: form.number('loopPrice', true) ?? 0 };
    case 'free': return { mode };
  }
}

/** The form field a schema issue is about (the form's rules have at most a day and a night window). */
function fieldOfIssue(path: readonly PropertyKey[], rules: RateRules): RateFormFieldName {
  const [head, second, index, part, leaf] = path;
  switch (head) {
    case 'pricing': {
      if (second === 'bands') return 'steps';
      if (second === 'minutes') return 'loopMinutes';
      if (second === 'price') return rules.pricing.mode === 'loop' ? 'loopPrice' : 'perVisitPrice';
      if (second !== 'windows' || rules.pricing.mode !== 'time') return 'pricingMode';
      const night = rules.pricing.windows[Number(index)]?.name === NIGHT_WINDOW;
      if (part === 'start') return night ? 'dayEnd' : 'dayStart';
      const fields = night ? NIGHT_FIELDS : DAY_FIELDS;
      if (part === 'first') return leaf === 'unitMinutes' ? fields[1] : leaf === 'price' ? fields[2] : fields[0];
      if (part === 'unit') return leaf === 'price' ? fields[4] : fields[3];
      return part === 'cap' ? fields[5] : 'dayStart';
    }
    case 'free': return 'freeMinutes';
    case 'rounding': return 'roundingToleranceMinutes';
    case 'holiday': return 'holidayPrice';
    case 'cap24h': case 'minPriceUnit': case 'exitWindowMinutes': return head;
    default: return 'pricingMode';
  }
}

/** The rule set a filled form describes, or the message key refusing each field at fault. */
export function rulesFromForm(values: Record<string, unknown>): RateFormResult {
  const form = new FormReader(values);
  const mode = form.choice<PricingMode>('pricingMode') ?? 'free';
  const roundingMode = form.choice<Rounding['mode']>('rounding');
  const rounding: Rounding = roundingMode === 'tolerance'
    ? { mode: roundingMode, minutes: form.number('roundingToleranceMinutes', true) ?? 0 }
    : { mode: roundingMode ?? 'up' };
  const day: DayRules = {
    pricing: readPricing(form, mode),
    billing: form.choice('billingModel') ?? 'segment',
    free: { minutes: form.number('freeMinutes', false) ?? 0, mode: form.choice('freeMode') ?? 'freeIfShorter' },
    rounding,
    laterDays: form.choice('laterDays') ?? 'priced',
  };
  const cap24h = form.number('cap24h', false);
  if (cap24h !== undefined) day.cap24h = cap24h;
  const rules: RateRules = {
    ...day,
    minPriceUnit: form.number('minPriceUnit', false) ?? 0,
    exitWindowMinutes: form.number('exitWindowMinutes', false) ?? DEFAULT_EXIT_WINDOW_MINUTES,
  };
  const holidayMode = form.choice<(typeof HOLIDAY_MODES)[number]>('holidayMode');
  if (holidayMode === 'free' || holidayMode === 'perVisit') {
    const pricing: DayRules['pricing'] = holidayMode === 'free' ? { mode: 'free' } : { mode: 'perVisit', price: form.number('holidayPrice', true) ?? 0 };
    rules.holiday = { weekends: form.choice('holidayDays') === 'holidaysAndWeekends', rules: { ...day, pricing } };
  }
  // Fields refused above carry valid stand-ins, so the schema only adds what spans fields.
  const checked = rateRulesSchema.safeParse(rules);
  if (!checked.success) for (const issue of checked.error.issues) form.refuse(fieldOfIssue(issue.path, rules), issue.message);
  return checked.success && Object.keys(form.errors).length === 0 ? { ok: true, rules: checked.data } : { ok: false, fields: form.errors };
}

const sameTerms = (a: DayRules, b: DayRules) => a.billing === b.billing && a.free.minutes === b.free.minutes
  && a.free.mode === b.free.mode && a.rounding.mode === b.rounding.mode && a.cap24h === b.cap24h && a.laterDays === b.laterDays
  && (a.rounding.mode !== 'tolerance' || b.rounding.mode !== 'tolerance' || a.rounding.minutes === b.rounding.minutes);

function writeWindow(values: RateFormValues, window: RateWindow, fields: WindowFields): void {
  if (window.free) return;
  const [firstMinutes, firstUnitMinutes, firstPrice, unitMinutes, unitPrice, cap] = fields;
  if (window.first) {
    values[firstMinutes] = window.first.minutes;
    if (window.first.unitMinutes !== window.first.minutes) values[firstUnitMinutes] = window.first.unitMinutes;
    values[firstPrice] = window.first.price;
  }
  values[unitMinutes] = window.unit.minutes;
  values[unitPrice] = window.unit.price;
  if (window.cap !== undefined) values[cap] = window.cap;
}

/** The form showing `rules`, or null when they use more than the form can show. */
export function formFromRules(rules: RateRules): RateFormValues | null {
  const values = Object.fromEntries(RATE_FORM_FIELDS.map((f) => [f.name, ''])) as RateFormValues;
  const p = rules.pricing;
  Object.assign(values, {
    pricingMode: p.mode,
    billingModel: rules.billing,
    freeMinutes: rules.free.minutes,
    freeMode: rules.free.mode,
    rounding: rules.rounding.mode,
    roundingToleranceMinutes: rules.rounding.mode === 'tolerance' ? rules.rounding.minutes : '',
    minPriceUnit: rules.minPriceUnit,
    exitWindowMinutes: rules.exitWindowMinutes,
    cap24h: rules.cap24h ?? '',
    laterDays: rules.laterDays,
    holidayMode: 'same',
  } satisfies Partial<RateFormValues>);
  switch (p.mode) {
    case 'time': {
      const day = p.windows.find((w) => w.name === DAY_WINDOW);
      const night = p.windows.find((w) => w.name === NIGHT_WINDOW);
      if (!day || day.free || p.windows.length !== (night ? 2 : 1)) return null;
      values.dayStart = day.start;
      values.dayEnd = night ? night.start : day.start;
      writeWindow(values, day, DAY_FIELDS);
      if (night) writeWindow(values, night, NIGHT_FIELDS);
      values.overshoot = p.overshoot;
      break;
    }
    case 'perVisit': values.perVisitPrice = p.price; break;
    case 'steps':
      values.steps = p.bands.map((b) => `${b.upToMinutes}:${b.price}`).join(',');
      values.stepsAfter = p.after;
      break;
    case 'loop':
      values.loopMinutes = p.minutes;
      values.loopPrice = p.price;
      break;
    case 'free': break;
  }
  if (rules.holiday) {
    const h = rules.holiday.rules;
    if (!sameTerms(h, rules) || (h.pricing.mode !== 'free' && h.pricing.mode !== 'perVisit')) return null;
    values.holidayMode = h.pricing.mode;
    if (h.pricing.mode === 'perVisit') values.holidayPrice = h.pricing.price;
    values.holidayDays = rules.holiday.weekends ? 'holidaysAndWeekends' : 'holidays';
  }
  return values;
}
