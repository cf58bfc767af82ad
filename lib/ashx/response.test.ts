import { randomBytes } from 'node:crypto';
import { COMPRESS_CODES, MAX_DECOMPRESSED_BYTES, compressText, decompressText, parseCompress } from './compress';
import { decodeAshxResponse, decodeDatas } from './response';
import { desanitizePayload, sanitizePayload } from './sanitize';
import { checkRequestSignature, decodeAshxDatas, encodeAshxResponse, readAshxEnvelope } from './server-side';
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
    const now = new Date('2026-11-25T08:00:00Z');
    const request = buildAshxRequest({ baseUrl: 'http://h/', handler: 'HandlersCatc/CatcDictionary', payload: { dkey: 'a&b', n: 1 }, userId: 'u', accessToken: 't', language: 'zh-CN', compress: code, signingSecret: 'k', now });
    const url = new URL(request.url);
    const read = readAshxEnvelope(url.pathname, url.searchParams, new URLSearchParams(request.body));
    if (!read.ok) throw new Error(read.reason);
    expect(checkRequestSignature(read.envelope, 'k', now.getTime())).toBe('ok');
    const parsed = decodeAshxDatas(read.envelope, 1024);
    expect(parsed).toMatchObject({ ok: true, request: { handler: 'HandlersCatc/CatcDictionary', accessToken: 't', payload: { dkey: 'a&b', n: 1, userId: 'u' } } });
    const body = encodeAshxResponse(200, { rows: [1] }, '', parseCompress(code)!);
    expect(decodeAshxResponse(body, parseCompress(code)!.response)).toMatchObject({ ok: true, data: { rows: [1] } });
  });

  it('rejects a request that is not ASHX or whose datas is unreadable', () => {
    const decode = (query: string, form: string, limit = 1024) => {
      const read = readAshxEnvelope('/Login.ashx', new URLSearchParams(query), new URLSearchParams(form));
      return read.ok ? decodeAshxDatas(read.envelope, limit) : read;
    };
    expect(readAshxEnvelope('/x', new URLSearchParams(), new URLSearchParams())).toEqual({ ok: false, reason: 'not-ashx' });
    expect(decode('compress=99', '')).toEqual({ ok: false, reason: 'bad-compress' });
    expect(decode('compress=10', 'datas=@@@')).toEqual({ ok: false, reason: 'bad-datas' });
    expect(decode('', 'datas=[1]')).toEqual({ ok: false, reason: 'bad-datas' });
  });

  it('inflates datas no further than the limit it is given, and refuses deep nesting before parsing', () => {
    const big = JSON.stringify({ a: 'x'.repeat(5_000) });
    const read = (code: string, datas: string) => {
      const envelope = readAshxEnvelope('/Login.ashx', new URLSearchParams(`compress=${code}`), new URLSearchParams({ datas }));
      if (!envelope.ok) throw new Error(envelope.reason);
      return decodeAshxDatas(envelope.envelope, 4_000);
    };
    expect(read('00', big)).toEqual({ ok: false, reason: 'too-large' });
    expect(read('20', compressText(big, 2))).toEqual({ ok: false, reason: 'too-large' });
    expect(read('20', compressText(JSON.stringify({ a: 'x' }), 2))).toMatchObject({ ok: true });
    const deep = `{"a":${'['.repeat(150_000)}${']'.repeat(150_000)}}`;
    expect(read('20', compressText(deep, 2))).toEqual({ ok: false, reason: 'too-large' }); // over the size limit first
    const deepButSmall = `{"a":${'['.repeat(40)}${']'.repeat(40)}}`;
    expect(read('00', deepButSmall)).toEqual({ ok: false, reason: 'too-deep' });
  });
});
