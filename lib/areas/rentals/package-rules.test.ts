import { checkPackage, readMonthsList, saleAmount, type PackageTerms } from './package-rules';
import { RENTAL_REFUSALS as R } from './refusals';

const monthly: PackageTerms = {
  kind: 'monthly', pricing: 'packagePrice', price: 30_000, months: '1,12', choicePrices: null, dailyRate: null,
  freePeriods: '00:00-00:00', chargedPeriods: null, entryWindows: null, shortBalance: null, saleFrom: null, saleTo: null,
};
const refusalOf = (terms: Partial<PackageTerms>) => {
  const outcome = checkPackage({ ...monthly, ...terms });
  return outcome.ok ? 'ok' : outcome.refusal;
};

describe('package rules (spec 5)', () => {
  it('takes a monthly range at a price, fixed choices each priced, a daily rate', () => {
    expect(refusalOf({})).toBe('ok');
    expect(refusalOf({ kind: 'multiMonth', months: '3,6,12', choicePrices: '3:85000,6:160000,12:300000', price: null })).toBe('ok');
    expect(refusalOf({ pricing: 'dailyRate', dailyRate: 1_000, price: null })).toBe('ok');
    expect(refusalOf({ kind: 'day', months: null, price: 2_000 })).toBe('ok');
  });

  it('needs at least one charging or free period, each read, none overlapping', () => {
    expect(refusalOf({ freePeriods: null, chargedPeriods: ' ' })).toBe(R.periodsMissing);
    expect(refusalOf({ freePeriods: null, chargedPeriods: '08:00-20:00' })).toBe('ok');
    expect(refusalOf({ freePeriods: '20:00-08:00', chargedPeriods: '08:00-20:00' })).toBe('ok');
    expect(refusalOf({ freePeriods: '19:00-08:00', chargedPeriods: '08:00-20:00' })).toBe(R.periodsOverlap);
    expect(checkPackage({ ...monthly, entryWindows: '8 to 12' })).toEqual({ ok: false, refusal: R.windowsInvalid, values: { part: '8 to 12' } });
  });

  it('needs a price for a paid package, none for VIP or stored value', () => {
    expect(refusalOf({ price: null })).toBe(R.priceMissing);
    expect(refusalOf({ price: 0 })).toBe(R.priceMissing);
    expect(refusalOf({ pricing: 'dailyRate', dailyRate: 0 })).toBe(R.priceMissing);
    expect(refusalOf({ kind: 'day', price: null, months: null })).toBe(R.priceMissing);
    expect(refusalOf({ kind: 'vip', price: null, months: null })).toBe('ok');
    expect(refusalOf({ kind: 'storedValue', price: null, months: null, shortBalance: 'chargeRest' })).toBe('ok');
  });

  it('reads the months list as a range of two or three or more choices', () => {
    expect(refusalOf({ months: '12' })).toBe(R.monthsListInvalid);
    expect(refusalOf({ months: '12,1' })).toBe(R.monthsListInvalid);
    expect(refusalOf({ months: '1,x' })).toBe(R.monthsListInvalid);
    expect(refusalOf({ kind: 'property', months: '1,1' })).toBe('ok');
    expect(refusalOf({ months: '3,3,6', choicePrices: '3:1,6:2' })).toBe(R.monthsListInvalid);
    // Each choice priced, and no price for a number of months not on the list.
    expect(refusalOf({ months: '3,6,12', choicePrices: '3:85000,6:160000' })).toBe(R.choicePricesInvalid);
    expect(refusalOf({ months: '3,6,12', choicePrices: '3:85000,6:160000,24:500000' })).toBe(R.choicePricesInvalid);
    expect(refusalOf({ months: '3,6,12', choicePrices: '3:85000,6:0,12:300000' })).toBe(R.priceMissing);
    expect(readMonthsList('1， 3,6 ')).toEqual([1, 3, 6]);
    expect(readMonthsList('1.5,3')).toBeNull();
  });

  it('needs a short-balance choice for stored value and sale dates in order', () => {
    expect(refusalOf({ kind: 'storedValue', price: null })).toBe(R.shortBalanceMissing);
    expect(checkPackage({ ...monthly, saleFrom: '2026-12-01', saleTo: '2026-11-30' }))
      .toEqual({ ok: false, refusal: R.datesOutOfOrder, values: { from: '2026-12-01', to: '2026-11-30' } });
    expect(refusalOf({ saleFrom: '2026-12-01', saleTo: '2026-12-01' })).toBe('ok');
  });

  it('prices a sale: months of a range or a choice, days of a day package or at a daily rate, nothing for a VIP', () => {
    const amountOf = (terms: Partial<PackageTerms>, length: { months: number } | { days: number }, days = 30) => {
      const outcome = saleAmount({ ...monthly, ...terms }, length, days);
      return outcome.ok ? outcome.amount : outcome.refusal;
    };
    expect(amountOf({}, { months: 3 })).toBe(90_000);
    expect(amountOf({}, { months: 13 })).toBe(R.monthsOutOfRange);
    expect(amountOf({ months: '3,6,12', choicePrices: '3:85000,6:160000,12:300000', price: null }, { months: 6 })).toBe(160_000);
    expect(amountOf({ months: '3,6,12', choicePrices: '3:85000,6:160000,12:300000', price: null }, { months: 4 })).toBe(R.monthsNotOffered);
    expect(amountOf({ pricing: 'dailyRate', dailyRate: 1_000 }, { months: 1 }, 31)).toBe(31_000);
    expect(amountOf({ kind: 'day', price: 2_000, months: null }, { days: 7 }, 7)).toBe(14_000);
    expect(amountOf({ kind: 'vip', price: null }, { months: 12 })).toBe(0);
  });
});
