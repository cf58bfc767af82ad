// Sign-out, and the end of a timed-out session: token revoked (or XSwitchOut), cookie cleared.
import type { NextRequest } from 'next/server';
import { endSession } from '@/lib/bff/end-session';
import { ok } from '@/lib/bff/http';
import { guardCsrf } from '@/lib/bff/route-guard';
import { getRuntimeConfig } from '@/lib/config/runtime-config';
import { getSession } from '@/lib/session/session';

export async function POST(request: NextRequest) {
  const refused = await guardCsrf(request);
  if (refused) return refused;
  const [session, config] = await Promise.all([getSession(), getRuntimeConfig()]);
  await endSession(session, config);
  return ok({ signedOut: true });
}
