// The build's scripts and styles (/_next/static/...) sent brotli-compressed to browsers that accept
// it: Next's own server compresses them with gzip on every request, brotli at its highest quality
// makes them about 15% smaller (docs/performance.md "bench:page"). They are compressed once, when
// the server starts (about two seconds of the thread pool for the whole build); for anything else,
// and should compressing fail, Next answers as before.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);
const TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };
/** What Next sends with its static files, and next.config.ts's headers for every path. */
const HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable', vary: 'Accept-Encoding',
  'x-content-type-options': 'nosniff', 'referrer-policy': 'same-origin',
};

/** True when an Accept-Encoding header admits brotli (named, or `*`, with a quality above 0). */
export function acceptsBrotli(header) {
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';').map((s) => s.trim());
    if (name !== 'br' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Starts compressing `<distDir>/static` and returns the request handler: true when it answered.
 * Only files found there are ever served (the map's keys), so no path from a request reaches the disk.
 */
export function brotliStatic(distDir) {
  const ready = new Map();
  const staticDir = path.join(distDir, 'static');
  const done = (async () => {
    for await (const file of filesUnder(staticDir)) {
      const type = TYPES[path.extname(file)];
      if (!type) continue;
      const raw = await readFile(file);
      const body = await compress(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      ready.set(`/_next/static/${path.relative(staticDir, file).split(path.sep).join('/')}`, { body, type });
    }
  })().catch((error) => console.error(`Compressing the static files failed (Next serves them as before): ${error.message}`));
  function serve(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (!acceptsBrotli(request.headers['accept-encoding'])) return false;
    const file = ready.get((request.url ?? '').split('?')[0]);
    if (!file) return false;
    response.writeHead(200, { ...HEADERS, 'content-type': file.type, 'content-encoding': 'br', 'content-length': file.body.length });
    response.end(request.method === 'HEAD' ? undefined : file.body);
    return true;
  }
  return { serve, done };
}
