// A channel's answer is read within its bound (postForBytes, over real HTTP on 127.0.0.1): an
// answer declaring a larger length is refused before its body is read, one sent without a length
// (chunked, endless) is stopped as soon as it passes the bound, never read whole; within the bound
// it is returned as sent.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ChannelAnswerTooLarge, postForBytes } from './adapter';

const LIMIT = 1024;

describe('postForBytes', () => {
  let server: http.Server;
  let url = '';

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/declared') {
        res.writeHead(200, { 'content-length': String(LIMIT + 1) });
        res.end(Buffer.alloc(LIMIT + 1, 0x61));
        return;
      }
      if (req.url === '/small') { res.end('statement'); return; }
      // Chunked, without a length, and never ending: only a reader that stops at its bound returns.
      const tick = setInterval(() => { if (res.destroyed) clearInterval(tick); else res.write(Buffer.alloc(256, 0x62)); }, 5);
      res.on('close', () => clearInterval(tick));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { server.closeAllConnections(); await new Promise((resolve) => server.close(resolve)); });

  it('refuses an answer past the bound, declared or streamed, and returns one within it', async () => {
    await expect(postForBytes(`${url}/declared`, '', 'text/plain', LIMIT)).rejects.toBeInstanceOf(ChannelAnswerTooLarge);
    await expect(postForBytes(`${url}/chunked`, '', 'text/plain', LIMIT)).rejects.toBeInstanceOf(ChannelAnswerTooLarge);
    expect((await postForBytes(`${url}/small`, '', 'text/plain', LIMIT)).toString()).toBe('statement');
  });
});
