// Sending an ASHX request over HTTP (server side only: it holds the token and the secret).
import { REQUEST_TIMEOUT_MS } from '../spec-constants';
import { parseCompress } from './compress';
import { ashxError } from './errors';
import { ASHX_FORM_HEADER } from './headers';
import { buildAshxRequest, type AshxRequestInput } from './request';
import { decodeAshxResponse, type AshxResult } from './response';
import { postForm, type PostAnswer } from './transport';

export interface AshxCallOptions extends AshxRequestInput {
  timeoutMs?: number;
  /** Extra headers, e.g. the client's address for the backend's throttling. */
  headers?: Record<string, string>;
  /** Sees the answer's headers (the console reads the backend's menu version). */
  onHeaders?: (headers: PostAnswer['headers']) => void;
  /**
   * A file streamed as the body (a page operation with `upload`): the form then travels in the
   * ASHX_FORM_HEADER header, and the stream is forwarded as it is read, never buffered whole.
   */
  upload?: ReadableStream<Uint8Array>;
}

export async function callAshx<T = unknown>(options: AshxCallOptions): Promise<AshxResult<T>> {
  const request = buildAshxRequest(options);
  const responseMode = parseCompress(request.compress)!.response;
  let text: string;
  try {
    const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    if (options.upload) {
      // Streamed through fetch (the keep-alive transport posts strings): uploads are rare and large.
      const response = await fetch(request.url, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', [ASHX_FORM_HEADER]: request.body, ...options.headers },
        body: options.upload, duplex: 'half', signal: AbortSignal.timeout(timeoutMs),
      } as RequestInit);
      options.onHeaders?.(response.headers);
      text = await response.text();
    } else {
      const answer = await postForm(request.url, request.body,
        { 'content-type': 'application/x-www-form-urlencoded', ...options.headers }, timeoutMs);
      options.onHeaders?.(answer.headers);
      text = answer.text;
    }
  } catch (error) {
    const name = (error as { name?: string })?.name;
    return { ok: false, error: name === 'TimeoutError' || name === 'AbortError' ? ashxError.timeout() : ashxError.network() };
  }
  return decodeAshxResponse<T>(text, responseMode);
}
