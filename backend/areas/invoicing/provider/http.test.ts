// What keeps us from reading Nuonuo's answer is transient, and the call is bounded: an answer past
// the size limit (declared or streamed), one that is not its envelope, a gateway's 5xx; a 4xx is
// how we call it (refused). The call carries the signed parts where Nuonuo reads them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHANNEL_ANSWER_LIMIT_BYTES } from '../../../channels/adapter';
import { callNuonuo } from './http';
import { nuonuoSignatureHolds } from './sign';
import type { ProviderAccount } from './types';

describe('callNuonuo', () => {
  let server: http.Server;
  let base = '';
  let seen: { url: string; headers: http.IncomingHttpHeaders; body: string } | null = null;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen = { url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        const path = new URL(req.url ?? '/', 'http://x').pathname;
        if (path === '/large/open/v1/services') { res.end(Buffer.alloc(CHANNEL_ANSWER_LIMIT_BYTES + 1, 0x61)); return; }
        if (path === '/html/open/v1/services') { res.end('<html>maintenance</html>'); return; }
        if (path === '/down/open/v1/services') { res.writeHead(502); res.end(); return; }
        if (path === '/missing/open/v1/services') { res.writeHead(404); res.end(); return; }
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ code: 'E0000', describe: '成功', result: { echo: true } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => { server.closeAllConnections(); await new Promise((resolve) => server.close(resolve)); });

  const account = (prefix: string): ProviderAccount => ({ gatewayUrl: `${base}${prefix}/open/v1/services`, appKey: 'k1', appSecret: 's1', accessToken: 't1', taxId: 'TAX1' });

  it('signs the exact body with the public parts of the query and sends the token, tax ID and method', async () => {
    expect(await callNuonuo(account(''), 'nuonuo.OpeMplatform.queryInvoiceResult', { orderNos: ['中文-1'] }, () => 1_700_000_000_000))
      .toEqual({ code: 'E0000', describe: '成功', result: { echo: true } });
    const query = new URL(seen!.url, 'http://x').searchParams;
    expect(query.get('appkey')).toBe('k1');
    expect(query.get('timestamp')).toBe('1700000000');
    expect(query.get('senid')).toMatch(/^[0-9a-f]{32}$/);
    expect(query.get('nonce')).toMatch(/^[1-9]\d{7}$/);
    expect(seen!.headers).toMatchObject({ accesstoken: 't1', usertax: 'TAX1', method: 'nuonuo.OpeMplatform.queryInvoiceResult' });
    const parts = { appKey: 'k1', senid: query.get('senid')!, nonce: query.get('nonce')!, timestamp: '1700000000', content: seen!.body };
    expect(nuonuoSignatureHolds('s1', parts, String(seen!.headers['x-nuonuo-sign']))).toBe(true);
  });

  it('answers transient failures for what it cannot read, refused for a 4xx', async () => {
    expect(await callNuonuo(account('/large'), 'm', {})).toMatchObject({ status: 'transient', code: 'TOO_LARGE' });
    expect(await callNuonuo(account('/html'), 'm', {})).toMatchObject({ status: 'transient', code: 'UNREADABLE' });
    expect(await callNuonuo(account('/down'), 'm', {})).toMatchObject({ status: 'transient', code: 'HTTP_502' });
    expect(await callNuonuo(account('/missing'), 'm', {})).toMatchObject({ status: 'refused', code: 'HTTP_404' });
  });
});
