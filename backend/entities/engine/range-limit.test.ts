import type { ScreenDecl } from '../../../lib/screens/types';
import { addMonths, limitRange } from './range-limit';

const decl = { rangeLimit: { field: 'entryAt', months: 2 } } as unknown as ScreenDecl;
const NOW = Date.parse('2026-11-25T10:00:00+08:00');

describe('range limit', () => {
  it('counts months on the operator\'s clock', () => {
    expect(new Date(addMonths(Date.parse('2026-11-25T00:30:00+08:00'), -2)).toISOString()).toBe('2026-09-24T16:30:00.000Z');
  });

  it('shows the last months without a range, and takes a range within the limit', () => {
    expect(limitRange(decl, {}, NOW)).toEqual({ entryAt: { from: new Date(addMonths(NOW, -2)).toISOString() } });
    expect(limitRange(decl, { entryAt: { from: '2026-10-01', to: '2026-11-30' } }, NOW)).toEqual({ entryAt: { from: '2026-09-30T16:00:00.000Z', to: '2026-11-30' } });
    expect(limitRange({ ...decl, rangeLimit: undefined }, { x: 1 }, NOW)).toEqual({ x: 1 });
  });

  it('refuses a wider range with its message key', () => {
    expect(() => limitRange(decl, { entryAt: { from: '2026-01-01' } }, NOW)).toThrow(expect.objectContaining({ code: 'rangeTooWide', values: { months: 2 } }));
    expect(() => limitRange(decl, { entryAt: { from: '2026-07-01', to: '2026-09-02' } }, NOW)).toThrow(expect.objectContaining({ code: 'rangeTooWide' }));
  });
});
