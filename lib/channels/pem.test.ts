import { splitClientCertificate } from './pem';

const block = (label: string, body: string) => `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;

describe('the WeChat API client certificate bundle', () => {
  it('splits into the certificate chain and the one private key, in any order', () => {
    const bundle = `${block('PRIVATE KEY', 'S2V5')}\n\n${block('CERTIFICATE', 'Q2VydA==')}\n${block('CERTIFICATE', 'Q2E=')}\n`;
    expect(splitClientCertificate(bundle)).toEqual({
      cert: `${block('CERTIFICATE', 'Q2VydA==')}\n${block('CERTIFICATE', 'Q2E=')}\n`,
      key: `${block('PRIVATE KEY', 'S2V5')}\n`,
    });
    expect(splitClientCertificate(`${block('CERTIFICATE', 'Q2VydA==')}${block('RSA PRIVATE KEY', 'S2V5')}`)?.key).toContain('RSA PRIVATE KEY');
  });

  it('refuses a bundle without a certificate, without a key, or with two keys', () => {
    expect(splitClientCertificate(block('PRIVATE KEY', 'S2V5'))).toBeNull();
    expect(splitClientCertificate(block('CERTIFICATE', 'Q2VydA=='))).toBeNull();
    expect(splitClientCertificate(block('PUBLIC KEY', 'UHVi'))).toBeNull();
    expect(splitClientCertificate(`${block('CERTIFICATE', 'Q2VydA==')}${block('PRIVATE KEY', 'QQ==')}${block('PRIVATE KEY', 'Qg==')}`)).toBeNull();
  });
});
