import { shownFieldNames } from '../screens/form-layout';
import { withValues } from '../validation/message-values';
import { V } from '../validation/rules';
import { evaluateFee } from './evaluate';
import { YUN_PARKING_INDOOR, at, clock, free, priced, rates } from './fixtures';
import type { RateFormValues } from './form';
import { RATE_FORM_FIELDS, formFromRules, rulesFromForm } from './form';
import { TARIFF_KEYS } from './rules';
import { STEPS_FORMAT } from './step-text';

/** A complete form as formFromRules writes it: every field, blank unless given or hidden for these values. */
const form = (values: Partial<RateFormValues>): RateFormValues => {
  const all: RateFormValues = {
    ...(Object.fromEntries(RATE_FORM_FIELDS.map((f) => [f.name, ''])) as RateFormValues),
    pricingMode: 'time', billingModel: 'cumulative', freeMinutes: 0, freeMode: 'freeIfShorter', rounding: 'up',
    minPriceUnit: 0, exitWindowMinutes: 15, laterDays: 'priced', holidayMode: 'same',
    ...values,
  };
  const shown = shownFieldNames(RATE_FORM_FIELDS, all);
  return Object.fromEntries(RATE_FORM_FIELDS.map((f) => [f.name, shown.has(f.name) ? all[f.name] : ''])) as RateFormValues;
};
const rulesOf = (values: Partial<RateFormValues>) => {
  const result = rulesFromForm(form(values));
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.fields)}`);
  return result.rules;
};
const refusals = (values: Partial<RateFormValues>) => {
  const result = rulesFromForm(form(values));
  return result.ok ? {} : result.fields;
};

const PARKING_OS = { dayStart: '07:00', dayEnd: '21:00', unitMinutes: 60, unitPrice: 200, nightUnitMinutes: 60, nightUnitPrice: 100, overshoot: 'carry', freeMinutes: 15 };
const YUN_PARKING = {
  dayStart: '07:00', dayEnd: '21:00', firstMinutes: 60, firstUnitMinutes: 15, firstPrice: 250, unitMinutes: 15, unitPrice: 375, dayCap: 9000,
  nightUnitMinutes: 120, nightUnitPrice: 100, nightCap: 500, overshoot: 'split', billingModel: 'segment', cap24h: 8000, laterDays: 'cap',
};
const CANONICAL_FORMS: Partial<RateFormValues>[] = [
  PARKING_OS,
  YUN_PARKING,
  { dayStart: '00:00', dayEnd: '00:00', firstMinutes: 60, firstPrice: 500, unitMinutes: 30, unitPrice: 100, overshoot: 'carry', rounding: 'tolerance', roundingToleranceMinutes: 5, minPriceUnit: 50 },
  { dayStart: '08:00', dayEnd: '20:00', unitMinutes: 60, unitPrice: 300, overshoot: 'carry', freeMode: 'deduct', freeMinutes: 30, holidayMode: 'free', holidayDays: 'holidaysAndWeekends' },
  { pricingMode: 'perVisit', perVisitPrice: 1000, exitWindowMinutes: 30, holidayMode: 'perVisit', holidayPrice: 500, holidayDays: 'holidays' },
  { pricingMode: 'steps', steps: '60:500,120:800,240:1000', stepsAfter: 'cycle', billingModel: 'segment', cap24h: 3000, laterDays: 'capIfFirstReached' },
  { pricingMode: 'loop', loopMinutes: 120, loopPrice: 300, rounding: 'down' },
  { pricingMode: 'free' },
];

describe('RATE_FORM_FIELDS', () => {
  it('names each field once; selects have options, numbers bounds', () => {
    const names = RATE_FORM_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    for (const field of RATE_FORM_FIELDS) {
      if (field.type === 'select') expect(field.options?.length).toBeGreaterThan(1);
      if (field.type === 'integer' || field.type === 'money') expect([field.min, field.max].every(Number.isInteger)).toBe(true);
    }
  });
});

describe('rulesFromForm and formFromRules', () => {
  it.each(CANONICAL_FORMS.map((values) => [values.pricingMode ?? 'time', values] as const))('round-trip a %s rate', (_, values) => {
    const rules = rulesOf(values);
    expect(formFromRules(rules)).toEqual(form(values));
    expect(rulesFromForm(formFromRules(rules)!)).toEqual({ ok: true, rules });
  });

  it('builds the rule sets of the domain vectors', () => {
    expect(rulesOf(PARKING_OS)).toEqual(rates(clock([priced('day', '07:00', 60, 200), priced('night', '21:00', 60, 100)]), { free: { minutes: 15, mode: 'freeIfShorter' } }));
    expect(evaluateFee(rulesOf(YUN_PARKING), { entryAt: at('10:00'), exitAt: at('11:40') }).total).toBe(2125);
    expect(rulesOf({ ...YUN_PARKING, dayCap: '', nightCap: '', cap24h: '', billingModel: 'cumulative', overshoot: 'carry', laterDays: 'priced' }))
      .toEqual(rates(YUN_PARKING_INDOOR));
  });

  it('makes the night free when its unit is blank, and one window all day when day start and end are the same', () => {
    expect(rulesOf({ ...PARKING_OS, nightUnitMinutes: '', nightUnitPrice: '' }).pricing).toEqual(clock([priced('day', '07:00', 60, 200), free('night', '21:00')]));
    expect(rulesOf({ ...PARKING_OS, dayStart: '00:00', dayEnd: '00:00' }).pricing).toEqual(clock([priced('day', '00:00', 60, 200)]));
    expect(rulesOf({ ...PARKING_OS, dayStart: '21:00', dayEnd: '07:00' }).pricing)
      .toEqual(clock([priced('night', '07:00', 60, 100), priced('day', '21:00', 60, 200)]));
  });

  it('ignores the fields of other pricing modes', () => {
    expect(rulesOf({ pricingMode: 'perVisit', perVisitPrice: 800, ...PARKING_OS }).pricing).toEqual({ mode: 'perVisit', price: 800 });
  });

  it('reads only the fields the mode shows: others are neither refused nor asked for, and take their defaults', () => {
    const result = rulesFromForm({
      pricingMode: 'perVisit', perVisitPrice: 800, freeMode: 'deduct', holidayMode: 'same',
      // Hidden for a per-visit rate: garbage and blanks alike are not read.
      billingModel: 'nonsense', rounding: '', laterDays: '', unitPrice: 'abc', cap24h: -5, steps: 'two hours', holidayPrice: 'x',
    });
    expect(result).toEqual({ ok: true, rules: expect.objectContaining({ billing: 'segment', rounding: { mode: 'up' }, laterDays: 'priced' }) });
    expect(result.ok && result.rules.cap24h).toBeUndefined();
    // A free rate asks for its holidays only.
    expect(rulesFromForm({ pricingMode: 'free', holidayMode: 'same' })).toMatchObject({ ok: true, rules: { pricing: { mode: 'free' }, exitWindowMinutes: 15 } });
    // Shown and blank: refused.
    expect(refusals({ pricingMode: 'loop', loopMinutes: 60, loopPrice: 300, rounding: '' })).toEqual({ rounding: V.blank });
  });

  it('cannot show what it hides set otherwise than it would read it', () => {
    expect(formFromRules(rates({ mode: 'perVisit', price: 500 }, { billing: 'cumulative' }))).toBeNull();
    expect(formFromRules(rates({ mode: 'perVisit', price: 500 }, { billing: 'segment' }))).toMatchObject({ pricingMode: 'perVisit', billingModel: '' });
  });

  it('refuses each faulty field with its message key', () => {
    expect(refusals({ ...PARKING_OS, unitMinutes: '' })).toEqual({ unitMinutes: V.blank });
    expect(refusals({ ...PARKING_OS, dayEnd: '25:00', unitPrice: -1, freeMinutes: 1.5, nightUnitPrice: 'abc' }))
      .toEqual({ dayEnd: TARIFF_KEYS.time, unitPrice: V.min, freeMinutes: V.integer, nightUnitPrice: V.number });
    expect(refusals({ pricingMode: 'hourly' })).toEqual({ pricingMode: V.option });
    expect(refusals({ ...PARKING_OS, nightFirstPrice: 50 })).toEqual({ nightFirstMinutes: V.blank });
    expect(refusals({ ...PARKING_OS, firstMinutes: 50, firstUnitMinutes: 15, firstPrice: 100 })).toEqual({ firstMinutes: TARIFF_KEYS.multipleOf });
    expect(refusals({ ...PARKING_OS, minPriceUnit: 30, exitWindowMinutes: 200 })).toEqual({ minPriceUnit: TARIFF_KEYS.minPriceUnit, exitWindowMinutes: V.max });
    expect(refusals({ ...PARKING_OS, rounding: 'tolerance' })).toEqual({ roundingToleranceMinutes: V.blank });
    expect(refusals({ pricingMode: 'perVisit', perVisitPrice: 800, holidayMode: 'perVisit', holidayDays: 'holidays' })).toEqual({ holidayPrice: V.blank });
    expect(refusals({ pricingMode: 'perVisit', perVisitPrice: 800, holidayMode: 'free' })).toEqual({ holidayDays: V.blank });
  });

  it('refuses steps that are not minutes:fen pairs (naming the band), more than 10, or out of order', () => {
    const steps = (text: string) => refusals({ pricingMode: 'steps', steps: text, stepsAfter: 'cap', billingModel: 'segment' });
    expect(steps('60:500,two hours:800')).toEqual({ steps: withValues(STEPS_FORMAT, { part: 'two hours:800' }) });
    expect(steps('60:500,120:8.50')).toEqual({ steps: withValues(STEPS_FORMAT, { part: '120:8.50' }) });
    expect(steps(Array.from({ length: 11 }, (_, i) => `${(i + 1) * 60}:100`).join(','))).toEqual({ steps: TARIFF_KEYS.tooMany });
    expect(steps('120:500,60:800')).toEqual({ steps: V.rangeOrder });
    expect(steps('60:800,120:500')).toEqual({ steps: V.rangeOrder });
    expect(steps('')).toEqual({ steps: V.blank });
  });

  it('says null for rule sets the flat form cannot show', () => {
    expect(formFromRules(rates(clock([priced('morning', '06:00', 30, 100), priced('day', '10:00', 30, 200), free('night', '20:00')])))).toBeNull();
    expect(formFromRules(rates(clock([priced('peak', '07:00', 60, 200)])))).toBeNull();
    expect(formFromRules({ ...rates({ mode: 'perVisit', price: 500 }), holiday: { weekends: false, rules: rates(YUN_PARKING_INDOOR) } })).toBeNull();
    expect(formFromRules({ ...rates({ mode: 'perVisit', price: 500 }), holiday: { weekends: false, rules: rates({ mode: 'free' }, { billing: 'segment' }) } })).toBeNull();
  });
});
