// An amount in Chinese capital figures as a 数电 invoice prints 价税合计（大写）: 壹佰圆整,
// 壹万柒仟陆佰伍拾柒圆零柒分, and for a red invoice （负数）壹万肆仟圆整. Invoices write 圆 (not
// 元), as read from issued 数电 PDFs. The rules are the People's Bank's for capital amounts: one
// 零 for a run of zeros inside the yuan, none after a zero units digit before 角, 零 between 圆
// and a lone 分, 整 when there are no 分.
import { FEN_PER_YUAN, MAX_FEN, isFen } from '../money/fen';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'] as const;
/** Places inside a group of four digits, from the units up. */
const PLACES = ['', '拾', '佰', '仟'] as const;
/** Groups of four digits, from the units up: up to MAX_FEN (10 000 000 000 yuan) and beyond. */
const GROUPS = ['', '万', '亿', '万亿'] as const;
const DIGITS_PER_GROUP = 4;

export const YUAN_MARK = '圆';
export const JIAO_MARK = '角';
export const FEN_MARK = '分';
export const WHOLE_MARK = '整';
export const ZERO_AMOUNT = `${DIGITS[0]}${YUAN_MARK}${WHOLE_MARK}`;
/** What a red (negative) invoice prints before the capital amount. */
export const NEGATIVE_MARK = '（负数）';

function yuanInCapitals(yuan: number): string {
  const digits = String(yuan);
  let out = '';
  let zeroPending = false;
  for (let i = 0; i < digits.length; i += 1) {
    const place = digits.length - 1 - i;
    const digit = Number(digits[i]);
    if (digit === 0) zeroPending = out !== '';
    else {
      if (zeroPending) out += DIGITS[0];
      out += DIGITS[digit] + PLACES[place % DIGITS_PER_GROUP];
      zeroPending = false;
    }
    const groupStart = place % DIGITS_PER_GROUP === 0;
    if (groupStart && place > 0) {
      const group = digits.slice(Math.max(0, i - (DIGITS_PER_GROUP - 1)), i + 1);
      if (/[1-9]/.test(group)) out += GROUPS[place / DIGITS_PER_GROUP];
    }
  }
  return out;
}

/** Fen as the capital amount of an invoice: 10000 -> 壹佰圆整, -1400000 -> （负数）壹万肆仟圆整. */
export function capitalAmount(fen: number): string {
  if (!isFen(fen) || Math.abs(fen) > MAX_FEN) throw new Error(`not an amount in fen: ${fen}`);
  if (fen < 0) return NEGATIVE_MARK + capitalAmount(-fen);
  if (fen === 0) return ZERO_AMOUNT;
  const yuan = Math.floor(fen / FEN_PER_YUAN);
  const jiao = Math.floor((fen % FEN_PER_YUAN) / 10);
  const cents = fen % 10;
  let out = yuan > 0 ? yuanInCapitals(yuan) + YUAN_MARK : '';
  if (jiao > 0) out += DIGITS[jiao] + JIAO_MARK;
  else if (cents > 0 && yuan > 0) out += DIGITS[0];
  if (cents > 0) out += DIGITS[cents] + FEN_MARK;
  else out += WHOLE_MARK;
  return out;
}
