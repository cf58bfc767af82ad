import { randomBytes } from 'node:crypto';
import { COMPRESS_CODES, MAX_DECOMPRESSED_BYTES, compressText, decompressText, parseCompress } from './compress';
import { decodeAshxResponse, decodeDatas } from './response';
import { desanitizePayload, sanitizePayload } from './sanitize';
import { encodeAshxResponse, parseAshxRequest } from './server-side';
import { buildAshxRequest } from './request';

describe('compress codes', () => {
  it.each(COMPRESS_CODES)('round-trips data with code %s', (code) => {
    const parsed = parseCompress(code)!;
    const text = JSON.stringify({ rows: [{ dkey: '车场', dvalue: 'x'.repeat(500) }] });
    expect(decompressText(compressText(text, parsed.request), parsed.request)).toBe(text);
    expect(decompressText(compressText(text, parsed.response), parsed.response)).toBe(text);
  });

  it('knows vectors for deflate and gzip', () => {
    expect(compressText('{"a":1}', 1)).toBe('eJyrVkpUsjKsBQAIKgIJ');
    expect(decompressText('H4sIAAAAAAAAA6tWSlSyMqwFAK+sG1YHAAAA', 2)).toBe('{"a":1}');
  });

  it('refuses to expand a decompression bomb', () => {
    const bomb = require('node:zlib').gzipSync(Buffer.alloc(MAX_DECOMPRESSED_BYTES + 1024)).toString('base64');
    expect(bomb.length).toBeLessThan(200_000);
    expect(decompressText(bomb, 2)).toBeNull();
  });

  it('rejects unknown codes', () => {
    for (const code of ['', '0', '01', '12', '33', 'ab', '000', null, undefined]) expect(parseCompress(code)).toBeNull();
  });
});

describe('decodeAshxResponse', () => {
  const envelope = (statusCode: unknown, datas: unknown, message = '') => JSON.stringify({ statusCode, datas, message });

  it('decodes plain datas, and JSON inside a JSON string', () => {
    expect(decodeAshxResponse(envelope(200, JSON.stringify([{ a: 1 }])), 0)).toEqual({ ok: true, statusCode: 200, data: [{ a: 1 }], message: '' });
    const twice = JSON.stringify(JSON.stringify({ b: 2 }));
    expect(decodeAshxResponse(envelope('200', twice), 0)).toMatchObject({ ok: true, data: { b: 2 } });
  });

  it('decodes compressed datas', () => {
    const datas = compressText(JSON.stringify({ c: '三' }), 2);
    expect(decodeAshxResponse(envelope(200, datas), 2)).toMatchObject({ ok: true, data: { c: '三' } });
  });

  it('maps 500 and 4000 to the session timeout', () => {
    for (const code of [500, 4000]) {
      const result = decodeAshxResponse(envelope(code, ''), 0);
      expect(result).toMatchObject({ ok: false, error: { kind: 'session', messageKey: 'loginTimeOut', statusCode: code } });
    }
  });

  it('takes the business message from data.msg, a data string, or message', () => {
    expect(decodeAshxResponse(envelope(401, JSON.stringify({ msg: 'bad' }), 'm'), 0)).toMatchObject({ error: { kind: 'business', detail: 'bad' } });
    expect(decodeAshxResponse(envelope(400, JSON.stringify('plain text')), 0)).toMatchObject({ error: { detail: 'plain text' } });
    expect(decodeAshxResponse(envelope(400, '', 'from message'), 0)).toMatchObject({ error: { detail: 'from message' } });
    expect(decodeAshxResponse(envelope(400, ''), 0)).toMatchObject({ error: { messageKey: 'requestFailed', detail: undefined } });
  });

  it('never throws on garbage (fuzz)', () => {
    const samples: string[] = ['', 'null', '[]', '"x"', '{', '{"statusCode":"abc"}', '{"statusCode":200,"datas":"%%%"}'];
    const valid = envelope(200, compressText(JSON.stringify({ list: [1, 2, 3] }), 1));
    for (let i = 0; i < 2000; i += 1) {
      samples.push(randomBytes(i % 64).toString(i % 2 ? 'latin1' : 'base64'));
      samples.push(valid.slice(0, Math.floor(Math.random() * valid.length)));
      const chars = valid.split('');
      chars[Math.floor(Math.random() * chars.length)] = String.fromCharCode(Math.floor(Math.random() * 128));
      samples.push(chars.join(''));
    }
    for (const sample of samples) {
      for (const mode of [0, 1, 2] as const) {
        const result = decodeAshxResponse(sample, mode);
        expect(typeof result.ok).toBe('boolean');
        expect(() => decodeDatas(sample, mode)).not.toThrow();
      }
    }
  });
});

describe('sanitize', () => {
  it('blanks null-like values and encodes & = + %', () => {
    expect(sanitizePayload({ a: null, b: undefined, c: 'null', d: 'undefined', e: 'x&y=z+w', f: '50%', g: 3, h: [null, 'a+b'], i: { j: 'null' }, k: Number.NaN }))
      .toEqual({ a: '', b: '', c: '', d: '', e: 'x%26y%3Dz%2Bw', f: '50%25', g: 3, h: ['', 'a%2Bb'], i: { j: '' }, k: '' });
  });

  it('is undone by the receiving side', () => {
    const original = { e: 'x&y=z+w', f: '50%', plain: '车场 1', nested: { list: ['a+b'] } };
    expect(desanitizePayload(JSON.parse(JSON.stringify(sanitizePayload(original))))).toEqual(original);
  });
});

describe('the two ends together', () => {
  it.each(COMPRESS_CODES)('a request built by one end is read by the other (%s)', (code) => {
    const request = buildAshxRequest({ baseUrl: 'http://h/', handler: 'HandlersCatc/CatcDictionary', payload: { dkey: 'a&b', n: 1 }, userId: 'u', accessToken: 't', language: 'zh-CN', compress: code });
    const url = new URL(request.url);
    const parsed = parseAshxRequest(url.pathname, url.searchParams, new URLSearchParams(request.body));
    expect(parsed).toMatchObject({ ok: true, request: { handler: 'HandlersCatc/CatcDictionary', accessToken: 't', payload: { dkey: 'a&b', n: 1, userId: 'u' } } });
    const body = encodeAshxResponse(200, { rows: [1] }, '', parseCompress(code)!);
    expect(decodeAshxResponse(body, parseCompress(code)!.response)).toMatchObject({ ok: true, data: { rows: [1] } });
  });

  it('rejects a request that is not ASHX or whose datas is unreadable', () => {
    expect(parseAshxRequest('/x', new URLSearchParams(), new URLSearchParams())).toEqual({ ok: false, reason: 'not-ashx' });
    expect(parseAshxRequest('/Login.ashx', new URLSearchParams('compress=99'), new URLSearchParams())).toEqual({ ok: false, reason: 'bad-compress' });
    expect(parseAshxRequest('/Login.ashx', new URLSearchParams('compress=10'), new URLSearchParams('datas=@@@'))).toEqual({ ok: false, reason: 'bad-datas' });
    expect(parseAshxRequest('/Login.ashx', new URLSearchParams(), new URLSearchParams('datas=[1]'))).toEqual({ ok: false, reason: 'bad-datas' });
  });
});
