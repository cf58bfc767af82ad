// One form-encoded POST over node:http(s) through a keep-alive agent per protocol: the console's
// calls reuse their connections to the backend instead of going through fetch (web streams,
// Request/Headers objects and an AbortSignal per call: about a millisecond each under load).
import http from 'node:http';
import https from 'node:https';

export interface PostAnswer {
  status: number;
  /** Header lookup by lower- or mixed-case name, as Headers#get. */
  headers: { get(name: string): string | null };
  text: string;
}

export class TransportTimeout extends Error {
  override name = 'TimeoutError';
}

/**
 * Kept-alive sockets wait at most this long (the backend, like node:http servers by default,
 * closes idle connections after 5 s; Node also honours a server's Keep-Alive timeout hint).
 */
const FREE_SOCKET_MS = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: FREE_SOCKET_MS, scheduling: 'lifo' }),
  'https:': new https.Agent({ keepAlive: true, timeout: FREE_SOCKET_MS, scheduling: 'lifo' }),
};

function headerLookup(raw: http.IncomingHttpHeaders): PostAnswer['headers'] {
  return {
    get(name) {
      const value = raw[name.toLowerCase()];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

function postOnce(url: URL, body: string, headers: Record<string, string>, timeoutMs: number):
  Promise<PostAnswer & { reused: boolean }> {
  const transport = url.protocol === 'https:' ? https : http;
  const agent = url.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: 'POST', agent,
      headers: { ...headers, 'content-length': Buffer.byteLength(body) },
    });
    const timer = setTimeout(() => request.destroy(new TransportTimeout('request timed out')), timeoutMs);
    const fail = (error: Error) => {
      clearTimeout(timer);
      reject(Object.assign(error, { reused: request.reusedSocket }));
    };
    request.on('error', fail);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', fail);
      response.on('end', () => {
        clearTimeout(timer);
        resolve({
          status: response.statusCode ?? 0, headers: headerLookup(response.headers),
          text: Buffer.concat(chunks).toString('utf8'), reused: request.reusedSocket,
        });
      });
    });
    request.end(body);
  });
}

/**
 * Posts the body and reads the whole answer. A kept-alive socket the server closed just as it was
 * reused fails with ECONNRESET before any answer (the server closed it idle, so it never read the
 * request): that one attempt is repeated on a new socket, as Node's documentation advises. Even if
 * it had been read, a signed request repeated carries the same signature, which the backend runs
 * at most once.
 */
export async function postForm(url: string, body: string, headers: Record<string, string>, timeoutMs: number): Promise<PostAnswer> {
  const target = new URL(url);
  try {
    return await postOnce(target, body, headers, timeoutMs);
  } catch (error) {
    const { code, reused } = error as { code?: string; reused?: boolean };
    if (!reused || code !== 'ECONNRESET') throw error;
    return postOnce(target, body, headers, timeoutMs);
  }
}
