// Builders for menu entries in tests (not imported by production code).
import type { RawMenuEntry } from './types';

export function rawEntry(fields: Partial<RawMenuEntry> & Pick<RawMenuEntry, 'id' | 'MenuType'>): RawMenuEntry {
  return {
    pid: 0,
    KindDegree: '2',
    KindNo: '1',
    isFrame: '0',
    isShow: '1',
    title: `title ${fields.id}`,
    titleEn: `Title ${fields.id}`,
    index: '',
    ...fields,
  };
}

export const dir = (id: number, pid: number, KindNo: string, extra: Partial<RawMenuEntry> = {}) =>
  rawEntry({ id, pid, KindNo, MenuType: '1', KindDegree: pid === 0 ? '1' : '2', ...extra });

export const page = (id: number, pid: number, KindNo: string, index: string, extra: Partial<RawMenuEntry> = {}) =>
  rawEntry({ id, pid, KindNo, index, MenuType: '2', KindDegree: pid === 0 ? '1' : '2', ...extra });

export const button = (id: number, pid: number, KindNo: string, index: string, extra: Partial<RawMenuEntry> = {}) =>
  rawEntry({ id, pid, KindNo, index, MenuType: '3', KindDegree: '3', FuncID: `F${id}`, FuncName: `func ${id}`, FuncNameEn: `Func ${id}`, ...extra });

/** A small nested menu: Data (DataHome with add/del, hidden Detail), System (Staff), a top page. */
export function sampleNestedMenu(): RawMenuEntry[] {
  return [
    dir(1, 0, '2', { title: '系统', titleEn: 'System', children: [page(11, 1, '1', '/EmployeeInformation', { children: [button(111, 11, '1', 'add')] })] }),
    dir(2, 0, '1', {
      title: '数据', titleEn: 'Data',
      children: [
        page(21, 2, '1', '/DataHome', { title: '首页', titleEn: 'Home', children: [button(212, 21, '2', 'del'), button(211, 21, '1', 'add')] }),
        page(22, 2, '2', '/Detail', { isShow: '0' }),
      ],
    }),
    page(3, 0, '3', '/ParkingInformation', { title: '车场', titleEn: '' }),
  ];
}
