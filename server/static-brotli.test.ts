// The console's own server sends the build's scripts and styles brotli-compressed, to browsers
// that accept it, and only files that are in the build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { acceptsBrotli, brotliStatic } from './static-brotli.mjs';

it('reads Accept-Encoding', () => {
  expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
  expect(acceptsBrotli('br;q=0.5')).toBe(true);
  expect(acceptsBrotli('*')).toBe(true);
  expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
  expect(acceptsBrotli('gzip, brotli')).toBe(false);
  expect(acceptsBrotli(undefined)).toBe(false);
});

describe('the static files', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'catc-brotli-'));
  const script = 'console.log("a chunk");'.repeat(200);
  let server: Server;
  let port: number;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'static', 'chunks'), { recursive: true });
    mkdirSync(path.join(dist, 'static', 'media'), { recursive: true });
    writeFileSync(path.join(dist, 'static', 'chunks', 'a.js'), script);
    writeFileSync(path.join(dist, 'static', 'media', 'logo.png'), 'png');
    writeFileSync(path.join(dist, 'secret.js'), 'not static');
    const files = brotliStatic(dist);
    await files.done;
    server = createServer((req, res) => { if (!files.serve(req, res)) res.writeHead(418).end('next'); });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => { server.close(); rmSync(dist, { recursive: true, force: true }); });

  const get = (url: string, encoding: string, method = 'GET') => new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    httpRequest({ port, host: '127.0.0.1', path: url, method, headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject).end();
  });

  it('sends a script compressed with brotli, cached for good', async () => {
    const answer = await get('/_next/static/chunks/a.js?dpl=1', 'gzip, br');
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'application/javascript; charset=utf-8', vary: 'Accept-Encoding', 'x-content-type-options': 'nosniff' });
    expect(answer.headers['cache-control']).toContain('immutable');
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    expect((await get('/_next/static/chunks/a.js', 'br', 'HEAD')).body.length).toBe(0);
  });

  it('leaves to Next what a browser cannot decode, what is not a script or style, and what is not in the build', async () => {
    expect((await get('/_next/static/chunks/a.js', 'gzip')).body.toString()).toBe('next');
    expect((await get('/_next/static/media/logo.png', 'br')).body.toString()).toBe('next');
    expect((await get('/_next/static/../secret.js', 'br')).body.toString()).toBe('next');
    expect((await get('/_next/static/chunks/missing.js', 'br')).body.toString()).toBe('next');
  });
});
