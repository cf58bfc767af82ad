// Money through the real services, for the read-only screens' rows (read-only-seed.ts): vehicles
// let in by hand, and what becomes of each one's stay and order — paid at the booth in a
// cashier's shift and refunded in part, left owing (an arrear, paid later by an imported
// payment, or made void), entered twice, its plate corrected, discounted, let go free, on a
// street's berth, paid by a terminal at the exit, online or at a POS; a lot's own charging
// system reporting other takings. Every call is one the console's screens (or a pay terminal)
// make; nothing is written to the database.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callAshx } from '../../lib/ashx/client';
import { fenToYuan } from '../../lib/money/fen';
import type { PaymentChannel, PaymentPlace } from '../../lib/parking/channels';
import { csvLine } from '../../lib/files/csv';
import { apiAct, apiCreate, apiRow, type Row } from './api-rows';
import { berthOf, operatorDay, plateOf, type Estate } from './seed-estate';
import { labelsOf } from './screens';

/** Lets a blue-plated vehicle into a lot of the estate by hand, onto the street's berth `berth` when given. */
export async function letIn(page: Page, estate: Estate, plate: string, berth?: number, lotId = estate.lot.id): Promise<void> {
  await apiCreate(page, '/ManualPassageRecord', {
    lotId: String(lotId), plate, plateColor: 'blue', reasonId: estate.reasonId,
    ...(berth ? { berthId: await berthOf(page, estate, '/ManualPassageRecord', berth) } : {}),
  });
}

const stayOf = (page: Page, plate: string) => apiRow(page, '/VehicleEntryInfo', { plate });
const orderOf = (page: Page, plate: string) => apiRow(page, '/TempOrder', { plate });

/** Let out by hand while something is due: it leaves owing (an arrear). */
const letOutOwing = async (page: Page, plate: string) =>
  apiAct(page, '/VehicleEntryInfo', 'manualExit', [(await stayOf(page, plate)).id], { reason: 'Driver will pay online' });

/** A pay terminal, pay station or payment platform reports the order paid (UserCompletePay, signed server to server). */
export async function payByTerminal(order: Row, channel: PaymentChannel, place: PaymentPlace): Promise<void> {
  const result = await callAshx({
    baseUrl: process.env.ASHX_BASE_URL!, handler: 'UserCompletePay', language: 'en-US', signingSecret: process.env.ASHX_SIGNING_SECRET!,
    payload: { orderNo: order.orderNo, channel, place, channelTxnNo: `RO${randomUUID().replace(/-/g, '').slice(0, 20)}`, amount: order.due },
  });
  if (!result.ok) throw new Error(`UserCompletePay ${channel} at ${place}: ${JSON.stringify(result)}`);
}

/** Cash at the booth in a shift of the administrator's, signed out with the cash expected; part of it asked back. */
async function boothDay(page: Page, estate: Estate, plate: string) {
  const shift = await apiCreate(page, '/PostCashReconciliationSettlement', { lotId: String(estate.lot.id), booth: `Booth ${estate.tag}`, openingFloat: '100.00' });
  await letIn(page, estate, plate);
  await apiAct(page, '/TempOrder', 'pay', [(await orderOf(page, plate)).id], { received: '7.50' });
  await apiAct(page, '/VehicleEntryInfo', 'manualExit', [(await stayOf(page, plate)).id], { reason: 'Paid at the booth' });
  // Whatever else the administrator took meanwhile (other specs run beside this one) is expected too.
  const open = await apiRow(page, '/PostCashReconciliationSettlement', { shiftNo: String(shift.shiftNo) });
  await apiAct(page, '/PostCashReconciliationSettlement', 'signOut', [shift.id], { cashHandedOver: fenToYuan(Number(open.expectedCash)), reason: 'Counted' });
  const payment = await apiRow(page, '/OrderRefundList', { plate });
  await apiAct(page, '/OrderRefundList', 'requestRefund', [payment.id], { amount: '2.50', reason: 'Charged for the wrong visit' });
}

/** A payment taken outside the console, imported from a file as a person would (booked later on /ImportData). */
async function importPayment(page: Page, estate: Estate, plate: string) {
  const labels = labelsOf('en-US', 'paymentImport').fields;
  const file = csvLine([labels.lotId, labels.plate, labels.channel, labels.amount, labels.note])
    + csvLine([estate.lot.name, plate, 'cash', '7.50', 'Paid at the office']);
  const response = await page.request.post('/api/screen/import?path=%2FImportData', {
    data: Buffer.from(file), headers: { 'content-type': 'application/octet-stream', 'x-catc-request': '1', 'x-file-name': 'payments.csv' },
  });
  if (!response.ok()) throw new Error(`/ImportData import: ${response.status()} ${await response.text()}`);
}

export async function seedMoney(page: Page, estate: Estate): Promise<void> {
  const plate = (n: number) => plateOf(estate.tag, n);
  // In the lot, nothing paid: its order can be paid, discounted, let go, re-priced.
  await letIn(page, estate, plate(1));
  await boothDay(page, estate, plate(2));
  // Left owing: one arrear stays unpaid, one is made void, one is paid by an imported payment.
  for (const n of [3, 4, 5]) {
    await letIn(page, estate, plate(n));
    await letOutOwing(page, plate(n));
  }
  await apiAct(page, '/ArrearsList', 'void', [(await apiRow(page, '/ArrearsList', { plate: plate(4) })).id], { reason: 'Plate misread at the exit' });
  await importPayment(page, estate, plate(5));
  // Entered again without having been seen leaving: a repeat entry.
  await letIn(page, estate, plate(6));
  await letIn(page, estate, plate(6));
  // A plate read wrong, corrected with a reason.
  await letIn(page, estate, plate(7));
  await apiAct(page, '/VehicleEntryInfo', 'correctPlate', [(await stayOf(page, plate(7))).id], { plate: plate(17), plateColor: 'green', reason: 'Camera misread' });
  // A discount, and a free departure.
  await letIn(page, estate, plate(8));
  await apiAct(page, '/TempOrder', 'discount', [(await orderOf(page, plate(8))).id], { discount: '1.00', reason: 'Shop voucher' });
  await letIn(page, estate, plate(9));
  await apiAct(page, '/TempOrder', 'freeDeparture', [(await orderOf(page, plate(9))).id], { reason: 'Ambulance' });
  // On the street: one paid to a POS, one left owing (an on-road arrear).
  await letIn(page, estate, plate(10), 1);
  await payByTerminal(await orderOf(page, plate(10)), 'pos', 'pos');
  await letIn(page, estate, plate(11), 2);
  await letOutOwing(page, plate(11));
  // Paid at the exit lane's terminal, and online by the driver.
  await letIn(page, estate, plate(12));
  await payByTerminal(await orderOf(page, plate(12)), 'alipay', 'exit');
  await letIn(page, estate, plate(13));
  await payByTerminal(await orderOf(page, plate(13)), 'wechat', 'online');
  // The lot's own charging system reports takings of today that are not ours.
  await apiCreate(page, '/ChargeSystemList', {
    lotId: String(estate.lot.id), recordNo: `RO-${estate.tag}`, day: operatorDay(), channel: 'cash', payments: '1', amount: '1.00',
  });
}
