// Throwaway TLS material for the simulated WeChat server (tests, the demo), made with the openssl
// command: a certificate authority of our own, the server's certificate for 127.0.0.1 and
// localhost, and a merchant's API client certificate (its subject's CN is the merchant id, as
// WeChat issues them). The private keys live in a temporary directory only while openssl runs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface SimTls {
  /** The authority both certificates are issued by: the client trusts it for the server, the server for merchants. */
  ca: string;
  server: { cert: string; key: string };
  /** The merchant's certificate followed by its key: what is typed into /WechatPayParamsInfo. */
  merchantBundle: string;
}

export function makeSimTls(mchId: string): SimTls {
  const dir = mkdtempSync(path.join(tmpdir(), 'catc-sim-tls-'));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    openssl('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', 'ca.pem', '-days', '3650', '-subj', '/CN=CATC simulated WeChat Pay CA');
    const issue = (name: string, subject: string, extensions: string) => {
      openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', `${name}.key`, '-out', `${name}.csr`, '-subj', subject);
      writeFileSync(file(`${name}.ext`), extensions);
      openssl('x509', '-req', '-in', `${name}.csr`, '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${name}.pem`, '-days', '3650', '-extfile', `${name}.ext`);
      return { cert: readFileSync(file(`${name}.pem`), 'utf8'), key: readFileSync(file(`${name}.key`), 'utf8') };
    };
    const server = issue('server', '/CN=127.0.0.1', 'subjectAltName = IP:127.0.0.1, DNS:localhost\nextendedKeyUsage = serverAuth\n');
    const merchant = issue('merchant', `/CN=${mchId}/O=WeChat Pay merchant`, 'extendedKeyUsage = clientAuth\n');
    return { ca: readFileSync(file('ca.pem'), 'utf8'), server, merchantBundle: `${merchant.cert}${merchant.key}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
