// The browser's only way to the server: JSON to the console's own route handlers, with the
// custom header that the CSRF check requires. Errors come back typed, never thrown raw.
import { type ApiError, CSRF_HEADER } from '../api-contract';

export type { ApiError };

export class ApiFailure extends Error {
  constructor(readonly error: ApiError) { super(error.messageKey); }
}

type SessionListener = () => void;
const sessionListeners = new Set<SessionListener>();
/** The shell subscribes here to show the 'Login Time Out' alert. */
export function onSessionTimeout(listener: SessionListener): () => void {
  sessionListeners.add(listener);
  return () => sessionListeners.delete(listener);
}

/** POSTs to a console route and reads its { data } or { error } answer; a session error tells the listeners. */
async function postToConsole<T>(url: string, contentType: string, body: BodyInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': contentType, [CSRF_HEADER]: '1' },
      body,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiFailure({ kind: 'network', messageKey: 'network' });
  }
  const json = await response.json().catch(() => null) as { data?: T; error?: ApiError } | null;
  if (!json) throw new ApiFailure({ kind: 'protocol', messageKey: 'protocol' });
  if (json.error) {
    if (json.error.kind === 'session') sessionListeners.forEach((listener) => listener());
    throw new ApiFailure(json.error);
  }
  return json.data as T;
}

export function apiPost<T>(url: string, body: unknown = {}): Promise<T> {
  return postToConsole<T>(url, 'application/json', JSON.stringify(body));
}

/** A file streamed as the request's body (POST /api/upload/<operation>), answered like apiPost. */
export function apiUpload<T>(url: string, file: Blob): Promise<T> {
  return postToConsole<T>(url, 'application/octet-stream', file);
}
