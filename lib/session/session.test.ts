jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({ cookies: jest.fn() }));
jest.mock('iron-session', () => {
  const actual = jest.requireActual('iron-session');
  return { ...actual, unsealData: jest.fn(actual.unsealData) };
});

import { sealData, unsealData } from 'iron-session';
import { SESSION_COOKIE } from '../api-contract';
import { LANGUAGE_COOKIE } from '../i18n/locale';
import { unsealedSessions } from './session-cache';
import { openSession, type SessionCookieStore, type SessionData } from './session';

process.env.SESSION_SECRET = 'a-test-secret-of-at-least-32-characters!';
const unsealed = unsealData as jest.MockedFunction<typeof unsealData>;

/** A cookie jar as Next's store behaves: set replaces, '' with maxAge 0 clears. */
function jar(initial?: string): SessionCookieStore & { value?: string } {
  return {
    value: initial,
    get(name) { return name === SESSION_COOKIE && this.value ? { value: this.value } : undefined; },
    set(name, value) { if (name === SESSION_COOKIE) this.value = value || undefined; },
  };
}

const signedIn: SessionData = { userId: 'alice', accessToken: 'token-1', timeoutAt: Date.now() + 3_600_000, signedInAt: Date.now(), storageType: 1 };
const sealOf = (data: SessionData) => sealData(data, { password: process.env.SESSION_SECRET!, ttl: 3_600 });

beforeEach(() => unsealed.mockClear());

describe('the language of a session', () => {
  const withLanguage = (cookie: string, language: string): SessionCookieStore => ({
    get: (name) => (name === SESSION_COOKIE ? { value: cookie } : name === LANGUAGE_COOKIE ? { value: language } : undefined),
    set: () => undefined,
  });

  it('is the browser\'s latest choice, even when a request beside the switch re-sealed the old one', async () => {
    const cookie = await sealOf({ ...signedIn, userId: 'dora', language: 'en-US' });
    expect((await openSession(withLanguage(cookie, 'zh-CN'))).language).toBe('zh-CN');
    expect((await openSession(withLanguage(cookie, 'not-a-language'))).language).toBe('en-US');
    expect((await openSession(jar(cookie))).language).toBe('en-US');
  });
});

describe('openSession and the unsealed cache', () => {
  it('unseals a cookie once, then serves it from the cache', async () => {
    const cookie = await sealOf(signedIn);
    expect((await openSession(jar(cookie))).userId).toBe('alice');
    expect((await openSession(jar(cookie))).accessToken).toBe('token-1');
    expect(unsealed).toHaveBeenCalledTimes(1);
  });

  it('gives each request its own copy: changes not saved do not reach the next request', async () => {
    const cookie = await sealOf({ ...signedIn, userId: 'bob' });
    const first = await openSession(jar(cookie));
    first.accessToken = 'changed, never saved';
    expect((await openSession(jar(cookie))).accessToken).toBe('token-1');
  });

  it('drops the cookie on sign-out: the same cookie is unsealed again, never served from the cache', async () => {
    const cookie = await sealOf({ ...signedIn, userId: 'carol' });
    const browser = jar(cookie);
    (await openSession(browser)).destroy();
    expect(browser.value).toBeUndefined();
    expect(unsealedSessions.get(cookie, Date.now())).toBeUndefined();
    await openSession(jar(cookie)); // a copy of the old cookie, replayed
    expect(unsealed).toHaveBeenCalledTimes(2);
  });

  it('on save (a renewed token) forgets the old seal and remembers the new one', async () => {
    const cookie = await sealOf({ ...signedIn, userId: 'dave' });
    const browser = jar(cookie);
    const session = await openSession(browser);
    session.accessToken = 'token-2';
    await session.save();
    expect(browser.value).not.toBe(cookie);
    expect(unsealedSessions.get(cookie, Date.now())).toBeUndefined();
    expect(unsealedSessions.get(browser.value!, Date.now())).toMatchObject({ userId: 'dave', accessToken: 'token-2' });
    expect((await openSession(jar(browser.value))).accessToken).toBe('token-2');
    expect(unsealed).toHaveBeenCalledTimes(1);
    // What the cache holds is what the new cookie unseals to.
    expect(await unsealData(browser.value!, { password: process.env.SESSION_SECRET! })).toMatchObject({ accessToken: 'token-2' });
  });

  it('keeps no entry for a cookie that is not a valid seal of ours', async () => {
    const before = unsealedSessions.size;
    const forged = await sealData(signedIn, { password: 'another-secret-of-at-least-32-characters', ttl: 3_600 });
    expect((await openSession(jar(forged))).userId).toBeUndefined();
    expect((await openSession(jar('Fe26.2*1*x*y*z*9999999999999*h*m~2'))).userId).toBeUndefined();
    expect(unsealedSessions.size).toBe(before);
  });

  it('starts empty without a cookie', async () => {
    expect((await openSession(jar())).userId).toBeUndefined();
    expect(unsealed).not.toHaveBeenCalled();
  });
});
