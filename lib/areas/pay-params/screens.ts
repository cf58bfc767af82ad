// The merchant accounts of the online payment channels (spec 2, settings: /AlipayPayParamsInfo,
// /WechatPayParamsInfo; menu ids 420-421). Table: 135_pay_params_refunds.sql; store:
// backend/areas/pay-params/stores.ts; refusals: messages/<lang>/backend-refunds.json.
//
// Merchant ids, keys and certificates are typed into the form and stored encrypted; the list
// shows only their masks, and no answer ever carries them back (blank on edit keeps the stored
// one). No export or import: a file of secrets is what the encryption exists to avoid.
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { shown } from '../../screens/common-fields';

/** Longest secret accepted: a PEM private key or certificate is some 2-4 KB. */
export const SECRET_MAX_LENGTH = 8192;
const URL_MAX_LENGTH = 500;

/** A secret: written through the form only, never listed, never read back. */
const secret = (name: string): FieldDecl => ({ name, type: 'textarea', maxLength: SECRET_MAX_LENGTH, list: false, sortable: false });
/** What the list shows of a secret. */
const mask = (name: string) => shown(`${name}Mask`, 'text', { width: 150, sortable: false });

/** The secrets of each channel's form, in order: merchant id, key, certificate. */
export const PAY_PARAMS_SECRETS = {
  alipay: { merchant: 'appId', key: 'privateKey', cert: 'alipayPublicKey' },
  wechat: { merchant: 'mchId', key: 'apiKey', cert: 'certificate' },
} as const;

/**
 * Disabled first: an account is a draft (keys still to come, no refund uses it) until enabled,
 * and only an enabled one must name http(s) addresses.
 */
const STATUS: FieldDecl = { name: 'status', type: 'select', options: [0, 1], required: true, filter: 'select', width: 100 };

function payParamsScreen(path: string, menuId: number, entity: string, channel: keyof typeof PAY_PARAMS_SECRETS, extra: readonly FieldDecl[]): ScreenDecl {
  const s = PAY_PARAMS_SECRETS[channel];
  return {
    path, directory: 'settings', menuId, entity,
    fields: [
      { name: 'name', type: 'text', required: true, unique: true, filter: 'text', width: 160 },
      // Blank: the account of every lot without one of its own.
      { name: 'lotId', type: 'lot', list: false, filter: 'lot' },
      shown('lotName', 'text', { width: 140 }),
      ...extra,
      secret(s.merchant), mask(s.merchant),
      secret(s.key), mask(s.key),
      secret(s.cert), mask(s.cert),
      { name: 'gatewayUrl', type: 'text', required: true, maxLength: URL_MAX_LENGTH, width: 220 },
      { name: 'notifyUrl', type: 'text', maxLength: URL_MAX_LENGTH, width: 220 },
      STATUS,
      { name: 'remark', type: 'text', list: false },
      shown('updatedAt', 'datetime', { width: 170 }),
    ],
    buttons: { create: 'add', update: 'edit', delete: 'delete' },
    defaultSort: { field: 'name', direction: 'asc' },
  };
}

export const PAY_PARAMS_SCREENS: readonly ScreenDecl[] = [
  payParamsScreen('/AlipayPayParamsInfo', 420, 'alipayPayParams', 'alipay', []),
  payParamsScreen('/WechatPayParamsInfo', 421, 'wechatPayParams', 'wechat', [{ name: 'wxAppId', type: 'text', required: true, filter: 'text', width: 160 }]),
];
