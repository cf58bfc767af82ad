import 'server-only';
// What password sign-in and SSO sign-in share: the CSRF check, the payload schema, one call to
// the backend's Login handler in the chosen language, and the session cookie on success.
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import type { z } from 'zod';
import type { AppConfig } from '../config/app-config';
import { getRuntimeConfig } from '../config/runtime-config';
import { LANGUAGE_COOKIE, pickLanguage } from '../i18n/locale';
import { callPublic } from './backend-call';
import { clientAddress } from './client-address';
import { knownDeviceToken, rememberKnownDevice } from './known-device';
import { errors, fail, failFromAshx, ok } from './http';
import { readJson } from './read-body';
import { guardCsrf } from './route-guard';
import { isSignInAnswer, startSession } from './start-session';

export async function signInRoute<S extends z.ZodType<{ deviceId: string }>>(request: NextRequest, options: {
  schema: S;
  /** Message key when the payload is refused. */
  invalidKey: string;
  /** A reason to refuse before asking the backend, e.g. SSO with no trusted origin. */
  refuse?: (config: AppConfig) => Response | null;
  payload: (input: z.output<S>) => Record<string, unknown>;
  /** Password sign-in: send this browser's known-device token and keep the new one (lib/bff/known-device.ts). */
  knownDevice?: boolean;
}): Promise<Response> {
  const refused = await guardCsrf(request);
  if (refused) return refused;
  const read = await readJson(request);
  if (!read.ok && read.reason === 'too-large') return errors.tooLarge();
  const parsed = options.schema.safeParse(read.ok ? read.value : null);
  if (!parsed.success) return fail(400, { kind: 'validation', messageKey: options.invalidKey });
  const config = await getRuntimeConfig();
  const early = options.refuse?.(config);
  if (early) return early;
  const language = pickLanguage((await cookies()).get(LANGUAGE_COOKIE)?.value) ?? config.language;
  const device = options.knownDevice ? { deviceToken: await knownDeviceToken(), rememberDevice: true } : {};
  const result = await callPublic(config, {
    handler: 'Login', payload: { ...options.payload(parsed.data), ...device }, clientAddress: clientAddress(request.headers),
  }, language);
  if (!result.ok) return failFromAshx(result.error);
  if (!isSignInAnswer(result.data)) return fail(502, { kind: 'protocol', messageKey: 'protocol' });
  if (options.knownDevice) await rememberKnownDevice(result.data.deviceToken);
  await startSession(config, result.data, parsed.data.deviceId, language);
  return ok({ signedIn: true });
}
