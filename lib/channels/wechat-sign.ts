// WeChat Pay API v2 signatures and payloads: XML bodies whose non-empty fields but `sign`,
// sorted by name, joined as k=v&k=v, then "&key=<API key>", are signed HMAC-SHA256 (sign_type
// HMAC-SHA256), upper-case hex. A refund notification carries its details in `req_info`,
// AES-256-ECB encrypted with the lower-case hex MD5 of the API key (base64): only a holder of
// the key can make one. Pure: node:crypto only, no I/O.
import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const WECHAT_SIGN_TYPE = 'HMAC-SHA256';

export type WechatFields = Readonly<Record<string, string>>;

export function wechatCanonical(fields: WechatFields): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && fields[k] !== '' && fields[k] !== undefined)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

export function wechatSign(fields: WechatFields, apiKey: string): string {
  return createHmac('sha256', apiKey).update(`${wechatCanonical(fields)}&key=${apiKey}`, 'utf8').digest('hex').toUpperCase();
}

export function signWechatFields(fields: WechatFields, apiKey: string): Record<string, string> {
  return { ...fields, sign_type: WECHAT_SIGN_TYPE, sign: wechatSign({ ...fields, sign_type: WECHAT_SIGN_TYPE }, apiKey) };
}

export function verifyWechatFields(fields: WechatFields, apiKey: string): boolean {
  if (typeof fields.sign !== 'string' || !/^[0-9A-F]{64}$/.test(fields.sign)) return false;
  return timingSafeEqual(Buffer.from(fields.sign), Buffer.from(wechatSign(fields, apiKey)));
}

// ---------------------------------------------------------------------------------------------
// XML of flat fields (<xml><a><![CDATA[1]]></a></xml>), the only shape API v2 uses.

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** CDATA, as WeChat writes; a value that would end it is written escaped instead. */
const cdata = (value: string) => (value.includes(']]>') ? escape(value) : `<![CDATA[${value}]]>`);

export function toWechatXml(fields: WechatFields): string {
  return `<xml>${Object.entries(fields).map(([k, v]) => `<${k}>${cdata(v)}</${k}>`).join('')}</xml>`;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescape = (text: string) => text.replace(/&(lt|gt|amp|quot|apos);/g, (_, e: string) => ENTITIES[e]);

/** The flat fields of an API v2 XML body; null when it is not one. */
export function fromWechatXml(xml: string): Record<string, string> | null {
  const body = /^\s*<xml>([\s\S]*)<\/xml>\s*$/.exec(xml);
  if (!body) return null;
  const fields: Record<string, string> = {};
  const element = /<([A-Za-z_][\w]*)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g;
  let rest = body[1];
  for (let m = element.exec(rest); m; m = element.exec(rest)) fields[m[1]] = m[2] !== undefined ? m[2] : unescape(m[3] ?? '');
  rest = rest.replace(element, '').trim();
  return rest === '' ? fields : null;
}

// ---------------------------------------------------------------------------------------------
// req_info of refund notifications.

const reqInfoKey = (apiKey: string) => Buffer.from(createHash('md5').update(apiKey, 'utf8').digest('hex'), 'utf8');

export function encryptReqInfo(plainXml: string, apiKey: string): string {
  const cipher = createCipheriv('aes-256-ecb', reqInfoKey(apiKey), null);
  return Buffer.concat([cipher.update(plainXml, 'utf8'), cipher.final()]).toString('base64');
}

/** The decrypted fields, or null when the key does not open it (a forged or foreign notification). */
export function decryptReqInfo(reqInfo: string, apiKey: string): Record<string, string> | null {
  try {
    const decipher = createDecipheriv('aes-256-ecb', reqInfoKey(apiKey), null);
    const plain = Buffer.concat([decipher.update(Buffer.from(reqInfo, 'base64')), decipher.final()]).toString('utf8');
    return fromWechatXml(plain.startsWith('<root>') ? plain.replace(/^<root>/, '<xml>').replace(/<\/root>$/, '</xml>') : plain);
  } catch {
    return null;
  }
}
