// Sending an ASHX request over HTTP (server side only: it holds the token and the secret).
import { REQUEST_TIMEOUT_MS } from '../spec-constants';
import { parseCompress } from './compress';
import { ashxError } from './errors';
import { buildAshxRequest, type AshxRequestInput } from './request';
import { decodeAshxResponse, type AshxResult } from './response';

export interface AshxCallOptions extends AshxRequestInput {
  timeoutMs?: number;
  /** Extra headers, e.g. the client's address for the backend's throttling. */
  headers?: Record<string, string>;
  /** Sees the answer's headers (the console reads the backend's menu version). */
  onHeaders?: (headers: Headers) => void;
}

export async function callAshx<T = unknown>(options: AshxCallOptions): Promise<AshxResult<T>> {
  const request = buildAshxRequest(options);
  const responseMode = parseCompress(request.compress)!.response;
  let text: string;
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
      body: request.body,
      signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
    });
    options.onHeaders?.(response.headers);
    text = await response.text();
  } catch (error) {
    const name = (error as { name?: string })?.name;
    return { ok: false, error: name === 'TimeoutError' || name === 'AbortError' ? ashxError.timeout() : ashxError.network() };
  }
  return decodeAshxResponse<T>(text, responseMode);
}
