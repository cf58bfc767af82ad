// The driver's page's operations (docs/merchants.md, "QR codes and the driver's page"; docs/security.md,
// "The driver's page"): server-to-server (signed by the console's public route handlers, no token,
// no user). Each verifies the code's token again, counts the call against the driver's address (and
// plate), and answers only what the page shows: never an order's number, a coupon's number or an id.
//   DriverPage/code  { token }         → { kind, lotName, merchantName?, couponName?, berthNumber? }
//   DriverPage/claim { token, plate }  → { plate, couponName, merchantName, expiresAt }
//   DriverPage/quote { token, plate }  → { plate, lotName, entryAt, minutes, receivable, couponRelief, otherDiscount, paid, due, exitWindowMinutes }
//   DriverPage/pay   { token, plate }  → { payUrl, amount }: WeChat's H5 page for what is due now (booked by WeChat's notification)
//   DriverPage/invoice { token, plate, buyer } → { ref }: the invoice of the plate's latest paid stay at the code's lot (docs/invoicing.md)
//   DriverPage/invoiceResult { ref }  → { state, number, gross, buyerName, issuedAt, lotName }
//   DriverPage/invoicePdf { ref }     → { fileName, pdf }: the issued invoice's PDF (base64)
import { z } from 'zod';
import { PLATE_INPUT_MAX_LENGTH, isValidPlate, normalizePlate } from '../../lib/validation/formats';
import { requiredText } from '../../lib/pages/inputs';
import { operation, type RequestContext } from '../context';
import type { Queryable } from '../db';
import { QR_TOKEN_MAX_LENGTH, claimCoupon, countDriverHit, driverCodeOf, payForDriver, quoteForDriver, type DriverCode } from '../areas/merchants';
import { BUYER_INPUT, INVOICE_REF_MAX_LENGTH, driverInvoicePdf, driverInvoiceResult, invoiceForDriver } from '../areas/invoicing';
import { refuse } from '../kernel/failures';
import { systemActor } from './server-actor';

const JOB = 'driverPage';
const token = () => requiredText(QR_TOKEN_MAX_LENGTH);
const plate = () => requiredText(PLATE_INPUT_MAX_LENGTH).pipe(z.string().refine(isValidPlate)).transform(normalizePlate);

/** The call counted against its address (and plate), before anything is read. */
async function counted(context: RequestContext, plateNo?: string) {
  await countDriverHit(context.db, 'address', context.address, context.now);
  if (plateNo) await countDriverHit(context.db, 'plate', plateNo, context.now);
}

const told = (code: DriverCode) => ({
  kind: code.kind, lotName: code.lotName,
  ...(code.kind === 'claim' ? { merchantName: code.merchantName, couponName: code.couponName } : {}),
  ...(code.kind === 'berth' ? { berthNumber: code.berthNumber } : {}),
});

export const driverCode = operation({
  access: 'server',
  input: z.object({ token: token() }),
  run: async (context, input) => {
    await counted(context);
    return told(await driverCodeOf(context.db, context.settings.qrKey, input.token, context.now));
  },
});

/** Counted, then in one transaction with the code's token verified again. */
async function withCode<R>(context: RequestContext, input: { token: string; plate: string }, run: (tx: Queryable, code: DriverCode) => Promise<R>): Promise<R> {
  await counted(context, input.plate);
  return context.db.transaction(async (tx) => run(tx, await driverCodeOf(tx, context.settings.qrKey, input.token, context.now)));
}

export const driverClaim = operation({
  access: 'server',
  input: z.object({ token: token(), plate: plate() }),
  run: (context, input) => withCode(context, input, (tx, code) => claimCoupon(tx, code, input.plate, systemActor(context, JOB), context.now)),
});

export const driverQuote = operation({
  access: 'server',
  input: z.object({ token: token(), plate: plate() }),
  run: (context, input) => withCode(context, input, async (tx, code) =>
    (await quoteForDriver(tx, code, input.plate, systemActor(context, JOB), context.now)).told),
});

export const driverPay = operation({
  access: 'server',
  input: z.object({ token: token(), plate: plate() }),
  run: async (context, input) => {
    await counted(context, input.plate);
    const code = await driverCodeOf(context.db, context.settings.qrKey, input.token, context.now);
    return payForDriver(context.db, context.settings.atRestKey, code, input.plate, context.address, systemActor(context, JOB), context.now);
  },
});

const ref = () => requiredText(INVOICE_REF_MAX_LENGTH);
/** The backend's QR key (set by createBackend: the codes and the invoice references are signed with it). */
function qrKeyOf(context: RequestContext): Buffer {
  if (!context.settings.qrKey) throw new Error('the backend has no QR key');
  return context.settings.qrKey;
}

/** A paid stay's invoice asked for at an exit or berth code (not a merchant's claim code). */
export const driverInvoice = operation({
  access: 'server',
  input: z.object({ token: token(), plate: plate(), buyer: BUYER_INPUT }),
  run: (context, input) => withCode(context, input, (tx, code) => {
    if (code.kind === 'claim') throw refuse('qrWrongKind');
    return invoiceForDriver(tx, qrKeyOf(context), code.lotId, input.plate, input.buyer, systemActor(context, JOB), context.now);
  }),
});

export const driverInvoiceResultOp = operation({
  access: 'server',
  input: z.object({ ref: ref() }),
  run: async (context, input) => {
    await counted(context);
    return driverInvoiceResult(context.db, qrKeyOf(context), input.ref, context.now);
  },
});

export const driverInvoicePdfOp = operation({
  access: 'server',
  input: z.object({ ref: ref() }),
  run: async (context, input) => {
    await counted(context);
    return driverInvoicePdf(context.db, qrKeyOf(context), input.ref, context.now);
  },
});
