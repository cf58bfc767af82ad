import { approximateRowsText, gridRowCount } from './totals';

describe('list totals', () => {
  const t = (key: string, v: { from: number; to: number; total: number }) => `${key}:${v.from}-${v.to}/${v.total}`;

  it('gives the grid an exact total as its row count', () => {
    expect(gridRowCount({ total: 25 }, 20, 20)).toEqual({ rowCount: 25 });
    expect(gridRowCount(undefined, 0, 20)).toEqual({ rowCount: 0 });
    expect(approximateRowsText({ total: 25 }, { from: 1, to: 20 }, t)).toBeNull();
  });

  it('leaves an approximate count open, with the estimate, and a next page while pages are full', () => {
    expect(gridRowCount({ total: 1_000_000, totalKind: 'estimate' }, 20, 20))
      .toEqual({ rowCount: -1, estimatedRowCount: 1_000_000, paginationMeta: { hasNextPage: true } });
    expect(gridRowCount({ total: 10_000, totalKind: 'atLeast' }, 7, 20))
      .toEqual({ rowCount: -1, estimatedRowCount: 10_000, paginationMeta: { hasNextPage: false } });
  });

  it('says which kind of approximation the total is', () => {
    expect(approximateRowsText({ total: 1_000_000, totalKind: 'estimate' }, { from: 21, to: 40 }, t)).toBe('rowsOfEstimate:21-40/1000000');
    expect(approximateRowsText({ total: 10_000, totalKind: 'atLeast' }, { from: 1, to: 20 }, t)).toBe('rowsOfAtLeast:1-20/10000');
  });
});
