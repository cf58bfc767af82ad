import 'server-only';
// What every console route handler does before its own work: refuse cross-origin calls, require
// a live session, end a timed-out one. The handler then checks its own permission.
import type { NextRequest } from 'next/server';
import type { AppConfig } from '../config/app-config';
import { getRuntimeConfig } from '../config/runtime-config';
import { getSession, type Session } from '../session/session';
import { sessionState, tokenNeedsRenewal } from '../session/timeout-rules';
import { isSameOriginRequest } from './csrf';
import { endSession } from './end-session';
import { errors } from './http';
import { renewToken } from './backend-call';

export interface RouteContext { session: Session; config: AppConfig; renewed: boolean }

export async function guardCsrf(request: NextRequest, body: 'json' | 'file' = 'json'): Promise<Response | null> {
  return isSameOriginRequest(request.headers, process.env.PUBLIC_ORIGIN, body) ? null : errors.csrf();
}

export async function withSignedInUser(
  request: NextRequest, run: (context: RouteContext) => Promise<Response>, body: 'json' | 'file' = 'json',
): Promise<Response> {
  const refused = await guardCsrf(request, body);
  if (refused) return refused;
  const [session, config] = await Promise.all([getSession(), getRuntimeConfig()]);
  const state = sessionState(session, Date.now());
  if (state === 'signed-out') return errors.session();
  if (state === 'timed-out') {
    await endSession(session, config);
    return errors.session();
  }
  // Renew here, once, so that the handler's calls all use the token the cookie will hold.
  let renewed = false;
  if (tokenNeedsRenewal(session, Date.now())) {
    if (!(await renewToken(session, config))) {
      await endSession(session, config);
      return errors.session();
    }
    await session.save();
    renewed = true;
  }
  const response = await run({ session, config, renewed });
  if (renewed) response.headers.set('x-token-renewed', '1');
  return response;
}
