import { buildAshxRequest, buildAshxUrl } from './request';
import { formatBrowserTm, parseBrowserTm, signDatas, verifySignature } from './sign';

// Vector checked independently: printf '%s' '<datas><browserTm>s3cret' | md5sum
const VECTOR = {
  input: {
    baseUrl: 'http://backend.example/', handler: 'HandlersCatc/CatcDictionary',
    payload: { type: 99, startIndex: 1, endIndex: 999999, note: 'a&b', empty: null },
    userId: 'admin', accessToken: 'tok123', language: 'en-US', compress: '00', signingSecret: 's3cret',
    now: new Date('2026-01-02T03:04:05Z'), random: () => 0.5,
  },
  url: 'http://backend.example/HandlersCatc/CatcDictionary.ashx?userId=admin&method=POST&type=web&lan=en-US&browserTm=2026-01-02+11%3A04%3A05&time=50000&compress=00&platform=web',
  datas: '{"type":99,"startIndex":1,"endIndex":999999,"note":"a%26b","empty":"","userId":"admin"}',
  privatekey: '7424bb7b359cf3d2ed3ea493d286215d',
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
    const tm = formatBrowserTm(new Date(now));
    const key = signDatas('{"a":1}', tm, 'k');
    expect(verifySignature('{"a":1}', tm, key, 'k', now)).toBe('ok');
    expect(verifySignature('{"a":1}', tm, key.toUpperCase(), 'k', now)).toBe('ok');
    expect(verifySignature('{"a":2}', tm, key, 'k', now)).toBe('mismatch');
    expect(verifySignature('{"a":1}', tm, key, 'other', now)).toBe('mismatch');
    expect(verifySignature('{"a":1}', tm, '', 'k', now)).toBe('missing');
    expect(verifySignature('{"a":1}', 'bad', key, 'k', now)).toBe('bad-time');
    expect(verifySignature('{"a":1}', tm, key, 'k', now + 5 * 60_000 + 1000)).toBe('stale');
    expect(verifySignature('{"a":1}', tm, key, 'k', now + 4 * 60_000)).toBe('ok');
  });
});
