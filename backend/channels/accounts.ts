// The merchant accounts of pay_params (135_pay_params_refunds.sql) opened for use: the secrets
// decrypted in memory for one call, never logged, and the channel's adapter built from them.
import { splitClientCertificate } from '../../lib/channels/pem';
import type { Reader } from '../db';
import type { ChannelAdapter, OnlineChannel } from './adapter';
import { alipayAdapter } from './alipay';
import { openSecret } from './at-rest';
import { wechatAdapter } from './wechat';

/** The sealed columns of pay_params; each secret's column is its additional data. */
export const SEALED_COLUMNS = { merchant: 'merchant_cipher', key: 'key_cipher', cert: 'cert_cipher' } as const;
export type SealedPart = keyof typeof SEALED_COLUMNS;

export interface Account {
  id: number;
  channel: OnlineChannel;
  appId: string | null;
  gatewayUrl: string;
  notifyUrl: string | null;
  /** Null parts are not configured. */
  secrets: Record<SealedPart, string | null>;
}

interface AccountRow {
  id: number; channel: OnlineChannel; app_id: string | null; gateway_url: string; notify_url: string | null;
  merchant_cipher: string | null; key_cipher: string | null; cert_cipher: string | null;
}

const COLUMNS = 'id, channel, app_id, gateway_url, notify_url, merchant_cipher, key_cipher, cert_cipher';

function open(row: AccountRow, key: Buffer): Account {
  const part = (p: SealedPart) => (row[SEALED_COLUMNS[p]] ? openSecret(key, SEALED_COLUMNS[p], row[SEALED_COLUMNS[p]]!) : null);
  return {
    id: Number(row.id), channel: row.channel, appId: row.app_id, gatewayUrl: row.gateway_url, notifyUrl: row.notify_url,
    secrets: { merchant: part('merchant'), key: part('key'), cert: part('cert') },
  };
}

/** The enabled account a lot's payments on `channel` are refunded with: the lot's own, else the one without a lot. */
export async function accountForLot(db: Reader, key: Buffer, channel: OnlineChannel, lotId: number): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${COLUMNS} FROM pay_params WHERE channel = $1 AND status = 1 AND (lot_id = $2 OR lot_id IS NULL)
     ORDER BY lot_id NULLS LAST LIMIT 1`, [channel, lotId]);
  return row ? open(row, key) : null;
}

/**
 * The account whose statement is the channel's statement of the day (one per channel and day,
 * docs/reconciliation.md): the enabled account for every lot (without a lot), else the one enabled
 * account of the channel; none when several lot accounts leave it unclear.
 */
export async function statementAccount(db: Reader, key: Buffer, channel: OnlineChannel): Promise<Account | null> {
  const rows = await db.query<AccountRow & { lot_id: number | null }>(
    `SELECT ${COLUMNS}, lot_id FROM pay_params WHERE channel = $1 AND status = 1 ORDER BY lot_id NULLS FIRST, id LIMIT 2`, [channel]);
  const [first] = rows;
  return first && (first.lot_id === null || rows.length === 1) ? open(first, key) : null;
}

export async function accountById(db: Reader, key: Buffer, id: number): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM pay_params WHERE id = $1`, [id]);
  return row ? open(row, key) : null;
}

/** What each channel needs configured before it can be called. */
export const isComplete = (a: Account) =>
  Boolean(a.secrets.merchant && a.secrets.key && a.secrets.cert && (a.channel === 'alipay' || a.appId));

/** The channel's adapter for an account (complete: isComplete). */
export function adapterOf(a: Account): ChannelAdapter {
  if (a.channel === 'alipay') {
    return alipayAdapter({ gatewayUrl: a.gatewayUrl, appId: a.secrets.merchant!, privateKey: a.secrets.key!, alipayPublicKey: a.secrets.cert!, notifyUrl: a.notifyUrl });
  }
  return wechatAdapter({
    gatewayUrl: a.gatewayUrl, appId: a.appId!, mchId: a.secrets.merchant!, apiKey: a.secrets.key!, notifyUrl: a.notifyUrl,
    clientCert: splitClientCertificate(a.secrets.cert!),
  });
}
