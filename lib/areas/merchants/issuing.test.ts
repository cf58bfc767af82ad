import { MERCHANT_STATE } from '../../parking/merchant-machine';
import { issueRefusal, periodStart, type IssuingMerchant } from './issuing';

const merchant = (extra: Partial<IssuingMerchant> = {}): IssuingMerchant => ({
  state: MERCHANT_STATE.enabled, settlement: 'prepaid', balance: 10_000, minutes: 0, arrearsLimit: 0,
  limitCount: null, limitAmount: null, limitMinutes: null, limitCars: null, ...extra,
});
const cash = { enabled: true, kind: 'cash' as const, amount: 500, minutes: null, hours: null };
const none = { count: 0, amount: 0, minutes: 0, carsIn: 0, plateCounted: false };

describe('issuing a coupon', () => {
  it('needs an enabled merchant that can pay and an enabled type', () => {
    expect(issueRefusal(merchant(), cash, none)).toBeNull();
    expect(issueRefusal(merchant({ state: MERCHANT_STATE.disabled }), cash, none)?.refusal).toBe('couponMerchantNotEnabled');
    expect(issueRefusal(merchant(), { ...cash, enabled: false }, none)?.refusal).toBe('couponTypeDisabled');
    expect(issueRefusal(merchant({ balance: 0 }), cash, none)?.refusal).toBe('couponAccountEmpty');
    expect(issueRefusal(merchant({ settlement: 'minutes', minutes: 0 }), cash, none)?.refusal).toBe('couponAccountEmpty');
    // Post-paid: down to its arrears limit, not at it.
    expect(issueRefusal(merchant({ settlement: 'postpaid', balance: -4_999, arrearsLimit: 5_000 }), cash, none)).toBeNull();
    expect(issueRefusal(merchant({ settlement: 'postpaid', balance: -5_000, arrearsLimit: 5_000 }), cash, none)).toEqual({ refusal: 'couponArrearsLimit', limit: 5_000 });
  });

  it('keeps to the limits of the period: count, money, minutes and cars in the lot', () => {
    expect(issueRefusal(merchant({ limitCount: 3 }), cash, { ...none, count: 3 })).toEqual({ refusal: 'couponLimitCount', limit: 3 });
    expect(issueRefusal(merchant({ limitAmount: 1_000 }), cash, { ...none, amount: 600 })?.refusal).toBe('couponLimitAmount');
    const hour = { enabled: true, kind: 'time' as const, amount: null, minutes: 60, hours: null };
    expect(issueRefusal(merchant({ limitAmount: 1 }), hour, none)).toBeNull();
    expect(issueRefusal(merchant({ limitMinutes: 120 }), { ...hour, kind: 'period', hours: 2 }, { ...none, minutes: 1 })?.refusal).toBe('couponLimitMinutes');
    expect(issueRefusal(merchant({ limitCars: 2 }), cash, { ...none, carsIn: 2 })?.refusal).toBe('couponLimitCars');
    // A car already counted takes another coupon.
    expect(issueRefusal(merchant({ limitCars: 2 }), cash, { ...none, carsIn: 2, plateCounted: true })).toBeNull();
  });

  it('counts periods on the operator clock, weeks from Monday', () => {
    // Saturday 2026-11-28 10:00 (UTC+8).
    const at = Date.parse('2026-11-28T10:00:00+08:00');
    expect(periodStart(at, 'day')).toBe(Date.parse('2026-11-28T00:00:00+08:00'));
    expect(periodStart(at, 'week')).toBe(Date.parse('2026-11-23T00:00:00+08:00'));
    expect(periodStart(at, 'month')).toBe(Date.parse('2026-11-01T00:00:00+08:00'));
    expect(periodStart(at, 'year')).toBe(Date.parse('2026-01-01T00:00:00+08:00'));
    expect(periodStart(Date.parse('2026-11-23T00:30:00+08:00'), 'week')).toBe(Date.parse('2026-11-23T00:00:00+08:00'));
  });
});
