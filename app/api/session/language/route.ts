// The language switch: a plain cookie, the browser's latest choice (it wins over the session's copy:
// lib/session/session.ts), and the session when signed in.
import { cookies } from 'next/headers';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { errors, fail, ok } from '@/lib/bff/http';
import { readJson } from '@/lib/bff/read-body';
import { guardCsrf } from '@/lib/bff/route-guard';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locale';
import { getSession } from '@/lib/session/session';
import { LANGUAGES } from '@/lib/spec-constants';

const choice = z.object({ language: z.enum(LANGUAGES) });
const YEAR_S = 365 * 24 * 3600;

export async function POST(request: NextRequest) {
  const refused = await guardCsrf(request);
  if (refused) return refused;
  const read = await readJson(request);
  if (!read.ok && read.reason === 'too-large') return errors.tooLarge();
  const parsed = choice.safeParse(read.ok ? read.value : null);
  if (!parsed.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput' });
  (await cookies()).set(LANGUAGE_COOKIE, parsed.data.language, { path: '/', sameSite: 'lax', maxAge: YEAR_S });
  const session = await getSession();
  if (session.userId) {
    session.language = parsed.data.language;
    await session.save();
  }
  return ok({ language: parsed.data.language });
}
