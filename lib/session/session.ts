import 'server-only';
// The console's session: a sealed, httpOnly iron-session cookie. It holds the access token, so
// it is never readable by scripts; it never holds the menu (spec 3 stored data, minus Menu/Btns).
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '../api-contract';
import type { Language } from '../spec-constants';
import { STORAGE_TYPE } from '../spec-constants';
import { sessionSecret } from '../server/secrets';
import { ABSOLUTE_SESSION_MS } from './timeout-rules';

export interface SessionData {
  userId?: string;
  userInfo?: { userId: string; hostId: string };
  userName?: string;
  accessToken?: string;
  tokenOutTime?: number;
  /** The timeout marker: the session expires at this instant unless a navigation refreshes it. */
  timeoutAt?: number;
  signedInAt?: number;
  language?: Language;
  deviceId?: string;
  storageType?: number;
}

export { SESSION_COOKIE };

export function sessionOptions(storageType: number | undefined): SessionOptions {
  const persistent = storageType !== STORAGE_TYPE.session;
  return {
    cookieName: SESSION_COOKIE,
    password: sessionSecret(),
    ttl: ABSOLUTE_SESSION_MS / 1000,
    cookieOptions: {
      httpOnly: true,
      sameSite: 'lax',
      secure: process.env.COOKIE_SECURE === '1',
      path: '/',
      // storageType 2: a browser-session cookie; 1: persistent until the absolute limit.
      maxAge: persistent ? ABSOLUTE_SESSION_MS / 1000 - 60 : undefined,
    },
  };
}

export type Session = IronSession<SessionData>;

/**
 * The current request's session. A browser-session cookie (storageType 2) is re-opened with its
 * own options so that saving it keeps it a browser-session cookie.
 */
export async function getSession(storageTypeForNew?: number): Promise<Session> {
  const store = await cookies();
  // iron-session 8 types predate Next 16's cookie store; the shape is the same.
  const open = (storageType?: number) => getIronSession<SessionData>(store as never, sessionOptions(storageType));
  const session = await open(storageTypeForNew);
  const stored = session.storageType ?? storageTypeForNew;
  return stored === STORAGE_TYPE.session && storageTypeForNew !== stored ? open(stored) : session;
}
