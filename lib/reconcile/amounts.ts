// Amounts as the statements print them, read exactly, never through a float: '12.50', '-5.00',
// '0', '0.0', and WeChat's fees with five decimals ('0.01000', '-0.02000'). An amount is read in
// units of 1/100,000 yuan (UNITS_PER_FEN to the fen) as a bigint, so a day's totals of any size
// add up exactly; a payment's or refund's amount must be whole fen, a fee is rounded to the fen
// by the rule below (docs/reconciliation.md).
import { fenToYuan, isFen } from '../money/fen';
import { StatementError } from './errors';
import { STATEMENT_DECIMALS, UNITS_PER_FEN } from './formats';

const STATEMENT_AMOUNT = new RegExp(`^(-?)(\\d{1,12})(?:\\.(\\d{1,${STATEMENT_DECIMALS}}))?$`);
const UNITS_PER_YUAN = 10n ** BigInt(STATEMENT_DECIMALS);
const FEN = BigInt(UNITS_PER_FEN);

const badAmount = (text: string, line: number, column: string) =>
  new StatementError('statementBadAmount', line, { column, value: text.slice(0, 40) });

/** The exact amount of a cell, in 1/100,000 yuan; refuses anything else with `statementBadAmount` at `line`. */
export function statementUnits(text: string, line: number, column: string): bigint {
  const match = STATEMENT_AMOUNT.exec(text);
  if (!match) throw badAmount(text, line, column);
  const units = BigInt(match[2]) * UNITS_PER_YUAN + BigInt((match[3] ?? '').padEnd(STATEMENT_DECIMALS, '0'));
  return match[1] ? -units : units;
}

/** Whole fen of an amount; an amount finer than a fen (or too large) is refused: only fees have finer digits. */
export function wholeFen(units: bigint, text: string, line: number, column: string): number {
  const fen = Number(units / FEN);
  if (units % FEN !== 0n || !isFen(fen)) throw badAmount(text, line, column);
  return fen;
}

/** Fen of a statement amount cell: `statementUnits` then `wholeFen`. */
export const statementFen = (text: string, line: number, column: string): number =>
  wholeFen(statementUnits(text, line, column), text, line, column);

/**
 * A fee's fen: its size rounded half up to the fen (0.07500 → 8 fen, −0.00400 → 0), sign dropped
 * (a fee is charged on a payment, given back on a refund). The same rule as the expected fee (`channelFee`).
 */
export function feeFen(units: bigint, text: string, line: number, column: string): number {
  const size = units < 0n ? -units : units;
  const fen = Number((size + FEN / 2n) / FEN);
  if (!isFen(fen)) throw badAmount(text, line, column);
  return fen;
}

/** A count cell ('45', or '45.0' as some summaries print it); refuses anything else. */
export function statementCount(text: string, line: number, column: string): number {
  const match = /^(\d{1,9})(?:\.0+)?$/.exec(text);
  if (!match) throw new StatementError('statementBadCount', line, { column, value: text.slice(0, 40) });
  return Number(match[1]);
}

/** Fen as the statements print amounts. */
export const statementYuan = (fen: number): string => fenToYuan(fen, 2);

/** Fen as WeChat prints fees: five decimals ('0.01000'). */
export const statementFeeYuan = (fen: number): string => fenToYuan(fen, STATEMENT_DECIMALS);

/** A channel's fee on `amount` at `ppm` parts per million, rounded half up to the fen. */
export const channelFee = (amount: number, ppm: number): number => Math.floor((amount * ppm + 500_000) / 1_000_000);
