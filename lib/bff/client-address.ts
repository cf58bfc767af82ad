// The browser's address, for the backend's sign-in throttling and the audit log. Without a
// reverse proxy (TRUST_PROXY_HOPS=0, the default) it is the socket's peer, which the console's
// server (server/console.mjs) hands over in its own header: any X-Forwarded-For the client sent is
// ignored. Behind N trusted proxies, each appends the address it received the request from to
// X-Forwarded-For, so the client is the N-th entry from the right; what lies further left was
// written by the client and is never read.
import { isIP } from 'node:net';
import { PEER_HEADER } from '../../server/peer-header.mjs';

/** '::ffff:10.0.0.1' -> '10.0.0.1'; anything that is not an address -> ''. */
function normalize(address: string): string {
  const trimmed = address.trim();
  const unmapped = trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
  return isIP(unmapped) ? unmapped : '';
}

export function trustedProxyHops(value = process.env.TRUST_PROXY_HOPS): number {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops > 0 ? hops : 0;
}

export function clientAddress(headers: Headers, hops = trustedProxyHops()): string {
  const peer = normalize(headers.get(PEER_HEADER) ?? '');
  if (hops === 0) return peer;
  const forwarded = (headers.get('x-forwarded-for') ?? '').split(',').map(normalize);
  // Fewer entries than proxies: the chain is shorter than configured; the nearest entry is the best guess.
  const entry = forwarded.length >= hops ? forwarded[forwarded.length - hops] : forwarded[0];
  return entry || peer;
}
