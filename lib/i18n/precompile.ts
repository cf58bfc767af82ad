// ICU messages compiled once on the server (icu-minify, as next-intl's own build-time precompile
// does): the browser then needs only use-intl's formatter, not the ICU parser and its data
// (about 30 KB of script). next.config.ts points use-intl/format-message at that formatter.
import compile from 'icu-minify/compile';

type Messages = { [key: string]: unknown };

export function precompileMessages(messages: Messages): Messages {
  return Object.fromEntries(Object.entries(messages).map(([key, value]) => [
    key, typeof value === 'string' ? compile(value) : value && typeof value === 'object' ? precompileMessages(value as Messages) : value,
  ]));
}
