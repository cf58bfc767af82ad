// The receiving end of the codec against what an attacker sends: random, truncated, deeply nested
// and huge datas, in every compress code. It must answer every one with a result, never an
// exception, and never spend more than a moment on one (a guard against pathological blow-ups
// such as a recursive walk of deep nesting or an unbounded inflate, not a performance figure).
import { gzipSync } from 'node:zlib';
import { COMPRESS_CODES, compressText, parseCompress } from './compress';
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

describe('decoding untrusted datas', () => {
  it.each(COMPRESS_CODES)('answers every random, truncated, deep or huge datas at once, never throwing (%s)', (code) => {
    for (const datas of cases(random(code.charCodeAt(0) * 31 + code.charCodeAt(1)))) {
      const started = Date.now();
      const read = readAshxEnvelope('/HandlersCatc/CatcCom.ashx', new URLSearchParams({ compress: code }), new URLSearchParams({ datas }));
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      const decoded = decodeAshxDatas(read.envelope, LIMIT);
      expect(typeof decoded.ok).toBe('boolean');
      if (decoded.ok) expect(Buffer.byteLength(JSON.stringify(decoded.request.payload))).toBeLessThanOrEqual(LIMIT * 2);
      expect(Date.now() - started).toBeLessThan(GUARD_MS);
    }
    expect(parseCompress(code)).not.toBeNull();
  });
});
