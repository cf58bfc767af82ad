// A backend message in the user's language, from a messages tree (messages/<lang>/backend*.json):
// the BFF refuses a command with the very text the backend would send, and the grid explains a
// disabled action with it.
const BACKEND_NAMESPACE = /^backend(-|$)/;

export function backendText(messages: Record<string, unknown>, key: string): string | undefined {
  for (const [namespace, texts] of Object.entries(messages)) {
    if (!BACKEND_NAMESPACE.test(namespace) || !texts || typeof texts !== 'object') continue;
    const text = (texts as Record<string, unknown>)[key];
    if (typeof text === 'string') return text;
  }
  return undefined;
}
