// The guard (Next 16's proxy, formerly middleware), run before every page:
// no session -> /login; signed in at /login -> home; an access token whose stored expiry has
// passed is renewed here, because pages cannot set cookies while they render. A timed-out
// session passes through: the console layout shows the 'Login Time Out' alert.
import { sealData, unsealData } from 'iron-session';
import { type NextRequest, NextResponse } from 'next/server';
import { renewToken } from '@/lib/bff/backend-call';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { SESSION_COOKIE, type SessionData, sessionOptions } from '@/lib/session/session';
import { sessionState, tokenNeedsRenewal } from '@/lib/session/timeout-rules';
import { LOGIN_PATH } from '@/lib/spec-constants';

async function readSession(request: NextRequest): Promise<SessionData> {
  const sealed = request.cookies.get(SESSION_COOKIE)?.value;
  if (!sealed) return {};
  try {
    return await unsealData<SessionData>(sealed, { password: sessionOptions(undefined).password as string });
  } catch {
    return {};
  }
}

function withFrameAncestors(response: NextResponse, origins: string[]): NextResponse {
  // Only the allowlisted SSO origins may embed the console.
  response.headers.set('Content-Security-Policy', `frame-ancestors 'self' ${origins.join(' ')}`.trim());
  return response;
}

export async function proxy(request: NextRequest) {
  const [session, appConfig] = await Promise.all([readSession(request), getRuntimeConfig()]);
  const state = sessionState(session, Date.now());
  const { pathname } = request.nextUrl;
  const redirect = (to: string) => withFrameAncestors(NextResponse.redirect(new URL(to, request.url)), appConfig.ssoOrigins);

  if (pathname === LOGIN_PATH) return state === 'signed-in' ? redirect('/') : withFrameAncestors(NextResponse.next(), appConfig.ssoOrigins);
  if (state === 'signed-out') return redirect(LOGIN_PATH);
  if (state === 'signed-in' && tokenNeedsRenewal(session, Date.now()) && await renewToken(session, appConfig)) {
    const options = sessionOptions(session.storageType);
    const sealed = await sealData(session, { password: options.password as string, ttl: options.ttl });
    request.cookies.set(SESSION_COOKIE, sealed);
    const response = NextResponse.next({ request: { headers: request.headers } });
    response.cookies.set(SESSION_COOKIE, sealed, options.cookieOptions);
    response.headers.set('x-token-renewed', '1');
    return withFrameAncestors(response, appConfig.ssoOrigins);
  }
  return withFrameAncestors(NextResponse.next(), appConfig.ssoOrigins);
}

export const config = {
  // Pages only: not the API (route handlers check the session themselves), not static files.
  matcher: ['/((?!api/|_next/|favicon\\.ico|.*\\.[a-z0-9]+$).*)'],
};
