// Sign-in from a trusted embedding window: the login page received a short-lived, single-use
// ticket by postMessage from an allowlisted origin; the backend verifies and consumes it.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { fail } from '@/lib/bff/http';
import { signInRoute } from '@/lib/bff/sign-in-route';

const ssoSignIn = z.object({ ticket: z.string().min(16).max(200), deviceId: z.string().max(100).default('') });

export function POST(request: NextRequest) {
  return signInRoute(request, {
    schema: ssoSignIn,
    invalidKey: 'ssoRefused',
    refuse: (config) => (config.ssoOrigins.length === 0 ? fail(403, { kind: 'forbidden', messageKey: 'ssoRefused' }) : null),
    payload: (input) => ({ GetList: 'SsoLogin', ...input }),
  });
}
