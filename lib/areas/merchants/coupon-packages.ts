// Coupon packages sold to drivers as pure rules (docs/merchants.md, "Promotions"), in integer fen:
// whether a package is on sale on a day, and what each of its coupons cost the driver (the price
// shared out, the fen left over on the first coupons, so the shares add up to the price: the
// transaction history shows what a coupon used or expired was worth).

/** The most coupons a package holds. */
export const PACKAGE_COUPONS_MAX = 50;
/** What a package may cost at most (10,000.00 yuan): a guard against a mistyped price. */
export const PACKAGE_PRICE_MAX = 1_000_000;

export const PACKAGE_REFUSALS = {
  notOnSale: 'couponPackageNotOnSale',
  outsideSale: 'couponPackageOutsideSale',
  saleInvalid: 'couponPackageSaleInvalid',
} as const;

/** Whether `day` (YYYY-MM-DD, the operator's) is inside the sale window, both ends included; blank ends are open. */
export const onSaleOn = (day: string, from: string | null, to: string | null) => (from === null || from <= day) && (to === null || day <= to);

/** Each coupon's share of the price, adding up to it: ⌊price ÷ n⌋, and one fen more on the first (price mod n). */
export function couponShares(price: number, count: number): number[] {
  if (!Number.isSafeInteger(price) || price < 0 || !Number.isSafeInteger(count) || count < 1) return [];
  const base = Math.floor(price / count);
  const extra = price % count;
  return Array.from({ length: count }, (_, i) => base + (i < extra ? 1 : 0));
}
