import type { ScreenLabels } from '../screens/labels';
import type { ScreenDecl } from '../screens/types';
import { readImportRows } from './import-rows';

const screen: ScreenDecl = {
  path: '/Widgets', directory: 'settings', entity: 'widget', menuId: 9001, buttons: { import: 'import' },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'status', type: 'select', options: [1, 0] },
    { name: 'active', type: 'boolean' },
    { name: 'since', type: 'date' },
    { name: 'code', type: 'digits' },
    { name: 'id', type: 'integer', readOnly: true },
  ],
};
const zh: ScreenLabels = { title: '小部件', fields: { name: '名称', status: '状态', active: '启用', since: '开始日期', code: '编号' }, options: { status: { 1: '启用', 0: '停用' } }, actions: {} };
const en: ScreenLabels = { title: 'Widgets', fields: { name: 'Name', status: 'Status' }, options: { status: { 1: 'Enabled', 0: 'Disabled' } }, actions: {} };

describe('readImportRows', () => {
  it('maps headers by label in either language or by name, and cells to values', () => {
    const result = readImportRows(screen, [
      ['名称', 'Status', 'active', '开始日期', 'code', 'unknown column'],
      ['Lot A', '停用', '是', new Date('2026-01-02T00:00:00Z'), 123, 'x'],
      ['Lot B', 'Enabled', 'false', '2026-03-04', '0042', ''],
    ], [zh, en]);
    expect(result).toEqual({ ok: true, rows: [
      { name: 'Lot A', status: 0, active: true, since: '2026-01-02', code: '123' },
      { name: 'Lot B', status: 1, active: false, since: '2026-03-04', code: '0042' },
    ] });
  });

  it('takes a lot or a ref choice by its label, as exports show it, or by its id; an unknown one is an error', () => {
    const placed: ScreenDecl = {
      ...screen, fields: [{ name: 'name', type: 'text', required: true }, { name: 'lotId', type: 'lot', required: true }, { name: 'nodeId', type: 'select', ref: true }],
    };
    const choices = { lotId: [{ value: '7', label: 'North lot' }], nodeId: [{ value: '3', label: 'Gateway 3' }] };
    const result = readImportRows(placed, [['name', 'lotId', 'nodeId'], ['A', ' north LOT ', 'Gateway 3'], ['B', 7, '3']], [zh, en], choices);
    expect(result).toEqual({ ok: true, rows: [{ name: 'A', lotId: 7, nodeId: 3 }, { name: 'B', lotId: 7, nodeId: 3 }] });
    const unknown = readImportRows(placed, [['name', 'lotId'], ['C', 'South lot']], [zh, en], choices);
    expect(unknown).toMatchObject({ ok: false, rowErrors: [{ row: 2, field: 'lotId' }] });
  });

  it('reads amounts back as exports write them (fen, header with its unit) or as yuan typed with decimals', () => {
    const priced: ScreenDecl = { ...screen, fields: [{ name: 'name', type: 'text', required: true }, { name: 'fee', type: 'money' }] };
    const labels: ScreenLabels = { ...zh, fields: { name: '名称', fee: '费用' } };
    const result = readImportRows(priced, [['名称', '费用（分）'], ['A', 1250], ['B', '1250'], ['C', '¥12.50'], ['D', '12.5']], [labels]);
    expect(result).toEqual({ ok: true, rows: [{ name: 'A', fee: 1250 }, { name: 'B', fee: 1250 }, { name: 'C', fee: 1250 }, { name: 'D', fee: 1250 }] });
    const bad = readImportRows(priced, [['名称', 'fee'], ['A', 12.5], ['B', '12.505']], [labels]);
    expect(bad).toMatchObject({ ok: false, rowErrors: [{ row: 2, field: 'fee', messageKey: 'money' }, { row: 3, field: 'fee', messageKey: 'money' }] });
  });

  it('refuses an empty file, and a file whose header names no field', () => {
    expect(readImportRows(screen, [], [zh])).toMatchObject({ ok: false, messageKey: 'emptyImport' });
    expect(readImportRows(screen, [['名称'], ['', ' ']], [zh])).toMatchObject({ ok: false, messageKey: 'emptyImport' });
    expect(readImportRows(screen, [['foo'], ['bar']], [zh])).toMatchObject({ ok: false, messageKey: 'allImportsFailed' });
  });

  it('reports every bad row with its spreadsheet row number; all bad is allImportsFailed', () => {
    const some = readImportRows(screen, [['名称', '编号'], ['ok', '1'], ['', '2'], ['ok', 'abc']], [zh]);
    expect(some).toEqual({ ok: false, messageKey: 'importFailed', rowErrors: [
      { row: 3, field: 'name', messageKey: 'blank' }, { row: 4, field: 'code', messageKey: 'digits' },
    ] });
    const all = readImportRows(screen, [['名称'], [''], ['x'.repeat(101)]], [zh]);
    expect(all).toMatchObject({ ok: false, messageKey: 'allImportsFailed' });
  });
});
