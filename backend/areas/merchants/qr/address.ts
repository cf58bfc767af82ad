// The printed address of a QR code: the driver's page (app/(public)/p/[token]) under the base address
// the operator sets as a system parameter (/CommonParaInfo, code QR_URL_PARAMETER), with the code's
// signed token. Without that parameter nothing can be printed: 'QR code URL not configured' (spec 98).
import type { Queryable } from '../../../db';
import { refuse } from '../../../kernel/failures';
import { signQrToken } from './token';

/** The system parameter holding the driver page's base address (e.g. https://park.example.com). */
export const QR_URL_PARAMETER = '151001';
const BASE_URL = /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/;

export async function qrBaseUrl(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ value: string | null }>('SELECT value FROM common_paras WHERE code = $1 AND status = 1', [QR_URL_PARAMETER]);
  const value = row?.value?.trim() ?? '';
  if (!BASE_URL.test(value)) throw refuse('qrUrlNotConfigured');
  return value.replace(/\/+$/, '');
}

/** The address a fixed printed code carries: its row, no expiry (the row's status disables it). */
export const qrAddress = (base: string, key: Buffer, codeId: number) => `${base}/p/${signQrToken(key, codeId)}`;
