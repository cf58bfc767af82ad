jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({ cookies: jest.fn() }));
const revoked: string[] = [];
jest.mock('./backend-call', () => ({
  callWithSession: jest.fn(async (session: { accessToken?: string }, _config: unknown, call: { payload: { GetList: string } }) => {
    revoked.push(`${call.payload.GetList} ${session.accessToken}`);
    return { result: { ok: true, data: null }, renewed: false };
  }),
}));

import { sealData } from 'iron-session';
import type { AppConfig } from '../config/app-config';
import { SESSION_COOKIE } from '../api-contract';
import { unsealedSessions } from '../session/session-cache';
import { openSession, type SessionCookieStore } from '../session/session';
import { endSession } from './end-session';

process.env.SESSION_SECRET = 'a-test-secret-of-at-least-32-characters!';

it('signing out revokes the token at the backend and drops the cookie from the unsealed cache', async () => {
  const cookie = await sealData({ userId: 'erin', accessToken: 'token-9', timeoutAt: Date.now() + 60_000, signedInAt: Date.now() },
    { password: process.env.SESSION_SECRET!, ttl: 3_600 });
  let value: string | undefined = cookie;
  const store: SessionCookieStore = {
    get: (name) => (name === SESSION_COOKIE && value ? { value } : undefined),
    set: (name, next) => { if (name === SESSION_COOKIE) value = next || undefined; },
  };
  const session = await openSession(store);
  expect(unsealedSessions.get(cookie, Date.now())).toMatchObject({ userId: 'erin' });
  await endSession(session, {} as AppConfig);
  expect(revoked).toEqual(['Logout token-9']);
  expect(value).toBeUndefined();
  expect(unsealedSessions.get(cookie, Date.now())).toBeUndefined();
});
