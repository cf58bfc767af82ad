// Decoding an ASHX response (spec 7, 8). Never throws: garbage becomes a protocol error.
import { STATUS_OK, STATUS_TIMEOUT_CODES } from '../spec-constants';
import { type CompressMode, decompressText } from './compress';
import { type AshxError, ashxError } from './errors';

export type AshxResult<T = unknown> =
  | { ok: true; statusCode: number; data: T; message: string }
  | { ok: false; error: AshxError; data?: unknown };

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try { return { ok: true, value: JSON.parse(text) }; } catch { return { ok: false }; }
}

/** datas is a JSON string; sometimes the JSON inside is itself a JSON string: decode both. */
export function decodeDatas(datas: unknown, mode: CompressMode): { ok: true; value: unknown } | { ok: false } {
  if (datas === undefined || datas === null || datas === '') return { ok: true, value: null };
  if (typeof datas !== 'string') return { ok: true, value: datas };
  const text = decompressText(datas, mode);
  if (text === null) return { ok: false };
  const first = parseJson(text);
  if (!first.ok) return mode === 0 ? { ok: true, value: text } : { ok: false };
  if (typeof first.value === 'string' && /^\s*[[{]/.test(first.value)) {
    const second = parseJson(first.value);
    if (second.ok) return second;
  }
  return first;
}

function businessText(data: unknown, message: string): string | undefined {
  if (data && typeof data === 'object' && typeof (data as { msg?: unknown }).msg === 'string') {
    return (data as { msg: string }).msg;
  }
  if (typeof data === 'string' && data) return data;
  return message || undefined;
}

export function decodeAshxResponse<T = unknown>(body: string, responseMode: CompressMode): AshxResult<T> {
  const parsed = typeof body === 'string' ? parseJson(body) : { ok: false as const };
  if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    return { ok: false, error: ashxError.protocol() };
  }
  const envelope = parsed.value as { statusCode?: unknown; datas?: unknown; message?: unknown };
  const statusCode = Number(envelope.statusCode);
  if (!Number.isInteger(statusCode)) return { ok: false, error: ashxError.protocol() };
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  const datas = decodeDatas(envelope.datas, responseMode);
  if (!datas.ok) return { ok: false, error: ashxError.protocol() };
  if (statusCode === STATUS_OK) return { ok: true, statusCode, data: datas.value as T, message };
  if ((STATUS_TIMEOUT_CODES as readonly number[]).includes(statusCode)) {
    return { ok: false, error: ashxError.session(statusCode), data: datas.value };
  }
  return { ok: false, error: ashxError.business(statusCode, businessText(datas.value, message)), data: datas.value };
}
