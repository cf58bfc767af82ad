// A backend message in the user's language, from a messages tree (messages/<lang>/backend*.json):
// the BFF refuses a command with the very text the backend would send, and the grid explains a
// disabled action with it.
export const BACKEND_NAMESPACE = /^backend(-|$)/;

/** The backend namespace that holds `key`, whether its messages are strings or precompiled. */
export function backendNamespaceOf(messages: Record<string, unknown>, key: string): string | undefined {
  return Object.entries(messages).find(([namespace, texts]) =>
    BACKEND_NAMESPACE.test(namespace) && !!texts && typeof texts === 'object' && (texts as Record<string, unknown>)[key] !== undefined)?.[0];
}

/** The text of `key` in a catalogue as written (strings, not precompiled). */
export function backendText(messages: Record<string, unknown>, key: string): string | undefined {
  const namespace = backendNamespaceOf(messages, key);
  const text = namespace === undefined ? undefined : (messages[namespace] as Record<string, unknown>)[key];
  return typeof text === 'string' ? text : undefined;
}
