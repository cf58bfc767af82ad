// The simulated platform's books outlive a restart when journalled (as the demo keeps them): what
// was issued stays issued under its number, an order number taken before is still refused as a
// duplicate, an invoice still issuing when it stopped is issued after, numbers go on from the
// highest one, a line cut by a stop mid-write is dropped, and the journal is private (mode 600).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueInvoice, queryInvoice } from '../areas/invoicing/provider/client';
import type { BlueInvoiceRequest, ProviderAccount } from '../areas/invoicing/provider/types';
import { startSimInvoice, type SimInvoiceAccount } from './sim-invoice';
import { openSimInvoiceStore } from './sim-invoice-store';

const SELLER: SimInvoiceAccount = { appKey: 'app-key', appSecret: 'app-secret', accessToken: 'token', taxId: '91310115MA1K3YJ12X', name: '上海某停车管理有限公司' };
const DELAY_MS = 1_000;

const order = (orderNo: string): BlueInvoiceRequest => ({
  orderNo, kind: 'normal', orderedAt: Date.UTC(2026, 10, 28), seller: { name: SELLER.name }, drawer: '李四',
  buyer: { name: '张三', taxId: null, naturalPerson: true },
  lines: [{ name: '*经营租赁*车辆停放服务', taxCode: '3040502020200000000', quantity: 1, rateBasisPoints: 900, gross: 900, net: 826, tax: 74 }],
});

describe('the simulated platform\'s journal', () => {
  let dir = '';
  beforeEach(() => { dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sim-invoice-')); });
  afterEach(() => { fs.rmSync(dir, { recursive: true, force: true }); });

  it('keeps the books across a restart', async () => {
    const file = path.join(dir, 'invoices.jsonl');
    let clock = Date.UTC(2026, 10, 28, 2);
    const start = async () => {
      const store = openSimInvoiceStore(file);
      const sim = await startSimInvoice({ accounts: [SELLER], now: () => clock, delayMs: DELAY_MS, store });
      const account: ProviderAccount = { gatewayUrl: sim.gatewayUrl, appKey: SELLER.appKey, appSecret: SELLER.appSecret, accessToken: SELLER.accessToken, taxId: SELLER.taxId };
      return { sim, account, stop: async () => { await sim.close(); store.close(); } };
    };

    const first = await start();
    const issuedBefore = await issueInvoice(first.account, order('A-1'));
    clock += DELAY_MS;
    const before = await queryInvoice(first.account, { orderNo: 'A-1' });
    const stillIssuing = await issueInvoice(first.account, order('A-2'));
    await first.stop();
    expect(before.status).toBe('issued');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // A stop in the middle of a write leaves a cut line at the end.
    fs.appendFileSync(file, '{"map":"invoices","key":"cut');

    const second = await start();
    try {
      expect(await queryInvoice(second.account, { orderNo: 'A-1' })).toEqual(before);
      expect(await issueInvoice(second.account, order('A-1'))).toEqual(issuedBefore);
      clock += DELAY_MS;
      expect(await queryInvoice(second.account, { orderNo: 'A-2' })).toMatchObject({ status: 'issued', serial: (stillIssuing as { serial: string }).serial });
      await issueInvoice(second.account, order('A-3'));
      clock += DELAY_MS;
      second.sim.settle();
      const numbers = second.sim.invoices().map((i) => Number(i.number!.slice(-15)));
      expect(numbers).toEqual([1, 2, 3]);
    } finally {
      await second.stop();
    }
  });
});
