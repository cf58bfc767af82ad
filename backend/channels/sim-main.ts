// `npm run simulate:channels`: the simulated Alipay and WeChat servers on their own, for a demo
// (SIM_ALIPAY_PORT, default 3190; SIM_WECHAT_PORT, default 3191), the simulated SMS gateway
// (SIM_SMS_PORT, default 3192) and the simulated 诺诺 invoicing platform (SIM_INVOICE_PORT, default
// 3193; it fails now and then on purpose, SIM_INVOICE_TRANSIENT_RATE, and takes SIM_INVOICE_DELAY_MS
// to issue). The WeChat one serves HTTPS and asks refunds for the merchant's
// certificate (openssl makes the throwaway authority, writes <DATA_DIR>/sim-channels-ca.pem: give it
// to the backend as CHANNEL_CA_FILE). A throwaway merchant account and SMS access key are made for them
// and written to <DATA_DIR>/sim-channels.json (mode 600, never printed): type the accounts into
// /AlipayPayParamsInfo and /WechatPayParamsInfo and the invoicing account into a seller on
// /InvoiceSellerManagement, and give the backend the SMS_* settings.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSimAlipay } from './sim-alipay';
import { startSimInvoice } from './sim-invoice';
import { startSimSms } from './sim-sms';
import { makeSimTls } from './sim-tls';
import { startSimWechat } from './sim-wechat';

/** A made-up seller's unified social credit code (its check character right). */
const SIM_SELLER_TAX_ID = '91310115MA1K3YJ12G';

async function main() {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const alipayAccount = { appId: `2021${String(Date.now()).slice(-12)}`, appPublicKey: app.publicKey };
  const wechatAccount = { appId: `wx${randomBytes(8).toString('hex')}`, mchId: String(1_900_000_000 + (Date.now() % 99_999_999)), apiKey: randomBytes(16).toString('hex') };
  const alipay = await startSimAlipay({ ...alipayAccount, port: Number(process.env.SIM_ALIPAY_PORT ?? 3190) });
  // HTTPS with mutual TLS for refunds: the backend trusts the authority (CHANNEL_CA_FILE) and
  // presents the merchant's certificate typed into the pay params.
  const tls = makeSimTls(wechatAccount.mchId);
  const wechat = await startSimWechat({ ...wechatAccount, port: Number(process.env.SIM_WECHAT_PORT ?? 3191), tls: { ...tls.server, ca: tls.ca } });
  const smsKey = { accessKeyId: `LTAI${randomBytes(8).toString('hex')}`, accessKeySecret: randomBytes(18).toString('base64url') };
  const sms = await startSimSms({ ...smsKey, port: Number(process.env.SIM_SMS_PORT ?? 3192) });
  const invoiceAccount = {
    appKey: `SD${randomBytes(4).toString('hex').toUpperCase()}`, appSecret: randomBytes(8).toString('hex').toUpperCase(), accessToken: randomBytes(16).toString('hex'),
    taxId: process.env.SIM_INVOICE_TAX_ID ?? SIM_SELLER_TAX_ID, name: '演示停车管理有限公司',
  };
  const invoice = await startSimInvoice({
    accounts: [invoiceAccount], port: Number(process.env.SIM_INVOICE_PORT ?? 3193),
    transientRate: Number(process.env.SIM_INVOICE_TRANSIENT_RATE ?? 0.05), delayMs: Number(process.env.SIM_INVOICE_DELAY_MS ?? 1_500),
  });
  const dir = process.env.DATA_DIR ?? './data';
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'sim-channels.json');
  const caFile = path.join(dir, 'sim-channels-ca.pem');
  writeFileSync(caFile, tls.ca);
  writeFileSync(file, JSON.stringify({
    alipay: { gatewayUrl: alipay.gatewayUrl, appId: alipayAccount.appId, privateKey: app.privateKey, alipayPublicKey: alipay.alipayPublicKey },
    wechat: { gatewayUrl: wechat.gatewayUrl, wxAppId: wechatAccount.appId, mchId: wechatAccount.mchId, apiKey: wechatAccount.apiKey, certificate: tls.merchantBundle },
    invoice: { gatewayUrl: invoice.gatewayUrl, ...invoiceAccount },
    sms: { SMS_GATEWAY_URL: sms.sendUrl, SMS_ACCESS_KEY_ID: smsKey.accessKeyId, SMS_ACCESS_KEY_SECRET: smsKey.accessKeySecret },
  }, null, 2), { mode: 0o600 });
  console.log(`Simulated Alipay gateway: ${alipay.gatewayUrl}`);
  console.log(`Simulated WeChat Pay API: ${wechat.gatewayUrl}`);
  console.log(`Simulated SMS gateway: ${sms.sendUrl}`);
  console.log(`Simulated 诺诺 invoicing platform: ${invoice.gatewayUrl}`);
  console.log(`The merchant accounts to enter in the pay params: ${file}`);
  console.log(`Start the backend with CHANNEL_CA_FILE=${caFile} to trust the simulated WeChat server.`);
  const stop = () => { void Promise.all([alipay.close(), wechat.close(), sms.close(), invoice.close()]).then(() => process.exit(0)); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
