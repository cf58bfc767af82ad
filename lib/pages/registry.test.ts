// The special pages are consistent: unique keys and paths, every operation's button declared,
// every button used, titles and button labels in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findOperation } from '../bff/operations';
import { PAGES, findPageOperation, pageAt } from './registry';
import { pageOperationName, type PageOperationDecl } from './types';

const messages = (language: string, namespace: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;

describe.each(PAGES.map((p) => [p.path, p] as const))('%s', (pagePath, page) => {
  it('is found by its path and its operations by name', () => {
    expect(pageAt(pagePath)).toBe(page);
    for (const name of Object.keys(page.operations)) expect(findPageOperation(pageOperationName(page, name))?.page).toBe(page);
  });

  it('grants each operation by a declared button, and uses every button', () => {
    const used = Object.values(page.operations).map((op) => op.button).filter(Boolean);
    for (const button of used) expect(page.buttons).toContain(button);
    expect([...page.buttons].sort()).toEqual([...new Set(used)].sort());
  });

  it('has its title and button labels in both languages', () => {
    for (const language of ['zh-CN', 'en-US']) {
      const m = messages(language, page.messages);
      expect([language, typeof m[page.titleKey ?? 'title']]).toEqual([language, 'string']);
      for (const button of page.buttons) expect([language, button, typeof (m.buttons as Record<string, unknown>)?.[button]]).toEqual([language, button, 'string']);
    }
  });

  it('takes an idempotency key exactly in the operations declared idempotent', () => {
    for (const [name, op] of Object.entries(page.operations)) {
      expect([name, 'idempotencyKey' in op.input.shape]).toEqual([name, (op as PageOperationDecl).idempotent === true]);
    }
  });

  it('is forwarded by the BFF with a strict payload, to the page and button it is granted by', () => {
    for (const [name, op] of Object.entries(page.operations)) {
      // A streamed upload is never forwarded as JSON: only /api/upload takes it (lib/bff/upload-route.ts).
      if ((op as PageOperationDecl).upload) {
        expect(findOperation(pageOperationName(page, name))).toBeUndefined();
        continue;
      }
      const forwarded = findOperation(pageOperationName(page, name))!;
      expect([forwarded.page, forwarded.button]).toEqual([page.path, op.button]);
      expect(forwarded.payload.safeParse({ ...Object.fromEntries(Object.keys(op.input.shape).map((k) => [k, undefined])), smuggled: 1 }).success).toBe(false);
    }
  });
});

it('has unique keys, paths and menu ids', () => {
  for (const values of [PAGES.map((p) => p.key), PAGES.map((p) => p.path), PAGES.map((p) => String(p.menuId))]) expect(new Set(values).size).toBe(values.length);
  expect(findOperation('nobody.nothing')).toBeUndefined();
});
