// Member offers as pure rules (docs/merchants.md, "Promotions"): the member discount d in the notes'
// member-card convention (0 free, 10 no discount: the member pays fee × d/10; yunqi's member card,
// /work/shared/notes/domain-next.md (b)) becomes the percentage coupon's pay percent (10 d), which
// the coupons' relief rule applies as any percentage coupon.

/** The highest member discount an offer may have: 10 would take nothing off. */
export const MEMBER_DISCOUNT_MAX = 9.9;
/** The longest membership (a year). */
export const MEMBER_DAYS_MAX = 366;

/** What a member pays, in percent of the fee, for a discount d (one decimal, 0 ≤ d < 10); null when d is not such. */
export function memberPayPercent(discount: number): number | null {
  if (!Number.isFinite(discount)) return null;
  const tenths = Math.round(discount * 10);
  if (Math.abs(tenths - discount * 10) > 1e-9 || tenths < 0 || tenths > MEMBER_DISCOUNT_MAX * 10) return null;
  return tenths;
}
