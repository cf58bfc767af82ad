// The rate screens' tariff fields: the flat form of lib/tariff/form.ts field for field, showing each
// pricing mode its own fields in sections, asking for exactly what rulesFromForm refuses blank,
// labelled alike on the three rate screens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RATE_FORM_FIELDS, rulesFromForm } from '../../tariff/form';
import { PRICING_MODES } from '../../tariff/rules';
import { RATE_SCREENS } from './screens';
import { formFields } from '../../screens/form-fields';
import { formSections, shownFieldNames, shownFields } from '../../screens/form-layout';
import { RATE_TARIFF_FIELDS, firstRefusal } from './tariff-fields';

/** A complete form of each mode, with a holiday price and a grace so that every field shows in one mode or another. */
const FILLED: Record<string, Record<string, string | number>> = {
  time: {
    pricingMode: 'time', billingModel: 'segment', rounding: 'tolerance', roundingToleranceMinutes: 5, dayStart: '07:00', dayEnd: '21:00',
    unitMinutes: 60, unitPrice: 200, overshoot: 'carry', freeMode: 'deduct', laterDays: 'priced', holidayMode: 'perVisit', holidayPrice: 500,
    holidayDays: 'holidays',
  },
  perVisit: { pricingMode: 'perVisit', perVisitPrice: 500, freeMode: 'deduct', holidayMode: 'same' },
  steps: { pricingMode: 'steps', billingModel: 'segment', steps: '60:500', stepsAfter: 'cycle', freeMode: 'deduct', laterDays: 'priced', holidayMode: 'same' },
  loop: { pricingMode: 'loop', loopMinutes: 60, loopPrice: 300, rounding: 'up', freeMode: 'deduct', laterDays: 'priced', holidayMode: 'free', holidayDays: 'holidays' },
  free: { pricingMode: 'free', holidayMode: 'same' },
};

describe('tariff fields', () => {
  it('are the form fields with their names, types, options, bounds, sections and conditions', () => {
    const described = (f: Record<string, unknown>) => ['name', 'type', 'options', 'min', 'max', 'section', 'shownWhen'].map((k) => f[k] ?? null)
      .concat(Boolean(f.required));
    expect(RATE_TARIFF_FIELDS.map((f) => described({ ...f }))).toEqual(RATE_FORM_FIELDS.map((f) => described({ ...f })));
    // Amounts are fen, typed in yuan by the form: the smallest price unit is at most one yuan.
    expect(RATE_TARIFF_FIELDS.find((f) => f.name === 'minPriceUnit')).toMatchObject({ type: 'money', max: 100 });
    expect(RATE_TARIFF_FIELDS.find((f) => f.name === 'steps')).toMatchObject({ type: 'stepPrices' });
    expect(RATE_TARIFF_FIELDS.filter((f) => f.list !== false).map((f) => f.name)).toEqual(['pricingMode']);
  });

  it('show each pricing mode its own fields, in sections', () => {
    const screen = RATE_SCREENS.find((s) => s.path === '/CommonRate')!;
    const layout = (values: Record<string, string | number>) => Object.fromEntries(formSections(shownFields(formFields(screen, 'create'), values))
      .map((section) => [section.name, section.fields.map((f) => f.name)]));
    const basics = ['name', 'lotId', 'vehicleType', 'plateColor', 'priority', 'status', 'remark'];
    const freeTime = ['freeMinutes', 'freeMode', 'exitWindowMinutes'];
    expect(layout({ pricingMode: 'time', holidayMode: 'same', rounding: 'up' })).toEqual({
      basics,
      pricing: ['pricingMode', 'billingModel', 'rounding'],
      day: ['dayStart', 'dayEnd', 'firstMinutes', 'firstUnitMinutes', 'firstPrice', 'unitMinutes', 'unitPrice', 'dayCap', 'overshoot'],
      night: ['nightFirstMinutes', 'nightFirstUnitMinutes', 'nightFirstPrice', 'nightUnitMinutes', 'nightUnitPrice', 'nightCap'],
      freeTime,
      caps: ['cap24h', 'laterDays', 'minPriceUnit'],
      holidays: ['holidayMode'],
    });
    expect(layout({ pricingMode: 'perVisit', holidayMode: 'perVisit' })).toEqual({
      basics, pricing: ['pricingMode', 'perVisitPrice'], freeTime, caps: ['minPriceUnit'], holidays: ['holidayMode', 'holidayPrice', 'holidayDays'],
    });
    expect(layout({ pricingMode: 'steps', holidayMode: 'free' })).toEqual({
      basics, pricing: ['pricingMode', 'billingModel'], steps: ['steps', 'stepsAfter'], freeTime, caps: ['cap24h', 'laterDays', 'minPriceUnit'],
      holidays: ['holidayMode', 'holidayDays'],
    });
    expect(layout({ pricingMode: 'loop', holidayMode: 'same', rounding: 'tolerance' })).toEqual({
      basics, pricing: ['pricingMode', 'loopMinutes', 'loopPrice', 'rounding', 'roundingToleranceMinutes'], freeTime,
      caps: ['cap24h', 'laterDays', 'minPriceUnit'], holidays: ['holidayMode'],
    });
    expect(layout({ pricingMode: 'free', holidayMode: 'same' })).toEqual({ basics, pricing: ['pricingMode'], holidays: ['holidayMode'] });
    // Before a mode is chosen: what it charges for is asked first.
    expect(layout({})).toEqual({ basics, pricing: ['pricingMode'], holidays: ['holidayMode'] });
    // The same on every rate screen, whose basics add who the rate is for.
    for (const other of RATE_SCREENS.filter((s) => s.formTool)) {
      const { basics: own, ...tariff } = Object.fromEntries(formSections(shownFields(formFields(other, 'create'), { pricingMode: 'loop', holidayMode: 'free' }))
        .map((section) => [section.name, section.fields.map((f) => f.name)]));
      const { basics: _common, ...expected } = layout({ pricingMode: 'loop', holidayMode: 'free' });
      expect([other.path, tariff, own.slice(0, 2)]).toEqual([other.path, expected, ['name', 'lotId']]);
    }
  });

  it('require exactly what rulesFromForm refuses blank while the field is shown', () => {
    for (const values of Object.values(FILLED)) expect([values.pricingMode, rulesFromForm(values).ok]).toEqual([values.pricingMode, true]);
    const refusedBlank = new Set<string>();
    for (const values of Object.values(FILLED)) {
      for (const name of shownFieldNames(RATE_FORM_FIELDS, values)) {
        const result = rulesFromForm({ ...values, [name]: '' });
        if (!result.ok && result.fields[name as keyof typeof result.fields] === 'blank') refusedBlank.add(name);
      }
    }
    // Every field shows in some mode above, so each required one was tried.
    expect(RATE_FORM_FIELDS.every((f) => PRICING_MODES.some((mode) => shownFieldNames(RATE_FORM_FIELDS, FILLED[mode]).has(f.name)))).toBe(true);
    expect([...refusedBlank].sort()).toEqual(RATE_TARIFF_FIELDS.filter((f) => f.required).map((f) => f.name).sort());
  });

  it('name the first refused field in the form\'s order', () => {
    expect(firstRefusal({ holidayPrice: 'blank', unitPrice: 'min', name: 'unique' })).toEqual({ field: 'unitPrice', messageKey: 'min' });
    expect(firstRefusal({ name: 'unique' })).toBeUndefined();
  });

  it.each(['zh-CN', 'en-US'])('are labelled alike on the three rate screens, sections too (%s)', (language) => {
    const tariffLabels = (entity: string) => {
      const m = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'messages', language, 'screens', `${entity}.json`), 'utf8'));
      return [RATE_TARIFF_FIELDS.map((f) => [m.fields[f.name], f.options && m.options[f.name]]), m.formSections];
    };
    const [first, ...others] = RATE_SCREENS.filter((s) => s.formTool).map((s) => tariffLabels(s.entity));
    for (const labels of others) expect(labels).toEqual(first);
  });
});
