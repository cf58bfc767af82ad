// The receiving end of the codec against what an attacker sends: random, truncated, deeply nested
// and huge datas, in every compress code. It must answer every one with a result, never an
// exception, and never spend more than a moment on one (a guard against pathological blow-ups
// such as a recursive walk of deep nesting or an unbounded inflate, not a performance figure).
import { gzipSync } from 'node:zlib';
import { COMPRESS_CODES, compressText, parseCompress } from './compress';
import { sanitizePayload, type Json } from './sanitize';
import { decodeAshxDatas, readAshxEnvelope } from './server-side';

const LIMIT = 1024 * 1024;
const GUARD_MS = 2_000;
/** 4 MB of JSON in a few KB of gzip (made once). */
const BOMB = gzipSync(Buffer.from(`{"a":"${'x'.repeat(4 * LIMIT)}"}`)).toString('base64');

/** A small seeded generator (mulberry32): the same cases on every run. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cases(next: () => number): string[] {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))).toString('base64');
  const valid = JSON.stringify({ page: '/TempOrder', filters: { plate: '粤B12345' }, rows: [{ a: 1 }] });
  const out: string[] = [];
  for (let i = 0; i < 200; i += 1) {
    const kind = pick(['bytes', 'truncated', 'deep', 'huge', 'json', 'mixed'] as const);
    if (kind === 'bytes') out.push(bytes(1 + Math.floor(next() * 2000)));
    if (kind === 'truncated') { const c = compressText(valid, pick([1, 2] as const)); out.push(c.slice(0, Math.floor(next() * c.length))); }
    if (kind === 'deep') { const d = 1000 + Math.floor(next() * 200_000); out.push(`{"a":${'['.repeat(d)}${']'.repeat(d)}}`); }
    if (kind === 'huge') out.push(BOMB);
    if (kind === 'json') out.push(JSON.stringify({ [bytes(8)]: Array.from({ length: 50 }, () => next()) }));
    if (kind === 'mixed') out.push(valid.slice(0, Math.floor(next() * valid.length)) + bytes(20));
  }
  return out;
}

/** A payload the console could send: text with the characters sanitizing encodes, numbers, nesting. */
function payload(next: () => number, depth = 0): { [key: string]: Json } {
  const text = () => Array.from({ length: Math.floor(next() * 12) }, () => '&=+%a粤 _-/'[Math.floor(next() * 11)]).join('');
  const value = (): Json => {
    const kind = Math.floor(next() * (depth < 3 ? 5 : 3));
    if (kind === 0) return `v${text()}`;
    if (kind === 1) return Math.floor(next() * 2e9) - 1e9;
    if (kind === 2) return next() < 0.5;
    if (kind === 3) return [value(), value()];
    return payload(next, depth + 1);
  };
  return Object.fromEntries(Array.from({ length: 1 + Math.floor(next() * 4) }, (_, i) => [`k${i}${text()}`, value()]));
}

/** Decodes `datas` as the backend does, with compress `code`. */
function decode(code: string, datas: string) {
  const read = readAshxEnvelope('/HandlersCatc/CatcCom.ashx', new URLSearchParams({ compress: code }), new URLSearchParams({ datas }));
  if (!read.ok) throw new Error(`envelope refused: ${read.reason}`);
  return decodeAshxDatas(read.envelope, LIMIT);
}

describe('decoding untrusted datas', () => {
  it.each(COMPRESS_CODES)('answers every random, truncated, deep or huge datas at once, never throwing (%s)', (code) => {
    for (const datas of cases(random(code.charCodeAt(0) * 31 + code.charCodeAt(1)))) {
      const started = Date.now();
      const read = readAshxEnvelope('/HandlersCatc/CatcCom.ashx', new URLSearchParams({ compress: code }), new URLSearchParams({ datas }));
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      const decoded = decodeAshxDatas(read.envelope, LIMIT);
      // A refusal names what was wrong with the datas (never the envelope's failures); an answer is an object.
      if (decoded.ok) expect(Object.getPrototypeOf(decoded.request.payload)).toBe(Object.prototype);
      else expect(['bad-datas', 'too-large', 'too-deep']).toContain(decoded.reason);
      if (decoded.ok) expect(Buffer.byteLength(JSON.stringify(decoded.request.payload))).toBeLessThanOrEqual(LIMIT * 2);
      expect(Date.now() - started).toBeLessThan(GUARD_MS);
    }
    expect(parseCompress(code)).not.toBeNull();
  });

  it.each(COMPRESS_CODES)('gives back every payload the console sends, as it was sent (%s)', (code) => {
    const next = random(code.charCodeAt(0) * 7 + code.charCodeAt(1));
    const mode = parseCompress(code)!.request;
    for (let i = 0; i < 200; i += 1) {
      const sent = payload(next);
      const decoded = decode(code, compressText(JSON.stringify(sanitizePayload(sent)), mode));
      expect(decoded.ok && decoded.request.payload).toEqual(sent);
    }
  });
});
