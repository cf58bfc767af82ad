// The backend over HTTP against random, truncated, deep and huge requests to every kind of
// handler, signed and unsigned: every one is answered with a refusal or a result, never an
// internal error, and none takes more than a moment (a guard against blow-ups, not a figure).
import { gzipSync } from 'node:zlib';
import { buildAshxRequest } from '../lib/ashx/request';
import { COMPRESS_CODES, compressText, parseCompress } from '../lib/ashx/compress';
import type { Db } from './db';
import { SECRET, testDatabases, type TestBackend } from './test/harness';
import { useTestBackend } from './test/use-backend';

jest.setTimeout(120_000);

const HANDLERS = ['Login', 'WebPowerList', 'HandlersCatc/CatcDictionary', 'HandlersCatc/CatcCom', 'HandlersCatc/CatcPage', 'HandlersCatc/SystemStatus', 'Nope/Nothing'];
const GUARD_MS = 3_000;
const BOMB = gzipSync(Buffer.from(`{"a":"${'x'.repeat(24 * 1024 * 1024)}"}`)).toString('base64');

function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(testDatabases().slice(0, 1))('the backend against random requests on $name', (database) => {
  let db: Db;
  let t: TestBackend;

  useTestBackend(database, { users: [], timeoutMs: 60_000 }, async (env) => {
    ({ db, t } = env);
  });

  it('never answers an internal error, and never dwells on a request', async () => {
    const next = random(20261125);
    const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
    for (let i = 0; i < 150; i += 1) {
      const handler = pick(HANDLERS);
      const code = pick(COMPRESS_CODES);
      const kind = pick(['deep', 'bomb', 'garbage', 'truncated', 'json'] as const);
      const payload = { GetList: pick(['list', 'lots.options', 'dataHome.overview', '']), n: next() };
      const built = buildAshxRequest({ baseUrl: t.baseUrl, handler, payload, language: 'en-US', compress: code, signingSecret: next() < 0.5 ? SECRET : undefined, now: new Date(t.clock.now()) });
      const form = new URLSearchParams(built.body);
      const depth = 1000 + Math.floor(next() * 150_000);
      if (kind === 'deep') form.set('datas', compressText(`{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`, parseCompress(code)!.request));
      if (kind === 'bomb') form.set('datas', BOMB);
      if (kind === 'garbage') form.set('datas', Buffer.from(Array.from({ length: 500 }, () => Math.floor(next() * 256))).toString('base64'));
      if (kind === 'truncated') form.set('datas', built.datas.slice(0, Math.floor(next() * built.datas.length)));
      const started = Date.now();
      const response = await fetch(built.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      const text = await response.text();
      expect([handler, kind, response.status]).not.toEqual([handler, kind, 500]);
      expect([handler, kind, text.includes('"statusCode":5000')]).toEqual([handler, kind, false]);
      expect(Date.now() - started).toBeLessThan(GUARD_MS);
    }
  });
});
