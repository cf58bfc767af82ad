import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { postForm, TransportTimeout } from './transport';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse, body: string, connection: number) => void;

/** A server that answers with `handler` and numbers its connections. */
async function serve(handler: Handler): Promise<{ url: string; connections: () => number; close: () => Promise<void> }> {
  let connections = 0;
  const ids = new WeakMap<Socket, number>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => { body += chunk; });
    request.on('end', () => handler(request, response, body, ids.get(request.socket)!));
  });
  server.on('connection', (socket) => { connections += 1; ids.set(socket, connections); });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/Login.ashx?lan=en-US`,
    connections: () => connections,
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('postForm', () => {
  it('posts the form and reads the whole answer, its status and headers', async () => {
    const server = await serve((request, response, body) => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-menu-version': '7' });
      response.end(JSON.stringify({ method: request.method, url: request.url, type: request.headers['content-type'], body, big: '三'.repeat(100_000) }));
    });
    try {
      const answer = await postForm(server.url, 'datas=%7B%7D', { ...FORM, 'x-forwarded-for': '10.0.0.9' }, 5_000);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('X-Menu-Version')).toBe('7');
      expect(answer.headers.get('x-absent')).toBeNull();
      const echoed = JSON.parse(answer.text);
      expect(echoed).toMatchObject({ method: 'POST', url: '/Login.ashx?lan=en-US', type: FORM['content-type'], body: 'datas=%7B%7D' });
      expect(echoed.big).toHaveLength(100_000);
    } finally {
      await server.close();
    }
  });

  it('keeps the connection alive: calls one after another share one socket', async () => {
    const server = await serve((_request, response, body) => response.end(body));
    try {
      for (const n of [1, 2, 3]) expect((await postForm(server.url, `n=${n}`, FORM, 5_000)).text).toBe(`n=${n}`);
      expect(server.connections()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it('repeats a call once on a new socket when a kept-alive socket turns out closed', async () => {
    const seen: number[] = [];
    const server = await serve((_request, response, body, connection) => {
      seen.push(connection);
      // The second request on the first connection: the server drops the connection unanswered.
      if (connection === 1 && seen.length === 2) { response.socket?.destroy(); return; }
      response.end(body);
    });
    try {
      expect((await postForm(server.url, 'a=1', FORM, 5_000)).text).toBe('a=1');
      expect((await postForm(server.url, 'a=2', FORM, 5_000)).text).toBe('a=2');
      expect(seen).toEqual([1, 1, 2]);
    } finally {
      await server.close();
    }
  });

  it('gives up after the timeout', async () => {
    const server = await serve(() => { /* never answers */ });
    try {
      await expect(postForm(server.url, 'a=1', FORM, 100)).rejects.toBeInstanceOf(TransportTimeout);
    } finally {
      await server.close();
    }
  });

  it('fails when nothing listens', async () => {
    const server = await serve((_request, response) => response.end());
    const { url } = server;
    await server.close();
    await expect(postForm(url, 'a=1', FORM, 5_000)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});
