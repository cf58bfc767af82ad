import 'server-only';
// The driver page's calls to the backend (docs/security.md, "The driver's page"): DriverPage/<op>,
// server-to-server, always signed with the console's secret (the backend's 'server' access), with
// the driver's address for the backend's rate limit and nothing of any session. The answer's
// refusal text is the backend's, in the driver's language.
import { callAshx } from '../ashx/client';
import type { AshxResult } from '../ashx/response';
import { getRuntimeConfig } from '../config/runtime-config';
import { signingSecret } from '../server/secrets';
import type { Language } from '../spec-constants';
import { addressHeaders } from '../bff/backend-call';

export const DRIVER_OPS = ['code', 'claim', 'quote', 'pay', 'invoice', 'invoiceResult', 'invoicePdf'] as const;
export type DriverOp = (typeof DRIVER_OPS)[number];

export async function callDriverOp<T>(op: DriverOp, payload: Record<string, unknown>, language: Language, clientAddress: string): Promise<AshxResult<T>> {
  const config = await getRuntimeConfig();
  return callAshx<T>({
    baseUrl: config.baseUrl, handler: 'DriverPage', payload: { ...payload, GetList: op }, language,
    signingSecret: signingSecret(), headers: addressHeaders(clientAddress),
  });
}
