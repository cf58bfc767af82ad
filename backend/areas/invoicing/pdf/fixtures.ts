// Invoices to render in tests and by hand: a blue one of two parking payments to a company, and its red.
import { PARKING_SERVICE_TAX_CODE, fullRedOf, lineOfPayment, type InvoiceDocument } from '@/lib/invoicing/invoice-document';
import { TAX_RATES } from '@/lib/invoicing/tax-rates';
import { invoiceTotals } from '@/lib/invoicing/tax-split';

export const PARKING_ITEM = { name: '*经营租赁*车辆停放服务', taxCode: PARKING_SERVICE_TAX_CODE, unit: '次' };

export function blueInvoice(grosses: readonly number[] = [900, 1500]): InvoiceDocument {
  const lines = grosses.map((g) => lineOfPayment(g, PARKING_ITEM, TAX_RATES.general));
  return {
    kind: 'blue', type: 'ordinary', number: '26312000000123456789', issuedOn: '2026-11-28',
    seller: { name: '上海示例停车管理有限公司', taxId: '91320282567753425A', address: '上海市静安区示例路1号', phone: '021-55550000', bank: '中国工商银行上海静安支行', account: '1001234509000012345' },
    buyer: { name: '河北镁神科技股份有限公司', taxId: '911305316610547945' },
    lines, totals: invoiceTotals(lines.map((l) => ({ net: l.amount, tax: l.tax }))), drawer: '王小明',
    remark: '车牌号：沪A12345；停车时间：2026-11-27 08:10 至 2026-11-27 18:40',
  };
}

export function redInvoice(blue = blueInvoice()): InvoiceDocument {
  return fullRedOf(blue, { number: '26312000000987654321', issuedOn: '2026-11-30', confirmationNumber: '31011526112000000012', drawer: '王小明' });
}
