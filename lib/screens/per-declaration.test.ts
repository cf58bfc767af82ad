import { perDeclaration } from './per-declaration';
import { actionPayloadSchema } from './payloads';
import { listQuerySchema, valuesSchema } from './schema';
import type { ScreenDecl } from './types';

describe('perDeclaration', () => {
  it('builds once per declaration and argument', () => {
    const build = jest.fn((decl: { n: number }, mode: string) => `${decl.n}-${mode}`);
    const cached = perDeclaration(build);
    const a = { n: 1 };
    expect(cached(a, 'x')).toBe('1-x');
    expect(cached(a, 'x')).toBe('1-x');
    expect(cached(a, 'y')).toBe('1-y');
    expect(cached({ n: 1 }, 'x')).toBe('1-x');
    expect(build).toHaveBeenCalledTimes(3);
  });
});

describe('screen schemas are built once per declaration', () => {
  const screen = {
    path: '/Things', entity: 'thing', title: 'things', buttons: { create: 'add', update: 'edit', delete: 'del' },
    fields: [{ name: 'name', type: 'text', required: true, filter: 'text' }, { name: 'note', type: 'text' }],
  } as unknown as ScreenDecl;

  it('returns the same schema object for the same screen, mode and action', () => {
    expect(valuesSchema(screen, 'create')).toBe(valuesSchema(screen, 'create'));
    expect(valuesSchema(screen, 'create')).not.toBe(valuesSchema(screen, 'update'));
    expect(listQuerySchema(screen)).toBe(listQuerySchema(screen));
    expect(listQuerySchema(screen, 5_000)).not.toBe(listQuerySchema(screen));
    expect(actionPayloadSchema(screen, { action: 'create', button: 'add' })).toBe(actionPayloadSchema(screen, { action: 'create', button: 'add' }));
  });

  it('a shared schema still judges each payload on its own', () => {
    const schema = actionPayloadSchema(screen, { action: 'create', button: 'add' });
    expect(schema.safeParse({ values: { name: 'a', note: '' } })).toMatchObject({ success: true, data: { values: { name: 'a', note: null } } });
    expect(schema.safeParse({ values: { note: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ values: { name: 'b' } })).toMatchObject({ success: true, data: { values: { name: 'b', note: null } } });
    const list = actionPayloadSchema(screen, { action: 'list' });
    expect(list.safeParse({ startIndex: 1, endIndex: 20, filters: { name: 'a' } }).success).toBe(true);
    expect(list.safeParse({ startIndex: 1, endIndex: 200 }).success).toBe(false);
  });
});
