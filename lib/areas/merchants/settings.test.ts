import { SCREENS } from '../../screens/registry';
import { valuesSchema } from '../../screens/schema';
import { LIMIT_MAX, settingsRefusal, type MerchantSettings } from './settings';

const base: MerchantSettings = { settlement: 'prepaid', discount: 8, limitPeriod: 'day' };

describe("a merchant's settings", () => {
  it('takes a discount with one decimal, a minute price for minutes, limits from 1 or none', () => {
    expect(settingsRefusal(base)).toBeNull();
    expect(settingsRefusal({ ...base, discount: 9.5, limitCount: 1, limitAmount: LIMIT_MAX, limitMinutes: null, limitCars: 30 })).toBeNull();
    expect(settingsRefusal({ ...base, settlement: 'minutes', minutePrice: 10 })).toBeNull();
    expect(settingsRefusal({ ...base, settlement: 'postpaid', arrearsLimit: 0 })).toBeNull();
  });

  it('refuses what does not hold, with its message', () => {
    expect(settingsRefusal({ ...base, discount: 8.25 })).toBe('merchantDiscountInvalid');
    expect(settingsRefusal({ ...base, discount: 0 })).toBe('merchantDiscountInvalid');
    expect(settingsRefusal({ ...base, discount: 10.1 })).toBe('merchantDiscountInvalid');
    expect(settingsRefusal({ ...base, settlement: 'minutes' })).toBe('merchantMinutePriceMissing');
    expect(settingsRefusal({ ...base, settlement: 'minutes', minutePrice: 0 })).toBe('merchantMinutePriceMissing');
    expect(settingsRefusal({ ...base, limitPeriod: 'hour' })).toBe('merchantLimitInvalid');
    for (const limit of [0, -1, 1.5, LIMIT_MAX + 1]) expect([limit, settingsRefusal({ ...base, limitCars: limit })]).toEqual([limit, 'merchantLimitInvalid']);
    expect(settingsRefusal({ ...base, settlement: 'postpaid', arrearsLimit: -1 })).toBe('merchantLimitInvalid');
  });

  it('is held by the form too: a discount out of range, a blank minute price for minutes, a limit of 0', () => {
    const screen = SCREENS.find((s) => s.path === '/MerchantInformationManagement')!;
    const form = { lotId: 1, name: 'Mall', settlement: 'prepaid', discount: 8, limitPeriod: 'day' };
    const parse = (values: Record<string, unknown>) => valuesSchema(screen, 'create').safeParse({ ...form, ...values }).success;
    expect(parse({})).toBe(true);
    expect(parse({ discount: 0 })).toBe(false);
    expect(parse({ discount: 11 })).toBe(false);
    expect(parse({ settlement: 'minutes' })).toBe(false);
    expect(parse({ settlement: 'minutes', minutePrice: 10 })).toBe(true);
    expect(parse({ limitCount: 0 })).toBe(false);
  });
});
