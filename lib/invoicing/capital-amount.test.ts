import { MAX_FEN } from '../money/fen';
import { capitalAmount } from './capital-amount';

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

  it('refuses what is not an amount in fen', () => {
    expect(() => capitalAmount(1.5)).toThrow();
    expect(() => capitalAmount(MAX_FEN + 1)).toThrow();
    expect(() => capitalAmount(Number.NaN)).toThrow();
  });
});
