// Rows of /IssuingElectronicInvoices and /ElectronicInvoiceIssuingRecord for the read-only cycle
// (docs/invoicing.md): a seller of the lot on the simulated 诺诺 platform, two paid visits of two
// plates: one's payment invoiced to a person (its record), the other's left to invoice.
import type { Page } from '@playwright/test';
import { apiAct, apiRow } from './api-rows';
import { paidVisit, sellerFor } from './invoicing';
import { plateOf, type Estate } from './seed-estate';

export async function seedInvoices(page: Page, estate: Estate) {
  await sellerFor(page, estate.lot.id, estate.tag);
  const [invoiced, left] = [plateOf(estate.tag, 91), plateOf(estate.tag, 92)];
  await paidVisit(page, estate, invoiced);
  await paidVisit(page, estate, left);
  const payment = await apiRow(page, '/IssuingElectronicInvoices', { plate: invoiced });
  await apiAct(page, '/IssuingElectronicInvoices', 'invoice', [payment.id], { amount: '7.50', buyerKind: 'person', buyerName: '张三', buyerEmail: '' });
}
