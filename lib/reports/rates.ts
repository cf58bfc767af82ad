// A rate, rounded once for every figure that is one (docs/reports.md, "Rates"): an integer of
// basis points (1 bp = 0.01 %, 10 000 bp = 100 %), rounded half away from zero. Why basis points:
// an integer is exact in the database, in JSON and in a test, and two decimals of a percent keep
// 99.95 % from showing as 100.0 % (a received rate that is not all received). A rate over nothing
// is none (null), never 0 %: no receivable is not "nothing received".
export const BASIS_POINTS_PER_UNIT = 10_000;
/** Decimals of a percent a basis point carries: 1234 bp = 12.34 %. */
export const PERCENT_DECIMALS = 2;

/** A rate in basis points, or null when it has no base. */
export type Rate = number | null;

/**
 * numerator / denominator in units of 1/scale, half away from zero; null when the denominator is
 * 0. Exact for any safe integers (BigInt), so a figure in fen or milliseconds never drifts.
 */
export function scaledRatio(numerator: number, denominator: number, scale: number): number | null {
  if (![numerator, denominator, scale].every(Number.isSafeInteger)) throw new Error(`a ratio of integers only: ${numerator} / ${denominator} at ${scale}`);
  if (denominator === 0) return null;
  const negative = numerator < 0 !== denominator < 0;
  const n = BigInt(Math.abs(numerator)) * BigInt(scale);
  const d = BigInt(Math.abs(denominator));
  const rounded = Number((2n * n + d) / (2n * d));
  return negative && rounded !== 0 ? -rounded : rounded;
}

/** numerator / denominator in basis points; none when the denominator is 0. */
export const rateOf = (numerator: number, denominator: number): Rate => scaledRatio(numerator, denominator, BASIS_POINTS_PER_UNIT);

/** A rate as percent text without the sign: 1234 -> '12.34'; none -> null (the screen shows its "none"). */
export function ratePercentText(rate: Rate): string | null {
  if (rate === null) return null;
  const abs = Math.abs(rate);
  const scale = 10 ** PERCENT_DECIMALS;
  return `${rate < 0 ? '-' : ''}${Math.floor(abs / scale)}.${String(abs % scale).padStart(PERCENT_DECIMALS, '0')}`;
}
