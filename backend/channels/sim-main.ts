// `npm run simulate:channels`: the simulated Alipay and WeChat servers on their own, for a demo
// (SIM_ALIPAY_PORT, default 3190; SIM_WECHAT_PORT, default 3191). A throwaway merchant account
// is made for them and written to <DATA_DIR>/sim-channels.json (mode 600, never printed): type
// its values into /AlipayPayParamsInfo and /WechatPayParamsInfo.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSimAlipay } from './sim-alipay';
import { startSimWechat } from './sim-wechat';

async function main() {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const alipayAccount = { appId: `2021${String(Date.now()).slice(-12)}`, appPublicKey: app.publicKey };
  const wechatAccount = { appId: `wx${randomBytes(8).toString('hex')}`, mchId: String(1_900_000_000 + (Date.now() % 99_999_999)), apiKey: randomBytes(16).toString('hex') };
  const alipay = await startSimAlipay({ ...alipayAccount, port: Number(process.env.SIM_ALIPAY_PORT ?? 3190) });
  const wechat = await startSimWechat({ ...wechatAccount, port: Number(process.env.SIM_WECHAT_PORT ?? 3191) });
  const dir = process.env.DATA_DIR ?? './data';
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'sim-channels.json');
  writeFileSync(file, JSON.stringify({
    alipay: { gatewayUrl: alipay.gatewayUrl, appId: alipayAccount.appId, privateKey: app.privateKey, alipayPublicKey: alipay.alipayPublicKey },
    wechat: { gatewayUrl: wechat.gatewayUrl, wxAppId: wechatAccount.appId, mchId: wechatAccount.mchId, apiKey: wechatAccount.apiKey },
  }, null, 2), { mode: 0o600 });
  console.log(`Simulated Alipay gateway: ${alipay.gatewayUrl}`);
  console.log(`Simulated WeChat Pay API: ${wechat.gatewayUrl}`);
  console.log(`The merchant accounts to enter in the pay params: ${file}`);
  const stop = () => { void Promise.all([alipay.close(), wechat.close()]).then(() => process.exit(0)); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
