import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildAshxRequest, buildAshxUrl } from './request';
import { formatBrowserTm, md5Hex, parseBrowserTm, signRequest, verifySignature, type SignedParts } from './sign';

// Vector checked independently (docs/ashx-protocol.md):
// printf '%s\n%s\n%s\n%s\n%s\n%s\n%s\n%s' HandlersCatc/CatcDictionary admin tok123 00 50000 '2026-01-02 11:04:05' '<datas>' s3cret | md5sum
const VECTOR = {
  input: {
    baseUrl: 'http://backend.example/', handler: 'HandlersCatc/CatcDictionary',
    payload: { type: 99, startIndex: 1, endIndex: 999999, note: 'a&b', empty: null },
    userId: 'admin', accessToken: 'tok123', language: 'en-US', compress: '00', signingSecret: 's3cret',
    now: new Date('2026-01-02T03:04:05Z'), random: () => 0.5,
  },
  url: 'http://backend.example/HandlersCatc/CatcDictionary.ashx?userId=admin&method=POST&type=web&lan=en-US&browserTm=2026-01-02+11%3A04%3A05&time=50000&compress=00&platform=web',
  datas: '{"type":99,"startIndex":1,"endIndex":999999,"note":"a%26b","empty":"","userId":"admin"}',
  privatekey: 'a70a7ba12a577762751f2ff407c3e695',
};

describe('buildAshxRequest', () => {
  it('matches the documented vector', () => {
    const request = buildAshxRequest(VECTOR.input);
    expect(request.url).toBe(VECTOR.url);
    expect(request.datas).toBe(VECTOR.datas);
    const form = new URLSearchParams(request.body);
    expect(form.get('appId')).toBe('');
    expect(form.get('token')).toBe('Bearer tok123');
    expect(form.get('privatekey')).toBe(VECTOR.privatekey);
    expect(form.get('datas')).toBe(VECTOR.datas);
  });

  it('is the vector docs/ashx-protocol.md shows', () => {
    const doc = readFileSync(path.join(__dirname, '../../docs/ashx-protocol.md'), 'utf8');
    const shown = (label: string) => new RegExp(`^${label}:\\s+(\\S+)$`, 'm').exec(doc)?.[1];
    expect(shown('URL')).toBe(VECTOR.url);
    expect(shown('datas')).toBe(VECTOR.datas);
    expect(shown('privatekey')).toBe(VECTOR.privatekey);
  });

  it('leaves privatekey empty when not private, and omits userId from the path when unknown', () => {
    const request = buildAshxRequest({ ...VECTOR.input, signingSecret: undefined, userId: undefined, accessToken: undefined });
    const form = new URLSearchParams(request.body);
    expect(form.get('privatekey')).toBe('');
    expect(form.get('token')).toBe('');
    expect(request.url).toMatch(/CatcDictionary\.ashx\?method=POST&/);
  });

  it('sends DELETE as a POST with method=DELETE', () => {
    const request = buildAshxRequest({ ...VECTOR.input, method: 'DELETE' });
    expect(new URL(request.url).searchParams.get('method')).toBe('DELETE');
  });

  it('keeps time below 100000', () => {
    for (const r of [0, 0.99999999]) {
      const time = Number(new URL(buildAshxRequest({ ...VECTOR.input, random: () => r }).url).searchParams.get('time'));
      expect(time).toBeGreaterThanOrEqual(0);
      expect(time).toBeLessThan(100000);
    }
  });

  it('refuses an unknown compress code', () => {
    expect(() => buildAshxRequest({ ...VECTOR.input, compress: '33' })).toThrow();
  });

  it('adds a slash between base and handler', () => {
    const url = buildAshxUrl({ baseUrl: 'http://h:1/api', handler: 'Login', method: 'POST', type: 'web', language: 'zh-CN', browserTm: 'x', time: 1, compress: '00' });
    expect(url.startsWith('http://h:1/api/Login.ashx?method=POST')).toBe(true);
  });
});

describe('signing', () => {
  it('formats browserTm at UTC+8 and parses it back', () => {
    const at = new Date('2026-12-31T16:30:00Z');
    expect(formatBrowserTm(at)).toBe('2027-01-01 00:30:00');
    expect(parseBrowserTm('2027-01-01 00:30:00')).toBe(at.getTime());
    expect(parseBrowserTm('2027-02-30 00:00:00')).toBeNull();
    expect(parseBrowserTm('yesterday')).toBeNull();
  });

  it('verifies a good signature and refuses bad ones', () => {
    const now = Date.parse('2026-01-02T03:04:05Z');
    const parts: SignedParts = { handler: 'HandlersCatc/CatcCom', userId: 'u', token: 't', compress: '22', time: '12', browserTm: formatBrowserTm(new Date(now)), datas: '{"a":1}' };
    const key = signRequest(parts, 'k');
    expect(verifySignature(parts, key, 'k', now)).toBe('ok');
    expect(verifySignature(parts, key.toUpperCase(), 'k', now)).toBe('ok');
    expect(verifySignature({ ...parts, datas: '{"a":2}' }, key, 'k', now)).toBe('mismatch');
    expect(verifySignature(parts, key, 'other', now)).toBe('mismatch');
    expect(verifySignature(parts, '', 'k', now)).toBe('missing');
    expect(verifySignature({ ...parts, browserTm: 'bad' }, key, 'k', now)).toBe('bad-time');
    expect(verifySignature(parts, key, 'k', now + 5 * 60_000 + 1000)).toBe('stale');
    expect(verifySignature(parts, key, 'k', now + 4 * 60_000)).toBe('ok');
  });

  it('covers the handler, userId, token, compress code and time: none can be swapped under a signature', () => {
    const now = Date.parse('2026-01-02T03:04:05Z');
    const parts: SignedParts = { handler: 'HandlersCatc/CatcCom', userId: 'u', token: 't', compress: '22', time: '12', browserTm: formatBrowserTm(new Date(now)), datas: '{}' };
    const key = signRequest(parts, 'k');
    for (const swapped of [{ handler: 'Login' }, { userId: 'admin' }, { token: 'stolen' }, { compress: '00' }, { time: '13' }]) {
      expect([swapped, verifySignature({ ...parts, ...swapped }, key, 'k', now)]).toEqual([swapped, 'mismatch']);
    }
  });

  it('recognises a request signed the old way, to say so', () => {
    const now = Date.parse('2026-01-02T03:04:05Z');
    const parts: SignedParts = { handler: 'Login', userId: '', token: '', compress: '00', time: '1', browserTm: formatBrowserTm(new Date(now)), datas: '{}' };
    expect(verifySignature(parts, md5Hex(parts.datas + parts.browserTm + 'k'), 'k', now)).toBe('outdated');
  });
});
