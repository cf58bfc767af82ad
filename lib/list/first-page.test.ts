import { screenAt } from '../screens/registry';
import { firstPagePayload, initialSortOf, listedFields, listPayload } from './first-page';
import { TEST_SCREEN } from './test-screen';

describe('first page of a list', () => {
  it('lists every field but passwords and those kept off the list', () => {
    expect(listedFields(TEST_SCREEN).map((f) => f.name)).toEqual(['name', 'kind', 'state', 'active', 'lotId', 'opened', 'fee', 'seenAt']);
  });

  it('opens sorted as declared, when the sort field is listed', () => {
    expect(initialSortOf({ ...TEST_SCREEN, defaultSort: { field: 'seenAt', direction: 'desc' } })).toEqual({ field: 'seenAt', direction: 'desc' });
    expect(initialSortOf({ ...TEST_SCREEN, defaultSort: { field: 'password', direction: 'desc' } })).toBeUndefined();
    expect(initialSortOf(TEST_SCREEN)).toBeUndefined();
  });

  it('asks for a page by its range, with the sort, the filters and the cursor when there are any', () => {
    expect(listPayload({ page: 1, pageSize: 50 }, { field: 'name', direction: 'asc' }, { state: 'open' }, 'c1'))
      .toEqual({ startIndex: 51, endIndex: 100, sort: { field: 'name', direction: 'asc' }, filters: { state: 'open' }, after: 'c1' });
    expect(listPayload({ page: 0, pageSize: 20 }, undefined, {})).toEqual({ startIndex: 1, endIndex: 20, filters: {} });
  });

  it('opens on the first 20 rows, newest first on /TempOrder', () => {
    expect(firstPagePayload(screenAt('/TempOrder')!))
      .toEqual({ startIndex: 1, endIndex: 20, sort: { field: 'createdAt', direction: 'desc' }, filters: {} });
  });
});
