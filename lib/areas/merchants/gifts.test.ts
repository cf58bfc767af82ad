import { giftCredit, giftFor, type GiftRule } from './gifts';

const rule = (id: number, minTopUp: number, gift: number, extra: Partial<GiftRule> = {}): GiftRule =>
  ({ id, minTopUp, gift, firstOnly: false, validFrom: null, validTo: null, ...extra });
const AT = Date.UTC(2026, 10, 28, 4);
const HOUR = 3_600_000;

describe('top-up gift tiers', () => {
  const tiers = [rule(1, 100_000, 5_000), rule(2, 500_000, 50_000), rule(3, 1_000_000, 150_000)];

  it('gives the highest tier reached, one gift per top-up', () => {
    expect(giftFor(tiers, 99_999, AT, false)).toBeNull();
    expect(giftFor(tiers, 100_000, AT, false)?.id).toBe(1);
    expect(giftFor(tiers, 700_000, AT, false)?.id).toBe(2);
    expect(giftFor(tiers, 5_000_000, AT, false)?.gift).toBe(150_000);
  });

  it('counts a first-top-up-only rule for the first top-up only, falling back to the next tier', () => {
    const rules = [...tiers, rule(4, 100_000, 200_000, { firstOnly: true })];
    expect(giftFor(rules, 100_000, AT, true)?.id).toBe(4);
    expect(giftFor(rules, 100_000, AT, false)?.id).toBe(1);
  });

  it('applies a rule only inside its validity, the end excluded', () => {
    const dated = [rule(5, 1, 100, { validFrom: AT - HOUR, validTo: AT })];
    expect(giftFor(dated, 10, AT - HOUR, false)?.id).toBe(5);
    expect(giftFor(dated, 10, AT, false)).toBeNull();
    expect(giftFor(dated, 10, AT - 2 * HOUR, false)).toBeNull();
  });

  it('breaks a tie by the larger gift, then the older rule', () => {
    expect(giftFor([rule(7, 100, 10), rule(6, 100, 10), rule(8, 100, 20)], 100, AT, false)?.id).toBe(8);
    expect(giftFor([rule(7, 100, 10), rule(6, 100, 10)], 100, AT, false)?.id).toBe(6);
  });

  it('credits fen, or the minutes the gift buys rounded down', () => {
    expect(giftCredit(5_000, 'prepaid', null)).toEqual({ unit: 'fen', credit: 5_000 });
    expect(giftCredit(5_000, 'postpaid', null)).toEqual({ unit: 'fen', credit: 5_000 });
    expect(giftCredit(1_005, 'minutes', 10)).toEqual({ unit: 'minutes', credit: 100 });
    expect(giftCredit(5, 'minutes', 10)).toEqual({ unit: 'minutes', credit: 0 });
  });
});
