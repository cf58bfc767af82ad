// Prices include tax. The tax authority splits each line on its own: net = gross / (1 + r)
// rounded half up to the fen, tax = gross - net; an invoice's totals are the sums of its lines,
// never a split of the total (the sum of rounded lines can differ from the rounded sum by a fen).
// Integer arithmetic (BigInt), so no amount up to MAX_FEN ever meets a float.
import { isFen, sumFen } from '../money/fen';
import { BASIS_POINTS_PER_UNIT, isTaxRate, type TaxRate } from './tax-rates';

export interface TaxSplit { net: number; tax: number }
export interface InvoiceTotals { net: number; tax: number; gross: number }

/**
 * A line's gross (fen, tax included) split into net and tax. Negative lines (a red invoice's)
 * split as the mirror of their positive: half away from zero, so a full reversal negates exactly.
 */
export function splitTax(gross: number, rate: TaxRate): TaxSplit {
  if (!isFen(gross)) throw new Error(`not an amount in fen: ${gross}`);
  if (!isTaxRate(rate)) throw new Error(`not a known tax rate: ${rate}`);
  const magnitude = BigInt(Math.abs(gross));
  const numerator = magnitude * BigInt(BASIS_POINTS_PER_UNIT);
  const denominator = BigInt(BASIS_POINTS_PER_UNIT + rate);
  // Half up: floor((2n + d) / 2d).
  const net = Number((2n * numerator + denominator) / (2n * denominator));
  const signed = gross < 0 ? -net : net;
  return { net: signed, tax: gross - signed };
}

/** An invoice's totals: the sums of its lines' net and tax as split. */
export function invoiceTotals(lines: readonly TaxSplit[]): InvoiceTotals {
  const net = sumFen(lines.map((l) => l.net));
  const tax = sumFen(lines.map((l) => l.tax));
  return { net, tax, gross: net + tax };
}
