import { FALLBACK_CURRENCY, formatMoney } from './currency';

describe('formatMoney', () => {
  it('puts the symbol in front or behind, with the currency decimals', () => {
    expect(formatMoney(12.5)).toBe('¥12.50');
    expect(formatMoney('3', { symbol: '€', position: 'behind', decimals: 2 })).toBe('3.00€');
    expect(formatMoney(1234.567, { symbol: '円', position: 'behind', decimals: 0 })).toBe('1235円');
    expect(formatMoney(-2, FALLBACK_CURRENCY)).toBe('¥-2.00');
  });
  it('leaves what is not an amount as it is', () => {
    expect(formatMoney('x')).toBe('x');
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
  });
});
