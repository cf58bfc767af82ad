// The simulated Alipay and WeChat Pay servers a backend test pays, refunds and downloads statements
// through (real HTTP(S) on 127.0.0.1), a merchant account of each entered on the pay params screens
// for every lot (enabled, its notify URL naming it), and adapters of our own to pay as a payer's
// phone would (barcode pay under our order number).
import { generateKeyPairSync } from 'node:crypto';
import { splitClientCertificate } from '../../lib/channels/pem';
import type { ChannelAdapter, OnlineChannel } from '../channels/adapter';
import { alipayAdapter } from '../channels/alipay';
import { startSimAlipay, type SimAlipay } from '../channels/sim-alipay';
import { makeSimTls } from '../channels/sim-tls';
import { startSimWechat, type SimWechat } from '../channels/sim-wechat';
import { trustChannelAuthority } from '../channels/tls-post';
import { wechatAdapter } from '../channels/wechat';
import type { Row } from './screen-calls';

/** The merchant's application key pair (Alipay RSA2): its public key is given to the simulated Alipay. */
export const ALIPAY_APP_KEYS = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
export const ALIPAY_APP_ID = '2021004100000001';
export const WECHAT = { appId: 'wx8888888888888888', mchId: '1900000109', apiKey: 'Kq3vT9zLw2Xr7Yb5Nc1Md8Pf4Gh6Js0A' };
// The simulated WeChat server's HTTPS certificate and the merchant's API client certificate (mutual TLS).
export const WECHAT_TLS = makeSimTls(WECHAT.mchId);
trustChannelAuthority(WECHAT_TLS.ca);

type Write = (entity: string, values: Record<string, unknown>) => Promise<Row>;
type Update = (entity: string, id: number, values: Record<string, unknown>) => Promise<Row>;

export interface SimChannels {
  alipay: SimAlipay;
  wechat: SimWechat;
  /** Our adapters with the merchant's own keys. */
  adapters: Record<OnlineChannel, ChannelAdapter>;
  /** The accounts' rows as the pay params screens list them. */
  payParams: Record<OnlineChannel, Row>;
  /** The account of `channel` edited on its screen: `changes` over what it holds (secrets left blank are kept). */
  edit(channel: OnlineChannel, changes: Record<string, unknown>): Promise<Row>;
  close(): Promise<void>;
}

/** Starts both servers on the channels' clock `now` and enters their accounts through the screens (`create`, `update`). */
export async function startSimChannels(screens: { create: Write; update: Update }, backendUrl: string, now: () => number): Promise<SimChannels> {
  const alipay = await startSimAlipay({ appId: ALIPAY_APP_ID, appPublicKey: ALIPAY_APP_KEYS.publicKey, now });
  const wechat = await startSimWechat({ ...WECHAT, tls: { ...WECHAT_TLS.server, ca: WECHAT_TLS.ca }, now });
  const adapters = {
    alipay: alipayAdapter({ gatewayUrl: alipay.gatewayUrl, appId: ALIPAY_APP_ID, privateKey: ALIPAY_APP_KEYS.privateKey, alipayPublicKey: alipay.alipayPublicKey, notifyUrl: null }),
    wechat: wechatAdapter({ gatewayUrl: wechat.gatewayUrl, ...WECHAT, notifyUrl: null, clientCert: splitClientCertificate(WECHAT_TLS.merchantBundle) }),
  };
  const payParams = {
    alipay: await screens.create('alipayPayParams', {
      name: 'Alipay main', appId: ALIPAY_APP_ID, privateKey: ALIPAY_APP_KEYS.privateKey, alipayPublicKey: alipay.alipayPublicKey, gatewayUrl: alipay.gatewayUrl, status: 1,
    }),
    wechat: await screens.create('wechatPayParams', {
      name: 'WeChat main', wxAppId: WECHAT.appId, mchId: WECHAT.mchId, apiKey: WECHAT.apiKey, certificate: WECHAT_TLS.merchantBundle, gatewayUrl: wechat.gatewayUrl, status: 1,
    }),
  };
  const edit = async (channel: OnlineChannel, changes: Record<string, unknown>) => {
    const { id, ...row } = payParams[channel];
    const values = Object.fromEntries(Object.entries(row).filter(([k]) => !k.endsWith('Mask') && !['lotName', 'updatedAt'].includes(k)));
    return screens.update(`${channel}PayParams`, id, { ...values, ...changes });
  };
  // The notify URLs name the accounts; an edit with the secrets left blank keeps them.
  for (const channel of ['alipay', 'wechat'] as const) payParams[channel] = await edit(channel, { notifyUrl: `${backendUrl}/notify/${channel}/${payParams[channel].id}` });
  return {
    alipay, wechat, adapters, payParams, edit,
    close: async () => { await alipay.close(); await wechat.close(); },
  };
}
