import { columnsStorageKey, parseVisibility, readVisibility, writeVisibility } from './column-storage';

describe('column visibility storage', () => {
  it('keys by user and path', () => {
    expect(columnsStorageKey('42', '/EmployeeInformation')).toBe('columns:42:/EmployeeInformation');
    expect(columnsStorageKey(undefined, '/X')).toBe('columns:me:/X');
    expect(columnsStorageKey('', '/X')).toBe('columns:me:/X');
  });

  it('keeps known fields with boolean values only', () => {
    expect(parseVisibility('{"name":false,"gone":false,"fee":"no"}', ['name', 'fee'])).toEqual({ name: false });
    expect(parseVisibility('not json', ['name'])).toEqual({});
    expect(parseVisibility('[false]', ['0'])).toEqual({});
    expect(parseVisibility(null, ['name'])).toEqual({});
  });

  it('survives a storage that refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('full'); } };
    expect(readVisibility(refusing, 'k', ['a'])).toEqual({});
    expect(() => writeVisibility(refusing, 'k', { a: false })).not.toThrow();
    const map = new Map<string, string>();
    const storage = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => { map.set(k, v); } };
    writeVisibility(storage, 'k', { a: false });
    expect(readVisibility(storage, 'k', ['a'])).toEqual({ a: false });
  });
});
