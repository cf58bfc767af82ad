// The rate screens edit a rate as a flat form (numbers, selects, short texts; no nested lists).
// The form covers what lots commonly use: a day window and its night complement (or one window all
// day), or one of the other pricing modes, and holidays that are free or a flat price per visit.
// Rule sets beyond it (more windows, other holiday rules) are kept as JSON: formFromRules says null.
//
// Each field sits in a section and is shown only for the pricing modes (and choices) it matters to
// (`shownWhen`, lib/screens/form-layout.ts); rulesFromForm reads the shown fields only and takes
// the defaults below for the others, and formFromRules leaves them blank.
//
// Fields (money in fen, typed in yuan; blank = absent):
//   pricing:  pricingMode  time | perVisit | steps | loop | free
//             billingModel (time, steps; else segment) segment: each window occurrence / the one band
//                          reached | cumulative (docs/tariff.md)
//             perVisitPrice (perVisit) per visit (per started 24 h); loopMinutes, loopPrice (loop) a
//                          price per started block of minutes
//             rounding (time, loop; else up) up | down | tolerance, how a partial unit is charged;
//             roundingToleranceMinutes (tolerance) a partial unit up to this long is not charged
//   day, night (time): dayStart, dayEnd 'HH:MM', the night window is the rest of the day, equal: one
//             window all day; firstMinutes, firstUnitMinutes (blank = firstMinutes: one block),
//             firstPrice (per first unit), unitMinutes, unitPrice, dayCap (per day-window occurrence,
//             first period included); overshoot carry (a unit over the window end is billed whole at
//             its window's price) | split; the same for the night (night unit blank = night free)
//   steps:    steps 'minutes:price,...' bands (up to, price; lib/tariff/step-text.ts), stepsAfter cycle | cap
//   freeTime (all but free): freeMinutes (blank = 0), freeMode freeIfShorter (whole stay free only if
//             shorter) | deduct (always deducted), exitWindowMinutes (minutes to leave after paying, blank = 15)
//   caps:     cap24h, laterDays (time, steps, loop; else none, priced): most per 24 h from entry,
//             priced | capIfFirstReached | cap; minPriceUnit (all but free) total rounded down to a
//             multiple of this (blank = 0, not rounded)
//   holidays: holidayMode same | free | perVisit (holidayPrice); holidayDays holidays | holidaysAndWeekends
import type { DayRules, PricingMode, RateRules, RateWindow, Rounding } from './rules';
import { FEN_PER_YUAN } from '../money/fen';
import {
  BILLING_MODELS, DAY_MINUTES, DEFAULT_EXIT_WINDOW_MINUTES, EXIT_WINDOW_MAX_MINUTES, FREE_MODES, LATER_DAYS,
  MONEY_MAX, OVERSHOOTS, PRICING_MODES, ROUNDINGS, STEPS_AFTER, TARIFF_KEYS, TIME_OF_DAY, minuteOfDay, rateRulesSchema,
} from './rules';
import { STEPS_FORMAT, fenStepsText, readFenSteps } from './step-text';
import { shownFieldNames } from '../screens/form-layout';
import { V } from '../validation/rules';
import { withValues } from '../validation/message-values';

export type FormFieldType = 'integer' | 'money' | 'select' | 'text' | 'stepPrices';
export type RateFormSection = 'pricing' | 'day' | 'night' | 'steps' | 'freeTime' | 'caps' | 'holidays';
export interface RateFormField {
  name: RateFormFieldName;
  type: FormFieldType;
  section: RateFormSection;
  options?: readonly string[];
  min?: number;
  max?: number;
  /** Refused blank while shown. */
  required?: boolean;
  /** Shown (and read) only while these fields hold these values; absent: always. */
  shownWhen?: Readonly<Record<string, readonly string[]>>;
}

export const HOLIDAY_MODES = ['same', 'free', 'perVisit'] as const;
export const HOLIDAY_DAYS = ['holidays', 'holidaysAndWeekends'] as const;
const DAY_WINDOW = 'day';
const NIGHT_WINDOW = 'night';

/** Which pricing modes a field matters to. */
const modes = (...list: PricingMode[]) => ({ pricingMode: list });
const TIME = modes('time');
/** Everything but free: something is paid. */
const PAID = modes('time', 'perVisit', 'steps', 'loop');
/** Priced by how long the stay is: 24 h caps apply. */
const BY_DURATION = modes('time', 'steps', 'loop');
type Extra = Pick<RateFormField, 'required' | 'shownWhen'>;

const minutesField = (name: RateFormFieldName, section: RateFormSection, min: number, extra: Extra = {}): RateFormField =>
  ({ name, type: 'integer', section, min, max: DAY_MINUTES, ...extra });
const moneyField = (name: RateFormFieldName, section: RateFormSection, min: number, extra: Extra = {}): RateFormField =>
  ({ name, type: 'money', section, min, max: MONEY_MAX, ...extra });
const select = (name: RateFormFieldName, section: RateFormSection, options: readonly string[], extra: Extra = {}): RateFormField =>
  ({ name, type: 'select', section, options, required: true, ...extra });
const windowFields = (section: 'day' | 'night', names: WindowFields, required: boolean): RateFormField[] => [
  minutesField(names[0], section, 0, { shownWhen: TIME }),
  minutesField(names[1], section, 1, { shownWhen: TIME }),
  moneyField(names[2], section, 0, { shownWhen: TIME }),
  minutesField(names[3], section, 1, { shownWhen: TIME, required }),
  moneyField(names[4], section, 0, { shownWhen: TIME, required }),
  moneyField(names[5], section, 1, { shownWhen: TIME }),
];

type WindowFields = readonly [firstMinutes: RateFormFieldName, firstUnitMinutes: RateFormFieldName, firstPrice: RateFormFieldName,
  unitMinutes: RateFormFieldName, unitPrice: RateFormFieldName, cap: RateFormFieldName];
const DAY_FIELDS: WindowFields = ['firstMinutes', 'firstUnitMinutes', 'firstPrice', 'unitMinutes', 'unitPrice', 'dayCap'];
const NIGHT_FIELDS: WindowFields = ['nightFirstMinutes', 'nightFirstUnitMinutes', 'nightFirstPrice', 'nightUnitMinutes', 'nightUnitPrice', 'nightCap'];

/** The form, section by section, in the order it is shown (and refusals are named). */
export const RATE_FORM_FIELDS: readonly RateFormField[] = [
  select('pricingMode', 'pricing', PRICING_MODES),
  select('billingModel', 'pricing', BILLING_MODELS, { shownWhen: modes('time', 'steps') }),
  moneyField('perVisitPrice', 'pricing', 0, { shownWhen: modes('perVisit'), required: true }),
  minutesField('loopMinutes', 'pricing', 1, { shownWhen: modes('loop'), required: true }),
  moneyField('loopPrice', 'pricing', 0, { shownWhen: modes('loop'), required: true }),
  select('rounding', 'pricing', ROUNDINGS, { shownWhen: modes('time', 'loop') }),
  minutesField('roundingToleranceMinutes', 'pricing', 0, { shownWhen: { rounding: ['tolerance'] }, required: true }),
  { name: 'dayStart', type: 'text', section: 'day', required: true, shownWhen: TIME },
  { name: 'dayEnd', type: 'text', section: 'day', required: true, shownWhen: TIME },
  ...windowFields('day', DAY_FIELDS, true),
  select('overshoot', 'day', OVERSHOOTS, { shownWhen: TIME }),
  ...windowFields('night', NIGHT_FIELDS, false),
  { name: 'steps', type: 'stepPrices', section: 'steps', required: true, shownWhen: modes('steps') },
  select('stepsAfter', 'steps', STEPS_AFTER, { shownWhen: modes('steps') }),
  minutesField('freeMinutes', 'freeTime', 0, { shownWhen: PAID }),
  select('freeMode', 'freeTime', FREE_MODES, { shownWhen: PAID }),
  { name: 'exitWindowMinutes', type: 'integer', section: 'freeTime', min: 0, max: EXIT_WINDOW_MAX_MINUTES, shownWhen: PAID },
  moneyField('cap24h', 'caps', 1, { shownWhen: BY_DURATION }),
  select('laterDays', 'caps', LATER_DAYS, { shownWhen: BY_DURATION }),
  { name: 'minPriceUnit', type: 'money', section: 'caps', min: 0, max: FEN_PER_YUAN, shownWhen: PAID },
  select('holidayMode', 'holidays', HOLIDAY_MODES),
  moneyField('holidayPrice', 'holidays', 0, { shownWhen: { holidayMode: ['perVisit'] }, required: true }),
  select('holidayDays', 'holidays', HOLIDAY_DAYS, { shownWhen: { holidayMode: ['free', 'perVisit'] } }),
];

export type RateFormFieldName =
  | 'pricingMode' | 'billingModel' | 'perVisitPrice' | 'loopMinutes' | 'loopPrice' | 'rounding' | 'roundingToleranceMinutes'
  | 'dayStart' | 'dayEnd' | 'firstMinutes' | 'firstUnitMinutes' | 'firstPrice' | 'unitMinutes' | 'unitPrice' | 'dayCap' | 'overshoot'
  | 'nightFirstMinutes' | 'nightFirstUnitMinutes' | 'nightFirstPrice' | 'nightUnitMinutes' | 'nightUnitPrice' | 'nightCap'
  | 'steps' | 'stepsAfter' | 'freeMinutes' | 'freeMode' | 'exitWindowMinutes' | 'cap24h' | 'laterDays' | 'minPriceUnit'
  | 'holidayMode' | 'holidayPrice' | 'holidayDays';
/** Form values as formFromRules writes them: numbers, option strings, '' for blank. */
export type RateFormValues = Record<RateFormFieldName, string | number>;
export type RateFormResult = { ok: true; rules: RateRules } | { ok: false; fields: Partial<Record<RateFormFieldName, string>> };

const FIELD_BY_NAME = new Map<string, RateFormField>(RATE_FORM_FIELDS.map((f) => [f.name, f]));
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Reads the shown fields by their descriptors, recording the first refusal of each; a hidden field reads as absent. */
class FormReader {
  readonly errors: Partial<Record<RateFormFieldName, string>> = {};
  private readonly shown: Set<string>;
  constructor(private readonly values: Record<string, unknown>) {
    this.shown = shownFieldNames(RATE_FORM_FIELDS, values);
  }

  refuse(name: RateFormFieldName, key: string): undefined {
    this.errors[name] ??= key;
    return undefined;
  }

  /** The field's value while shown, else undefined. */
  private raw(name: RateFormFieldName): unknown {
    return this.shown.has(name) ? this.values[name] : undefined;
  }

  /** Shown and blank: refused when required; hidden: absent, never refused. */
  private blank(name: RateFormFieldName, required: boolean): boolean {
    if (!isBlank(this.raw(name))) return false;
    if (required && this.shown.has(name)) this.refuse(name, V.blank);
    return true;
  }

  has(name: RateFormFieldName): boolean {
    return !isBlank(this.raw(name));
  }

  number(name: RateFormFieldName, required: boolean): number | undefined {
    if (this.blank(name, required)) return undefined;
    const raw = this.raw(name);
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isFinite(n)) return this.refuse(name, V.number);
    if (!Number.isInteger(n)) return this.refuse(name, V.integer);
    const field = FIELD_BY_NAME.get(name)!;
    if (field.min !== undefined && n < field.min) return this.refuse(name, V.min);
    if (field.max !== undefined && n > field.max) return this.refuse(name, V.max);
    return n;
  }

  choice<T extends string>(name: RateFormFieldName): T | undefined {
    if (this.blank(name, true)) return undefined;
    const value = String(this.raw(name)).trim();
    return FIELD_BY_NAME.get(name)!.options!.includes(value) ? (value as T) : this.refuse(name, V.option);
  }

  time(name: RateFormFieldName): string | undefined {
    if (this.blank(name, true)) return undefined;
    const value = String(this.raw(name)).trim();
    return TIME_OF_DAY.test(value) ? value : this.refuse(name, TARIFF_KEYS.time);
  }

  steps(name: RateFormFieldName): { upToMinutes: number; price: number }[] | undefined {
    if (this.blank(name, true)) return undefined;
    const read = readFenSteps(String(this.raw(name)));
    return read.ok ? read.bands : this.refuse(name, withValues(STEPS_FORMAT, { part: read.part }));
  }
}

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
      values.steps = fenStepsText(p.bands);
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
  const shown = shownFieldNames(RATE_FORM_FIELDS, values);
  for (const field of RATE_FORM_FIELDS) if (!shown.has(field.name)) values[field.name] = '';
  // What the form hides must be what rulesFromForm takes for it (a per-visit rate billed
  // 'cumulative' cannot be shown: the form would make it 'segment').
  const shownRules = rulesFromForm(values);
  const given = rateRulesSchema.safeParse(rules);
  return shownRules.ok && given.success && JSON.stringify(shownRules.rules) === JSON.stringify(given.data) ? values : null;
}
