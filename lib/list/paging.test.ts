import { clampPage, pageToRange, rangeToPage } from './paging';

describe('paging', () => {
  it('turns the grid page into 1-based inclusive indices and back', () => {
    expect(pageToRange({ page: 0, pageSize: 20 })).toEqual({ startIndex: 1, endIndex: 20 });
    expect(pageToRange({ page: 2, pageSize: 50 })).toEqual({ startIndex: 101, endIndex: 150 });
    expect(rangeToPage({ startIndex: 101, endIndex: 150 })).toEqual({ page: 2, pageSize: 50 });
    expect(rangeToPage(pageToRange({ page: 7, pageSize: 10 }))).toEqual({ page: 7, pageSize: 10 });
  });

  it('never asks for more than 100 rows (DataGrid community limit)', () => {
    expect(pageToRange({ page: 0, pageSize: 500 })).toEqual({ startIndex: 1, endIndex: 100 });
    expect(pageToRange({ page: -1, pageSize: 0 })).toEqual({ startIndex: 1, endIndex: 20 });
  });

  it('goes back to the last page when rows went away', () => {
    expect(clampPage({ page: 3, pageSize: 10 }, 25)).toEqual({ page: 2, pageSize: 10 });
    expect(clampPage({ page: 1, pageSize: 10 }, 25)).toEqual({ page: 1, pageSize: 10 });
    expect(clampPage({ page: 4, pageSize: 10 }, 0)).toEqual({ page: 0, pageSize: 10 });
  });
});
