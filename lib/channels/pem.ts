// WeChat Pay's API client certificate as the pay params keep it: the merchant's certificate
// (apiclient_cert.pem) and its private key (apiclient_key.pem) pasted one after the other into the
// one sealed field. Split here for the TLS client (mutual TLS of the secapi endpoints). Pure.

export interface ClientCertificate { cert: string; key: string }

const BLOCK = /-----BEGIN ([A-Z ]+)-----[\s\S]+?-----END \1-----/g;
const KEY_LABELS = ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY'];

/** The certificate chain and the private key of a bundle, or null when it lacks either (or has two keys). */
export function splitClientCertificate(bundle: string): ClientCertificate | null {
  const certs: string[] = [];
  const keys: string[] = [];
  for (const match of bundle.matchAll(BLOCK)) {
    if (match[1] === 'CERTIFICATE') certs.push(match[0]);
    else if (KEY_LABELS.includes(match[1])) keys.push(match[0]);
  }
  if (!certs.length || keys.length !== 1) return null;
  return { cert: `${certs.join('\n')}\n`, key: `${keys[0]}\n` };
}
