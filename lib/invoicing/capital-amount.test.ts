import fc from 'fast-check';
import { MAX_FEN } from '../money/fen';
import { capitalAmount } from './capital-amount';

const DIGIT_VALUES: Record<string, number> = { 零: 0, 壹: 1, 贰: 2, 叁: 3, 肆: 4, 伍: 5, 陆: 6, 柒: 7, 捌: 8, 玖: 9 };
const PLACE_VALUES: Record<string, number> = { 拾: 10, 佰: 100, 仟: 1000 };

/** A capital amount read back to fen, as a person reads it (the test's own reading, not the code's). */
function readCapital(text: string): number {
  const negative = text.startsWith('（负数）');
  const body = negative ? text.slice('（负数）'.length) : text;
  const [yuanText, rest] = body.includes('圆') ? body.split('圆') : ['', body];
  let total = 0;
  let section = 0;
  let digit = 0;
  for (const c of yuanText) {
    if (c in DIGIT_VALUES) digit = DIGIT_VALUES[c];
    else if (c in PLACE_VALUES) { section += digit * PLACE_VALUES[c]; digit = 0; }
    else if (c === '万') { section = (section + digit) * 10_000; digit = 0; }
    else if (c === '亿') { total = (total + section + digit) * 100_000_000; section = 0; digit = 0; }
  }
  const jiao = /(.)角/.exec(rest)?.[1];
  const fen = /(.)分/.exec(rest)?.[1];
  const value = (total + section + digit) * 100 + (jiao ? DIGIT_VALUES[jiao] * 10 : 0) + (fen ? DIGIT_VALUES[fen] : 0);
  return negative ? -value : value;
}

describe('capitalAmount', () => {
  it.each([
    // Read from issued 数电 invoices (价税合计（大写）beside （小写）).
    [178_000, '壹仟柒佰捌拾圆整'],
    [895_141, '捌仟玖佰伍拾壹圆肆角壹分'],
    [120_000, '壹仟贰佰圆整'],
    [3_300_000, '叁万叁仟圆整'],
    [613_250, '陆仟壹佰叁拾贰圆伍角整'],
    [2_965_950, '贰万玖仟陆佰伍拾玖圆伍角整'],
    [96_050, '玖佰陆拾圆伍角整'],
    [1_765_707, '壹万柒仟陆佰伍拾柒圆零柒分'],
    [805_105_400, '捌佰零伍万壹仟零伍拾肆圆整'],
    // The People's Bank's own examples: 101.50 and 1,004.56.
    [10_150, '壹佰零壹圆伍角整'],
    [100_456, '壹仟零肆圆伍角陆分'],
    // The brief's values.
    [10_000, '壹佰圆整'],
    [1005, '壹拾圆零伍分'],
    [100_100, '壹仟零壹圆整'],
    [0, '零圆整'],
    // Below a yuan.
    [5, '伍分'],
    [50, '伍角整'],
    [55, '伍角伍分'],
    [100, '壹圆整'],
    [900, '玖圆整'],
    [1000, '壹拾圆整'],
    [1001, '壹拾圆零壹分'],
    [1010, '壹拾圆壹角整'],
    // 万 and 亿 boundaries.
    [1_000_000, '壹万圆整'],
    [10_000_001, '壹拾万圆零壹分'],
    [10_001_000, '壹拾万零壹拾圆整'],
    [100_000_000, '壹佰万圆整'],
    [100_000_100, '壹佰万零壹圆整'],
    [999_999_999, '玖佰玖拾玖万玖仟玖佰玖拾玖圆玖角玖分'],
    [10_000_000_000, '壹亿圆整'],
    [10_000_000_100, '壹亿零壹圆整'],
    [10_001_000_000, '壹亿零壹万圆整'],
    [10_010_000_000, '壹亿零壹拾万圆整'],
    [10_000_100_000, '壹亿零壹仟圆整'],
    [11_000_000_000, '壹亿壹仟万圆整'],
    [100_000_000_000, '壹拾亿圆整'],
    [MAX_FEN, '壹佰亿圆整'],
  ])('%i fen -> %s', (fen, text) => {
    expect(capitalAmount(fen)).toBe(text);
  });

  it('prints a red invoice\'s negative amount after （负数）', () => {
    // As an issued red 数电 invoice: ¥ -14000.00, （负数）壹万肆仟圆整.
    expect(capitalAmount(-1_400_000)).toBe('（负数）壹万肆仟圆整');
    expect(capitalAmount(-1005)).toBe('（负数）壹拾圆零伍分');
  });

  it('reads back to the amount it prints, for any amount, with no doubled or trailing 零', () => {
    fc.assert(fc.property(fc.integer({ min: -MAX_FEN, max: MAX_FEN }), (fen) => {
      const text = capitalAmount(fen);
      return readCapital(text) === fen && !text.includes('零零') && (fen === 0 || !/零(圆|万|亿|角|整)/.test(text)) && text.endsWith('整') === (fen % 10 === 0);
    }), { numRuns: 5000 });
    // Small amounts, every one.
    for (let fen = 0; fen <= 20_000; fen += 1) expect([fen, readCapital(capitalAmount(fen))]).toEqual([fen, fen]);
  });

  it('refuses what is not an amount in fen', () => {
    expect(() => capitalAmount(1.5)).toThrow();
    expect(() => capitalAmount(MAX_FEN + 1)).toThrow();
    expect(() => capitalAmount(Number.NaN)).toThrow();
  });
});
