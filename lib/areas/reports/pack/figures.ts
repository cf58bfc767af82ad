// The management pack's figures (/OneClickReport, docs/reports.md "The management pack"): which
// money figures and rates it shows, each made by lib/reports/money-figures.ts from the sums the
// backend read, per lot and in total, with the comparable periods' (month on month, year on year).
// Nothing is defined here: the pack only chooses and assembles.
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../parking/channels';
import { compare, compareRates, type Compared } from '../../../reports/comparison';
import { paidKind, type MoneyEventSum } from '../../../reports/money-events';
import { moneyFigure, moneyFigures, moneyRate, type MoneyFigure, type MoneyRate } from '../../../reports/money-figures';
import type { Rate } from '../../../reports/rates';

/** The money figures the pack shows, in its order (the list). */
export const PACK_MONEY_FIGURES = [
  'receivable', 'received', 'discounts', 'waived', 'arrearsCreated', 'arrearsRecovered', 'refunded',
  'monthlyIncome', 'storedValueIncome', 'invoiced', 'net',
] as const satisfies readonly MoneyFigure[];
export type PackMoneyFigure = (typeof PACK_MONEY_FIGURES)[number];

export const PACK_RATES = ['receivedRate', 'arrearsRecoveryRate'] as const satisfies readonly MoneyRate[];
export type PackRate = (typeof PACK_RATES)[number];

export type PackMoney = Record<PackMoneyFigure, number>;
export type PackRates = Record<PackRate, Rate>;

/** The pack's money figures and rates over one set of sums (a lot's, or every lot's). */
export function packMoney(sums: readonly MoneyEventSum[]): { figures: PackMoney; rates: PackRates } {
  const all = moneyFigures(sums);
  const figures = Object.fromEntries(PACK_MONEY_FIGURES.map((f) => [f, all[f]])) as PackMoney;
  const rates = Object.fromEntries(PACK_RATES.map((r) => [r, moneyRate(r, all)])) as PackRates;
  return { figures, rates };
}

/** Each figure and rate against its base period's. */
export function packComparison(current: { figures: PackMoney; rates: PackRates }, base: { figures: PackMoney; rates: PackRates }) {
  return {
    figures: Object.fromEntries(PACK_MONEY_FIGURES.map((f) => [f, compare(current.figures[f], base.figures[f])])) as Record<PackMoneyFigure, Compared>,
    rates: Object.fromEntries(PACK_RATES.map((r) => [r, compareRates(current.rates[r], base.rates[r])])) as Record<PackRate, Compared | null>,
  };
}

/** Sums of several lots as one set (a figure over lots is the figure of their sums: docs/reports.md "Dimensions"). */
export const allSums = (perLot: ReadonlyMap<number, readonly MoneyEventSum[]>): MoneyEventSum[] => [...perLot.values()].flat();

/** Received by channel: each channel's paid_* sums (every purpose), so the channels add up to received. */
export function receivedByChannel(sums: readonly MoneyEventSum[]): { channel: PaymentChannel; amount: number }[] {
  return PAYMENT_CHANNELS.map((channel) => ({ channel, amount: moneyFigure('received', sums.filter((s) => s.kind === paidKind(channel))) }));
}
