// What the simulated counterparts' servers share (the payment channels, the invoicing platform):
// a node:http server on 127.0.0.1 (port 0 picks a free one), bounded request bodies, a switch that
// takes it down for a while, and asynchronous notifications posted to the merchant's notify URL,
// remembered so a test can wait for them or deliver one again (as a real channel retries).
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';

const SIM_BODY_LIMIT_BYTES = 256 * 1024;

export interface Delivery { url: string; body: string; contentType: string; status: number | null; answer: string }

export interface SimServer {
  url: string;
  /** Every notification posted, in order. */
  deliveries: Delivery[];
  /** Posts a notification (not awaited by the call that caused it). */
  notify(url: string, body: string, contentType: string): void;
  /** Posts notification `index` again, as the channel does when it did not hear success. */
  redeliver(index: number): Promise<Delivery>;
  /** Resolves when every notification posted so far was answered. */
  settled(): Promise<void>;
  /** Down (true): every request is answered 503, as a gateway out of service; up again with false. */
  setDown(down: boolean): void;
  /** Down for `ms` milliseconds of real time, then up again by itself. */
  outage(ms: number): void;
  close(): Promise<void>;
}

/** The client certificate a request came with over TLS: verified against the server's CA, and its subject's CN. */
export interface SimPeer { authorized: boolean; commonName: string | null }

export type SimHandler = (path: string, body: string, peer: SimPeer, query: URLSearchParams, headers: http.IncomingHttpHeaders) =>
  Promise<{ status?: number; contentType: string; body: string | Buffer }>;

/** HTTPS that asks every client for a certificate issued by `ca` (and serves those without one too: the handler decides). */
export interface SimTlsOptions { key: string; cert: string; ca: string }

function peerOf(req: http.IncomingMessage): SimPeer {
  const socket = req.socket as Partial<TLSSocket>;
  if (typeof socket.getPeerCertificate !== 'function') return { authorized: false, commonName: null };
  const cn = socket.getPeerCertificate().subject?.CN;
  return { authorized: socket.authorized === true, commonName: typeof cn === 'string' ? cn : null };
}

async function post(url: string, body: string, contentType: string): Promise<Delivery> {
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { 'content-type': contentType }, signal: AbortSignal.timeout(10_000) });
    return { url, body, contentType, status: response.status, answer: await response.text() };
  } catch (error) {
    return { url, body, contentType, status: null, answer: (error as Error).message };
  }
}

export async function startSimServer(handle: SimHandler, port = 0, tls?: SimTlsOptions): Promise<SimServer> {
  let down = false;
  const listener: http.RequestListener = (req, res) => {
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
      if (size > SIM_BODY_LIMIT_BYTES) req.destroy(); else chunks.push(chunk);
    });
    req.on('end', () => {
      const target = new URL(req.url ?? '/', 'http://sim');
      handle(target.pathname, Buffer.concat(chunks).toString('utf8'), peerOf(req), target.searchParams, req.headers)
        .then((answer) => { res.writeHead(answer.status ?? 200, { 'content-type': answer.contentType }); res.end(answer.body); })
        .catch((error: Error) => { res.writeHead(500, { 'content-type': 'text/plain' }); res.end(error.message); });
    });
  };
  const server = tls
    ? https.createServer({ key: tls.key, cert: tls.cert, ca: tls.ca, requestCert: true, rejectUnauthorized: false }, listener)
    : http.createServer(listener);
  // A port in use rejects (instead of an unhandled 'error' event ending the process).
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, '127.0.0.1', () => { server.off('error', reject); resolve(); }); });
  const taken = (server.address() as AddressInfo).port;
  const deliveries: Delivery[] = [];
  let outageTimer: NodeJS.Timeout | null = null;
  const clearOutage = () => { if (outageTimer) clearTimeout(outageTimer); outageTimer = null; };
  const inFlight = new Set<Promise<unknown>>();
  const track = (p: Promise<Delivery>) => {
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
    return p;
  };
  return {
    url: `${tls ? 'https' : 'http'}://127.0.0.1:${taken}`,
    deliveries,
    notify(url, body, contentType) {
      track(post(url, body, contentType).then((d) => { deliveries.push(d); return d; }));
    },
    redeliver(index) {
      const d = deliveries[index];
      return track(post(d.url, d.body, d.contentType).then((again) => { deliveries.push(again); return again; }));
    },
    async settled() {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
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
