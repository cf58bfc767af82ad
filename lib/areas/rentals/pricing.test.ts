// Package prices: a range of months at the monthly price, fixed choices at their own prices, VIP
// free, amounts that must buy whole months, stored-value recharges and their gifts.
import { type MonthsOffer, type StoredValueRule, monthsForAmount, monthsRefusal, priceForMonths, readMonthsOffer, recharge } from './pricing';
import { MAX_MONTHS } from './period';
import { RENTAL_REFUSALS } from './refusals';

const offerOf = (outcome: ReturnType<typeof readMonthsOffer>): MonthsOffer => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal}`);
  return outcome.offer;
};
const range = offerOf(readMonthsOffer([1, 12], 30_000));
const choices = offerOf(readMonthsOffer([3, 6, 12], 30_000, [85_000, 160_000, 300_000]));

describe('a months list', () => {
  it('of two values is a range sold at the monthly price', () => {
    expect(range).toEqual({ kind: 'range', min: 1, max: 12, monthlyPrice: 30_000 });
    expect(offerOf(readMonthsOffer([3, 3], 100))).toEqual({ kind: 'range', min: 3, max: 3, monthlyPrice: 100 });
  });

  it('of three or more is fixed choices, each at its own price', () => {
    expect(choices).toEqual({ kind: 'choices', choices: [{ months: 3, price: 85_000 }, { months: 6, price: 160_000 }, { months: 12, price: 300_000 }] });
  });

  it.each([
    [[], 100, undefined], [[6], 100, undefined], [[12, 1], 100, undefined], [[0, 12], 100, undefined], [[1, 1.5], 100, undefined],
    [[1, MAX_MONTHS + 1], 100, undefined], [[3, 6, 6], 0, [1, 2, 3]], [[3, 6, 12], 0, [1, 2]], [[3, 6, 12], 0, undefined],
  ])('refuses a list that is neither: %j', (months, monthly, prices) => {
    expect(readMonthsOffer(months, monthly, prices)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.monthsListInvalid });
  });

  it('needs a price for a paid package', () => {
    const missing = { ok: false, refusal: RENTAL_REFUSALS.priceMissing };
    expect(readMonthsOffer([1, 12], 0)).toEqual(missing);
    expect(readMonthsOffer([1, 12], 12.5)).toEqual(missing);
    expect(readMonthsOffer([3, 6, 12], 100, [85_000, 0, 300_000])).toEqual(missing);
  });
});

describe('a price for months', () => {
  it('is months x the monthly price within the range', () => {
    expect(priceForMonths({ kind: 'monthly', offer: range }, 1)).toEqual({ ok: true, price: 30_000 });
    expect(priceForMonths({ kind: 'multiMonth', offer: range }, 12)).toEqual({ ok: true, price: 360_000 });
    expect(priceForMonths({ kind: 'multiMonth', offer: range }, 13)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.monthsOutOfRange, values: { min: 1, max: 12 } });
  });

  it('is the choice\'s own price, and a count not offered is refused', () => {
    expect(priceForMonths({ kind: 'multiMonth', offer: choices }, 6)).toEqual({ ok: true, price: 160_000 });
    expect(priceForMonths({ kind: 'property', offer: choices }, 12)).toEqual({ ok: true, price: 300_000 });
    expect(priceForMonths({ kind: 'multiMonth', offer: choices }, 4)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.monthsNotOffered, values: { choices: '3, 6, 12' } });
  });

  it('is nothing for a VIP card', () => {
    expect(priceForMonths({ kind: 'vip' }, 12)).toEqual({ ok: true, price: 0 });
  });

  it.each([0, -1, 2.5, MAX_MONTHS + 1])('refuses a count of %p months', (months) => {
    expect(priceForMonths({ kind: 'vip' }, months)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.countInvalid, values: { max: MAX_MONTHS } });
  });
});

describe('the months an amount buys', () => {
  it('are whole months at the monthly price, within the range', () => {
    expect(monthsForAmount(range, 90_000)).toEqual({ ok: true, months: 3 });
    expect(monthsForAmount(range, 90_001)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.amountNotWholeMonths, values: { monthly: '300.00' } });
    expect(monthsForAmount(range, 45_000)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.amountNotWholeMonths, values: { monthly: '300.00' } });
    expect(monthsForAmount(range, 390_000)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.monthsOutOfRange, values: { min: 1, max: 12 } });
  });

  it('are a choice whose price it is exactly', () => {
    expect(monthsForAmount(choices, 160_000)).toEqual({ ok: true, months: 6 });
    expect(monthsForAmount(choices, 170_000)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.amountNotAChoice, values: { prices: '850.00, 1600.00, 3000.00' } });
  });

  it.each([0, -30_000, 300.5])('refuse an amount of %p fen', (amount) => {
    expect(monthsForAmount(range, amount)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.amountInvalid });
  });
});

describe('a stored-value recharge', () => {
  const rule: StoredValueRule = {
    minimumRecharge: 10_000,
    gifts: [{ from: 50_000, gift: 5_000 }, { from: 10_000, gift: 500 }, { from: 100_000, gift: 15_000 }],
    giftOn: 'everyRecharge',
  };

  it('gets the gift of the highest tier it reaches, not the sum', () => {
    expect(recharge(rule, 10_000, false)).toEqual({ ok: true, amount: 10_000, gift: 500, credited: 10_500 });
    expect(recharge(rule, 99_999, false)).toEqual({ ok: true, amount: 99_999, gift: 5_000, credited: 104_999 });
    expect(recharge(rule, 100_000, false)).toEqual({ ok: true, amount: 100_000, gift: 15_000, credited: 115_000 });
  });

  it('gets no gift below the lowest tier', () => {
    expect(recharge({ ...rule, minimumRecharge: 0 }, 9_999, true)).toEqual({ ok: true, amount: 9_999, gift: 0, credited: 9_999 });
  });

  it('gets the gift on the first recharge only when the rule says so', () => {
    const firstOnly: StoredValueRule = { ...rule, giftOn: 'firstRecharge' };
    expect(recharge(firstOnly, 50_000, true)).toMatchObject({ ok: true, gift: 5_000, credited: 55_000 });
    expect(recharge(firstOnly, 50_000, false)).toMatchObject({ ok: true, gift: 0, credited: 50_000 });
  });

  it('refuses less than the minimum, and nothing at all', () => {
    expect(recharge(rule, 9_999, true)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.rechargeBelowMinimum, values: { minimum: '100.00' } });
    expect(recharge({ ...rule, minimumRecharge: 0 }, 0, true)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.rechargeBelowMinimum, values: { minimum: '0.01' } });
    expect(recharge(rule, 10_000.5, true)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.amountInvalid });
  });

  it('refuses tiers that make no sense', () => {
    const invalid = { ok: false, refusal: RENTAL_REFUSALS.giftTiersInvalid };
    expect(recharge({ ...rule, gifts: [{ from: 0, gift: 100 }] }, 10_000, true)).toEqual(invalid);
    expect(recharge({ ...rule, gifts: [{ from: 10_000, gift: -1 }] }, 10_000, true)).toEqual(invalid);
    expect(recharge({ ...rule, gifts: [{ from: 10_000, gift: 1 }, { from: 10_000, gift: 2 }] }, 10_000, true)).toEqual(invalid);
    expect(recharge({ ...rule, minimumRecharge: -1 }, 10_000, true)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.amountInvalid });
  });
});

describe('the months a package sells, whatever the price', () => {
  it('are within its range, or one of its choices', () => {
    expect(monthsRefusal([1, 12], 1)).toBeNull();
    expect(monthsRefusal([1, 12], 12)).toBeNull();
    expect(monthsRefusal([3, 12], 2)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.monthsOutOfRange, values: { min: 3, max: 12 } });
    expect(monthsRefusal([3, 6, 12], 6)).toBeNull();
    expect(monthsRefusal([3, 6, 12], 4)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.monthsNotOffered, values: { choices: '3, 6, 12' } });
  });

  it('are whole months up to the most sold at once, from a list that reads', () => {
    expect(monthsRefusal([1, 12], 0)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.countInvalid, values: { max: MAX_MONTHS } });
    expect(monthsRefusal([1, 12], 1.5)?.refusal).toBe(RENTAL_REFUSALS.countInvalid);
    expect(monthsRefusal([12, 1], 3)).toEqual({ ok: false, refusal: RENTAL_REFUSALS.monthsListInvalid });
  });
});
