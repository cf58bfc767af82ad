// What the writers put in a cell and the parsers check of a row's text fields: the formats have
// no quoting, so a cell never holds a comma, a quote or a line break.
import { StatementError } from './errors';

const PLAIN = /^[^,"\r\n\t`]*$/;
const TIME = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2}$/;

/** A writer's text cell; throws on what the format cannot carry (a bug of the caller). */
export function plainCell(value: string): string {
  if (!PLAIN.test(value)) throw new Error(`a statement cell cannot hold ${JSON.stringify(value)}`);
  return value;
}

/** A row's completion time, which must be on the statement's day. */
export function rowTime(text: string, day: string, line: number): string {
  const match = TIME.exec(text);
  if (!match) throw new StatementError('statementBadTime', line, { value: text.slice(0, 40) });
  if (match[1] !== day) throw new StatementError('statementOtherDay', line, { value: text, day });
  return text;
}

/** A number the row must carry (transaction, order, refund): the characters the channels allow in them (`_-|*@`). */
export function requiredNo(text: string, line: number, column: string): string {
  if (!/^[A-Za-z0-9_\-|*@]{1,64}$/.test(text)) throw new StatementError('statementBadNumber', line, { column, value: text.slice(0, 40) });
  return text;
}

/** A header line that must be exactly the format's. */
export function expectHeader(text: string, columns: readonly string[], line: number): void {
  if (text.trim() !== columns.join(',')) throw new StatementError('statementBadHeader', line);
}
