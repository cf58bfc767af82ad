import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postLawEnforcement } from './law-enforcement';

let server: Server;
let base = '';
const seen: { url?: string; type?: string; body?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => {
      seen.push({ url: request.url, type: request.headers['content-type'], body });
      if (request.url === '/api/fail') { response.statusCode = 503; response.end('down for maintenance'); return; }
      if (request.url === '/api/slow') return; // never answers
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ received: JSON.parse(body) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }));

describe('postLawEnforcement', () => {
  it('posts JSON to the configured address and returns the answer', async () => {
    const result = await postLawEnforcement(base, '/plates/check', { plate: '粤B12345' });
    expect(result).toEqual({ ok: true, statusCode: 200, data: { received: { plate: '粤B12345' } }, message: '' });
    expect(seen.at(-1)).toMatchObject({ url: '/api/plates/check', type: 'application/json' });
  });
  it('reports a failure with the service text', async () => {
    const result = await postLawEnforcement(base, 'fail', {});
    expect(result).toMatchObject({ ok: false, error: { kind: 'business', statusCode: 503, detail: 'down for maintenance' } });
  });
  it('times out', async () => {
    expect(await postLawEnforcement(base, 'slow', {}, 200)).toMatchObject({ ok: false, error: { kind: 'timeout' } });
  });
  it('refuses when no address is configured', async () => {
    expect(await postLawEnforcement('', 'x', {})).toMatchObject({ ok: false, error: { messageKey: 'lawEnforcementUnconfigured' } });
  });
});
