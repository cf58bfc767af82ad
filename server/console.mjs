// The console's HTTP server: Next.js served from a plain node:http server, so that the route
// handlers learn the address of the socket's peer. Next's own server passes the peer only in
// X-Forwarded-For, and only when the client did not set that header itself, so a browser could
// name any address (docs/security.md "Client addresses"). Usage: node server/console.mjs [--dev]
// with PORT (default 3000) and HOSTNAME (default all interfaces).
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { closeWhenBodyLeftUnread } from './early-response.mjs';
import { PEER_HEADER } from './peer-header.mjs';
import { brotliStatic } from './static-brotli.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME || undefined;

const app = next({ dev, port, hostname: hostname ?? 'localhost' });
const handle = app.getRequestHandler();
// Compressed while Next prepares, so that every script is sent as brotli from the first request.
const staticFiles = dev ? null : brotliStatic(path.resolve('.next'));
await Promise.all([app.prepare(), staticFiles?.done]);

createServer((request, response) => {
  // Set here, whatever the client sent under this name.
  request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
  if (staticFiles?.serve(request, response)) return;
  closeWhenBodyLeftUnread(request, response);
  handle(request, response);
}).listen(port, hostname, () => console.log(`console listening on ${hostname ?? '*'}:${port}${dev ? ' (development)' : ''}`));
