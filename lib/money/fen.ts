// Amounts are integer fen (1/100 of a yuan) everywhere: database (bigint), payloads, exports.
// Never a JavaScript float: yuan typed by a person are read digit by digit, and fen are shown
// by splitting the integer, so 0.1 + 0.2 is never 0.30000000000000004 anywhere.

/** Decimal places of the minor unit: 1 yuan = 100 fen. */
export const FEN_DIGITS = 2;
export const FEN_PER_YUAN = 10 ** FEN_DIGITS;
/** The largest amount the console accepts anywhere: 10 billion yuan, far inside a safe integer. */
export const MAX_FEN = 1_000_000_000_000;

export const isFen = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_FEN;

// Symbols and separators people type or spreadsheets show around an amount.
const DECORATION = /[¥￥元,\s]|CNY|RMB/gi;
const YUAN = /^([+-]?)(\d{1,13})(?:\.(\d{0,2}))?$/;

/** '12.5', '¥12.50', '1,234.00元' -> fen; null when it is not an amount with at most two decimals. */
export function parseYuan(text: string): number | null {
  const match = YUAN.exec(text.replace(DECORATION, ''));
  if (!match) return null;
  const [, sign, whole, decimals = ''] = match;
  const fen = Number(whole) * FEN_PER_YUAN + Number(decimals.padEnd(FEN_DIGITS, '0'));
  const signed = sign === '-' ? -fen : fen;
  return isFen(signed) ? signed : null;
}

/**
 * Fen as yuan text with `decimals` places (2: 1250 -> '12.50'; 0: rounded half away from zero,
 * 1250 -> '13'; 4: '12.5000'). Pure integer arithmetic.
 */
export function fenToYuan(fen: number, decimals: number = FEN_DIGITS): string {
  const negative = fen < 0;
  let abs = Math.abs(Math.trunc(fen));
  let places = FEN_DIGITS;
  if (decimals < FEN_DIGITS) {
    const step = 10 ** (FEN_DIGITS - decimals);
    abs = Math.floor((abs + step / 2) / step);
    places = decimals;
  }
  const scale = 10 ** places;
  const whole = Math.floor(abs / scale);
  const fraction = places > 0 ? `.${String(abs % scale).padStart(places, '0').padEnd(decimals, '0')}` : '';
  return `${negative && abs > 0 ? '-' : ''}${whole}${fraction}`;
}

/** Sum of fen amounts; throws when one is not an integer amount (a bug, never user input). */
export function sumFen(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    if (!isFen(amount)) throw new Error(`not an amount in fen: ${amount}`);
    total += amount;
  }
  if (!Number.isSafeInteger(total)) throw new Error('sum of amounts overflows');
  return total;
}
