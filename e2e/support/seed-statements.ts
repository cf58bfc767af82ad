// The channels' statements of one day, imported as the daily bill check page imports them
// (the file streamed through /api/upload), for the reconciliation screens' rows: a WeChat trade
// bill and an Alipay statement zip in their real formats, each with a payment no order of ours
// carries (a difference to handle).
import type { Page } from '@playwright/test';
import { alipayStatementZip } from '../../lib/areas/reconcile/statements/alipay-writer';
import { testMeta } from '../../lib/areas/reconcile/statements/fixtures';
import type { StatementRow } from '../../lib/areas/reconcile/statements/types';
import { weChatBillText, weChatFee } from '../../lib/areas/reconcile/statements/wechat-writer';
import { operatorDay } from './seed-estate';

/** The statements' day: a week ago, a day no other spec imports statements of. */
const STATEMENT_DAY_OFFSET = -7;

async function importStatement(page: Page, channel: 'wechat' | 'alipay', day: string, fileName: string, file: Buffer) {
  // As lib/client/use-upload.ts sends it: the operation's input in the query, the file as the body.
  const response = await page.request.post(`/api/upload/dailyBillCheck.importStatement?${new URLSearchParams({ channel, day, fileName })}`, {
    data: file, headers: { 'content-type': 'application/octet-stream', 'x-catc-request': '1' },
  });
  if (!response.ok()) throw new Error(`${channel} statement: ${response.status()} ${await response.text()}`);
}

export async function seedStatements(page: Page, tag: string): Promise<void> {
  const day = operatorDay(STATEMENT_DAY_OFFSET);
  const unknown = (txn: string, orderNo: string): StatementRow =>
    ({ kind: 'payment', channelTxnNo: txn, orderNo, amount: 1250, fee: weChatFee(1250), at: `${day} 09:30:00`, subject: '停车费' });
  await importStatement(page, 'wechat', day, `wechat-${tag}.csv`,
    Buffer.from(weChatBillText(testMeta('wechat', day), [unknown(`42RO${tag}`, `TRO${tag}W`)])));
  await importStatement(page, 'alipay', day, `alipay-${tag}.zip`,
    await alipayStatementZip(testMeta('alipay', day), [unknown(`2026RO${tag}`, `TRO${tag}A`)]));
}
