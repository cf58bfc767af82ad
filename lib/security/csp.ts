// The security headers of the console's pages (set by proxy.ts on every page response):
// - Content-Security-Policy: scripts only from this origin and with this response's nonce (Next.js
//   puts the nonce on its own scripts; 'strict-dynamic' lets them load their chunks); styles from
//   this origin and inline (MUI's emotion injects style elements and React renders style
//   attributes: a nonce cannot cover the latter); nothing framed but by the SSO origins; no
//   plugins, no <base>, forms only to this origin. Development adds 'unsafe-eval' (React's dev tools).
// - Strict-Transport-Security when the console is served over HTTPS (COOKIE_SECURE=1).
// docs/security.md "Headers".

export const HSTS = 'max-age=31536000; includeSubDomains';

/** A fresh nonce per response: 16 random bytes, base64. */
export function newNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** `frameOrigin`: the one origin the page may frame (the BI page's, lib/areas/reports/pack/bi-address.ts); else frames follow default-src. */
export function contentSecurityPolicy(nonce: string, options: { ssoOrigins: readonly string[]; dev?: boolean; https?: boolean; frameOrigin?: string | null }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...options.ssoOrigins].join(' ')}`,
    ...(options.frameOrigin ? [`frame-src ${options.frameOrigin}`] : []),
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
