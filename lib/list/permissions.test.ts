import { listGrants } from './permissions';
import { TEST_SCREEN } from './test-screen';

describe('listGrants', () => {
  it('grants nothing without buttons', () => {
    const g = listGrants(TEST_SCREEN, new Set());
    expect(g).toMatchObject({ create: false, update: false, delete: false, export: false, import: false, selectable: false, rowColumn: false });
    expect(g.rowActions).toEqual([]);
  });

  it('grants by button index; import has no button here', () => {
    const g = listGrants(TEST_SCREEN, new Set(['9901', '9904', '9905']));
    expect(g).toMatchObject({ create: true, export: true, import: false, selectable: false, rowColumn: false });
  });

  it('offers selection for delete or a bulk action, a row column for row actions', () => {
    expect(listGrants(TEST_SCREEN, new Set(['9903'])).selectable).toBe(true);
    const bulk = listGrants(TEST_SCREEN, new Set(['9906']));
    expect(bulk.selectable).toBe(true);
    expect(bulk.bulkActions.map((a) => a.name)).toEqual(['close']);
    const form = listGrants(TEST_SCREEN, new Set(['9907']));
    expect(form).toMatchObject({ selectable: false, rowColumn: true });
  });

  it('leaves out actions whose special dialog is not available', () => {
    expect(listGrants(TEST_SCREEN, new Set(['9908']), () => false).rowActions).toEqual([]);
    expect(listGrants(TEST_SCREEN, new Set(['9908']), (name) => name === 'grantTree').rowActions.map((a) => a.name)).toEqual(['grant']);
  });
});
