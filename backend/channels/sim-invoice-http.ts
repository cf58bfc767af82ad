// The simulated invoicing platform's HTTP side: node:http on 127.0.0.1 (port 0 picks a free one),
// bounded request bodies, a switch that takes it down (every request answered 503, as a gateway
// out of service) for a while or until switched back. Unlike sim-http.ts it hands the handler
// the request's headers: Nuonuo's signature, token, tax ID and method travel in them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const BODY_LIMIT_BYTES = 256 * 1024;

export interface SimInvoiceRequest { path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string }
export interface SimInvoiceAnswer { status?: number; contentType: string; body: string }
export type SimInvoiceHandler = (request: SimInvoiceRequest) => Promise<SimInvoiceAnswer>;

export interface SimInvoiceHttp {
  url: string;
  /** Down (true): every request is answered 503; up again with false. */
  setDown(down: boolean): void;
  /** Down for `ms` milliseconds of real time, then up again by itself. */
  outage(ms: number): void;
  close(): Promise<void>;
}

export async function startSimInvoiceHttp(handle: SimInvoiceHandler, port = 0): Promise<SimInvoiceHttp> {
  let down = false;
  let outageTimer: NodeJS.Timeout | null = null;
  const server = http.createServer((req, res) => {
    if (down) {
      req.resume();
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('Service Unavailable');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT_BYTES) req.destroy(); else chunks.push(chunk);
    });
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://sim');
      handle({ path: target.pathname, query: target.searchParams, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') })
        .then((answer) => { res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType }); res.end(answer.body); })
        .catch((error: Error) => { res.writeHead(500, { 'content-type': 'text/plain' }); res.end(error.message); });
    });
  });
  // A port in use rejects (instead of an unhandled 'error' event ending the process).
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, '127.0.0.1', () => { server.off('error', reject); resolve(); }); });
  const clearOutage = () => { if (outageTimer) clearTimeout(outageTimer); outageTimer = null; };
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    setDown(value) { clearOutage(); down = value; },
    outage(ms) {
      clearOutage();
      down = true;
      outageTimer = setTimeout(() => { down = false; outageTimer = null; }, ms);
      outageTimer.unref();
    },
    close: () => new Promise<void>((resolve) => { clearOutage(); server.close(() => resolve()); server.closeAllConnections(); }),
  };
}
