// Red confirmations (红字确认单) on the simulated platform. The seller applies (saveInvoiceRedConfirm)
// citing an issued blue invoice: all of it (no lines) or some of its lines (partial). Refused:
// a blue that is not the seller's or not issued, a second full reversal or more than is left of a
// line (该发票不能重复冲红), a billId used before (申请号重复). While the bureau considers it, it
// is applying (15); then, when the buyer is a natural person or has not confirmed the invoice's
// use, no confirmation is needed (01) and the red invoice is issued at once; otherwise it awaits
// the buyer (02), who confirms (04, the red invoice issued) or denies (05); 72 hours unanswered
// make it void (07). A void confirmation gives back what it had taken of the blue.
import { alipayTime as operatorTime } from '../../lib/channels/clock';
import { fenOfYuanText, rateOfText, rateText, yuanText } from '../areas/invoicing/provider/amounts';
import { NUONUO_CODE, NUONUO_RED_REASON, NUONUO_RED_STATUS, NUONUO_SELLER, RED_CONFIRMATION_TIMEOUT_MS, type NuonuoRedStatus } from '../areas/invoicing/provider/protocol';
import type { SimNumbering } from './sim-invoice-numbers';
import { taxAgrees, type SimRefusal } from './sim-invoice-order';
import type { SimInvoice, SimInvoiceStore, SimRedForm } from './sim-invoice-store';

export interface SimBooks {
  store: SimInvoiceStore;
  numbering: SimNumbering;
  now: () => number;
  /** How long the bureau takes to answer (an application, an issue). */
  delayMs: number;
}

const S = NUONUO_RED_STATUS;
/** States in which a confirmation holds what it reverses of its blue invoice. */
const HOLDING: readonly NuonuoRedStatus[] = [S.noConfirmationNeeded, S.awaitingBuyer, S.awaitingSeller, S.confirmed, S.applying];
const AWAITING: readonly NuonuoRedStatus[] = [S.awaitingBuyer, S.awaitingSeller];
const REASONS: readonly string[] = Object.values(NUONUO_RED_REASON);

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const refuse = (code: string, describe: string): SimRefusal => ({ code, describe });

/** What live confirmations have taken of each line of `blueNumber` (positive fen). */
function takenOf(store: SimInvoiceStore, blueNumber: string): Map<number, { net: number; tax: number }> {
  const taken = new Map<number, { net: number; tax: number }>();
  for (const form of store.redForms.values()) {
    if (form.blueNumber !== blueNumber || !HOLDING.includes(form.status)) continue;
    for (const line of form.lines) {
      const sum = taken.get(line.blueIndex) ?? { net: 0, tax: 0 };
      taken.set(line.blueIndex, { net: sum.net - line.net, tax: sum.tax - line.tax });
    }
  }
  return taken;
}

function blueOf(store: SimInvoiceStore, number: string): SimInvoice | undefined {
  for (const invoice of store.invoices.values()) if (invoice.number === number && invoice.type === 'blue') return invoice;
  return undefined;
}

/** The lines a partial application takes back, checked against what is left; null: a full one. */
function partialLines(raw: unknown, blue: SimInvoice, taken: Map<number, { net: number; tax: number }>): SimRedForm['lines'] | SimRefusal | null {
  if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) return null;
  if (!Array.isArray(raw)) return refuse(NUONUO_CODE.detailRefused, '明细格式有误');
  const lines: SimRedForm['lines'] = [];
  for (const detail of raw as Record<string, unknown>[]) {
    const blueIndex = Number(str(detail.blueDetailIndex));
    const original = blue.lines[blueIndex - 1];
    if (!Number.isInteger(blueIndex) || !original) return refuse(NUONUO_CODE.detailRefused, '蓝票明细行序号有误');
    const net = fenOfYuanText(detail.taxExcludedAmount);
    const tax = fenOfYuanText(detail.taxAmount);
    const rate = rateOfText(detail.taxRate);
    if (net === null || tax === null || net >= 0 || tax > 0 || rate !== original.rateBasisPoints || !taxAgrees(-net, -tax, rate)) {
      return refuse(NUONUO_CODE.detailRefused, `第${blueIndex}行冲红金额或税率有误`);
    }
    const before = taken.get(blueIndex) ?? { net: 0, tax: 0 };
    if (before.net - net > original.net || before.tax - tax > original.tax) return refuse(NUONUO_CODE.cannotRedAgain, `第${blueIndex}行冲红金额超过剩余可冲红金额`);
    lines.push({ ...original, blueIndex, net, tax, num: '', price: '' });
  }
  return lines;
}

/** A seller's application (saveInvoiceRedConfirm's body), taken as applying, or its refusal. */
export function applyForRed(raw: Record<string, unknown>, seller: { taxId: string; name: string }, books: SimBooks): SimRedForm | SimRefusal {
  const { store, numbering, now } = books;
  const at = now();
  const billId = str(raw.billId) || numbering.billUuid();
  if (store.redForms.has(billId)) return refuse(NUONUO_CODE.refused, '申请号重复');
  if (str(raw.applySource) !== NUONUO_SELLER) return refuse(NUONUO_CODE.refused, '仅支持销方申请');
  if (str(raw.sellerTaxNo) !== seller.taxId) return refuse(NUONUO_CODE.refused, '销方税号与授权税号不一致');
  if (!REASONS.includes(str(raw.redReason))) return refuse(NUONUO_CODE.refused, '冲红原因有误');
  if (!str(raw.buyerName)) return refuse(NUONUO_CODE.refused, '购方名称不能为空');
  const blueNumber = str(raw.blueElecInvoiceNumber) || str(raw.blueInvoiceNumber);
  const blue = blueOf(store, blueNumber);
  if (!blue || blue.sellerTaxId !== seller.taxId || blue.status !== '2') return refuse(NUONUO_CODE.refused, '对应蓝字发票不存在或未开具');
  if (str(raw.blueInvoiceLine) !== blue.invoiceLine) return refuse(NUONUO_CODE.refused, '蓝字发票票种不一致');
  const taken = takenOf(store, blueNumber);
  const partial = partialLines(raw.detail, blue, taken);
  if (partial && 'describe' in partial) return partial;
  if (!partial && taken.size > 0) return refuse(NUONUO_CODE.cannotRedAgain, '该发票不能重复冲红');
  const lines = partial ?? blue.lines.map((line, index) => ({ ...line, blueIndex: index + 1, net: -line.net, tax: -line.tax, num: '', price: '' }));
  const form: SimRedForm = {
    billId, billNo: numbering.nextBillNo(at), billUuid: numbering.billUuid(),
    sellerTaxId: seller.taxId, sellerName: str(raw.sellerName) || seller.name, buyerTaxId: str(raw.buyerTaxNo) || blue.buyerTaxId, buyerName: str(raw.buyerName),
    blueNumber, blueInvoiceLine: blue.invoiceLine, redReason: str(raw.redReason), partial: partial !== null, lines,
    status: S.applying, message: '', billTime: at, dueAt: at + books.delayMs, confirmTime: null,
    redOrderNo: str(raw.orderNo) || billId, redSerial: null,
  };
  store.redForms.set(billId, form);
  return form;
}

/** The red invoice of a confirmation that allows it from `at`: issuing, under the confirmation's order number. */
function issueRed(form: SimRedForm, at: number, books: SimBooks): SimRedForm {
  const red: SimInvoice = {
    serial: books.numbering.nextSerial(at), orderNo: form.redOrderNo, type: 'red', invoiceLine: form.blueInvoiceLine,
    sellerTaxId: form.sellerTaxId, sellerName: form.sellerName, buyerName: form.buyerName, buyerTaxId: form.buyerTaxId,
    naturalPerson: !form.buyerTaxId, lines: form.lines.map(({ blueIndex: _index, ...line }) => line),
    acceptedAt: at, dueAt: at + books.delayMs, status: '20', failCause: '', number: null, issuedAt: null,
    reverses: form.blueNumber, redReason: form.redReason, buyerConfirmedUse: false,
  };
  books.store.invoices.set(red.serial, red);
  return { ...form, redSerial: red.serial };
}

/** A confirmation moved on by the time passed: the bureau's answer to an application, the 72-hour timeout. */
export function advanceRedForm(form: SimRedForm, books: SimBooks): SimRedForm {
  const at = books.now();
  if (form.status === S.applying && at >= form.dueAt) {
    const blue = blueOf(books.store, form.blueNumber);
    const needsBuyer = blue !== undefined && !blue.naturalPerson && blue.buyerConfirmedUse;
    // The bureau answered when the application was due, whenever this looks.
    const next = needsBuyer ? { ...form, status: S.awaitingBuyer } : issueRed({ ...form, status: S.noConfirmationNeeded }, form.dueAt, books);
    books.store.redForms.set(form.billId, next);
    return next;
  }
  if (AWAITING.includes(form.status) && at >= form.billTime + RED_CONFIRMATION_TIMEOUT_MS) {
    const next = { ...form, status: S.timedOut, message: '超72小时未确认' };
    books.store.redForms.set(form.billId, next);
    return next;
  }
  return form;
}

/** The buyer's answer to a confirmation awaiting it: confirmed (the red invoice issued) or denied. */
export function buyerAnswersRed(billId: string, agree: boolean, books: SimBooks): SimRedForm {
  const form = books.store.redForms.get(billId);
  if (!form) throw new Error(`sim invoice: no red confirmation ${billId}`);
  const current = advanceRedForm(form, books);
  if (current.status !== S.awaitingBuyer) throw new Error(`sim invoice: red confirmation ${billId} is not awaiting the buyer (${current.status})`);
  const answered = { ...current, confirmTime: books.now() };
  const next = agree ? issueRed({ ...answered, status: S.confirmed }, books.now(), books) : { ...answered, status: S.deniedByBuyer, message: '购方否认' };
  books.store.redForms.set(billId, next);
  return next;
}

/** A confirmation as queryInvoiceRedConfirm lists it. */
export function redFormRow(form: SimRedForm, store: SimInvoiceStore): Record<string, unknown> {
  const red = form.redSerial ? store.invoices.get(form.redSerial) : undefined;
  const sum = (pick: (line: SimRedForm['lines'][number]) => number) => yuanText(form.lines.reduce((total, line) => total + pick(line), 0));
  return {
    billId: form.billId, billNo: form.billNo, billUuid: form.billUuid, billStatus: form.status, billMessage: form.message,
    invoiceSerialNum: red?.serial ?? null, orderNo: red?.orderNo ?? null, redInvoiceNumber: red?.number ?? null,
    openStatus: red?.status === '2' ? '1' : '0', applySource: NUONUO_SELLER, blueInvoiceLine: form.blueInvoiceLine,
    blueElecInvoiceNumber: form.blueNumber, billTime: operatorTime(form.billTime), confirmTime: form.confirmTime === null ? '' : operatorTime(form.confirmTime),
    sellerTaxNo: form.sellerTaxId, sellerName: form.sellerName, buyerTaxNo: form.buyerTaxId, buyerName: form.buyerName,
    taxExcludedAmount: sum((l) => l.net), taxAmount: sum((l) => l.tax), redReason: form.redReason,
    detail: form.lines.map((line) => ({
      blueDetailIndex: String(line.blueIndex), goodsName: line.name, goodsCode: line.code, taxRate: rateText(line.rateBasisPoints),
      taxExcludedAmount: yuanText(line.net), taxAmount: yuanText(line.tax),
    })),
  };
}
