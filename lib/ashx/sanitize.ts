// Payload sanitizing before a request (spec 5): null, 'null', 'undefined' and undefined become
// empty strings; a value containing & = + is URL-encoded. We also encode values containing %,
// so the receiving side can decode every value with a % in it without guessing.
const NEEDS_ENCODING = /[&=+%]/;

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function sanitizeValue(value: unknown): Json {
  if (value === null || value === undefined || value === 'null' || value === 'undefined') return '';
  if (typeof value === 'string') return NEEDS_ENCODING.test(value) ? encodeURIComponent(value) : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(sanitizeValue);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return sanitizePayload(value as Record<string, unknown>);
  return '';
}

export function sanitizePayload(payload: Record<string, unknown>): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(payload)) out[key] = sanitizeValue(value);
  return out;
}

function desanitizeValue(value: unknown): unknown {
  if (typeof value === 'string' && value.includes('%')) {
    try { return decodeURIComponent(value); } catch { return value; }
  }
  if (Array.isArray(value)) return value.map(desanitizeValue);
  if (value && typeof value === 'object') return desanitizePayload(value as Record<string, unknown>);
  return value;
}

/** The receiving side's inverse of the URL-encoding step. */
export function desanitizePayload(payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) out[key] = desanitizeValue(value);
  return out;
}
