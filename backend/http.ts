// HTTP details: the body limit and the client's address.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { SCREEN_HANDLER } from '../lib/screens/operations';

/** Largest request body accepted. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/**
 * Largest body of the screen engine's handler (HandlersCatc/CatcCom): an import sends up to
 * 10,000 rows in one request (gzip-compressed, code 22).
 */
export const SCREEN_BODY_LIMIT_BYTES = 8 * 1024 * 1024;
const SCREEN_PATH = `/${SCREEN_HANDLER}.ashx`;

/** The body limit of a request path. */
export function bodyLimitFor(pathname: string): number {
  return pathname === SCREEN_PATH ? SCREEN_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/** The body as text, or null when it is larger than the limit. */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT_BYTES): Promise<string | null> {
  /** Beyond this many bytes an oversized body is no longer drained: the connection is cut. */
  const DRAIN_LIMIT_BYTES = 4 * limit;
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > DRAIN_LIMIT_BYTES) {
      req.resume();
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = declared > limit;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        if (size > DRAIN_LIMIT_BYTES) req.destroy();
      } else if (!tooLarge) {
        chunks.push(chunk);
      }
    });
    req.on('end', () => resolve(tooLarge ? null : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    req.on('close', () => { if (!req.complete) reject(new Error('request aborted')); });
  });
}

function normalizeAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

function isLoopback(address: string): boolean {
  return address === '::1' || (isIP(address) === 4 && address.startsWith('127.'));
}

/**
 * The client's address: the socket's, or the first x-forwarded-for entry when the socket peer is
 * a console (loopback, or one of TRUSTED_CONSOLE_ADDRESSES), which forwards the browser's address.
 */
export function clientAddress(req: IncomingMessage, trustedConsoles: readonly string[] = []): string {
  const peer = normalizeAddress(req.socket.remoteAddress ?? '');
  if (isLoopback(peer) || trustedConsoles.includes(peer)) {
    const header = req.headers['x-forwarded-for'];
    const first = normalizeAddress((Array.isArray(header) ? header[0] : header ?? '').split(',')[0] ?? '');
    if (first && isIP(first)) return first;
  }
  return peer || 'unknown';
}

/**
 * The ASHX form of a streamed upload (lib/ashx/headers.ts ASHX_FORM_HEADER, a file as the
 * octet-stream body), or null when the request is an ordinary form post.
 */
export function streamedUploadForm(header: string | string[] | undefined, contentType: string | undefined): string | null {
  if (typeof header !== 'string' || !(contentType ?? '').startsWith('application/octet-stream')) return null;
  return header;
}

/** Reads what is left of a request and throws it away (the request may have failed meanwhile). */
export async function drained(req: IncomingMessage): Promise<void> {
  try {
    for await (const chunk of req) void chunk;
  } catch {
    // The client went away: nothing to answer.
  }
}
