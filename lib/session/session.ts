import 'server-only';
// The console's session: a sealed, httpOnly iron-session cookie. It holds the access token, so
// it is never readable by scripts; it never holds the menu (spec 3 stored data, minus Menu/Btns).
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { cookies } from 'next/headers';
import { SESSION_COOKIE } from '../api-contract';
import { LANGUAGE_COOKIE, pickLanguage } from '../i18n/locale';
import type { Language } from '../spec-constants';
import { STORAGE_TYPE } from '../spec-constants';
import { sessionSecret } from '../server/secrets';
import { unsealCached, unsealedSessions } from './session-cache';
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

/** The part of Next's cookie store a session needs (iron-session reads and writes through it). */
export interface SessionCookieStore {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options?: object): unknown;
}

/**
 * The current request's session. A browser-session cookie (storageType 2) is re-opened with its
 * own options so that saving it keeps it a browser-session cookie.
 */
export async function getSession(storageTypeForNew?: number): Promise<Session> {
  // iron-session 8 types predate Next 16's cookie store; the shape is the same.
  return openSession((await cookies()) as unknown as SessionCookieStore, storageTypeForNew);
}

/**
 * The session of this cookie store. The cookie is unsealed through the process's cache
 * (session-cache.ts); iron-session only saves and destroys, and the cache follows: a saved
 * session is remembered under its new seal, a destroyed or replaced one forgotten.
 */
export async function openSession(store: SessionCookieStore, storageTypeForNew?: number, now = Date.now()): Promise<Session> {
  let sealed = store.get(SESSION_COOKIE)?.value ?? '';
  const data = sealed ? await unsealCached<SessionData>(sealed, sessionSecret(), now) : {};
  let session: Session;
  const view: SessionCookieStore = {
    get: () => undefined, // already unsealed above
    set(name, value, options) {
      const done = store.set(name, value, options); // first: a read-only store (a page) throws
      if (name === SESSION_COOKIE) {
        if (sealed) unsealedSessions.forget(sealed);
        if (value) unsealedSessions.remember(value, { ...session }, Date.now());
        sealed = value;
      }
      return done;
    },
  };
  const open = async (storageType?: number) => {
    session = await getIronSession<SessionData>(view as never, sessionOptions(storageType));
    return Object.assign(session, data);
  };
  const first = await open(storageTypeForNew);
  const stored = first.storageType ?? storageTypeForNew;
  const opened = stored === STORAGE_TYPE.session && storageTypeForNew !== stored ? await open(stored) : first;
  // The language cookie holds the browser's latest choice. The session's copy can be older: a
  // request running beside the switch (an activity touch, a token renewal) re-seals the session it
  // read before, and the last cookie written wins.
  const chosen = pickLanguage(store.get(LANGUAGE_COOKIE)?.value);
  if (chosen && opened.userId) opened.language = chosen;
  return opened;
}
