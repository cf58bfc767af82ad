// Sign-in with account and password: the backend checks and throttles, the BFF keeps the token.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { signInRoute } from '@/lib/bff/sign-in-route';

const signIn = z.object({
  userId: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  deviceId: z.string().max(100).default(''),
});

export function POST(request: NextRequest) {
  return signInRoute(request, { schema: signIn, invalidKey: 'blank', payload: (input) => input, knownDevice: true });
}
