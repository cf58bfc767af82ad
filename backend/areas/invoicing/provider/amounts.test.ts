// The crossing between fen and Nuonuo's decimal texts is exact both ways, over many values.
import { fenOfYuanText, rateOfText, rateText, scaledOf, scaledOfFen, scaledText, unitPriceText, yuanText } from './amounts';

describe('yuan texts', () => {
  it('writes fen with two decimals and reads them back, for every amount around the boundaries', () => {
    const samples = [0, 1, 9, 10, 99, 100, 101, 826, 74, 900, 999_999, 1_000_000_000_000];
    for (let fen = -2_000; fen <= 2_000; fen += 1) samples.push(fen);
    for (const fen of samples) expect(fenOfYuanText(yuanText(fen))).toBe(fen);
    expect(yuanText(826)).toBe('8.26');
    expect(yuanText(-500)).toBe('-5.00');
  });

  it('reads the platform\'s shorter forms and refuses what is not an amount', () => {
    expect(fenOfYuanText('-5')).toBe(-500);
    expect(fenOfYuanText('0.3')).toBe(30);
    expect(fenOfYuanText('-0.3')).toBe(-30);
    for (const bad of ['', '1.234', '¥1.00', '1,000.00', '1e3', ' 1', 'abc', '0.1.2', null, 5]) expect(fenOfYuanText(bad)).toBeNull();
  });
});

describe('rates', () => {
  it('writes basis points as Nuonuo\'s decimals and reads every one back', () => {
    expect([900, 1300, 600, 500, 300, 100, 0, 10_000, 50].map(rateText)).toEqual(['0.09', '0.13', '0.06', '0.05', '0.03', '0.01', '0', '1', '0.005']);
    for (let bp = 0; bp <= 10_000; bp += 1) expect(rateOfText(rateText(bp))).toBe(bp);
  });

  it('refuses what is not a rate', () => {
    for (const bad of ['9%', '0.123456', '1.5', '-0.09', '.09', '', null]) expect(rateOfText(bad)).toBeNull();
    expect(() => rateText(-1)).toThrow();
    expect(() => rateText(10_001)).toThrow();
    expect(() => rateText(0.5)).toThrow();
  });
});

describe('unit prices and quantities', () => {
  it('divides exactly to 8 decimals, rounded half up, in the shortest text', () => {
    expect(unitPriceText(11_300, 1)).toBe('113');
    expect(unitPriceText(900, 1)).toBe('9');
    expect(unitPriceText(1_000, 3)).toBe('3.33333333');
    expect(unitPriceText(2_000, 3)).toBe('6.66666667');
    expect(unitPriceText(5, 2)).toBe('0.025');
    expect(() => unitPriceText(100, 0)).toThrow();
  });

  it('reads decimals of up to 8 places, signed, and writes them back', () => {
    for (const text of ['113', '0.025', '-1', '3.33333333', '0', '-0.3']) expect(scaledText(scaledOf(text)!)).toBe(text);
    expect(scaledOf('8.26')).toBe(scaledOfFen(826));
    for (const bad of ['1.123456789', '1e2', '', ' 1', null]) expect(scaledOf(bad)).toBeNull();
  });
});
