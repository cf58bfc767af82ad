// `npm run demo:statement -- <alipay|wechat> [YYYY-MM-DD]`: downloads a day's statement (default
// yesterday, the channels' day) from the demo's simulated channel, as finance downloads it from
// the channel's merchant platform, with the demo's merchant account (<DATA_DIR>/demo-channels.json,
// written by `npm start`, which must be running: the channels run inside its backend). The file
// lands in the current directory in the channel's own format, ready for /DailyBillCheck's import.
import fs from 'node:fs';
import path from 'node:path';
import { channelDay } from '../../lib/channels/clock';
import { ONLINE_CHANNELS, type OnlineChannel } from '../channels/adapter';
import { adapterOf } from '../channels/accounts';
import { trustChannelAuthority } from '../channels/tls-post';
import { DEMO_CHANNELS_FILE, type DemoChannelAccounts } from './channels';

const DAY = 86_400_000;

function refuse(message: string): never {
  console.error(`No statement: ${message}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const [channel, day = channelDay(Date.now() - DAY)] = process.argv.slice(2);
  if (!(ONLINE_CHANNELS as readonly string[]).includes(channel)) refuse('name the channel: npm run demo:statement -- alipay|wechat [YYYY-MM-DD]');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) refuse(`the day must be YYYY-MM-DD, not "${day}"`);
  const file = path.resolve(process.env.DATA_DIR ?? 'data', DEMO_CHANNELS_FILE);
  if (!fs.existsSync(file)) refuse(`${file} does not exist: npm start makes it with the demo (docs/demo.md)`);
  const accounts = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoChannelAccounts;
  const { alipay, wechat } = accounts;
  trustChannelAuthority(wechat.ca);
  const adapter = adapterOf(channel === 'alipay'
    ? { id: 0, channel: 'alipay', appId: null, gatewayUrl: alipay.gatewayUrl, notifyUrl: null, secrets: { merchant: alipay.appId, key: alipay.privateKey, cert: alipay.alipayPublicKey } }
    : { id: 0, channel: 'wechat', appId: wechat.wxAppId, gatewayUrl: wechat.gatewayUrl, notifyUrl: null, secrets: { merchant: wechat.mchId, key: wechat.apiKey, cert: wechat.certificate } });
  const statement = await adapter.downloadStatement(day).catch((error: Error) =>
    refuse(`the simulated ${channel as OnlineChannel} channel did not give it (is npm start running?): ${error.message}`));
  fs.writeFileSync(statement.fileName, statement.file);
  console.log(`${path.resolve(statement.fileName)}: ${channel}'s statement of ${day} (${statement.file.length} bytes). Import it on /DailyBillCheck.`);
}

void main();
