// `npx tsx backend/channels/sim-invoice-main.ts`: the simulated 诺诺 invoicing platform on its own,
// for a demo, on 127.0.0.1:SIM_INVOICE_PORT (default 3193). A throwaway seller account (app key,
// secret, access token; tax ID SIM_INVOICE_TAX_ID or a made-up one) is made once and kept in
// <DATA_DIR>/sim-invoice.json (mode 600, never printed): type it into the seller's provider
// credentials. Its books are journalled beside it (sim-invoice-ledger.jsonl), so a restart keeps
// them. It fails now and then on purpose (SIM_INVOICE_TRANSIENT_RATE, default 0.05) and takes
// SIM_INVOICE_DELAY_MS (default 1500) to issue.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startSimInvoice, type SimInvoiceAccount } from './sim-invoice';
import { openSimInvoiceStore } from './sim-invoice-store';

const DEFAULT_PORT = 3193;
const DEFAULT_TRANSIENT_RATE = 0.05;
const DEFAULT_DELAY_MS = 1_500;
const DEMO_TAX_ID = '91310115MA1K3YJ12X';

function accountIn(file: string): SimInvoiceAccount {
  if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { account: SimInvoiceAccount }).account;
  return {
    appKey: `SD${randomBytes(4).toString('hex').toUpperCase()}`, appSecret: randomBytes(8).toString('hex').toUpperCase(), accessToken: randomBytes(16).toString('hex'),
    taxId: process.env.SIM_INVOICE_TAX_ID ?? DEMO_TAX_ID, name: '演示停车管理有限公司',
  };
}

async function main() {
  const dir = process.env.DATA_DIR ?? './data';
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'sim-invoice.json');
  const account = accountIn(file);
  const store = openSimInvoiceStore(path.join(dir, 'sim-invoice-ledger.jsonl'));
  const sim = await startSimInvoice({
    accounts: [account], store, port: Number(process.env.SIM_INVOICE_PORT ?? DEFAULT_PORT),
    transientRate: Number(process.env.SIM_INVOICE_TRANSIENT_RATE ?? DEFAULT_TRANSIENT_RATE), delayMs: Number(process.env.SIM_INVOICE_DELAY_MS ?? DEFAULT_DELAY_MS),
  });
  fs.writeFileSync(file, JSON.stringify({ gatewayUrl: sim.gatewayUrl, account }, null, 2), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  console.log(`Simulated Nuonuo invoicing platform: ${sim.gatewayUrl}`);
  console.log(`The seller's provider credentials to enter: ${file}`);
  const stop = () => { void sim.close().then(() => { store.close(); process.exit(0); }); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
