// /AlipayPayParamsInfo and /WechatPayParamsInfo over pay_params, one channel each. The secrets
// typed into the form are sealed here (backend/channels/at-rest.ts) and only their masks are
// stored in the clear; the secret fields are `hidden`, so no read, export or audit row carries
// them. A blank secret on edit keeps the stored one.
import { maskSecret } from '../../../lib/channels/mask';
import { splitClientCertificate } from '../../../lib/channels/pem';
import { PAY_PARAMS_SECRETS } from '../../../lib/areas/pay-params/screens';
import type { OnlineChannel } from '../../channels/adapter';
import { SEALED_COLUMNS, type SealedPart } from '../../channels/accounts';
import { openSecret, sealSecret } from '../../channels/at-rest';
import type { RequestContext } from '../../context';
import { isoAt } from '../../db';
import { AshxFailure, STATUS, FieldError } from '../../kernel/failures';
import type { EntityStore, Values } from '../../entities/types';

const MASK_COLUMNS: Record<SealedPart, string> = { merchant: 'merchant_mask', key: 'key_mask', cert: 'cert_mask' };
const PARTS: readonly SealedPart[] = ['merchant', 'key', 'cert'];

export function atRestKeyOf(context: RequestContext): Buffer {
  if (!context.settings.atRestKey) throw new Error('the backend has no key for secrets at rest');
  return context.settings.atRestKey;
}

export const isHttpUrl = (text: string) => {
  try { return ['http:', 'https:'].includes(new URL(text).protocol); } catch { return false; }
};

function payParamsStore(entity: string, channel: OnlineChannel): EntityStore {
  const names = PAY_PARAMS_SECRETS[channel];
  const secretOf = (part: SealedPart) => names[part];
  return {
    entity,
    table: 'pay_params',
    columns: {
      ...(channel === 'wechat' ? { wxAppId: 'app_id' } : {}),
      // Written by beforeWrite only: the sealed secrets (never declared, so never read) and their masks.
      ...Object.fromEntries(PARTS.flatMap((p) => [[`${p}Sealed`, SEALED_COLUMNS[p]], [`${secretOf(p)}Mask`, MASK_COLUMNS[p]]])),
    },
    computed: { lotName: 'l.name' },
    joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
    where: `t.channel = '${channel}'`,
    fixed: { channel },
    hidden: PARTS.map(secretOf),
    async beforeWrite(tx, values, mode, context, id) {
      const key = atRestKeyOf(context);
      const enabled = Number(values.status ?? 1) === 1;
      // A disabled account is a draft; an enabled one is called by refunds, so its addresses must be real.
      for (const field of enabled ? ['gatewayUrl', 'notifyUrl'] : []) {
        const url = values[field];
        if (typeof url === 'string' && url.trim() !== '' && !isHttpUrl(url.trim())) {
          throw new AshxFailure(STATUS.invalid, 'payParamsUrlInvalid', {}, { fields: [field] });
        }
      }
      // WeChat's certificate is the client side of mutual TLS: an enabled account's (typed now, or
      // kept from before) must be a certificate and its private key. A draft may hold anything yet.
      if (channel === 'wechat' && enabled) {
        const typed = typeof values[secretOf('cert')] === 'string' ? (values[secretOf('cert')] as string).trim() : '';
        const [kept] = !typed && mode === 'update' ? await tx.query<{ cert_cipher: string | null }>('SELECT cert_cipher FROM pay_params WHERE id = $1', [id]) : [];
        const certificate = typed || (kept?.cert_cipher ? openSecret(key, SEALED_COLUMNS.cert, kept.cert_cipher) : '');
        if (certificate && !splitClientCertificate(certificate)) {
          throw new AshxFailure(STATUS.invalid, 'payParamsCertificateInvalid', {}, { fields: [secretOf('cert')] });
        }
      }
      const stored: Values = { ...values, updatedAt: isoAt(context.now) };
      for (const part of PARTS) {
        const name = secretOf(part);
        const plain = typeof values[name] === 'string' ? (values[name] as string).trim() : '';
        delete stored[name];
        if (plain) {
          stored[`${part}Sealed`] = sealSecret(key, SEALED_COLUMNS[part], plain);
          stored[`${name}Mask`] = maskSecret(plain);
        }
      }
      // One enabled account per channel and lot (and one without a lot).
      if (enabled) {
        const lot = values.lotId ?? null;
        const clash = await tx.query(
          `SELECT 1 FROM pay_params WHERE channel = $1 AND status = 1 AND lot_id IS NOT DISTINCT FROM $2 AND id <> $3 LIMIT 1`,
          [channel, lot, mode === 'update' ? id : 0]);
        if (clash.length) throw new FieldError('lotId', 'unique');
      }
      return stored;
    },
  };
}

export const PAY_PARAMS_STORES: readonly EntityStore[] = [
  payParamsStore('alipayPayParams', 'alipay'),
  payParamsStore('wechatPayParams', 'wechat'),
];
