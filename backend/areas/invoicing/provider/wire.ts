// Our requests as Nuonuo's request bodies, and Nuonuo's result rows as ours (pure). Field names
// are the platform's (README.md says from which document or sample each comes).
import { alipayTime as operatorTime } from '../../../../lib/channels/clock';
import { fenOfYuanText, rateText, unitPriceText, yuanText } from './amounts';
import { NUONUO_INVOICE_LINE, NUONUO_INVOICE_STATUS, NUONUO_INVOICE_TYPE, NUONUO_RED_REASON, NUONUO_RED_STATUS, NUONUO_SELLER } from './protocol';
import type { BlueInvoiceRequest, InvoiceResult, ProviderAccount, RedBureauState, RedConfirmRequest, RedConfirmResult } from './types';

/** pushMode: the platform does not deliver (-1) or delivers by e-mail (0). */
const PUSH_NONE = '-1';
const PUSH_EMAIL = '0';
/** withTaxFlag 1: the unit price includes tax. invoiceLineProperty 0: a normal line. */
const PRICE_INCLUDES_TAX = '1';
const NORMAL_LINE = '0';

/** The answer's figures do not read as Nuonuo writes them: what happened is unknown. */
export class UnreadableAnswer extends Error {
  constructor(message: string) { super(message); this.name = 'UnreadableAnswer'; }
}

/** requestBillingNew's body: { order }. */
export function issueBody(account: ProviderAccount, request: BlueInvoiceRequest): Record<string, unknown> {
  const { buyer, seller } = request;
  return {
    order: {
      orderNo: request.orderNo,
      invoiceDate: operatorTime(request.orderedAt),
      invoiceType: NUONUO_INVOICE_TYPE.blue,
      invoiceLine: NUONUO_INVOICE_LINE[request.kind],
      salerTaxNum: account.taxId,
      salerTel: seller.phone ?? '',
      salerAddress: seller.address ?? '',
      salerAccount: seller.bankAccount ?? '',
      buyerName: buyer.name,
      buyerTaxNum: buyer.taxId ?? '',
      buyerTel: buyer.phone ?? '',
      buyerAddress: buyer.address ?? '',
      buyerAccount: buyer.bankAccount ?? '',
      naturalPersonFlag: buyer.naturalPerson ? '1' : '0',
      pushMode: buyer.email ? PUSH_EMAIL : PUSH_NONE,
      email: buyer.email ?? '',
      clerk: request.drawer,
      remark: request.remark ?? '',
      invoiceDetail: request.lines.map((line) => ({
        goodsName: line.name,
        goodsCode: line.taxCode,
        unit: line.unit ?? '',
        num: String(line.quantity),
        price: unitPriceText(line.gross, line.quantity),
        withTaxFlag: PRICE_INCLUDES_TAX,
        taxRate: rateText(line.rateBasisPoints),
        taxExcludedAmount: yuanText(line.net),
        tax: yuanText(line.tax),
        taxIncludedAmount: yuanText(line.gross),
        invoiceLineProperty: NORMAL_LINE,
      })),
    },
  };
}

/** saveInvoiceRedConfirm's body: a full reversal sends no lines; a partial one the lines taken back, negative. */
export function redConfirmBody(account: ProviderAccount, request: RedConfirmRequest): Record<string, unknown> {
  return {
    billId: request.billId,
    blueInvoiceLine: NUONUO_INVOICE_LINE[request.blueKind],
    applySource: NUONUO_SELLER,
    blueElecInvoiceNumber: request.blueNumber,
    sellerTaxNo: account.taxId,
    sellerName: request.sellerName,
    buyerTaxNo: request.buyer.taxId ?? '',
    buyerName: request.buyer.name,
    redReason: NUONUO_RED_REASON[request.reason],
    orderNo: request.redOrderNo,
    ...(request.lines ? {
      detail: request.lines.map((line) => ({
        blueDetailIndex: String(line.blueLineIndex),
        goodsName: line.name,
        goodsCode: line.taxCode,
        taxRate: rateText(line.rateBasisPoints),
        taxExcludedAmount: yuanText(-line.net),
        taxAmount: yuanText(-line.tax),
      })),
    } : {}),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function fenOf(row: Record<string, unknown>, field: string): number {
  const fen = fenOfYuanText(text(row[field]));
  if (fen === null) throw new UnreadableAnswer(`Nuonuo: ${field} is not an amount: ${text(row[field])}`);
  return fen;
}

/** A row of queryInvoiceResult as our result. */
export function invoiceResultOf(row: Record<string, unknown>): InvoiceResult {
  const serial = text(row.serialNo);
  const orderNo = text(row.orderNo);
  const status = text(row.status);
  switch (status) {
    case NUONUO_INVOICE_STATUS.issuing:
    case NUONUO_INVOICE_STATUS.issuedSealing:
      return { status: 'issuing', serial, orderNo };
    case NUONUO_INVOICE_STATUS.failed:
    case NUONUO_INVOICE_STATUS.sealFailed:
      return { status: 'failed', serial, orderNo, reason: text(row.failCause) || text(row.statusMsg) };
    case NUONUO_INVOICE_STATUS.voided:
    case NUONUO_INVOICE_STATUS.voiding:
      return { status: 'voided', serial, orderNo };
    case NUONUO_INVOICE_STATUS.issued: {
      const number = text(row.allElectronicInvoiceNumber) || text(row.invoiceNo);
      const issuedAt = Number(row.invoiceTime);
      if (!/^\d{20}$/.test(number)) throw new UnreadableAnswer(`Nuonuo: not a 数电 number: ${number}`);
      if (!Number.isSafeInteger(issuedAt)) throw new UnreadableAnswer(`Nuonuo: invoiceTime is not an instant: ${text(row.invoiceTime)}`);
      const reverses = text(row.oldEleInvoiceNumber);
      return {
        status: 'issued', serial, orderNo, number, issuedAt,
        net: fenOf(row, 'exTaxAmount'), tax: fenOf(row, 'taxAmount'), gross: fenOf(row, 'orderAmount'),
        reverses: reverses || null, pdfUrl: text(row.pdfUrl) || null,
      };
    }
    default:
      throw new UnreadableAnswer(`Nuonuo: unknown invoice status ${status}`);
  }
}

/** Nuonuo's billStatus as the bureau's state. */
const RED_STATE: Readonly<Record<string, RedBureauState>> = {
  ...Object.fromEntries(['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((s) => [s, s as RedBureauState])),
  [NUONUO_RED_STATUS.applying]: 'applying',
  [NUONUO_RED_STATUS.applicationFailed]: 'applicationFailed',
};

/** A row of queryInvoiceRedConfirm's list as our result. */
export function redConfirmResultOf(row: Record<string, unknown>): RedConfirmResult {
  const state = RED_STATE[text(row.billStatus)];
  if (!state) throw new UnreadableAnswer(`Nuonuo: unknown red confirmation status ${text(row.billStatus)}`);
  return {
    status: 'found', billId: text(row.billId), billNo: text(row.billNo) || null, state, message: text(row.billMessage),
    redSerial: text(row.invoiceSerialNum) || null, redOrderNo: text(row.orderNo) || null, redNumber: text(row.redInvoiceNumber) || null,
  };
}
