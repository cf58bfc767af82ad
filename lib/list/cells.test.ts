import { formatMoney } from '../money/currency';
import { cellText, type CellLabels } from './cells';
import { TEST_SCREEN } from './test-screen';

const field = (name: string) => TEST_SCREEN.fields.find((f) => f.name === name)!;
const labels: CellLabels = { language: 'en-US', yes: 'Yes', no: 'No', option: (f, v) => (f.name === 'kind' && v === '2' ? 'Covered' : undefined) };

describe('cells', () => {
  it('formats fen as yuan with two decimals', () => {
    expect(formatMoney(300)).toBe('¥3.00');
    expect(formatMoney('1235')).toBe('¥12.35');
    expect(formatMoney('x')).toBe('x');
  });

  it('writes dates as the language does, date-times on the operator\'s clock (lib/i18n/dates.ts)', () => {
    expect(cellText(field('opened'), '2026-01-02T00:00:00Z', labels)).toBe('Jan 2, 2026');
    expect(cellText(field('opened'), '2026-01-02', { ...labels, language: 'zh-CN' })).toBe('2026-01-02');
    expect(cellText(field('seenAt'), '2026-11-22T08:00:00.000Z', labels)).toBe('Nov 22, 2026 16:00:00');
    expect(cellText(field('seenAt'), '2026-11-22T08:00:00.000Z', { ...labels, language: 'zh-CN' })).toBe('2026-11-22 16:00:00');
  });

  it('reads values with their labels', () => {
    expect(cellText(field('kind'), 2, labels)).toBe('Covered');
    expect(cellText(field('kind'), 3, labels)).toBe('3');
    expect(cellText(field('active'), true, labels)).toBe('Yes');
    expect(cellText(field('active'), false, labels)).toBe('No');
    expect(cellText(field('fee'), 450, labels)).toBe('¥4.50');
    expect(cellText(field('fee'), 450, { ...labels, currency: { symbol: ' USD', position: 'behind', decimals: 2 } })).toBe('4.50 USD');
    expect(cellText(field('name'), null, labels)).toBe('');
  });
});
