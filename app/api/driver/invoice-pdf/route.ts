// The PDF of the invoice a driver asked for on the driver's page (docs/invoicing.md, "The driver's
// request"): public, no session; the signed reference names the invoice, the backend verifies it
// (and its expiry) and counts the call against the driver's address.
import type { NextRequest } from 'next/server';
import { clientAddress } from '@/lib/bff/client-address';
import { errors, fail } from '@/lib/bff/http';
import { callDriverOp } from '@/lib/driver/driver-call';
import { driverLanguage } from '@/lib/driver/language';

const REF_MAX_LENGTH = 64;

export async function GET(request: NextRequest) {
  const ref = request.nextUrl.searchParams.get('ref') ?? '';
  if (!ref || ref.length > REF_MAX_LENGTH) return errors.notFound();
  const language = driverLanguage(request.headers.get('accept-language'));
  const result = await callDriverOp<{ fileName: string; pdf: string }>('invoicePdf', { ref }, language, clientAddress(request.headers));
  if (!result.ok) return fail(result.error.statusCode === 429 ? 429 : 422, { kind: result.error.kind, messageKey: result.error.messageKey, detail: result.error.detail });
  return new Response(Buffer.from(result.data.pdf, 'base64'), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="invoice.pdf"; filename*=UTF-8''${encodeURIComponent(result.data.fileName)}`,
      'cache-control': 'private, no-store',
    },
  });
}
