// The demo's simulated Alipay and WeChat Pay and 诺诺 invoicing platform (docs/demo.md): the servers of
// backend/channels/sim-*.ts, run inside the backend while it has the demo operator, on 127.0.0.1
// only. Their throwaway merchant account and their own keys are kept in
// <DATA_DIR>/demo-channels.json (mode 600, never printed; the merchant part written as
// `npm run simulate:channels` writes its own), their trades and refunds journalled beside it
// (backend/channels/sim-ledger.ts), so a restart keeps them. The history's payments are made on
// them at their own past times (the channels' clock is set for each), live traffic pays on them,
// and the refund flow gives money back through them. The demo's sellers issue their invoices on
// the invoicing platform (its books journalled too).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OnlineChannel } from '../channels/adapter';
import { startSimAlipay, type SimAlipayRefund, type SimAlipayTrade } from '../channels/sim-alipay';
import { startSimInvoice, type SimInvoiceAccount } from '../channels/sim-invoice';
import { openSimInvoiceStore } from '../channels/sim-invoice-store';
import { openSimLedger } from '../channels/sim-ledger';
import { makeSimTls } from '../channels/sim-tls';
import { startSimWechat, type SimWechatRefund, type SimWechatTrade } from '../channels/sim-wechat';
import { trustChannelAuthority } from '../channels/tls-post';

export const DEMO_CHANNELS_FILE = 'demo-channels.json';
const LEDGER_FILE: Record<DemoChannel, string> = { alipay: 'demo-alipay-ledger.jsonl', wechat: 'demo-wechat-ledger.jsonl', invoice: 'demo-invoice-ledger.jsonl' };
/** The demo's simulated counterparts: the payment channels and the invoicing platform. */
export type DemoChannel = OnlineChannel | 'invoice';
/** The demo sellers' account at the invoicing platform: a made-up company (its tax ID's check character right). */
const DEMO_SELLER = { taxId: '91330106MA2KF0YP30', name: '示范停车运营管理有限公司' };
/** How long the demo's platform takes to issue, and how often it fails on purpose. */
const INVOICE_DELAY_MS = 1_500;
const INVOICE_TRANSIENT_RATE = 0.05;

/** What the file keeps: each merchant account as it is typed into the pay params, and the servers' own secrets. */
export interface DemoChannelAccounts {
  alipay: { gatewayUrl: string; appId: string; privateKey: string; alipayPublicKey: string; appPublicKey: string; server: { publicKey: string; privateKey: string } };
  wechat: { gatewayUrl: string; wxAppId: string; mchId: string; apiKey: string; certificate: string; ca: string; server: { cert: string; key: string } };
  invoice: SimInvoiceAccount & { gatewayUrl: string };
}

export interface DemoChannels {
  accounts: DemoChannelAccounts;
  /** The channels' clock: a past instant while the history is made (null: the real time). */
  setClock(at: number | null): void;
  close(): Promise<void>;
}

export interface DemoChannelsStarter {
  /** fresh: a new account and an empty ledger (the demo is being made); else the kept ones (null when none were kept). */
  start(fresh: boolean): Promise<DemoChannels | null>;
}

const rsaPair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

function newAccounts(): DemoChannelAccounts {
  const app = rsaPair();
  const server = rsaPair();
  const mchId = String(1_900_000_000 + (Date.now() % 99_999_999));
  const tls = makeSimTls(mchId);
  return {
    alipay: { gatewayUrl: '', appId: `2021${String(Date.now()).slice(-12)}`, privateKey: app.privateKey, appPublicKey: app.publicKey, alipayPublicKey: server.publicKey, server },
    wechat: {
      gatewayUrl: '', wxAppId: `wx${randomBytes(8).toString('hex')}`, mchId, apiKey: randomBytes(16).toString('hex'),
      certificate: tls.merchantBundle, ca: tls.ca, server: tls.server,
    },
    invoice: {
      gatewayUrl: '', appKey: `SD${randomBytes(4).toString('hex').toUpperCase()}`, appSecret: randomBytes(8).toString('hex').toUpperCase(),
      accessToken: randomBytes(16).toString('hex'), ...DEMO_SELLER,
    },
  };
}

/** The channels could not start (a port in use): said as the backend says it of its own ports. */
export class DemoChannelsStartError extends Error {}

function portError(setting: string, port: number, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  return new DemoChannelsStartError(code === 'EADDRINUSE'
    ? `the port ${port} of the demo's simulated payment channels on 127.0.0.1 is in use. Set ${setting} to another port.`
    : `the demo's simulated payment channels cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`);
}

/** Writes a private file: created 600, and made 600 if it was there before. */
function writePrivate(file: string, text: string): void {
  fs.writeFileSync(file, text, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** The demo channels of a data directory, on these ports of 127.0.0.1 (0: any free port). */
export function demoChannelsIn(dataDir: string, ports: Record<DemoChannel, number>): DemoChannelsStarter {
  const file = path.join(dataDir, DEMO_CHANNELS_FILE);
  const ledgerFile = (channel: DemoChannel) => path.join(dataDir, LEDGER_FILE[channel]);
  return {
    async start(fresh) {
      if (!fresh && !fs.existsSync(file)) return null;
      fs.mkdirSync(dataDir, { recursive: true });
      if (fresh) for (const channel of ['alipay', 'wechat', 'invoice'] as const) fs.rmSync(ledgerFile(channel), { force: true });
      const accounts = fresh ? newAccounts() : JSON.parse(fs.readFileSync(file, 'utf8')) as DemoChannelAccounts;
      // Kept by a demo made before the invoicing platform: it gets its account now.
      accounts.invoice ??= newAccounts().invoice;
      let clock: number | null = null;
      const now = () => clock ?? Date.now();
      const alipayLedger = openSimLedger<SimAlipayTrade, SimAlipayRefund>(ledgerFile('alipay'), (r) => r.tradeNo);
      const wechatLedger = openSimLedger<SimWechatTrade, SimWechatRefund>(ledgerFile('wechat'), (r) => r.transactionId);
      const { alipay: a, wechat: w } = accounts;
      const closeLedgers = () => { alipayLedger.close(); wechatLedger.close(); };
      const alipay = await startSimAlipay({
        appId: a.appId, appPublicKey: a.appPublicKey, keys: a.server, port: ports.alipay, now, trades: alipayLedger.trades, refunds: alipayLedger.refunds,
      }).catch((error: unknown) => { closeLedgers(); throw portError('SIM_ALIPAY_PORT', ports.alipay, error); });
      const wechat = await startSimWechat({
        appId: w.wxAppId, mchId: w.mchId, apiKey: w.apiKey, port: ports.wechat, now, trades: wechatLedger.trades, refunds: wechatLedger.refunds,
        tls: { ...w.server, ca: w.ca },
      }).catch(async (error: unknown) => { await alipay.close(); closeLedgers(); throw portError('SIM_WECHAT_PORT', ports.wechat, error); });
      const invoiceStore = openSimInvoiceStore(ledgerFile('invoice'));
      const invoice = await startSimInvoice({
        accounts: [accounts.invoice], port: ports.invoice, now, store: invoiceStore, delayMs: INVOICE_DELAY_MS, transientRate: INVOICE_TRANSIENT_RATE,
      }).catch(async (error: unknown) => { await Promise.all([alipay.close(), wechat.close()]); closeLedgers(); invoiceStore.close(); throw portError('SIM_INVOICE_PORT', ports.invoice, error); });
      accounts.invoice.gatewayUrl = invoice.gatewayUrl;
      // The backend calls the simulated WeChat over HTTPS: it trusts the simulation's authority.
      trustChannelAuthority(w.ca);
      a.gatewayUrl = alipay.gatewayUrl;
      w.gatewayUrl = wechat.gatewayUrl;
      writePrivate(file, JSON.stringify(accounts, null, 2));
      return {
        accounts,
        setClock: (at) => { clock = at; },
        async close() {
          await Promise.all([alipay.close(), wechat.close(), invoice.close()]);
          closeLedgers();
          invoiceStore.close();
        },
      };
    },
  };
}
