// Yuan text as the statements print it ('12.00', '-5.00'), read strictly to fen: exactly two
// decimals, no symbols, never through a float.
import { fenToYuan, isFen } from '../money/fen';
import { StatementError } from './errors';

const STATEMENT_YUAN = /^(-?)(\d{1,12})\.(\d{2})$/;

/** Fen of a statement amount; refuses anything else with `badAmount` at `line`. */
export function statementFen(text: string, line: number, column: string): number {
  const match = STATEMENT_YUAN.exec(text);
  if (!match) throw new StatementError('statementBadAmount', line, { column, value: text.slice(0, 40) });
  const fen = Number(match[2]) * 100 + Number(match[3]);
  const signed = match[1] ? -fen : fen;
  if (!isFen(signed)) throw new StatementError('statementBadAmount', line, { column, value: text.slice(0, 40) });
  return signed;
}

/** Fen as the statements print it. */
export const statementYuan = (fen: number): string => fenToYuan(fen, 2);

/** A channel's fee on `amount` at `ppm` parts per million, rounded half up to the fen. */
export const channelFee = (amount: number, ppm: number): number => Math.floor((amount * ppm + 500_000) / 1_000_000);
