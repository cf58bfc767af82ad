// A field error is a message key of messages/<lang>/validation.json. One that names what it
// refuses (the bad part of a step table) carries the values of its message's placeholders after
// '?', URL-encoded ('stepsFormat?part=two+hours%3A8'), so that it travels as the plain string
// field errors are everywhere (zod issues, the backend's `fields`, the form's state).

const SEPARATOR = '?';

/** `key` with the values of its placeholders. */
export function withValues(key: string, values: Record<string, string>): string {
  return `${key}${SEPARATOR}${new URLSearchParams(values)}`;
}

/** A field error's message key and placeholder values (none for a plain key). */
export function messageOf(error: string): { key: string; values: Record<string, string> } {
  const at = error.indexOf(SEPARATOR);
  if (at < 0) return { key: error, values: {} };
  return { key: error.slice(0, at), values: Object.fromEntries(new URLSearchParams(error.slice(at + 1))) };
}
