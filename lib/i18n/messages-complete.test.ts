// Both languages carry the same message keys, and no message is empty.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../spec-constants';

function flatten(value: unknown, prefix: string, out: Record<string, unknown>) {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = value;
  return out;
}

function load(language: string, dir = path.join(__dirname, '..', '..', 'messages', language), prefix = '', out: Record<string, unknown> = {}) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) load(language, full, `${prefix}${entry.name}.`, out);
    else if (entry.name.endsWith('.json')) flatten(JSON.parse(readFileSync(full, 'utf8')), prefix + entry.name.slice(0, -5), out);
  }
  return out;
}

describe('messages', () => {
  const [zh, en] = LANGUAGES.map((language) => load(language));
  it('have the same keys in zh-CN and en-US', () => {
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
  });
  it('are non-empty strings', () => {
    for (const messages of [zh, en]) {
      for (const [key, value] of Object.entries(messages)) expect([key, typeof value === 'string' && value.length > 0]).toEqual([key, true]);
    }
  });
  it("quote the spec's messages exactly", () => {
    expect(en['session.timeoutTitle']).toBe('Login Time Out');
    expect(en['session.timeoutMessage']).toBe('Since you have not operated for a long time after logging in, please log in again to confirm your identity');
    expect(en['errors.requestFailed']).toBe('Request failed');
    expect(en['errors.globalLotUnconfigured']).toBe('the lot request address is not configured, contact administrator');
  });
});
