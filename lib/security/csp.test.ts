import { contentSecurityPolicy, newNonce } from './csp';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('content security policy', () => {
  it('runs only this origin\'s scripts carrying the response\'s nonce, and nothing inline without it', () => {
    const csp = contentSecurityPolicy('abc', { ssoOrigins: [] });
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
    expect(csp).not.toMatch(/upgrade-insecure-requests/);
  });
  it('lets only the SSO origins frame the console, upgrades requests over HTTPS, allows eval in development only', () => {
    const csp = contentSecurityPolicy('n', { ssoOrigins: ['https://portal.example'], https: true, dev: true });
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'self' https://portal.example");
    expect(csp).toMatch(/upgrade-insecure-requests$/);
    expect(directive(csp, 'script-src')).toMatch(/'unsafe-eval'$/);
  });
  it('frames exactly the BI origin when given one, and follows default-src otherwise', () => {
    expect(directive(contentSecurityPolicy('n', { ssoOrigins: [], frameOrigin: 'https://bi.example:8443' }), 'frame-src')).toBe('frame-src https://bi.example:8443');
    expect(directive(contentSecurityPolicy('n', { ssoOrigins: [] }), 'frame-src')).toBeUndefined();
  });
  it('makes a different nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
