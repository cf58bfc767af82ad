import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { interleaved, mean, oneAtATime } from './one-at-a-time.mjs';

describe('oneAtATime', () => {
  let server: http.Server;
  let url: string;
  const sockets = new Set<unknown>();
  const bodies: string[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      sockets.add(request.socket);
      let body = '';
      request.on('data', (chunk) => { body += chunk; });
      request.on('end', () => {
        bodies.push(body);
        response.writeHead(body === 'refuse' ? 403 : 200).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('times every call over one kept-alive connection, each request built anew', async () => {
    let n = 0;
    const times = await oneAtATime(() => ({ url, method: 'POST', body: `call ${(n += 1)}` }), 5, (status: number) => status === 200);
    expect(times).toHaveLength(5);
    expect(times.every((ms: number) => ms > 0)).toBe(true);
    expect(bodies.slice(-5)).toEqual(['call 1', 'call 2', 'call 3', 'call 4', 'call 5']);
    expect(sockets.size).toBe(1);
  });

  it('stops at the first answer the check refuses', async () => {
    await expect(oneAtATime(() => ({ url, method: 'POST', body: 'refuse' }), 3, (status: number) => status === 200)).rejects.toThrow('refused (403)');
  });

  it('interleaves targets call by call, the order rotating from cycle to cycle', async () => {
    const target = (name: string) => ({ next: () => ({ url, method: 'POST', body: name }), check: (status: number) => status === 200 });
    const times = await interleaved({ a: target('a'), b: target('b'), c: target('c') }, 3);
    expect(Object.values(times).map((t) => (t as number[]).length)).toEqual([3, 3, 3]);
    expect(bodies.slice(-9)).toEqual(['a', 'b', 'c', 'b', 'c', 'a', 'c', 'a', 'b']);
  });

  it('averages', () => {
    expect(mean([1, 2, 6])).toBe(3);
  });
});
