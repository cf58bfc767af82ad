import { FALLBACK_CURRENCY, formatMoney } from './currency';

describe('formatMoney', () => {
  it('shows fen with the symbol in front or behind, with the currency decimals', () => {
    expect(formatMoney(1250)).toBe('¥12.50');
    expect(formatMoney('300', { symbol: '元', position: 'behind', decimals: 2 })).toBe('3.00元');
    expect(formatMoney(123457, { symbol: '円', position: 'behind', decimals: 0 })).toBe('1235円');
    expect(formatMoney(-200, FALLBACK_CURRENCY)).toBe('¥-2.00');
    expect(formatMoney(7)).toBe('¥0.07');
  });
  it('leaves what is not an amount in fen as it is', () => {
    expect(formatMoney(12.5)).toBe('12.5');
    expect(formatMoney('x')).toBe('x');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
  });
});
