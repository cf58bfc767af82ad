// What the browser and the console's route handlers agree on: the CSRF header, the session cookie's
// name and the error shape.
export const CSRF_HEADER = 'x-catc-request';
/** The sealed session cookie (lib/session/session.ts); end-to-end tests reuse it across pages. */
export const SESSION_COOKIE = 'catc_session';

export interface ApiError {
  kind: 'session' | 'forbidden' | 'validation' | 'timeout' | 'network' | 'protocol' | 'business' | 'throttled';
  messageKey: string;
  detail?: string;
  values?: Record<string, string | number>;
  /** Field -> validation message key (validation.json), for form errors. */
  fields?: Record<string, string>;
  /** Per-row errors of an import: spreadsheet row, field, validation message key. */
  rowErrors?: { row: number; field: string; messageKey: string }[];
}
