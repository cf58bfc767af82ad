// The guard (Next 16's proxy, formerly middleware), run before every page:
// no session -> /login; signed in at /login -> home; an access token whose stored expiry has
// passed is renewed here, because pages cannot set cookies while they render. A timed-out
// session passes through: the console layout shows the 'Login Time Out' alert. Every page gets
// its security headers here (lib/security/csp.ts), with a fresh script nonce that Next.js reads
// from the request's Content-Security-Policy and puts on its own scripts.
import { sealData } from 'iron-session';
import { type NextRequest, NextResponse } from 'next/server';
import { renewToken } from '@/lib/bff/backend-call';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { BI_ADDRESS_COOKIE, BI_PAGE_PATH, biOrigin, framedAddress } from '@/lib/areas/reports/pack/bi-address';
import { contentSecurityPolicy, HSTS, newNonce } from '@/lib/security/csp';
import { unsealCached, unsealedSessions } from '@/lib/session/session-cache';
import { SESSION_COOKIE, type SessionData, sessionOptions } from '@/lib/session/session';
import { sessionState, tokenNeedsRenewal } from '@/lib/session/timeout-rules';
import { LOGIN_PATH } from '@/lib/spec-constants';

/** The public driver's page (app/(public)/p/[token]). */
const DRIVER_PAGE_PREFIX = '/p/';

async function readSession(request: NextRequest): Promise<SessionData> {
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  if (!sealed) return {};
  try {
    return await unsealCached<SessionData>(sealed, sessionOptions(undefined).password as string);
  } catch {
    return {};
  }
}

export async function proxy(request: NextRequest) {
  const [session, appConfig] = await Promise.all([readSession(request), getRuntimeConfig()]);
  const state = sessionState(session, Date.now());
  const { pathname } = request.nextUrl;
  const https = process.env.COOKIE_SECURE === '1';
  // The BI page may frame exactly the configured BI address's origin, and is told the address.
  const biPage = pathname === BI_PAGE_PATH;
  const frameOrigin = biPage ? biOrigin(appConfig.biUrl) : null;
  const csp = contentSecurityPolicy(newNonce(), { ssoOrigins: appConfig.ssoOrigins, https, dev: process.env.NODE_ENV === 'development', frameOrigin });
  const secured = (response: NextResponse) => {
    response.headers.set('Content-Security-Policy', csp);
    if (biPage) response.cookies.set(BI_ADDRESS_COOKIE, framedAddress(appConfig.biUrl), { path: BI_PAGE_PATH, sameSite: 'strict', secure: https });
    if (https) response.headers.set('Strict-Transport-Security', HSTS);
    return response;
  };
  /** On to the page, with the policy (and so the nonce) in the request for Next.js to read. */
  const pass = () => {
    const headers = new Headers(request.headers);
    headers.set('Content-Security-Policy', csp);
    return secured(NextResponse.next({ request: { headers } }));
  };
  const redirect = (to: string) => secured(NextResponse.redirect(new URL(to, request.url)));

  if (pathname === LOGIN_PATH) return state === 'signed-in' ? redirect('/') : pass();
  // The driver's page behind a QR code is public: no session asked for, none renewed (docs/security.md).
  if (pathname.startsWith(DRIVER_PAGE_PREFIX)) return pass();
  if (state === 'signed-out') return redirect(LOGIN_PATH);
  if (state === 'signed-in' && tokenNeedsRenewal(session, Date.now()) && await renewToken(session, appConfig)) {
    const options = sessionOptions(session.storageType);
    const sealed = await sealData(session, { password: options.password as string, ttl: options.ttl });
    unsealedSessions.forget(request.cookies.get(SESSION_COOKIE)?.value ?? '');
    unsealedSessions.remember(sealed, session, Date.now());
    request.cookies.set(SESSION_COOKIE, sealed);
    const response = pass();
    response.cookies.set(SESSION_COOKIE, sealed, options.cookieOptions);
    response.headers.set('x-token-renewed', '1');
    return response;
  }
  return pass();
}

export const config = {
  // Pages only: not the API (route handlers check the session themselves), not static files.
  matcher: ['/((?!api/|_next/|favicon\\.ico|.*\\.[a-z0-9]+$).*)'],
};
