// Properties of couponRelief over a few thousand pseudo-random stays and coupon sets (fixed seed,
// so a failure reproduces): the relief is never negative and never above the fee, the fee left is
// the fee less the reliefs, at most one whole-fee coupon and the stack limit per order, every
// coupon accounted for once, and the issue order of the coupons does not change the result when
// no two of a kind compete (the rule's declared order decides, not the order they were given in).
import { evaluateFee } from '../../tariff/evaluate';
import { PARKING_OS_DAY, YUN_PARKING_INDOOR, at, clock, priced, rates, seededGenerator } from '../../tariff/fixtures';
import { couponRelief, WHOLE_FEE_KINDS, type CouponTerms, type HeldCoupon } from './relief';

const RULES = [rates(clock([priced('all', '00:00', 60, 300)])), rates(PARKING_OS_DAY), rates(YUN_PARKING_INDOOR)];
const MINUTE = 60_000;

describe('coupons on random stays', () => {
  const { next: random, int: between } = seededGenerator(20_261_128);
  const int = (n: number) => between(0, n - 1);
  const termsOf = (): CouponTerms => {
    switch (int(6)) {
      case 0: return { kind: 'free' };
      case 1: return { kind: 'time', minutes: 1 + int(300) };
      case 2: return { kind: 'cash', amount: 1 + int(3_000) };
      case 3: return { kind: 'percentage', payPercent: int(100) };
      case 4: return { kind: 'period', hours: 1 + int(12) };
      default: return { kind: 'window', windows: [{ from: int(1440), to: int(1440) }], payPercent: int(100) };
    }
  };

  it('never takes off less than 0 or more than the fee, accounts for every coupon once, and keeps the limits', () => {
    for (let i = 0; i < 3_000; i += 1) {
      const rules = RULES[int(RULES.length)];
      const entryAt = at('00:00', 2 + int(5)) + int(24 * 60) * MINUTE;
      const exitAt = entryAt + int(3 * 24 * 60) * MINUTE;
      const coupons: HeldCoupon[] = Array.from({ length: int(5) }, (_, id) => ({ id, terms: termsOf() }));
      const stackLimit = random() < 0.5 ? null : 1 + int(3);
      const price = (from: number, to: number) => (to <= from ? 0 : evaluateFee(rules, { entryAt: from, exitAt: to }).total);
      const r = couponRelief({ entryAt, exitAt, price, coupons, stackLimit, utcOffsetMinutes: 480 });
      const taken = r.applied.reduce((n, a) => n + a.relief, 0);
      const context = { i, fee: r.fee, coupons, stackLimit };
      expect([context, r.applied.every((a) => a.relief > 0), r.rest >= 0, taken <= r.fee, r.rest === r.fee - taken]).toEqual([context, true, true, true, true]);
      expect([context, r.applied.filter((a) => WHOLE_FEE_KINDS.includes(a.kind)).length <= 1, stackLimit === null || r.applied.length <= stackLimit]).toEqual([context, true, true]);
      const accounted = [...r.applied.map((a) => a.id), ...r.unused, ...r.voided].sort();
      expect([context, accounted]).toEqual([context, coupons.map((c) => c.id).sort()]);
      if (r.fee === 0) expect([context, r.voided.length]).toEqual([context, coupons.length]);
    }
  });

  it('gives the same result whatever order coupons of different kinds were issued in', () => {
    const kinds: CouponTerms[] = [{ kind: 'time', minutes: 45 }, { kind: 'cash', amount: 500 }, { kind: 'percentage', payPercent: 80 }];
    for (let i = 0; i < 500; i += 1) {
      const rules = RULES[int(RULES.length)];
      const entryAt = at('00:00', 2 + int(5)) + int(24 * 60) * MINUTE;
      const exitAt = entryAt + int(24 * 60) * MINUTE;
      const price = (from: number, to: number) => (to <= from ? 0 : evaluateFee(rules, { entryAt: from, exitAt: to }).total);
      const relief = (order: number[]) => couponRelief({
        entryAt, exitAt, price, coupons: order.map((k) => ({ id: k, terms: kinds[k] })), stackLimit: null, utcOffsetMinutes: 480,
      });
      const first = relief([0, 1, 2]);
      for (const order of [[2, 1, 0], [1, 2, 0], [2, 0, 1]]) expect([i, relief(order)]).toEqual([i, first]);
    }
  });
});
