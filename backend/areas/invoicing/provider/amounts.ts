// Our amounts (integer fen, rates in basis points) as Nuonuo's decimal texts and back: the one
// place where they cross, exact (integer and BigInt arithmetic, never a float).
import { fenToYuan, parseYuan } from '../../../../lib/money/fen';

/** 1 = 10 000 basis points. */
export const BASIS_POINTS_PER_UNIT = 10_000;
const RATE_DIGITS = 4;
/** Nuonuo's unit prices and quantities carry up to 8 decimals. */
export const NUONUO_DECIMALS = 8;
/** What `scaledOf` multiplies by. */
export const NUONUO_SCALE = 10n ** BigInt(NUONUO_DECIMALS);
const FEN_TO_EIGHT_DECIMALS = 10n ** BigInt(NUONUO_DECIMALS - 2);

/** Fen as Nuonuo's yuan text with two decimals: 826 -> '8.26', -500 -> '-5.00'. */
export const yuanText = (fen: number): string => fenToYuan(fen);

/** Nuonuo's yuan text ('8.26', '-5', '0.3') as fen; null when it is not an amount with at most two decimals. */
export function fenOfYuanText(text: unknown): number | null {
  if (typeof text !== 'string' || !/^-?\d{1,13}(\.\d{1,2})?$/.test(text)) return null;
  return parseYuan(text);
}

/** A rate in basis points as Nuonuo's decimal text: 900 -> '0.09', 1300 -> '0.13', 0 -> '0'. */
export function rateText(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints) || basisPoints < 0 || basisPoints > BASIS_POINTS_PER_UNIT) throw new Error(`not a rate in basis points: ${basisPoints}`);
  const digits = String(basisPoints).padStart(RATE_DIGITS + 1, '0');
  const fraction = digits.slice(-RATE_DIGITS).replace(/0+$/, '');
  return fraction ? `${digits.slice(0, -RATE_DIGITS)}.${fraction}` : digits.slice(0, -RATE_DIGITS);
}

/** Nuonuo's rate text as basis points; null when it is not a rate of at most four decimals between 0 and 1. */
export function rateOfText(text: unknown): number | null {
  if (typeof text !== 'string' || !/^[01](\.\d{1,4})?$/.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const basisPoints = Number(whole) * BASIS_POINTS_PER_UNIT + Number(fraction.padEnd(RATE_DIGITS, '0'));
  return basisPoints <= BASIS_POINTS_PER_UNIT ? basisPoints : null;
}

/** A decimal text of at most `NUONUO_DECIMALS` places as an integer scaled by 10^8; null when it is not one. */
export function scaledOf(text: unknown): bigint | null {
  if (typeof text !== 'string') return null;
  const match = /^(-?)(\d{1,13})(?:\.(\d{1,8}))?$/.exec(text);
  if (!match) return null;
  const value = BigInt(match[2]) * NUONUO_SCALE + BigInt((match[3] ?? '').padEnd(NUONUO_DECIMALS, '0'));
  return match[1] ? -value : value;
}

/** Fen scaled by 10^8 of a yuan (to compare with `scaledOf`). */
export const scaledOfFen = (fen: number): bigint => BigInt(fen) * FEN_TO_EIGHT_DECIMALS;

/** An integer scaled by 10^8 as its shortest decimal text: 11300000000n -> '113', 33333333n -> '0.33333333'. */
export function scaledText(scaled: bigint): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(NUONUO_DECIMALS + 1, '0');
  const fraction = digits.slice(-NUONUO_DECIMALS).replace(/0+$/, '');
  const whole = digits.slice(0, -NUONUO_DECIMALS);
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The unit price (tax included) of `quantity` units costing `grossFen` in all, to 8 decimals rounded half up. */
export function unitPriceText(grossFen: number, quantity: number): string {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Error(`not a quantity: ${quantity}`);
  const total = scaledOfFen(grossFen);
  const q = BigInt(quantity);
  return scaledText((2n * total + q) / (2n * q));
}
