// The JSON shapes every route handler answers with: { data } or { error } (lib/api-contract.ts).
import { NextResponse } from 'next/server';
import type { AshxError } from '../ashx/errors';
import type { ApiError } from '../api-contract';

export function ok<T>(data: T, init?: ResponseInit): NextResponse {
  return NextResponse.json({ data }, init);
}

export function fail(status: number, error: ApiError): NextResponse {
  return NextResponse.json({ error }, { status });
}

const STATUS_BY_KIND: Record<AshxError['kind'], number> = {
  timeout: 504, network: 502, protocol: 502, session: 401, business: 422,
};

/** A backend failure as the browser sees it: kind, message key and the backend's own text. */
export function failFromAshx(error: AshxError): NextResponse {
  const throttled = error.statusCode === 429;
  return fail(throttled ? 429 : STATUS_BY_KIND[error.kind], {
    kind: throttled ? 'throttled' : error.kind, messageKey: error.messageKey, detail: error.detail,
  });
}

export const errors = {
  session: () => fail(401, { kind: 'session', messageKey: 'loginTimeOut' }),
  forbidden: () => fail(403, { kind: 'forbidden', messageKey: 'forbidden' }),
  notFound: () => fail(404, { kind: 'forbidden', messageKey: 'unknownOperation' }),
  csrf: () => fail(403, { kind: 'forbidden', messageKey: 'crossOrigin' }),
};
