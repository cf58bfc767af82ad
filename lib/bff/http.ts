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

/**
 * A backend failure as the browser sees it: kind, message key and the backend's own text; field
 * errors (statusCode 400 with data.fields) and import row errors (data.rowErrors) pass through.
 */
export function failFromAshx(error: AshxError, data?: unknown): NextResponse {
  const throttled = error.statusCode === 429;
  const { fields, rowErrors, code } = (data && typeof data === 'object' ? data : {}) as Pick<ApiError, 'fields' | 'rowErrors'> & { code?: string };
  const formFields = fields && !Array.isArray(fields) ? fields : undefined;
  const validation = error.statusCode === 400 && (formFields || rowErrors);
  const importKey = code === 'importAllFailed' ? 'allImportsFailed' : code === 'importEmpty' ? 'emptyImport' : 'importFailed';
  return fail(throttled ? 429 : validation ? 400 : STATUS_BY_KIND[error.kind], {
    kind: throttled ? 'throttled' : validation ? 'validation' : error.kind,
    messageKey: validation && rowErrors ? importKey : validation ? 'invalidInput' : error.messageKey,
    detail: error.detail, fields: formFields, rowErrors,
  });
}

export const errors = {
  tooLarge: () => fail(413, { kind: 'validation', messageKey: 'requestTooLarge' }),
  session: () => fail(401, { kind: 'session', messageKey: 'loginTimeOut' }),
  forbidden: () => fail(403, { kind: 'forbidden', messageKey: 'forbidden' }),
  notFound: () => fail(404, { kind: 'forbidden', messageKey: 'unknownOperation' }),
  csrf: () => fail(403, { kind: 'forbidden', messageKey: 'crossOrigin' }),
};
