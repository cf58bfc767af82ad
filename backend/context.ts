// What an operation is and what it receives. The table of operations is backend/operations.ts.
import type { Readable } from 'node:stream';
import type { z } from 'zod';
import type { IncomingAshxRequest } from '../lib/ashx/server-side';
import type { Language } from '../lib/spec-constants';
import type { Caller } from './auth/tokens';
import type { Db } from './db';
import type { DevicePort } from './kernel/ports/devices';

/**
 * Who may call an operation:
 * - 'public': anyone (sign-in, UpdateToken, SsoLogin, the dictionary); no signature, no token.
 * - 'server': a valid signature, no token (server-to-server: SsoTicket).
 * - 'signed-in': a valid signature and a valid token.
 * - { page, button? }: signature, token, and a grant of that page (and button) to the caller's
 *   role group; super administrators have every grant.
 * - { fromRequest }: as { page, button? }, with the page named by the request itself (datas.page,
 *   the screen the user is on; see RequestedPageAccess).
 * Every refused page or button attempt is written to the audit log ('access.refused').
 */
export type Access = 'public' | 'server' | 'signed-in' | PageAccess | RequestedPageAccess;

export interface PageAccess { page: string; button?: string }

/**
 * The page and button a call needs, read from its datas: the screen engine's operations serve
 * every screen of an entity, so the page comes with the request and decides the button (a
 * shared view has buttons of its own). `refused` says why the request cannot be granted to
 * anyone (the page does not show this entity, or does not offer the action): answered 403 and
 * audited like a missing grant. Throw an AshxFailure for a malformed request (no page).
 */
export interface RequestedPageAccess {
  fromRequest(payload: Record<string, unknown>): PageAccess | { refused: string; page: string };
}

export function isRequestedPageAccess(access: Access): access is RequestedPageAccess {
  return typeof access === 'object' && 'fromRequest' in access;
}

export interface BackendSettings {
  tokenLifetimeMs: number;
  ssoEnabled: boolean;
  version: string;
  startedAt: number;
  /** The key of secrets at rest (pay params), derived from the backend's secret: never logged, never sent. */
  atRestKey?: Buffer;
  /** The key of the QR codes' tokens (backend/areas/merchants/qr/token.ts), derived from the backend's secret: never sent. */
  qrKey?: Buffer;
}

export interface BackendStats {
  requestsByHandler: Map<string, number>;
}

export interface RequestContext {
  db: Db;
  /** The request's clock reading (ms); use it rather than Date.now(). */
  now: number;
  language: Language;
  /** Client address (see clientAddress in http.ts). */
  address: string;
  request: IncomingAshxRequest;
  /** Set for 'signed-in' and page access; null for 'public' and 'server'. */
  caller: Caller | null;
  settings: BackendSettings;
  stats: BackendStats;
  /** The device side of the backend (injected by server.ts); null when devices are off. */
  devices: DevicePort | null;
  /** The file a streamed upload carries (an operation with `upload`), read as it arrives; unset otherwise. */
  upload?: Readable;
}

export interface Operation<S extends z.ZodType = z.ZodType> {
  access: Access;
  /** Takes a streamed upload (the file as the body, the form in ASHX_FORM_HEADER), and only that. */
  upload?: boolean;
  /** The datas the operation expects; a mismatch answers 400 with the failing fields. */
  input: S;
  run(context: RequestContext, input: z.output<S>): Promise<unknown>;
}

/** Keeps the input type of run tied to the schema. */
export function operation<S extends z.ZodType>(definition: Operation<S>): Operation<S> {
  return definition;
}

/** The caller of an operation whose access guarantees one. */
export function requireCaller(context: RequestContext): Caller {
  if (!context.caller) throw new Error('operation needs a caller but its access does not check a token');
  return context.caller;
}
