// Page declarations and their implementations match: every declared page is implemented once,
// every declared operation has its handler and the backend answers it, and no handler or page is
// implemented without its declaration. The compiler checks the same (index.ts, implement.ts): each
// expected type error below fails `tsc` once the compiler stops refusing it.
import { PAGES } from '../../lib/pages/registry';
import { DATA_HOME } from '../../lib/areas/analysis/pages';
import { PAGE_HANDLER, pageOperationName, type PageDecl } from '../../lib/pages/types';
import { findOperation } from '../operations';
import { implement } from './implement';
import { PAGE_IMPLEMENTATIONS } from './index';

/** A handler of any operation (never called). */
const nothing = async (): Promise<never> => { throw new Error('not called'); };

it('implements every declared page once, and no other', () => {
  expect(PAGE_IMPLEMENTATIONS.map((i) => i.page.path).sort()).toEqual(PAGES.map((p) => p.path).sort());
  for (const implementation of PAGE_IMPLEMENTATIONS) expect(PAGES).toContain(implementation.page);
});

describe.each(PAGE_IMPLEMENTATIONS.map((i) => [i.page.path, i] as const))('%s', (_path, { page, handlers }) => {
  it('has a handler for each declared operation, and none other', () => {
    expect(Object.keys(handlers).sort()).toEqual(Object.keys(page.operations).sort());
    for (const run of Object.values(handlers)) expect(typeof run).toBe('function');
  });

  it('is answered by the backend under each operation\'s name, with its declared input', () => {
    for (const [name, op] of Object.entries(page.operations)) {
      expect(findOperation(PAGE_HANDLER, pageOperationName(page, name))).toMatchObject({ input: op.input, run: handlers[name] });
    }
  });
});

it('refuses a page whose handlers do not match its operations', () => {
  // @ts-expect-error a declared operation without its handler
  expect(() => implement(DATA_HOME, { overview: nothing })).toThrow('page /DataHome: operations dashboard, overview but handlers overview');
  // @ts-expect-error a handler of no declared operation
  expect(() => implement(DATA_HOME, { overview: nothing, dashboard: nothing, extra: nothing })).toThrow('but handlers dashboard, extra, overview');
  const made: PageDecl = { ...DATA_HOME, operations: { ...DATA_HOME.operations, perCommand: DATA_HOME.operations.overview } };
  expect(() => implement(made, { overview: nothing, dashboard: nothing })).toThrow('operations dashboard, overview, perCommand');
});
