// The rate screens' tariff fields: the flat form of lib/tariff/form.ts field for field, asking for
// exactly the choices rulesFromForm always reads, labelled alike on the three rate screens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { RATE_FORM_FIELDS, rulesFromForm } from '../tariff/form';
import { RATE_SCREENS } from '../screens/declarations/rates';
import { ALWAYS_READ_RATE_FIELDS, RATE_TARIFF_FIELDS, firstRefusal } from './tariff-fields';

/** The least a form says: every always-read choice, in the mode that needs nothing else. */
const FREE_RATE = { pricingMode: 'free', billingModel: 'segment', freeMode: 'deduct', rounding: 'up', laterDays: 'priced', holidayMode: 'same' };

describe('tariff fields', () => {
  it('are the form fields with their names, types, options and bounds', () => {
    expect(RATE_TARIFF_FIELDS.map((f) => [f.name, f.type, f.options, f.min, f.max])).toEqual(RATE_FORM_FIELDS.map((f) => [
      f.name, f.type, 'options' in f ? f.options : undefined, 'min' in f ? f.min : undefined, 'max' in f ? f.max : undefined,
    ]));
    // Amounts are fen, typed in yuan by the form: the smallest price unit is at most one yuan.
    expect(RATE_TARIFF_FIELDS.find((f) => f.name === 'minPriceUnit')).toMatchObject({ type: 'money', max: 100 });
    expect(RATE_TARIFF_FIELDS.filter((f) => f.list !== false).map((f) => f.name)).toEqual(['pricingMode']);
  });

  it('require exactly the choices rulesFromForm reads in every mode', () => {
    expect(Object.keys(FREE_RATE).sort()).toEqual([...ALWAYS_READ_RATE_FIELDS].sort());
    expect(rulesFromForm(FREE_RATE).ok).toBe(true);
    for (const name of ALWAYS_READ_RATE_FIELDS) {
      const result = rulesFromForm({ ...FREE_RATE, [name]: '' });
      expect([name, result.ok ? null : result.fields]).toEqual([name, { [name]: 'blank' }]);
    }
    expect(RATE_TARIFF_FIELDS.filter((f) => f.required).map((f) => f.name)).toEqual(ALWAYS_READ_RATE_FIELDS);
  });

  it('name the first refused field in the form\'s order', () => {
    expect(firstRefusal({ holidayPrice: 'blank', unitPrice: 'min', name: 'unique' })).toEqual({ field: 'unitPrice', messageKey: 'min' });
    expect(firstRefusal({ name: 'unique' })).toBeUndefined();
  });

  it.each(['zh-CN', 'en-US'])('are labelled alike on the three rate screens (%s)', (language) => {
    const tariffLabels = (entity: string) => {
      const m = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, 'screens', `${entity}.json`), 'utf8'));
      return RATE_TARIFF_FIELDS.map((f) => [m.fields[f.name], f.options && m.options[f.name]]);
    };
    const [first, ...others] = RATE_SCREENS.filter((s) => s.formTool).map((s) => tariffLabels(s.entity));
    for (const labels of others) expect(labels).toEqual(first);
  });
});
