import 'server-only';
// What the browser is sent of the catalogue: each page only the namespaces its client components
// use (lib/i18n/page-messages.test.ts checks every component's against these lists). The root
// layout sends none; the signed-in console's layout adds the shell's, /login its own, a special
// page its declared ones (lib/pages: `messages` and `clientMessages`), a list screen the list's,
// its own labels (screens.<entity>) and the backend's messages its grid uses to say why a row
// action is refused. components/app/PageMessages.tsx adds them to what the page already has.
import type { PageDecl } from '../pages/types';
import type { ScreenDecl } from '../screens/types';
import { BACKEND_NAMESPACE } from './backend-text';
import { isTree, mergeMessages } from './merge-messages';

type Messages = Record<string, unknown>;

/** The sign-in page. */
export const LOGIN_MESSAGES = ['login', 'errors'] as const;
/** Every signed-in page: the shell (menu, top bar, dialog tray), the session's alerts, errors. */
export const SHELL_MESSAGES = ['shell', 'session', 'errors'] as const;
/** A list screen, besides its own labels and the backend's messages. */
export const LIST_MESSAGES = ['list', 'validation', 'chart'] as const;
/** A form tool's messages (ScreenDecl.formTool, components/areas/rates/form-tools.ts), sent with the screens that show it. */
export const FORM_TOOL_MESSAGES: Readonly<Record<string, readonly string[]>> = { tryRate: ['tryRate'] };

/** The sub-tree at a dotted path ('devices.kinds'), nested as in the catalogue; nothing when absent. */
function subTree(all: Messages, path: string): Messages {
  const [head, ...rest] = path.split('.');
  const value = all[head];
  if (value === undefined) return {};
  if (!rest.length) return { [head]: value };
  return isTree(value) ? { [head]: subTree(value, rest.join('.')) } : {};
}

/** These namespaces (or dotted sub-trees) of the catalogue. */
export function pickMessages(all: Messages, paths: readonly string[]): Messages {
  return paths.reduce<Messages>((picked, path) => mergeMessages(picked, subTree(all, path)), {});
}

/** What a list screen adds to the shell's. */
export function screenClientMessages(all: Messages, screen: Pick<ScreenDecl, 'entity' | 'formTool'>): Messages {
  const backend = Object.keys(all).filter((namespace) => BACKEND_NAMESPACE.test(namespace));
  const tool = screen.formTool ? FORM_TOOL_MESSAGES[screen.formTool] ?? [] : [];
  return pickMessages(all, [...LIST_MESSAGES, ...tool, ...backend, `screens.${screen.entity}`]);
}

/** What a special page adds to the shell's: its own namespace and those it declares besides. */
export function pageClientMessages(all: Messages, page: Pick<PageDecl, 'messages' | 'clientMessages'>): Messages {
  return pickMessages(all, [page.messages, ...(page.clientMessages ?? [])]);
}
