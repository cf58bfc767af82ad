// The demo's merchant accounts on its simulated channels (channels.ts): one enabled account per
// channel for every lot, sealed as /AlipayPayParamsInfo and /WechatPayParamsInfo seal what is
// typed into them (backend/areas/pay-params/stores.ts). At each start they are pointed at
// where the simulated servers and this backend listen (the ports may differ from the last start).
import { maskSecret } from '../../lib/channels/mask';
import { audit } from '../auth/audit';
import { ONLINE_CHANNELS, type OnlineChannel } from '../channels/adapter';
import { SEALED_COLUMNS, type SealedPart } from '../channels/accounts';
import { sealSecret } from '../channels/at-rest';
import { isoAt, type Queryable } from '../db';
import type { DemoChannelAccounts } from './channels';

export const DEMO_PAY_PARAMS_NAMES: Record<OnlineChannel, string> = { alipay: '示范支付宝（模拟）', wechat: '示范微信支付（模拟）' };
const MASKS: Record<SealedPart, string> = { merchant: 'merchant_mask', key: 'key_mask', cert: 'cert_mask' };
const ENTITY: Record<OnlineChannel, string> = { alipay: 'alipayPayParams', wechat: 'wechatPayParams' };
const ACTOR = 'system:demo';

export type DemoPayParamsIds = Record<OnlineChannel, number>;

function secretsOf(accounts: DemoChannelAccounts, channel: OnlineChannel): Record<SealedPart, string> {
  if (channel === 'alipay') return { merchant: accounts.alipay.appId, key: accounts.alipay.privateKey, cert: accounts.alipay.alipayPublicKey };
  return { merchant: accounts.wechat.mchId, key: accounts.wechat.apiKey, cert: accounts.wechat.certificate };
}

export async function createDemoPayParams(tx: Queryable, atRestKey: Buffer, accounts: DemoChannelAccounts, at: number): Promise<DemoPayParamsIds> {
  const ids = {} as DemoPayParamsIds;
  for (const channel of ONLINE_CHANNELS) {
    const secrets = secretsOf(accounts, channel);
    const parts = Object.keys(SEALED_COLUMNS) as SealedPart[];
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO pay_params (channel, name, app_id, gateway_url, status, remark, created_at, updated_at,
         ${parts.map((p) => `${SEALED_COLUMNS[p]}, ${MASKS[p]}`).join(', ')})
       VALUES ($1, $2, $3, $4, 1, $5, $6, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [channel, DEMO_PAY_PARAMS_NAMES[channel], channel === 'wechat' ? accounts.wechat.wxAppId : null, accounts[channel].gatewayUrl,
        '演示用模拟服务器（docs/demo.md）', isoAt(at), ...parts.flatMap((p) => [sealSecret(atRestKey, SEALED_COLUMNS[p], secrets[p]), maskSecret(secrets[p])])]);
    ids[channel] = Number(row.id);
  }
  return ids;
}

/** Points the demo's accounts at the simulated servers and at this backend's notification address; audited when anything changed. */
export async function pointDemoPayParams(db: Queryable, ids: DemoPayParamsIds, accounts: DemoChannelAccounts, backendUrl: string, at: number): Promise<void> {
  for (const channel of ONLINE_CHANNELS) {
    const wanted = { gateway_url: accounts[channel].gatewayUrl, notify_url: `${backendUrl.replace(/\/+$/, '')}/notify/${channel}/${ids[channel]}` };
    const [before] = await db.query<typeof wanted>('SELECT gateway_url, notify_url FROM pay_params WHERE id = $1', [ids[channel]]);
    if (!before || (before.gateway_url === wanted.gateway_url && before.notify_url === wanted.notify_url)) continue;
    await db.query('UPDATE pay_params SET gateway_url = $2, notify_url = $3, updated_at = $4 WHERE id = $1', [ids[channel], wanted.gateway_url, wanted.notify_url, isoAt(at)]);
    await audit(db, { at, actor: ACTOR, action: `${ENTITY[channel]}.update`, entity: ENTITY[channel], entityId: ids[channel], before, after: wanted });
  }
}
