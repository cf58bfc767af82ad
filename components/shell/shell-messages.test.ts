import en from '../../messages/en-US/shell.json';
import zh from '../../messages/zh-CN/shell.json';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]);
}

describe('shell messages', () => {
  it('has the same keys in zh-CN and en-US', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('has no empty text and the same placeholders in both languages', () => {
    const flat = (tree: object) => Object.fromEntries(keys(tree).map((key) => [key, key.split('.').reduce<any>((node, part) => node[part], tree)]));
    const [zhFlat, enFlat] = [flat(zh), flat(en)];
    for (const key of Object.keys(zhFlat)) {
      expect(zhFlat[key].trim()).not.toBe('');
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(zhFlat[key])).toEqual(placeholders(enFlat[key]));
    }
  });
});
