// Every message of both catalogues, precompiled as the console serves it, formats exactly as the
// ICU parser formats the message as written: the precompiled catalogue changes no text.
jest.mock('server-only', () => ({}));
import format from 'icu-minify/format';
import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '../spec-constants';
import { loadMessages } from './messages';
import { precompileMessages } from './precompile';

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ''): [string, unknown][] => Object.entries(tree).flatMap(([key, value]) =>
  value && typeof value === 'object' && !Array.isArray(value) ? leaves(value as Tree, `${prefix}${key}.`) : [[`${prefix}${key}`, value]]);

/** Values for every argument a compiled message names: numbers where it counts or formats them. */
function sampleValues(node: unknown, values: Record<string, unknown> = {}): Record<string, unknown> {
  if (!Array.isArray(node)) return values;
  if (typeof node[0] === 'string' && (node.length === 1 || typeof node[1] === 'number')) {
    const [name, type] = node as [string, number | undefined];
    values[name] = type === undefined ? `<${name}>` : type === 1 ? 'other' : type <= 4 ? 3 : new Date(0);
  } else if (typeof node[0] === 'string' && node.length > 1 && typeof node[1] !== 'number' && !Array.isArray(node[1]) && typeof node[1] !== 'object') {
    values[node[0]] = (chunks: unknown[]) => chunks.join('');
  }
  for (const child of node) {
    if (Array.isArray(child)) sampleValues(child, values);
    else if (child && typeof child === 'object') for (const branch of Object.values(child)) sampleValues(branch, values);
  }
  return values;
}

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};
const text = (value: unknown) => (Array.isArray(value) ? value.join('') : String(value));

describe.each(LANGUAGES)('the %s catalogue precompiled', (language) => {
  const written = new Map(leaves(loadMessages(language)));
  const compiled = leaves(precompileMessages(loadMessages(language)));

  it('keeps every key', () => {
    expect(compiled.map(([key]) => key)).toEqual([...written.keys()]);
  });

  it('holds only what React passes to client components: strings, numbers, arrays and plain objects', () => {
    const notPlain = (node: unknown): boolean => (Array.isArray(node) ? node.some(notPlain)
      : node !== null && typeof node === 'object' ? Object.getPrototypeOf(node) !== Object.prototype || Object.values(node).some(notPlain) : false);
    expect(compiled.filter(([, message]) => notPlain(message)).map(([key]) => key)).toEqual([]);
    expect(compiled.some(([, message]) => JSON.stringify(message).includes('"other"'))).toBe(true); // a select is among them
  });

  it('formats every message as the ICU parser does', () => {
    const differences = compiled.flatMap(([key, message]) => {
      const values = sampleValues(message);
      const expected = text(new IntlMessageFormat(written.get(key) as string, language).format(values as never));
      const actual = text(format(message as never, language, values as never, { formatters }));
      return actual === expected ? [] : [{ key, expected, actual }];
    });
    expect(differences).toEqual([]);
    expect(compiled.some(([, message]) => Array.isArray(message))).toBe(true);
  });
});
