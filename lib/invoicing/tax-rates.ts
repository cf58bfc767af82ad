// The VAT rates an invoice line of parking may carry, as data (basis points: 900 = 9 %).
// 车辆停放服务 is a lease of real estate: 9 % for a general taxpayer, 5 % under the simplified
// method, 3 % and the reduced 1 % for small-scale taxpayers, 0 % where it is exempt. Which one an
// operator uses is its tax adviser's call, so a seller names its rate by key.

export const BASIS_POINTS_PER_UNIT = 10_000;

export const TAX_RATES = {
  general: 900,
  simplified: 500,
  smallScale: 300,
  smallScaleReduced: 100,
  zero: 0,
} as const;

export type TaxRateKey = keyof typeof TAX_RATES;
export type TaxRate = (typeof TAX_RATES)[TaxRateKey];
export const TAX_RATE_VALUES: readonly TaxRate[] = Object.values(TAX_RATES);

export const isTaxRate = (value: unknown): value is TaxRate => TAX_RATE_VALUES.includes(value as TaxRate);

/** A rate as the invoice's 税率/征收率 column prints it: 900 -> '9%'. */
export function rateLabel(rate: TaxRate): string {
  return `${rate / 100}%`;
}
