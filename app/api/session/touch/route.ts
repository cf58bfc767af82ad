// Refreshes the timeout marker after a navigation (the shell debounces it, spec 4).
import type { NextRequest } from 'next/server';
import { endSession } from '@/lib/bff/end-session';
import { errors, ok } from '@/lib/bff/http';
import { withSignedInUser } from '@/lib/bff/route-guard';
import { markerExpiry } from '@/lib/session/timeout-rules';

export async function POST(request: NextRequest) {
  return withSignedInUser(request, async ({ session, config }) => {
    const timeoutAt = markerExpiry(Date.now(), config.outTimeNumber);
    if (timeoutAt === null) {
      await endSession(session, config);
      return errors.session();
    }
    session.timeoutAt = timeoutAt;
    await session.save();
    return ok({ timeoutAt });
  });
}
