import { termsOf, useCharge } from './terms';

const row = (extra: object) => ({ kind: 'free' as const, minutes: null, amount: null, pay_percent: null, hours: null, windows: null, ...extra });

describe("a coupon type's terms and what a use costs its merchant", () => {
  it('reads each kind from its own column', () => {
    expect(termsOf(row({ kind: 'time', minutes: 60 }))).toEqual({ kind: 'time', minutes: 60 });
    expect(termsOf(row({ kind: 'cash', amount: '500' }))).toEqual({ kind: 'cash', amount: 500 });
    expect(termsOf(row({ kind: 'percentage', pay_percent: 80 }))).toEqual({ kind: 'percentage', payPercent: 80 });
    expect(termsOf(row({ kind: 'window', windows: '19:00-08:00', pay_percent: 0 }))).toEqual({ kind: 'window', windows: [{ from: 1140, to: 480 }], payPercent: 0 });
    expect(termsOf(row({ kind: 'window', windows: 'evenings', pay_percent: 0 }))).toBeNull();
  });

  it('charges the relief up to its cap, or the fixed amount; minutes merchants in started minutes', () => {
    const relief = { charge: 'relief' as const, chargeAmount: null, chargeMax: null };
    expect(useCharge(900, relief, 'prepaid', null)).toBe(900);
    expect(useCharge(900, { ...relief, chargeMax: 500 }, 'postpaid', null)).toBe(500);
    expect(useCharge(900, { charge: 'fixed', chargeAmount: 200, chargeMax: null }, 'prepaid', null)).toBe(200);
    // 9.00 at 0.05 a minute: 180 minutes; 9.01 starts the 181st.
    expect(useCharge(900, relief, 'minutes', 5)).toBe(180);
    expect(useCharge(901, relief, 'minutes', 5)).toBe(181);
  });
});
