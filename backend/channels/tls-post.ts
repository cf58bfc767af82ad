// A POST to a channel over HTTPS with our side of mutual TLS (WeChat's secapi endpoints want the
// merchant's API client certificate) and the authorities a channel's server certificate may be
// issued by: the public ones, and any the deployment adds (CHANNEL_CA_FILE: a simulated channel's
// own). Bounded like every channel call (time, answer size); plain HTTP is refused here: a client
// certificate never travels without TLS.
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import type { ClientCertificate } from '../../lib/channels/pem';
import { CHANNEL_TIMEOUT_MS, ChannelAnswerTooLarge, ChannelUnreachable } from './adapter';

const extraAuthorities: string[] = [];

/** Trusts the authority of a channel's server certificate besides the public ones (process-wide). */
export function trustChannelAuthority(pem: string): void {
  if (!extraAuthorities.includes(pem)) extraAuthorities.push(pem);
}

export async function postOverTls(url: string, body: string, contentType: string, limit: number, clientCert: ClientCertificate | null): Promise<Buffer> {
  if (!url.startsWith('https://')) throw new ChannelUnreachable(`${url}: the channel must be called over https`);
  return new Promise<Buffer>((resolve, reject) => {
    const request = https.request(url, {
      method: 'POST',
      headers: { 'content-type': contentType, 'content-length': Buffer.byteLength(body) },
      ...(extraAuthorities.length ? { ca: [...rootCertificates, ...extraAuthorities] } : {}),
      ...(clientCert ? { cert: clientCert.cert, key: clientCert.key } : {}),
      timeout: CHANNEL_TIMEOUT_MS,
      agent: false,
    }, (response) => {
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > limit) { response.destroy(); reject(new ChannelAnswerTooLarge(url, limit)); return; }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limit) { response.destroy(); reject(new ChannelAnswerTooLarge(url, limit)); } else chunks.push(chunk);
      });
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) reject(new ChannelUnreachable(`${url}: HTTP ${status}`));
        else resolve(Buffer.concat(chunks));
      });
      response.on('error', (error) => reject(new ChannelUnreachable(`${url}: ${error.message}`)));
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => reject(new ChannelUnreachable(`${url}: ${error.message}`)));
    request.end(body);
  });
}
