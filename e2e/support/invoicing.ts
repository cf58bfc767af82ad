// The invoicing of e2e specs (docs/invoicing.md): a seller on the simulated 诺诺 platform the e2e
// runner starts (backend/channels/sim-main.ts writes its account into E2E_SIM_CHANNELS) for a lot,
// and paid visits of a plate to invoice (let in by hand, priced, paid by a pay terminal, let out).
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { apiAct, apiCreate, apiRow, apiRows } from './api-rows';
import { LIVE } from './records';
import { payByTerminal } from './seed-money';
import type { Estate } from './seed-estate';
import { letIn } from './seed-money';
import { screenCall } from './users';

interface SimInvoice { gatewayUrl: string; appKey: string; appSecret: string; accessToken: string; taxId: string; name: string }

/** The lot invoices under a seller holding the simulated platform's account (made once per run and lot). */
export async function sellerFor(page: Page, lotId: number, tag: string): Promise<void> {
  const { invoice } = JSON.parse(readFileSync(process.env.E2E_SIM_CHANNELS!, 'utf8')) as { invoice: SimInvoice };
  const seller = await apiCreate(page, '/InvoiceSellerManagement', {
    name: `${invoice.name} ${tag}`, taxId: invoice.taxId, addressPhone: '杭州市滨江区江南大道 1 号 0571-86001234', bankAccount: '工商银行杭州分行 1202000000000000001',
    drawer: '李会计', itemName: '', taxCode: '', taxRate: '500', gatewayUrl: invoice.gatewayUrl,
    appKey: invoice.appKey, appSecret: invoice.appSecret, accessToken: invoice.accessToken, status: '1', remark: '',
  }, false);
  const { status } = await screenCall(page, '/InvoiceSellerManagement', 'sellerLots', { ids: [seller.id], values: { lotIds: [lotId] } });
  expect(status).toBe(200);
}

/** A visit of the plate to the estate's lot, paid (7.50) at the pay station and let out. */
export async function paidVisit(page: Page, estate: Estate, plate: string): Promise<void> {
  await letIn(page, estate, plate);
  await expect.poll(async () => {
    const [order] = await apiRows(page, '/TempOrder', { plate, stayState: '0' });
    if (!order) return 0;
    await apiAct(page, '/TempOrder', 'reprice', [order.id]);
    return Number((await apiRow(page, '/TempOrder', { plate, stayState: '0' })).due);
  }, LIVE).toBe(750);
  await payByTerminal(await apiRow(page, '/TempOrder', { plate, stayState: '0' }), 'wechat', 'payStation');
  const [stay] = await apiRows(page, '/VehicleEntryInfo', { plate });
  await apiAct(page, '/VehicleEntryInfo', 'manualExit', [stay.id], { reason: 'Paid at the station' });
}
