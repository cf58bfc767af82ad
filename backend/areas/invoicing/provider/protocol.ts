// The words of 诺诺 诺税通 SaaS open API (nuonuo.OpeMplatform.*) that both sides of a call use:
// the gateway path, the method names, the answer codes, the invoice and red-confirmation states.
// Where each comes from: README.md beside this file.

/** The one gateway path; its parts are signed (sign.ts). */
export const NUONUO_SERVICES_PATH = '/open/v1/services';

export const NUONUO_METHOD = {
  issue: 'nuonuo.OpeMplatform.requestBillingNew',
  queryInvoice: 'nuonuo.OpeMplatform.queryInvoiceResult',
  saveRedConfirm: 'nuonuo.OpeMplatform.saveInvoiceRedConfirm',
  queryRedConfirm: 'nuonuo.OpeMplatform.queryInvoiceRedConfirm',
} as const;

/** Answer codes (`code` of the envelope { code, describe, result }). */
export const NUONUO_CODE = {
  success: 'E0000',
  /** 订单编号或流水号不能重复: the order was taken before (the same orderNo again). */
  duplicateOrder: 'E9106',
  /** No invoice under the serial numbers or order numbers asked. */
  invoiceNotFound: 'E9500',
  /** 该发票不能重复冲红: the blue invoice has nothing left to reverse. */
  cannotRedAgain: 'E9103',
  /** An invoice detail refused (its figures, its name, its code). */
  detailRefused: 'E9105',
  /** The platform's catch-all refusal (a red confirmation's billId used before, among others). */
  refused: 'E9999',
  /** Gateway: the app key is unknown. */
  appKeyInvalid: '070101',
  /** Gateway: the access token is not the app's. */
  tokenInvalid: '070304',
  /** Gateway: 签名不匹配. */
  signatureMismatch: '070601',
} as const;

/** Gateway codes that say the seller's credentials are wrong: a person must fix them. */
export const NUONUO_CREDENTIAL_CODES: readonly string[] = [NUONUO_CODE.appKeyInvalid, NUONUO_CODE.tokenInvalid, NUONUO_CODE.signatureMismatch];

/** queryInvoiceResult's `status` of an invoice. */
export const NUONUO_INVOICE_STATUS = {
  issued: '2',
  issuing: '20',
  issuedSealing: '21',
  failed: '22',
  sealFailed: '24',
  voided: '3',
  voiding: '31',
} as const;

/** invoiceLine: the 数电 kinds we issue (电子发票 普通发票 / 增值税专用发票). */
export const NUONUO_INVOICE_LINE = { normal: 'pc', special: 'bs' } as const;
export type InvoiceKind = keyof typeof NUONUO_INVOICE_LINE;

/** invoiceType: a blue invoice or a red one. */
export const NUONUO_INVOICE_TYPE = { blue: '1', red: '2' } as const;

/**
 * A red confirmation's billStatus. 01 to 09 are the tax bureau's own; Nuonuo adds 15 (申请中: the
 * bureau has not answered yet) and 16 (申请失败: the bureau refused the request).
 */
export const NUONUO_RED_STATUS = {
  noConfirmationNeeded: '01',
  awaitingBuyer: '02',
  awaitingSeller: '03',
  confirmed: '04',
  deniedByBuyer: '05',
  deniedBySeller: '06',
  timedOut: '07',
  withdrawn: '08',
  revokedAfterConfirmation: '09',
  applying: '15',
  applicationFailed: '16',
} as const;
export type NuonuoRedStatus = (typeof NUONUO_RED_STATUS)[keyof typeof NUONUO_RED_STATUS];

/** The bureau's red reasons (ours, 01 开票有误 02 销货退回 03 服务中止 04 销售折让) as Nuonuo's redReason (1 销货退回 2 开票有误 3 服务中止 4 销售折让). */
export const NUONUO_RED_REASON = { '01': '2', '02': '1', '03': '3', '04': '4' } as const;
export type RedReason = keyof typeof NUONUO_RED_REASON;

/** Who acts on a red confirmation (identity, applySource): the seller (us) or the buyer. */
export const NUONUO_SELLER = '0';
export const NUONUO_BUYER = '1';

/** Nuonuo's tolerance between a line's tax and its net amount times its rate (税额允许误差为 0.06), in fen. */
export const NUONUO_TAX_TOLERANCE_FEN = 6;
/** A confirmation not answered by the other side this long after it was made is void (07). */
export { RED_CONFIRMATION_TIMEOUT_MS } from '../../../../lib/invoicing/red-confirmation-machine';
