// ICU messages compiled once on the server (icu-minify, as next-intl's own build-time precompile
// does): the browser then needs only use-intl's formatter, not the ICU parser and its data
// (about 30 KB of script). next.config.ts points use-intl/format-message at that formatter.
import compile from 'icu-minify/compile';

type Messages = { [key: string]: unknown };

/**
 * A compiled message as React passes it to client components: icu-minify keeps a select's or a
 * plural's branches in objects without a prototype, which React refuses; these become plain ones.
 */
function plain(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(plain);
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, plain(value)]));
  return node;
}

export function precompileMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [
    key, typeof value === 'string' ? plain(compile(value)) : value && typeof value === 'object' ? precompileMessages(value as Messages) : value,
  ]));
}
