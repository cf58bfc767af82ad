// Rows the money reports need beyond what seed-money.ts makes (read-only-seed.ts): a pay station's
// payment with the station named (/PayStationPayInfoReport), signed server to server as a pay
// station reports it. The reports read the money rollup, which the e2e backend's leader drains every
// ROLLUP_DRAIN_INTERVAL_MS: the seed waits until the payment is in the report.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { callAshx } from '../../lib/ashx/client';
import { apiRow, apiRows } from './api-rows';
import { letIn } from './seed-money';
import { plateOf, type Estate } from './seed-estate';

/** Long enough for a few drains on a busy machine. */
const DRAINED_WITHIN_MS = 60_000;

export async function seedMoneyReports(page: Page, estate: Estate): Promise<void> {
  const plate = plateOf(estate.tag, 71);
  const station = `PS-${estate.tag}`;
  await letIn(page, estate, plate);
  const order = await apiRow(page, '/TempOrder', { plate });
  const result = await callAshx({
    baseUrl: process.env.ASHX_BASE_URL!, handler: 'UserCompletePay', language: 'en-US', signingSecret: process.env.ASHX_SIGNING_SECRET!,
    payload: { orderNo: order.orderNo, channel: 'payStation', place: 'payStation', device: station,
      channelTxnNo: `PS${randomUUID().replace(/-/g, '').slice(0, 20)}`, amount: order.due },
  });
  if (!result.ok) throw new Error(`UserCompletePay at a pay station: ${JSON.stringify(result)}`);
  await expect.poll(async () => (await apiRows(page, '/PayStationPayInfoReport', { station })).length, { timeout: DRAINED_WITHIN_MS }).toBeGreaterThan(0);
}
