import 'server-only';
// Every call the console makes to the ASHX backend on a user's behalf: the token renewed first
// when its stored expiry has passed, the payload signed when isPrivate, global-lot routing.
import { callAshx } from '../ashx/client';
import { ashxError } from '../ashx/errors';
import type { AshxMethod } from '../ashx/request';
import type { AshxResult } from '../ashx/response';
import type { AppConfig } from '../config/app-config';
import { processWide } from '../server/process-wide';
import { signingSecret } from '../server/secrets';
import type { SessionData } from '../session/session';
import { tokenNeedsRenewal, tokenOutTimeFrom } from '../session/timeout-rules';
import { TOKEN_RENEWAL_MS } from '../spec-constants';
import { MENU_VERSION_HEADER } from '../ashx/headers';
import { chooseBaseUrl } from './global-lot';
import { noteMenuVersion } from './menu-version';

export interface BackendCall {
  handler: string;
  payload: Record<string, unknown>;
  method?: AshxMethod;
  compress?: string;
  /** The browser's address, for the backend's throttling and audit. */
  clientAddress?: string;
  /** A file streamed as the body (lib/bff/upload-route.ts). */
  upload?: ReadableStream<Uint8Array>;
}

/** TOKEN_RENEWAL_MS, shortened only by end-to-end tests through the environment. */
export function tokenRenewalMs(): number {
  const override = Number(process.env.TOKEN_RENEWAL_MS);
  return Number.isFinite(override) && override > 0 ? override : TOKEN_RENEWAL_MS;
}

function language(session: SessionData, config: AppConfig): string {
  return session.language ?? config.language;
}

export function addressHeaders(clientAddress?: string): Record<string, string> | undefined {
  return clientAddress ? { 'x-forwarded-for': clientAddress } : undefined;
}

interface Caller { userId?: string; accessToken?: string; baseUrl?: string }

/** One signed (when isPrivate) request to the backend, as the given caller. */
function send<T>(config: AppConfig, lan: string, call: BackendCall, caller: Caller = {}): Promise<AshxResult<T>> {
  return callAshx<T>({
    baseUrl: caller.baseUrl ?? config.baseUrl, handler: call.handler, payload: call.payload, method: call.method,
    compress: call.compress, userId: caller.userId, accessToken: caller.accessToken, language: lan,
    signingSecret: config.isPrivate ? signingSecret() : undefined, headers: addressHeaders(call.clientAddress), upload: call.upload,
    onHeaders: (headers) => noteMenuVersion(headers.get(MENU_VERSION_HEADER)),
  });
}

/** A call that needs no session (sign-in, SSO). */
export function callPublic<T>(config: AppConfig, call: BackendCall, lan: string): Promise<AshxResult<T>> {
  return send<T>(config, lan, call);
}

/**
 * Requests running at once (a page and its prefetches, say) may all find the token expired. In
 * one process they share one renewal call; across processes the backend hands every renewal of
 * the same token the same successor for a short time (backend/auth/tokens.ts RENEWAL_SHARE_MS).
 */
const RENEWAL_SHARE_MS = 30_000;
const renewals = processWide('token-renewals', () => new Map<string, Promise<string | null>>());

function renewOnce(session: SessionData, config: AppConfig): Promise<string | null> {
  const old = session.accessToken ?? '';
  let pending = renewals.get(old);
  if (!pending) {
    pending = send<{ accessToken?: string }>(config, language(session, config), {
      handler: 'Login', payload: { GetList: 'UpdateToken', accessToken: old },
    }, { userId: session.userId }).then((result) => (result.ok && result.data?.accessToken ? result.data.accessToken : null));
    renewals.set(old, pending);
    setTimeout(() => renewals.delete(old), RENEWAL_SHARE_MS).unref?.();
  }
  return pending;
}

/**
 * Renews the session's access token (Login GetList=UpdateToken). Mutates the session data on
 * success; the caller saves it. False when the backend refuses: the session is over.
 */
export async function renewToken(session: SessionData, config: AppConfig): Promise<boolean> {
  const token = await renewOnce(session, config);
  if (!token) return false;
  session.accessToken = token;
  session.tokenOutTime = tokenOutTimeFrom(Date.now(), tokenRenewalMs());
  return true;
}

export interface SessionCallResult<T> { result: AshxResult<T>; renewed: boolean }

/**
 * A call as the signed-in user. `renew` is false where the session cannot be saved afterwards
 * (server components): renewing there would lose the new token, so the guard renews first.
 */
export async function callWithSession<T>(
  session: SessionData, config: AppConfig, call: BackendCall, renew = true,
): Promise<SessionCallResult<T>> {
  let renewed = false;
  if (renew && tokenNeedsRenewal(session, Date.now())) {
    if (!(await renewToken(session, config))) return { result: { ok: false, error: ashxError.session(4000) }, renewed };
    renewed = true;
  }
  const base = chooseBaseUrl(call.payload, config);
  if (!base.ok) {
    return { result: { ok: false, error: { kind: 'business', messageKey: base.messageKey } }, renewed };
  }
  const result = await send<T>(config, language(session, config), call, {
    userId: session.userId, accessToken: session.accessToken, baseUrl: base.baseUrl,
  });
  return { result, renewed };
}
