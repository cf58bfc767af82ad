// Message trees put together: a page's namespaces added to those its layouts already gave
// (components/app/PageMessages.tsx), or picked from the catalogue (client-messages.ts).
type Messages = Record<string, unknown>;

export const isTree = (value: unknown): value is Messages => !!value && typeof value === 'object' && !Array.isArray(value);

/** `b` merged into `a`, trees merged key by key. */
export function mergeMessages(a: Messages, b: Messages): Messages {
  const merged: Messages = { ...a };
  for (const [key, value] of Object.entries(b)) merged[key] = isTree(merged[key]) && isTree(value) ? mergeMessages(merged[key], value) : value;
  return merged;
}
