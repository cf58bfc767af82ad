// The law-enforcement helper (spec 7): a JSON body posted to the configured lawEnforcementUrl,
// only through the BFF, so the browser never learns the address.
import { REQUEST_TIMEOUT_MS } from '../spec-constants';
import type { AshxResult } from '../ashx/response';
import { ashxError } from '../ashx/errors';

export async function postLawEnforcement<T = unknown>(
  lawEnforcementUrl: string, path: string, body: unknown, timeoutMs = REQUEST_TIMEOUT_MS,
): Promise<AshxResult<T>> {
  if (!lawEnforcementUrl) return { ok: false, error: { kind: 'business', messageKey: 'lawEnforcementUnconfigured' } };
  const url = new URL(path.replace(/^\//, ''), lawEnforcementUrl.endsWith('/') ? lawEnforcementUrl : `${lawEnforcementUrl}/`);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string })?.name;
    return { ok: false, error: name === 'TimeoutError' ? ashxError.timeout() : ashxError.network() };
  }
  const text = await response.text();
  let data: unknown = text;
  try { data = text ? JSON.parse(text) : null; } catch { /* a plain-text answer is kept as text */ }
  if (!response.ok) return { ok: false, error: ashxError.business(response.status, typeof data === 'string' ? data : undefined), data };
  return { ok: true, statusCode: response.status, data: data as T, message: '' };
}
