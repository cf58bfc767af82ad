// Route handlers have no CSRF protection of their own: a state-changing call must carry the
// custom header (which a cross-site form cannot set), a JSON body (or, for uploads, a raw file
// body) and, when the browser sends one, an Origin equal to the console's own.
import { CSRF_HEADER } from '../api-contract';

export function isSameOriginRequest(headers: Headers, publicOrigin?: string, body: 'json' | 'file' = 'json'): boolean {
  if (headers.get(CSRF_HEADER) !== '1') return false;
  const type = headers.get('content-type') ?? '';
  if (!type.startsWith(body === 'json' ? 'application/json' : 'application/octet-stream')) return false;
  const origin = headers.get('origin');
  if (!origin) return true;
  if (publicOrigin) return origin === publicOrigin;
  const host = headers.get('x-forwarded-host') ?? headers.get('host');
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
