import type { ScreenDecl } from '../screens/types';
import { exportColumns, exportFileName } from './export-format';

const screen: ScreenDecl = {
  path: '/Widgets', directory: 'settings', entity: 'widget', menuId: 9001, buttons: {},
  fields: [
    { name: 'name', type: 'text' }, { name: 'secret', type: 'password' }, { name: 'status', type: 'select', options: [1, 0] },
    { name: 'active', type: 'boolean' }, { name: 'at', type: 'datetime' }, { name: 'hidden', type: 'text', list: false },
    { name: 'count', type: 'integer' }, { name: 'fee', type: 'money' },
  ],
};
const labels = { title: '小部件', fields: { name: '名称', status: '状态' }, options: { status: { 1: '启用', 0: '停用' } }, actions: {} };

describe('exportColumns', () => {
  it('lists shown fields only, labelled, with cells as on screen', () => {
    const columns = exportColumns(screen, labels, ['是', '否'], (label) => `${label}（分）`);
    expect(columns.map((c) => c.header)).toEqual(['名称', '状态', 'active', 'at', 'count', 'fee（分）']);
    const row = { name: 'A', secret: 'x', status: 0, active: true, at: '2026-01-01T16:30:00.000Z', count: 3, fee: 1250 };
    // Amounts stay integer fen: never a float in the file.
    expect(columns.map((c) => c.cell(row))).toEqual(['A', '停用', '是', '2026-01-02 00:30:00', 3, 1250]);
    expect(columns.map((c) => c.cell({}))).toEqual(['', '', '', '', '', '']);
  });

  it('names the file after the screen and the time', () => {
    expect(exportFileName('员工/信息', 'xlsx', new Date('2026-11-22T02:00:00Z'))).toBe('员工_信息-20261122100000.xlsx');
  });
});
