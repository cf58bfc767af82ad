import 'server-only';
// The known-device cookie (backend/auth/known-devices.ts, OWASP "device cookies"): the token the
// backend gives a browser that signed in, sent back with its next password sign-in so that the
// account's lock, set by failures elsewhere, does not hold its owner out. httpOnly, sent only to
// the sign-in route, never readable by the page.
import { cookies } from 'next/headers';

export const KNOWN_DEVICE_COOKIE = 'catc_device';
const MAX_AGE_SECONDS = 90 * 24 * 3600;
const MAX_TOKEN = 200;

export async function knownDeviceToken(): Promise<string> {
  const value = (await cookies()).get(KNOWN_DEVICE_COOKIE)?.value ?? '';
  return value.length <= MAX_TOKEN ? value : '';
}

export async function rememberKnownDevice(token: unknown): Promise<void> {
  if (typeof token !== 'string' || !token || token.length > MAX_TOKEN) return;
  (await cookies()).set(KNOWN_DEVICE_COOKIE, token, {
    httpOnly: true, sameSite: 'strict', secure: process.env.COOKIE_SECURE === '1', path: '/api/auth/login', maxAge: MAX_AGE_SECONDS,
  });
}
