// A refusal sent before the request's body was read whole leaves the connection in a state the
// client can rely on: either the rest is read and the connection serves the next request, or the
// answer says `Connection: close` and the connection ends cleanly after it (no hang, no reset).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { DISCARD_LIMIT_BYTES, closeWhenBodyLeftUnread } from './early-response.mjs';

const READ_LIMIT = 64 * 1024;

/** Refuses like the BFF: from the declared length without reading, else stops reading at the limit. */
async function refuseLargeBodies(request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.url === '/next') { response.end('next'); return; }
  if (Number(request.headers['content-length'] ?? 0) <= READ_LIMIT) {
    const reader = (Readable.toWeb(request) as ReadableStream<Uint8Array>).getReader();
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) { response.end('read'); return; }
      size += value.byteLength;
      if (size > READ_LIMIT) { await reader.cancel(); break; }
    }
  }
  response.statusCode = 413;
  response.end('too large');
}

interface Exchange { answers: string[]; ended: boolean; reset: boolean }

/** Sends an oversized POST on one connection, then a GET on the same connection. */
function exchange(port: number, body: { declared: number } | { chunked: number }): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const result: Exchange = { answers: [], ended: false, reset: false };
    let received = '';
    socket.on('data', (data) => {
      received += data.toString('latin1');
      if (received.endsWith('next')) finish();
    });
    socket.on('end', () => { result.ended = true; });
    socket.on('error', () => { result.reset = true; });
    let timer: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(timer);
      result.answers = [...received.matchAll(/HTTP\/1\.1 (\d+)[^]*?\r\nconnection: ([\w-]+)/gi)].map((m) => `${m[1]} ${m[2].toLowerCase()}`);
      socket.destroy();
      resolve(result);
    };
    socket.on('close', finish);
    timer = setTimeout(finish, 2000);
    const size = 'declared' in body ? body.declared : body.chunked;
    const framing = 'declared' in body ? `Content-Length: ${size}` : 'Transfer-Encoding: chunked';
    socket.write(`POST /upload HTTP/1.1\r\nHost: test\r\n${framing}\r\n\r\n`);
    const piece = Buffer.alloc(16 * 1024, 0x61);
    const chunk = 'declared' in body ? piece : Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    let sent = 0;
    const pump = () => {
      while (sent < size && !socket.destroyed) {
        sent += piece.length;
        if (!socket.write(chunk)) { socket.once('drain', pump); return; }
      }
      if (!('declared' in body)) socket.write('0\r\n\r\n');
      setTimeout(() => { if (!socket.destroyed) socket.write('GET /next HTTP/1.1\r\nHost: test\r\n\r\n'); }, 200);
    };
    pump();
  });
}

describe('a response sent before the body was read whole', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      closeWhenBodyLeftUnread(request, response);
      void refuseLargeBodies(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });

  it('closes the connection cleanly after the answer when the reading was abandoned', async () => {
    const result = await exchange(port, { chunked: 1024 * 1024 });
    expect(result.answers).toEqual(['413 close']);
    expect(result).toMatchObject({ ended: true, reset: false });
  });

  it('keeps the connection for the next request when the declared rest is read and discarded', async () => {
    const result = await exchange(port, { declared: 1024 * 1024 });
    expect(result.answers).toEqual(['413 keep-alive', '200 keep-alive']);
    expect(result.reset).toBe(false);
  });

  it('closes rather than reading a declared body past the discard limit', async () => {
    const result = await exchange(port, { declared: DISCARD_LIMIT_BYTES + 1 });
    expect(result.answers).toEqual(['413 close']);
    expect(result.ended).toBe(true);
  });
});
