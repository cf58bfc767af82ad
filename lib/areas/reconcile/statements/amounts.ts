// Amounts as the statements print them, read exactly, never through a float: '12.50', '-5.00',
// '0', '0.0', and WeChat's fees with five decimals ('0.01000', '-0.02000'). An amount is read as an
// integer of 1/100,000 yuan (UNITS_PER_FEN to the fen): at most 10 billion yuan, so a cell and a
// day's totals stay exact safe integers; a payment's or refund's amount must be whole fen, a fee
// is rounded to the fen by the rule below (docs/reconciliation.md).
import { fenToYuan, isFen } from '../../../money/fen';
import { StatementError } from './errors';
import { STATEMENT_DECIMALS, UNITS_PER_FEN } from './formats';

const STATEMENT_AMOUNT = new RegExp(`^(-?)(\\d{1,10})(?:\\.(\\d{1,${STATEMENT_DECIMALS}}))?$`);
const DECIMALS = STATEMENT_DECIMALS;
const UNITS_PER_YUAN = 10 ** DECIMALS;
const FEN = UNITS_PER_FEN;

const badAmount = (text: string, line: number, column: string) =>
  new StatementError('statementBadAmount', line, { column, value: text.slice(0, 40) });

/** The exact amount of a cell, in 1/100,000 yuan; refuses anything else with `statementBadAmount` at `line`. */
export function statementUnits(text: string, line: number, column: string): number {
  const match = STATEMENT_AMOUNT.exec(text);
  if (!match) throw badAmount(text, line, column);
  const units = Number(match[2]) * UNITS_PER_YUAN + (match[3] ? Number(match[3].padEnd(DECIMALS, '0')) : 0);
  return match[1] ? -units : units;
}

/** `total + units`, refused past a safe integer (a total no day reaches): sums stay exact. */
export function addUnits(total: number, units: number, text: string, line: number, column: string): number {
  const sum = total + units;
  if (!Number.isSafeInteger(sum)) throw badAmount(text, line, column);
  return sum;
}

/** Whole fen of an amount; an amount finer than a fen (or too large) is refused: only fees have finer digits. */
export function wholeFen(units: number, text: string, line: number, column: string): number {
  const fen = units / FEN;
  if (!Number.isInteger(fen) || !isFen(fen)) throw badAmount(text, line, column);
  return fen;
}

/**
 * A fee's fen: its size rounded half up to the fen (0.07500 → 8 fen, −0.00400 → 0), sign dropped
 * (a fee is charged on a payment, given back on a refund). The same rule as the expected fee (`channelFee`).
 */
export function feeFen(units: number, text: string, line: number, column: string): number {
  const fen = Math.floor((Math.abs(units) + FEN / 2) / FEN);
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
