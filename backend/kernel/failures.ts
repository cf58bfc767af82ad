// Status codes of the backend's answers and the failures that handlers, services and stores throw.
// Every failure answers data { msg, code } where msg is in the request's language and code is
// the stable message key. 500 is never sent: the console reads 500 and 4000 as 'Login Time Out'.
import type { MessageKey, MessageValues } from '../messages';

export const STATUS = {
  ok: 200,
  /** Validation: the request or its datas are not what the operation expects. */
  invalid: 400,
  /** Bad credentials or an unusable single sign-on ticket. */
  badCredentials: 401,
  /** Not granted. */
  forbidden: 403,
  /** Unknown handler or operation. */
  notFound: 404,
  /** Sign-in throttled. */
  throttled: 429,
  /** Missing, wrong, revoked or expired token: the console shows 'Login Time Out'. */
  token: 4000,
  /** Missing, wrong or stale signature. */
  signature: 4003,
  /** Anything unexpected; details go to the server log only. */
  internal: 5000,
} as const;
export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

export class AshxFailure extends Error {
  constructor(
    readonly statusCode: StatusCode,
    readonly code: MessageKey,
    /** Values for the message's {placeholders}. */
    readonly values: MessageValues = {},
    /** Extra fields sent beside msg and code (e.g. fields for a validation failure). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'AshxFailure';
  }
}

export const fail = {
  invalid: (fields: string[] = []) => new AshxFailure(STATUS.invalid, 'invalidRequest', {}, { fields }),
  badCredentials: () => new AshxFailure(STATUS.badCredentials, 'badCredentials'),
  forbidden: () => new AshxFailure(STATUS.forbidden, 'forbidden'),
  token: () => new AshxFailure(STATUS.token, 'tokenInvalid'),
  signature: (reason: string) => new AshxFailure(STATUS.signature, reason === 'outdated' ? 'signatureOutdated' : 'signatureInvalid', {}, { reason }),
  replayed: () => new AshxFailure(STATUS.signature, 'requestReplayed', {}, { reason: 'replayed' }),
  tooDeep: () => new AshxFailure(STATUS.invalid, 'datasTooDeep', {}, { fields: ['datas'] }),
};

/** 404 for a row that does not exist or that the caller may not see (the same answer for both). */
export const rowNotFound = () => new AshxFailure(STATUS.notFound, 'rowNotFound');

/**
 * A business refusal: 400 with the message of `key` (messages/<lang>/backend*.json) in the
 * request's language. Text, not MessageKey: the state machines and rules of lib/ (browser-safe)
 * name their refusals as text.
 */
export function refuse(key: string, values: MessageValues = {}): AshxFailure {
  return new AshxFailure(STATUS.invalid, key as MessageKey, values);
}

/**
 * A refusal of one form field, thrown by a store's hooks (beforeWrite) or by the engine: answered
 * 400 `invalidValues` with fields { [field]: messageKey } (an import: a row error). messageKey is a
 * key of messages/<lang>/validation.json (lib/validation/rules.ts V), e.g. 'unique' or 'option'.
 */
export class FieldError extends Error {
  constructor(readonly field: string, readonly messageKey: string) {
    super(`${field}: ${messageKey}`);
    this.name = 'FieldError';
  }
}
