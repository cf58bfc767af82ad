// One call at a time over one kept-alive connection per server, timed with hrtime: autocannon
// records latencies in whole milliseconds, so its means of sub-millisecond calls are quantised.
// Every target goes through this same client; a request is built before its clock starts.
import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One call; resolves with its wall time (ms), status and body. */
function timedCall({ url, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = http.request(url, {
      method, agent, headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
    });
    request.on('socket', (socket) => socket.setNoDelay(true));
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => resolve({
        ms: Number(process.hrtime.bigint() - started) / 1e6, status: response.statusCode, body: Buffer.concat(chunks).toString('utf8'),
      }));
    });
    request.end(body);
  });
}

/**
 * `calls` timed calls of `next()` (a request description: url, method, headers, body), each
 * checked by `check(status, body)`; returns their wall times in ms.
 */
export async function oneAtATime(next, calls, check) {
  const times = [];
  for (let i = 0; i < calls; i += 1) {
    const request = next();
    const { ms, status, body } = await timedCall(request);
    if (!check(status, body)) throw new Error(`${request.url}: refused (${status}) ${body.slice(0, 200)}`);
    times.push(ms);
  }
  return times;
}

/**
 * The same, call by call across several targets ({ name: { next, check } }), the order rotating
 * from one cycle to the next: a burst of other work on a shared machine then falls on every target
 * alike, instead of on whichever was being timed. Returns each target's wall times, cycle by cycle.
 */
export async function interleaved(targets, cycles) {
  const names = Object.keys(targets);
  const times = Object.fromEntries(names.map((name) => [name, []]));
  for (let cycle = 0; cycle < cycles; cycle += 1) {
    for (let k = 0; k < names.length; k += 1) {
      const name = names[(cycle + k) % names.length];
      times[name].push((await oneAtATime(targets[name].next, 1, targets[name].check))[0]);
    }
  }
  return times;
}

export const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
