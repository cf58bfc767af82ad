// An issued invoice (blue or red) as it is printed (lib/invoicing/invoice-document.ts), from its
// rows: the seller, the buyer, one line per payment (a red one's negative), the blue it reverses.
import { machineDateTime } from '../../../../lib/i18n/dates';
import { PARKING_SERVICE_TAX_CODE, type InvoiceDocument, type InvoiceLine } from '../../../../lib/invoicing/invoice-document';
import { invoiceTotals } from '../../../../lib/invoicing/tax-split';
import type { TaxRate } from '../../../../lib/invoicing/tax-rates';
import type { Reader } from '../../../db';
import { invoiceById, linesOf, type InvoiceRow } from './rows';
import { sellerById } from './seller-of-lot';

/** 车辆停放服务 is printed under its classification's short name. */
const printedName = (name: string, taxCode: string) => (taxCode === PARKING_SERVICE_TAX_CODE && !name.startsWith('*') ? `*经营租赁*${name}` : name);
const dayOf = (at: Date | string | null) => machineDateTime(at).slice(0, 10);

/** The document of an issued invoice; null while it has no number. */
export async function invoiceDocument(db: Reader, invoice: InvoiceRow): Promise<InvoiceDocument | null> {
  if (!invoice.number) return null;
  const seller = await sellerById(db, invoice.seller_id);
  const sign = invoice.kind === 'red' ? -1 : 1;
  const lines: InvoiceLine[] = (await linesOf(db, invoice.id)).map((l) => ({
    name: printedName(l.item_name, l.tax_code), taxCode: l.tax_code, unit: '次', quantity: sign, unitPrice: Math.abs(l.net), amount: l.net,
    rate: l.tax_rate as TaxRate, tax: l.tax,
  }));
  const blue = invoice.blue_id === null ? null : await invoiceById(db, invoice.blue_id);
  return {
    kind: invoice.kind, type: 'ordinary', number: invoice.number, issuedOn: dayOf(invoice.issued_at),
    seller: { name: seller.name, taxId: seller.tax_id, address: seller.address_phone, bank: seller.bank_account },
    buyer: { name: invoice.buyer_name, ...(invoice.buyer_tax_id ? { taxId: invoice.buyer_tax_id } : {}),
      ...(invoice.buyer_address_phone ? { address: invoice.buyer_address_phone } : {}), ...(invoice.buyer_bank_account ? { bank: invoice.buyer_bank_account } : {}) },
    lines, totals: invoiceTotals(lines.map((l) => ({ net: l.amount, tax: l.tax }))), drawer: seller.drawer,
    remark: `车牌 ${invoice.plate}`,
    ...(blue?.number ? { reverses: { number: blue.number, issuedOn: dayOf(blue.issued_at) } } : {}),
  };
}
