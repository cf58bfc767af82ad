import { fenToYuan, isFen, parseYuan, sumFen } from './fen';

describe('fen', () => {
  it('reads yuan as people type them, exactly', () => {
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('¥12.50')).toBe(1250);
    expect(parseYuan('1,234.05元')).toBe(123405);
    expect(parseYuan('0.1')).toBe(10);
    expect(parseYuan('-3')).toBe(-300);
    expect(parseYuan(' 7 ')).toBe(700);
    expect(parseYuan('0.07')).toBe(7);
  });

  it('refuses what is not an amount of at most two decimals', () => {
    for (const text of ['', 'abc', '1.234', '1e3', '12.5.1', '--1', '.5', 'NaN', '99999999999999']) expect([text, parseYuan(text)]).toEqual([text, null]);
  });

  it('shows fen as yuan with the currency\'s decimals', () => {
    expect(fenToYuan(1250)).toBe('12.50');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(-5)).toBe('-0.05');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(1250, 0)).toBe('13');
    expect(fenToYuan(1249, 0)).toBe('12');
    expect(fenToYuan(1250, 1)).toBe('12.5');
    expect(fenToYuan(1255, 1)).toBe('12.6');
    expect(fenToYuan(1250, 4)).toBe('12.5000');
    expect(fenToYuan(-4, 0)).toBe('0');
  });

  it('round-trips every amount it shows', () => {
    for (let fen = -10_000; fen <= 10_000; fen += 7) expect(parseYuan(fenToYuan(fen))).toBe(fen);
  });

  it('keeps sums of many odd amounts exact where floats drift', () => {
    // 100,000 amounts of 0.01 .. 0.99 yuan, summed in fen and shown exactly.
    const amounts = Array.from({ length: 100_000 }, (_, i) => 1 + ((i * 37) % 99));
    const fen = sumFen(amounts);
    const expected = amounts.reduce((a, b) => a + b, 0);
    expect(fen).toBe(expected);
    // The float way: ten dimes are not a yuan.
    expect(Array.from({ length: 10 }, () => 0.1).reduce((a, b) => a + b, 0)).not.toBe(1);
    expect(sumFen(Array.from({ length: 10 }, () => parseYuan('0.1')!))).toBe(100);
    expect(fenToYuan(fen)).toBe(`${Math.floor(expected / 100)}.${String(expected % 100).padStart(2, '0')}`);
    expect(sumFen(['0.10', '0.20'].map((t) => parseYuan(t)!))).toBe(30);
  });

  it('refuses a float or an out-of-range amount in a sum', () => {
    expect(isFen(12.5)).toBe(false);
    expect(() => sumFen([1, 0.5])).toThrow();
    expect(() => sumFen([Number.MAX_SAFE_INTEGER])).toThrow();
  });
});
