// Paper fixed-amount invoices for the read-only cycle (docs/invoicing.md, "Paper invoices"): a
// vehicle let in and paid at the booth in cash (its payment on /OrderRefundList), a book of 1-yuan
// sheets received on /IssuePaperInvoice for a booth of the lot (its code and numbers as the form
// types them), and one sheet issued from it against the payment, so that the book, the record and
// the summary have a row to read.
import type { Page } from '@playwright/test';
import { apiAct, apiCreate, apiRow } from './api-rows';
import { letIn } from './seed-money';
import { operatorDay, plateOf, type Estate } from './seed-estate';

export async function seedPaperInvoices(page: Page, estate: Estate) {
  const plate = plateOf(estate.tag, 93);
  await letIn(page, estate, plate);
  await apiAct(page, '/TempOrder', 'pay', [(await apiRow(page, '/TempOrder', { plate })).id], { received: '20.00' });
  const payment = await apiRow(page, '/OrderRefundList', { plate });
  const book = await apiCreate(page, '/IssuePaperInvoice', {
    lotId: String(estate.lot.id), count: '100', faceValue: '100', holderKind: 'booth', collectorId: '', posUserId: '', booth: `Booth ${estate.tag}`,
    receivedOn: operatorDay(), remark: '',
  });
  await apiAct(page, '/IssuePaperInvoice', 'issue', [book.id], { paymentNos: String(payment.paymentNo), sheets: '1' });
}
