// The invoicing provider adapter (诺诺 诺税通 SaaS): issue a blue invoice, query an invoice, ask
// for a red confirmation, query it. Each answers our result or a ProviderFailure (transient: ask
// again later with the same numbers; refused: the platform did nothing). Asking again is safe:
// an order number the platform took before is answered with the invoice it made then
// (E9106, then a query by order number), and a red confirmation's billId likewise.
import { callNuonuo, isFailure, TRANSPORT_FAILURE } from './http';
import { NUONUO_CODE, NUONUO_METHOD, NUONUO_SELLER } from './protocol';
import type {
  BlueInvoiceRequest, InvoiceResult, IssueAccepted, ProviderAccount, ProviderFailure, RedConfirmAccepted, RedConfirmRequest, RedConfirmResult,
} from './types';
import { invoiceResultOf, issueBody, redConfirmBody, redConfirmResultOf, UnreadableAnswer } from './wire';

export { isFailure } from './http';

/** Which invoice to query: by the platform's serial number, or by our order number. */
export type InvoiceKey = { serial: string } | { orderNo: string };

export interface InvoiceProvider {
  issue(account: ProviderAccount, request: BlueInvoiceRequest): Promise<IssueAccepted | ProviderFailure>;
  query(account: ProviderAccount, key: InvoiceKey): Promise<InvoiceResult | ProviderFailure>;
  redConfirm(account: ProviderAccount, request: RedConfirmRequest): Promise<RedConfirmAccepted | ProviderFailure>;
  queryRed(account: ProviderAccount, billId: string): Promise<RedConfirmResult | ProviderFailure>;
}

const refused = (code: string, message: string): ProviderFailure => ({ status: 'refused', code, message });
const unreadable = (message: string): ProviderFailure => ({ status: 'transient', code: TRANSPORT_FAILURE.unreadable, message });

/** Reads an answer's result with `read`; an answer it cannot read is a transient failure (what happened is unknown). */
function reading<T>(read: () => T): T | ProviderFailure {
  try {
    return read();
  } catch (error) {
    if (error instanceof UnreadableAnswer) return unreadable(error.message);
    throw error;
  }
}

export async function queryInvoice(account: ProviderAccount, key: InvoiceKey, now?: () => number): Promise<InvoiceResult | ProviderFailure> {
  const body = 'serial' in key ? { serialNos: [key.serial] } : { orderNos: [key.orderNo] };
  const answer = await callNuonuo(account, NUONUO_METHOD.queryInvoice, { ...body, isOfferInvoiceDetail: '0' }, now);
  if (isFailure(answer)) return answer;
  if (answer.code === NUONUO_CODE.invoiceNotFound) return { status: 'unknown' };
  if (answer.code !== NUONUO_CODE.success) return refused(answer.code, answer.describe);
  const rows = Array.isArray(answer.result) ? (answer.result as Record<string, unknown>[]) : [];
  return rows.length ? reading(() => invoiceResultOf(rows[0])) : { status: 'unknown' };
}

export async function issueInvoice(account: ProviderAccount, request: BlueInvoiceRequest, now?: () => number): Promise<IssueAccepted | ProviderFailure> {
  const answer = await callNuonuo(account, NUONUO_METHOD.issue, issueBody(account, request), now);
  if (isFailure(answer)) return answer;
  if (answer.code === NUONUO_CODE.success) {
    const serial = (answer.result as { invoiceSerialNum?: unknown } | null)?.invoiceSerialNum;
    return typeof serial === 'string' && serial ? { status: 'accepted', serial } : unreadable('Nuonuo: no invoiceSerialNum');
  }
  if (answer.code !== NUONUO_CODE.duplicateOrder) return refused(answer.code, answer.describe);
  // Taken before (a retry after an answer we did not hear): the invoice it made then.
  const known = await queryInvoice(account, { orderNo: request.orderNo }, now);
  if (isFailure(known)) return known;
  if (known.status === 'unknown') return { status: 'transient', code: answer.code, message: `${answer.describe}: the order ${request.orderNo} is not found yet` };
  return { status: 'accepted', serial: known.serial };
}

export async function queryRedConfirmation(account: ProviderAccount, billId: string, now?: () => number): Promise<RedConfirmResult | ProviderFailure> {
  const answer = await callNuonuo(account, NUONUO_METHOD.queryRedConfirm, { identity: NUONUO_SELLER, billId }, now);
  if (isFailure(answer)) return answer;
  if (answer.code !== NUONUO_CODE.success) return refused(answer.code, answer.describe);
  const list = (answer.result as { list?: unknown } | null)?.list;
  const row = (Array.isArray(list) ? (list as Record<string, unknown>[]) : []).find((r) => r.billId === billId);
  return row ? reading(() => redConfirmResultOf(row)) : { status: 'unknown' };
}

export async function requestRedConfirmation(account: ProviderAccount, request: RedConfirmRequest, now?: () => number): Promise<RedConfirmAccepted | ProviderFailure> {
  const answer = await callNuonuo(account, NUONUO_METHOD.saveRedConfirm, redConfirmBody(account, request), now);
  if (isFailure(answer)) return answer;
  if (answer.code === NUONUO_CODE.success) return { status: 'accepted', billId: typeof answer.result === 'string' && answer.result ? answer.result : request.billId };
  // A billId used before is refused (申请号重复): when it is ours from an earlier try, it was taken then.
  const known = await queryRedConfirmation(account, request.billId, now);
  if (isFailure(known)) return known;
  return known.status === 'found' ? { status: 'accepted', billId: known.billId } : refused(answer.code, answer.describe);
}

/** The adapter as one value (for a job that is handed its provider). */
export const nuonuoProvider: InvoiceProvider = {
  issue: (account, request) => issueInvoice(account, request),
  query: (account, key) => queryInvoice(account, key),
  redConfirm: (account, request) => requestRedConfirmation(account, request),
  queryRed: (account, billId) => queryRedConfirmation(account, billId),
};
