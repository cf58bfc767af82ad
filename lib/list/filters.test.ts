import { filterSchema } from '../screens/schema';
import { dateRangeReversed, emptyFilters, filtersPayload } from './filters';
import { TEST_SCREEN } from './test-screen';

describe('filters', () => {
  it('starts blank, with both ends of a date range', () => {
    expect(emptyFilters(TEST_SCREEN)).toEqual({ name: '', kind: '', state: '', active: '', lotId: '', opened: { from: '', to: '' } });
  });

  it('drops blanks', () => {
    expect(filtersPayload(TEST_SCREEN, emptyFilters(TEST_SCREEN))).toEqual({});
    expect(filtersPayload(TEST_SCREEN, { name: '   ', opened: { from: '', to: ' ' } })).toEqual({});
  });

  it('trims text, types options, lots and booleans, keeps set ends of a range', () => {
    const payload = filtersPayload(TEST_SCREEN, {
      name: '  North ', kind: '2', state: 'open', active: 'false', lotId: '7', opened: { from: '2026-01-01', to: '' },
    });
    expect(payload).toEqual({ name: 'North', kind: 2, state: 'open', active: false, lotId: 7, opened: { from: '2026-01-01' } });
    expect(filterSchema(TEST_SCREEN).safeParse(payload).success).toBe(true);
  });

  it('ignores fields that are not filters and malformed dates or lots', () => {
    expect(filtersPayload(TEST_SCREEN, { fee: '3', lotId: 'x', opened: { from: '2026-1-1', to: '2026-02-01' } }))
      .toEqual({ opened: { to: '2026-02-01' } });
  });

  it('tells a reversed date range', () => {
    expect(dateRangeReversed({ from: '2026-02-01', to: '2026-01-01' })).toBe(true);
    expect(dateRangeReversed({ from: '2026-01-01', to: '2026-01-01' })).toBe(false);
    expect(dateRangeReversed({ from: '2026-02-01', to: '' })).toBe(false);
  });
});
