// Each page is sent only some namespaces of the catalogue (client-messages.ts): every namespace a
// client component uses, and every literal key it asks for, must be among those sent to the pages
// that render it, in both languages. The components are found by following the imports from the
// page's entry (the route, the shell's layout, a special page's component in
// components/screens/registry.tsx, the list screen, a form tool).
jest.mock('server-only', () => ({}));
import fs from 'node:fs';
import path from 'node:path';
import { pageComponentModules, PROJECT_ROOT as ROOT, reachable } from '../../scripts/lib/import-graph';
import { PAGES } from '../pages/registry';
import type { PageDecl } from '../pages/types';
import { LANGUAGES } from '../spec-constants';
import { FORM_TOOL_MESSAGES, LIST_MESSAGES, LOGIN_MESSAGES, SHELL_MESSAGES } from './client-messages';
import { loadMessages } from './messages';

const FORM_TOOLS = 'components/areas/form-tools.ts';
/** What a list page sends besides its list namespaces: its own labels and the backend's messages. */
const SCREEN_AND_BACKEND = ['screens', ...Object.keys(loadMessages('en-US')).filter((ns) => /^backend(-|$)/.test(ns))];

/**
 * Translators whose namespace is not a literal, and what they stand for: the screen's own labels
 * (a list page sends its screen's), the page's own namespace (passed down by the page), the
 * backend's messages read by key.
 */
const DYNAMIC: Record<string, (page?: PageDecl) => string[]> = {
  'components/list-screen/useScreenLabels.ts': () => ['screens'],
  'components/list-screen/DetailDrawer.tsx': () => ['screens'],
  'components/list-screen/FormDialog.tsx': () => ['screens'],
  'components/admin/GrantTreeDialog.tsx': () => ['screens'],
  'components/admin/PickerDialog.tsx': () => ['screens'],
  'components/areas/settlement/ShiftReceiptDialog.tsx': () => ['screens'],
  'components/areas/merchants/QrSheetDialog.tsx': () => ['screens'],
  'components/areas/invoicing/InvoicePdfDialog.tsx': () => ['screens'],
  'components/app/useBackendText.ts': () => SCREEN_AND_BACKEND.filter((ns) => ns !== 'screens'),
  'components/areas/reconcile/StatementFileForm.tsx': (page) => (page ? [page.messages] : ['(no page)']),
  'components/areas/reconcile/ImportOutcome.tsx': (page) => (page ? [page.messages] : ['(no page)']),
};

interface Use { file: string; namespace: string; keys: string[] }

/** Every useTranslations of these files: its namespace (or what DYNAMIC says) and the literal keys asked of it. */
function translations(files: readonly string[], page?: PageDecl): Use[] {
  return files.flatMap((file) => {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    return [...source.matchAll(/const (\w+) = useTranslations\(([^)]*)\)/g)].flatMap(([, name, argument]): Use[] => {
      const literal = argument.match(/^'([^']+)'$/)?.[1];
      if (literal !== undefined) {
        const keys = [...source.matchAll(new RegExp(`\\b${name}(?:\\.rich|\\.markup)?\\(\\s*'([^']+)'`, 'g'))].map((m) => m[1]);
        return [{ file, namespace: literal, keys }];
      }
      const dynamic = DYNAMIC[file];
      if (!dynamic) return [{ file, namespace: `(not a literal: ${argument || 'the root'}; add it to DYNAMIC)`, keys: [] }];
      return dynamic(page).map((namespace) => ({ file, namespace, keys: [] }));
    });
  });
}

const within = (messagePath: string, sent: readonly string[]) =>
  sent.some((prefix) => messagePath === prefix || messagePath.startsWith(`${prefix}.`));

function has(tree: Record<string, unknown>, messagePath: string): boolean {
  let node: unknown = tree;
  for (const part of messagePath.split('.')) {
    if (!node || typeof node !== 'object' || !(part in (node as object))) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

/** What is missing: namespaces not sent, literal keys not sent or absent from a catalogue. */
function missing(uses: readonly Use[], sent: readonly string[]): string[] {
  const catalogues = LANGUAGES.map((language) => [language, loadMessages(language)] as const);
  return uses.flatMap(({ file, namespace, keys }) => [
    ...(within(namespace, sent) ? [] : [`${file}: namespace ${namespace} is not sent`]),
    ...keys.flatMap((key) => catalogues.filter(([, messages]) => !has(messages, `${namespace}.${key}`))
      .map(([language]) => `${file}: ${namespace}.${key} is not in ${language}`)),
  ]);
}

describe('the messages each page is sent cover what its components use', () => {
  const shellFiles = reachable('app/(console)/layout.tsx');

  it('finds the translators: a change in how components are written must not blind this test', () => {
    const uses = translations(shellFiles);
    expect(uses.map((u) => u.namespace)).toContain('shell');
    expect(uses.find((u) => u.file === 'components/shell/TopBar.tsx')?.keys.length).toBeGreaterThan(0);
    expect(pageComponentModules().size).toBe(PAGES.length);
  });

  it('/login: its own texts and the error messages', () => {
    expect(missing(translations(reachable('app/login/page.tsx')), LOGIN_MESSAGES)).toEqual([]);
  });

  it('every signed-in page: the shell', () => {
    expect(missing(translations(shellFiles), SHELL_MESSAGES)).toEqual([]);
  });

  it.each(PAGES.map((page) => [page.path, page] as const))('the special page %s: the shell, its own namespace and those it declares', (route, page) => {
    const module = pageComponentModules().get(route)!;
    expect(module).toBeDefined();
    const sent = [...SHELL_MESSAGES, page.messages, ...(page.clientMessages ?? [])];
    expect(missing(translations(reachable(module), page), sent)).toEqual([]);
  });

  it('a list screen: the shell, the list\'s, its own labels and the backend\'s messages', () => {
    const files = reachable('components/list-screen/ListScreen.tsx', { skip: [FORM_TOOLS] });
    expect(missing(translations(files), [...SHELL_MESSAGES, ...LIST_MESSAGES, ...SCREEN_AND_BACKEND])).toEqual([]);
  });

  it.each(Object.entries(FORM_TOOL_MESSAGES))('the form tool %s: what a list sends, and its own', (_tool, own) => {
    const files = reachable(FORM_TOOLS).filter((file) => file.startsWith('components/areas/'));
    expect(missing(translations(files), [...SHELL_MESSAGES, ...LIST_MESSAGES, ...SCREEN_AND_BACKEND, ...own])).toEqual([]);
  });
});
