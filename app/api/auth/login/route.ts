// Sign-in with account and password: the backend checks and throttles, the BFF keeps the token.
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { callPublic } from '@/lib/bff/backend-call';
import { clientAddress } from '@/lib/bff/client-address';
import { fail, failFromAshx, ok } from '@/lib/bff/http';
import { guardCsrf } from '@/lib/bff/route-guard';
import { isSignInAnswer, startSession } from '@/lib/bff/start-session';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { LANGUAGE_COOKIE, pickLanguage } from '@/lib/i18n/locale';

const signIn = z.object({
  userId: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  deviceId: z.string().max(100).default(''),
});

export async function POST(request: NextRequest) {
  const refused = await guardCsrf(request);
  if (refused) return refused;
  const parsed = signIn.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return fail(400, { kind: 'validation', messageKey: 'blank' });
  const config = await getRuntimeConfig();
  const language = pickLanguage((await cookies()).get(LANGUAGE_COOKIE)?.value) ?? config.language;
  const result = await callPublic(config, {
    handler: 'Login', payload: parsed.data, clientAddress: clientAddress(request.headers),
  }, language);
  if (!result.ok) return failFromAshx(result.error);
  if (!isSignInAnswer(result.data)) return fail(502, { kind: 'protocol', messageKey: 'protocol' });
  await startSession(config, result.data, parsed.data.deviceId, language);
  return ok({ signedIn: true });
}
