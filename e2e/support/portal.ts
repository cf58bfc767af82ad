// A stand-in for the operator's portal, on another origin: it embeds the console's login page,
// obtains a single-use SSO ticket from the backend server-to-server (signed with the shared
// secret), and hands it to the embedded page by postMessage.
import { createServer } from 'node:http';
import { callAshx } from '../../lib/ashx/client';

const consoleUrl = process.env.CONSOLE_URL!;

// ?mode=popup: opens the console in a window and pushes a valid ticket at it, without waiting to
// be asked, as a hostile page would; the console must ignore it unless this origin is allowed.
const popup = (account: string) => `<!doctype html><html><head><title>Other site</title></head><body>
<button id="open">Open console</button>
<script>
  document.getElementById('open').addEventListener('click', async () => {
    const target = window.open(${JSON.stringify(consoleUrl)} + '/login', 'console');
    const { ticket } = await (await fetch('/ticket?account=${encodeURIComponent(account)}')).json();
    for (let i = 0; i < 12; i += 1) {
      target.postMessage({ type: 'catc-sso-ticket', ticket }, '*');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    document.body.dataset.ticketsSent = 'yes';
  });
</script></body></html>`;

const page = (account: string) => `<!doctype html><html><head><title>Portal</title></head><body>
<h1>Portal</h1><iframe id="console" src="${consoleUrl}/login" style="width:1200px;height:800px"></iframe>
<script>
  const frame = document.getElementById('console');
  window.addEventListener('message', async (event) => {
    if (event.origin !== ${JSON.stringify(new URL(consoleUrl).origin)} || event.data?.type !== 'catc-sso-ready') return;
    const { ticket } = await (await fetch('/ticket?account=${encodeURIComponent(account)}')).json();
    frame.contentWindow.postMessage({ type: 'catc-sso-ticket', ticket }, ${JSON.stringify(new URL(consoleUrl).origin)});
    document.body.dataset.ticketSent = 'yes';
  });
</script></body></html>`;

async function issueTicket(account: string): Promise<string> {
  const result = await callAshx<{ ticket: string }>({
    baseUrl: process.env.ASHX_BASE_URL!, handler: 'Login', payload: { GetList: 'SsoTicket', userId: account },
    language: 'en-US', signingSecret: process.env.ASHX_SIGNING_SECRET!,
  });
  if (!result.ok) throw new Error(`ticket refused: ${JSON.stringify(result.error)}`);
  return result.data.ticket;
}

for (const port of (process.env.PORTAL_PORTS ?? '').split(',').map(Number)) {
  createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', `http://localhost:${port}`);
    try {
      if (url.pathname === '/ticket') {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ ticket: await issueTicket(url.searchParams.get('account') ?? 'operator') }));
        return;
      }
      response.setHeader('content-type', 'text/html; charset=utf-8');
      const account = url.searchParams.get('account') ?? 'operator';
      response.end(url.searchParams.get('mode') === 'popup' ? popup(account) : page(account));
    } catch (error) {
      response.statusCode = 500;
      response.end(String(error));
    }
  }).listen(port);
}
