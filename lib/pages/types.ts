// A special page: a screen that is not a list (dashboards, monitoring, lock control), declared
// once as data. From this one declaration come the menu entry and its buttons (seeded by page
// and name), the BFF allowlist ('<key>.<operation>', page and button checked against the user's
// menu), the backend's access for the same names (HandlersCatc/CatcPage) and the component the
// route renders (components/screens/registry.tsx). The backend implements each operation in
// backend/pages/<key>.ts.
import type { z } from 'zod';
import type { DirectoryKey } from '../menu/directories';

export interface PageOperationDecl {
  /** The page's button that grants it (one of `buttons`); none: the page alone grants it. */
  button?: string;
  /**
   * What the operation takes. The BFF checks the browser's payload with it made strict; the
   * backend checks datas with it as it is (ASHX adds userId and GetList).
   */
  input: z.ZodObject;
  /**
   * What it answers, as JSON. The handler's result is typed by it (backend/pages/implement.ts),
   * the backend tests check every real answer against it (backend/test/harness.ts), and the
   * browser's hook gives it typed (lib/client/page-operation.ts).
   */
  output: z.ZodType;
  /**
   * Carried out once per press: its input has an `idempotencyKey` (inputs.ts), one per press and
   * the same for a retry of that press, which the hook makes.
   */
  idempotent?: boolean;
  /** Posted as JSON to the configured lawEnforcementUrl + this path instead (spec 7). */
  lawEnforcementPath?: string;
  /**
   * A file streamed through the console (POST /api/upload/<operation>, lib/bff/upload-route.ts):
   * the input travels in the query, the file is the body, at most `maxBytes`, never held whole.
   */
  upload?: { maxBytes: number };
  /**
   * The page's component reads it, with an empty payload, as the page opens: the server reads it
   * too before it sends the page (lib/bff/prefetch.ts), so that the first paint shows it.
   */
  readOnOpen?: boolean;
}

export interface PageDecl {
  /** Operation names are '<key>.<operation>'. */
  key: string;
  path: string;
  directory: DirectoryKey;
  /** Id of the page's menu entry; new buttons get menuId * 100 + n. */
  menuId: number;
  /** Place among the area's pages (default: after the declared lists). */
  kindNo?: number;
  /** Message namespace of the page: its title and `buttons.<name>`; sent to the browser with it. */
  messages: string;
  /**
   * Other namespaces (or dotted sub-trees, 'devices.kinds') its component uses, sent with the page
   * besides `messages` and the shell's (lib/i18n/client-messages.ts; page-messages.test.ts checks
   * the component against them).
   */
  clientMessages?: readonly string[];
  /** Key of the title in that namespace (default 'title'). */
  titleKey?: string;
  icon: string;
  /** Button names, each a grant of its own. */
  buttons: readonly string[];
  operations: Readonly<Record<string, PageOperationDecl>>;
}

/** What the browser sends for an operation (before the input's transforms). */
export type OperationInput<O> = O extends { input: infer S extends z.ZodType } ? z.input<S> : never;
/** What the operation answers, as the browser reads it. */
export type OperationOutput<O> = O extends { output: infer S extends z.ZodType } ? z.output<S> : never;

/** The backend handler of every page operation. */
export const PAGE_HANDLER = 'HandlersCatc/CatcPage';
export const pageOperationName = (page: Pick<PageDecl, 'key'>, operation: string) => `${page.key}.${operation}`;

/** One entry per key, keeping the keys in the type (Object.fromEntries forgets them): a page's operations per command. */
export function eachKey<K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;
}
