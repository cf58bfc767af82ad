// What the simulated platform checks of a blue invoice order (requestBillingNew's `order`) before
// taking it, as the platform refuses a bad one: the seller the account is for, the invoice kind,
// the buyer (a tax ID for a special invoice, well formed when given), and every detail line: its
// name, its 19-digit tax code, a rate the bureau knows, amounts with at most two decimals where
// net + tax = gross exactly, the tax within Nuonuo's tolerance of net x rate, the unit price x
// quantity the line's amount to the fen. A refusal carries the platform's code and a description.
import { BASIS_POINTS_PER_UNIT, fenOfYuanText, NUONUO_SCALE, rateOfText, scaledOf, scaledOfFen } from '../areas/invoicing/provider/amounts';
import { NUONUO_CODE, NUONUO_INVOICE_LINE, NUONUO_INVOICE_TYPE, NUONUO_TAX_TOLERANCE_FEN } from '../areas/invoicing/provider/protocol';
import type { SimInvoiceLine } from './sim-invoice-store';

export interface SimOrder {
  orderNo: string; invoiceLine: string; buyerName: string; buyerTaxId: string; naturalPerson: boolean; lines: SimInvoiceLine[];
}
export interface SimRefusal { code: string; describe: string }

/** The rates 数电 invoices carry, in basis points (13 %, 9 %, 6 %, 5 %, 3 %, 1 %, 0). */
export const SIM_KNOWN_RATES: readonly number[] = [1300, 900, 600, 500, 300, 100, 0];
const MAX_ORDER_NO = 40;
const MAX_GOODS_NAME = 90;
export const MAX_DETAIL_LINES = 2000;
/** price x num may differ from the line's amount by at most one fen (scaled by 10^8 of a yuan). */
const PRICE_TOLERANCE = scaledOfFen(1);
const TAX_ID = /^[0-9A-Z]{15,20}$/;
const TAX_CODE = /^\d{19}$/;

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const refuse = (code: string, describe: string): SimRefusal => ({ code, describe });
const abs = (n: bigint) => (n < 0n ? -n : n);

/** The tax of a line agrees with its net amount and rate within Nuonuo's tolerance. */
export const taxAgrees = (net: number, tax: number, rateBasisPoints: number) =>
  Math.abs(net * rateBasisPoints - tax * BASIS_POINTS_PER_UNIT) <= NUONUO_TAX_TOLERANCE_FEN * BASIS_POINTS_PER_UNIT;

function detailLine(raw: Record<string, unknown>, index: number): SimInvoiceLine | SimRefusal {
  const at = `第${index + 1}行`;
  const name = str(raw.goodsName);
  if (!name || name.length > MAX_GOODS_NAME) return refuse(NUONUO_CODE.detailRefused, `${at}商品名称不能为空且不超过${MAX_GOODS_NAME}字`);
  if (!TAX_CODE.test(str(raw.goodsCode))) return refuse(NUONUO_CODE.detailRefused, `${at}商品编码须为19位数字`);
  if (![undefined, '', '0'].includes(raw.invoiceLineProperty as string)) return refuse(NUONUO_CODE.detailRefused, `${at}仅支持正常行`);
  const rate = rateOfText(raw.taxRate);
  if (rate === null || !SIM_KNOWN_RATES.includes(rate)) return refuse(NUONUO_CODE.detailRefused, `${at}税率有误`);
  const net = fenOfYuanText(raw.taxExcludedAmount);
  const tax = fenOfYuanText(raw.tax);
  const gross = fenOfYuanText(raw.taxIncludedAmount);
  if (net === null || tax === null || gross === null || gross <= 0 || net < 0 || tax < 0) return refuse(NUONUO_CODE.detailRefused, `${at}金额有误`);
  if (net + tax !== gross) return refuse(NUONUO_CODE.detailRefused, `${at}不含税金额与税额之和不等于含税金额`);
  if (!taxAgrees(net, tax, rate)) return refuse(NUONUO_CODE.detailRefused, `${at}税额误差超过0.06`);
  const withTax = str(raw.withTaxFlag);
  if (withTax !== '0' && withTax !== '1') return refuse(NUONUO_CODE.detailRefused, `${at}含税标志有误`);
  const num = str(raw.num);
  const price = str(raw.price);
  if (num || price) {
    const n = scaledOf(num);
    const p = scaledOf(price);
    if (n === null || p === null || n <= 0n || p < 0n) return refuse(NUONUO_CODE.detailRefused, `${at}数量或单价有误`);
    const amount = scaledOfFen(withTax === '1' ? gross : net);
    if (abs((p * n) / NUONUO_SCALE - amount) > PRICE_TOLERANCE) return refuse(NUONUO_CODE.detailRefused, `${at}单价乘以数量不等于金额`);
  }
  return { name, code: str(raw.goodsCode), unit: str(raw.unit), rateBasisPoints: rate, net, tax, num, price };
}

/** The order as the platform takes it, or its refusal. */
export function readSimOrder(raw: unknown, sellerTaxId: string): SimOrder | SimRefusal {
  if (!raw || typeof raw !== 'object') return refuse(NUONUO_CODE.refused, 'order不能为空');
  const order = raw as Record<string, unknown>;
  const orderNo = str(order.orderNo);
  if (!orderNo || orderNo.length > MAX_ORDER_NO) return refuse(NUONUO_CODE.refused, `订单号不能为空且不超过${MAX_ORDER_NO}位`);
  if (str(order.salerTaxNum) !== sellerTaxId) return refuse(NUONUO_CODE.refused, '销方税号与授权税号不一致');
  if (str(order.invoiceType) !== NUONUO_INVOICE_TYPE.blue) return refuse(NUONUO_CODE.refused, '数电红票请通过红字确认单开具');
  const invoiceLine = str(order.invoiceLine);
  if (!Object.values(NUONUO_INVOICE_LINE).includes(invoiceLine as never)) return refuse(NUONUO_CODE.refused, '发票种类有误');
  const buyerName = str(order.buyerName);
  const buyerTaxId = str(order.buyerTaxNum);
  if (!buyerName) return refuse(NUONUO_CODE.refused, '购方名称不能为空');
  if (buyerTaxId && !TAX_ID.test(buyerTaxId)) return refuse(NUONUO_CODE.refused, '购方税号格式有误');
  if (invoiceLine === NUONUO_INVOICE_LINE.special && !buyerTaxId) return refuse(NUONUO_CODE.refused, '专用发票购方税号不能为空');
  const details = order.invoiceDetail;
  if (!Array.isArray(details) || details.length === 0 || details.length > MAX_DETAIL_LINES) return refuse(NUONUO_CODE.detailRefused, `发票明细须为1至${MAX_DETAIL_LINES}行`);
  const lines: SimInvoiceLine[] = [];
  for (const [index, detail] of details.entries()) {
    const line = detailLine((detail ?? {}) as Record<string, unknown>, index);
    if ('describe' in line) return line;
    lines.push(line);
  }
  return { orderNo, invoiceLine, buyerName, buyerTaxId, naturalPerson: str(order.naturalPersonFlag) === '1', lines };
}
