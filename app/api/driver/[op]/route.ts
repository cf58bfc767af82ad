// The driver's page's own route handlers (claim, quote, pay, invoice) (docs/security.md, "The driver's page"): public, no session
// read or written. Each checks the request came from the page (CSRF header, JSON, same origin),
// bounds and validates its input, and hands it to the backend's DriverPage operation, which verifies
// the code's token again and counts the call against the driver's address and plate.
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { clientAddress } from '@/lib/bff/client-address';
import { errors, fail, ok } from '@/lib/bff/http';
import { readJson } from '@/lib/bff/read-body';
import { guardCsrf } from '@/lib/bff/route-guard';
import { callDriverOp } from '@/lib/driver/driver-call';
import { driverLanguage } from '@/lib/driver/language';
import { PLATE_INPUT_MAX_LENGTH } from '@/lib/validation/formats';

const TOKEN_MAX_LENGTH = 64;
const input = z.object({ token: z.string().min(1).max(TOKEN_MAX_LENGTH), plate: z.string().trim().min(1).max(PLATE_INPUT_MAX_LENGTH) });
const TEXT_MAX_LENGTH = 200;
const text = () => z.string().trim().max(TEXT_MAX_LENGTH).optional();
/** The invoice's buyer as the page asks it; the backend checks it again (lib/invoicing/buyer.ts). */
const invoiceInput = input.extend({ buyer: z.object({ kind: z.enum(['person', 'company']), name: z.string().trim().min(1).max(TEXT_MAX_LENGTH), taxId: text(), email: text() }).strict() });
const OPS = ['claim', 'quote', 'pay', 'invoice'] as const;

export async function POST(request: NextRequest, { params }: { params: Promise<{ op: string }> }) {
  const { op } = await params;
  if (!(OPS as readonly string[]).includes(op)) return errors.notFound();
  const refused = await guardCsrf(request);
  if (refused) return refused;
  const read = await readJson(request);
  if (!read.ok && read.reason === 'too-large') return errors.tooLarge();
  const parsed = (op === 'invoice' ? invoiceInput : input).safeParse(read.ok ? read.value : null);
  if (!parsed.success) return fail(400, { kind: 'validation', messageKey: 'invalidInput' });
  const language = driverLanguage(request.headers.get('accept-language'));
  const result = await callDriverOp(op as (typeof OPS)[number], parsed.data, language, clientAddress(request.headers));
  if (!result.ok) {
    return fail(result.error.statusCode === 429 ? 429 : 422, { kind: result.error.kind, messageKey: result.error.messageKey, detail: result.error.detail });
  }
  return ok(result.data, { headers: { 'cache-control': 'no-store' } });
}
