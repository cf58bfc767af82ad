import 'server-only';
// What the browser is sent of the catalogue. Screens' labels (messages/<lang>/screens/, most of
// the catalogue) go only to the page of that screen, with the backend's messages its grid uses to
// say why a row action is refused (components/app/ScreenMessages.tsx adds them); everything else
// is small and shared by the shell and the pages.
import { BACKEND_NAMESPACE } from './backend-text';

type Messages = Record<string, unknown>;

/** The catalogue without the screens' labels and the backend's messages. */
export function sharedClientMessages(all: Messages): Messages {
  return Object.fromEntries(Object.entries(all).filter(([namespace]) => namespace !== 'screens' && !BACKEND_NAMESPACE.test(namespace)));
}

/** What a list screen adds: its own labels (screens.<entity>) and the backend's messages. */
export function screenClientMessages(all: Messages, entity: string): Messages {
  const backend = Object.entries(all).filter(([namespace]) => BACKEND_NAMESPACE.test(namespace));
  return { ...Object.fromEntries(backend), screens: { [entity]: (all.screens as Messages | undefined)?.[entity] ?? {} } };
}
