import 'server-only';
// A successful sign-in (password or SSO) becomes a session cookie.
import type { AppConfig } from '../config/app-config';
import { getSession } from '../session/session';
import { markerExpiry, tokenOutTimeFrom } from '../session/timeout-rules';
import { LANGUAGES, type Language } from '../spec-constants';
import { tokenRenewalMs } from './backend-call';
import { forgetUserMenu } from './user-menu';

export interface SignInAnswer { accessToken: string; userId: string; userName?: string; hostId?: string | null; deviceToken?: string }

export function isSignInAnswer(data: unknown): data is SignInAnswer {
  const d = data as SignInAnswer | null;
  return !!d && typeof d.accessToken === 'string' && d.accessToken.length > 0 && typeof d.userId === 'string';
}

export async function startSession(config: AppConfig, answer: SignInAnswer, deviceId: string, language: string) {
  const session = await getSession(config.storageType);
  const now = Date.now();
  forgetUserMenu(answer.userId);
  Object.assign(session, {
    userId: answer.userId,
    userInfo: { userId: answer.userId, hostId: answer.hostId ?? '' },
    userName: answer.userName ?? answer.userId,
    accessToken: answer.accessToken,
    tokenOutTime: tokenOutTimeFrom(now, tokenRenewalMs()),
    timeoutAt: markerExpiry(now, config.outTimeNumber) ?? 0,
    signedInAt: now,
    language: (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : config.language,
    deviceId,
    storageType: config.storageType,
  });
  await session.save();
}
