// The money reports' rates and comparisons, computed when rows are read with the one definition of
// each (lib/reports/rates.ts, money-figures.ts, comparison.ts) from the figures the views summed,
// and shown as percents with two decimals (ratePercentText). A rate over nothing stays empty.
import { compare } from '../../../../lib/reports/comparison';
import { MONEY_RATES, moneyRate, type MoneyFigure, type MoneyRate } from '../../../../lib/reports/money-figures';
import { rateOf, ratePercentText } from '../../../../lib/reports/rates';
import type { Values } from '../../../entities/types';

const fen = (value: unknown) => Number(value ?? 0);

/** Sets each money rate named in `rates` from the row's figures (fields named as the figures). */
export function withMoneyRates(rows: Values[], rates: readonly MoneyRate[]): void {
  for (const row of rows) {
    for (const rate of rates) {
      const { numerator, denominator } = MONEY_RATES[rate];
      const figures = { [numerator]: fen(row[numerator]), [denominator]: fen(row[denominator]) } as Record<MoneyFigure, number>;
      row[rate] = ratePercentText(moneyRate(rate, figures));
    }
  }
}

/** A part's share of a whole, as a percent (basis points rounded once). */
export function withShare(rows: Values[], part: string, whole: string, into: string): void {
  for (const row of rows) row[into] = ratePercentText(rateOf(fen(row[part]), fen(row[whole])));
}

/** The change rate of `current` against `base` (none when the base is 0). */
export function withChangeRate(rows: Values[], current: string, base: string, into: string): void {
  for (const row of rows) row[into] = ratePercentText(compare(fen(row[current]), fen(row[base])).changeRate);
}
