import { THIRD_DISCOUNT_STATE, decideThirdDiscount } from '../../parking/third-discount-machine';
import { THIRD_DISCOUNT_RULES as R, issueWindowRefusal, spentOf, termsRefusal } from './third-discounts';

const terms = { kind: 'cash' as const, payPercent: null, amount: 500, validFrom: '2026-03-01', validTo: '2026-03-31', budget: 10_000 };
// 2026-03-10 12:00 at UTC+8.
const march10 = Date.UTC(2026, 2, 10, 4);

describe('the third-party discount machine', () => {
  const S = THIRD_DISCOUNT_STATE;
  it('approves or rejects a pending application, ends an approved one', () => {
    expect(decideThirdDiscount(S.pending, 'approve')).toEqual({ ok: true, to: S.approved });
    expect(decideThirdDiscount(S.pending, 'reject')).toEqual({ ok: true, to: S.rejected });
    expect(decideThirdDiscount(S.approved, 'end')).toEqual({ ok: true, to: S.ended });
  });
  it('refuses anything else with the event message', () => {
    expect(decideThirdDiscount(S.approved, 'approve')).toEqual({ ok: false, reason: 'thirdDiscountRefusedApprove' });
    expect(decideThirdDiscount(S.rejected, 'end')).toEqual({ ok: false, reason: 'thirdDiscountRefusedEnd' });
    expect(decideThirdDiscount(S.ended, 'reject')).toEqual({ ok: false, reason: 'thirdDiscountRefusedReject' });
  });
});

describe('termsRefusal', () => {
  it('accepts a cash or a percentage discount over a window of dates', () => {
    expect(termsRefusal(terms)).toBeNull();
    expect(termsRefusal({ ...terms, kind: 'percentage', payPercent: 80, amount: null })).toBeNull();
    expect(termsRefusal({ ...terms, validTo: terms.validFrom })).toBeNull();
  });
  it('refuses dates the wrong way round and a kind without its value', () => {
    expect(termsRefusal({ ...terms, validTo: '2026-02-28' })).toBe(R.datesInvalid);
    expect(termsRefusal({ ...terms, amount: null })).toBe(R.valueMissing);
    expect(termsRefusal({ ...terms, kind: 'percentage', payPercent: null })).toBe(R.valueMissing);
    expect(termsRefusal({ ...terms, kind: 'percentage', payPercent: 100 })).toBe(R.valueMissing);
  });
});

describe('issueWindowRefusal', () => {
  it('issues inside the dates while the budget lasts', () => {
    expect(issueWindowRefusal(terms, 9_500, 500, march10)).toBeNull();
  });
  it('refuses before the first day and after the last, on the operator clock', () => {
    expect(issueWindowRefusal(terms, 0, 500, Date.UTC(2026, 1, 28, 15, 59))).toBe(R.notStarted);
    expect(issueWindowRefusal(terms, 0, 500, Date.UTC(2026, 1, 28, 16, 0))).toBeNull();
    expect(issueWindowRefusal(terms, 0, 500, Date.UTC(2026, 2, 31, 16, 0))).toBe(R.over);
  });
  it('refuses once spent reaches the budget, or the new coupon would pass it', () => {
    expect(issueWindowRefusal(terms, 10_000, 0, march10)).toBe(R.budgetSpent);
    expect(issueWindowRefusal(terms, 9_600, 500, march10)).toBe(R.budgetSpent);
  });
  it('counts as spent the relief taken and the cash coupons still out', () => {
    expect(spentOf({ relief: 1_200, unusedCashFace: 1_500 })).toBe(2_700);
  });
});
