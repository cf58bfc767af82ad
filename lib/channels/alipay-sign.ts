// Alipay's OpenAPI signatures (sign_type RSA2): the request parameters but `sign` and `sign_type`
// (and the empty ones), sorted by name, joined as k=v&k=v, signed SHA256withRSA with the
// merchant's application private key, base64. Alipay signs its answers (the JSON text of the
// *_response node) and its asynchronous notifications (the same canonical form over the form
// fields but `sign` and `sign_type`) with Alipay's private key; the merchant verifies them with
// Alipay's public key. Pure: node:crypto only, no I/O.
import { createSign, createVerify } from 'node:crypto';

export const ALIPAY_SIGN_TYPE = 'RSA2';
const ALGORITHM = 'RSA-SHA256';

export type AlipayParams = Readonly<Record<string, string>>;

/** The text Alipay signs: non-empty parameters but sign and sign_type, sorted, k=v joined by &. */
export function alipayCanonical(params: AlipayParams): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && k !== 'sign_type' && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

export function rsa2Sign(text: string, privateKeyPem: string): string {
  return createSign(ALGORITHM).update(text, 'utf8').sign(privateKeyPem, 'base64');
}

export function rsa2Verify(text: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify(ALGORITHM).update(text, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** The parameters with `sign` added. */
export function signAlipayParams(params: AlipayParams, privateKeyPem: string): Record<string, string> {
  return { ...params, sign: rsa2Sign(alipayCanonical(params), privateKeyPem) };
}

export function verifyAlipayParams(params: AlipayParams, publicKeyPem: string): boolean {
  return typeof params.sign === 'string' && params.sign !== '' && rsa2Verify(alipayCanonical(params), params.sign, publicKeyPem);
}

/** The node of an answer: alipay.trade.refund -> alipay_trade_refund_response. */
export const alipayResponseNode = (method: string) => `${method.replace(/\./g, '_')}_response`;

/**
 * The answer's node as its exact JSON text, for verification. Alipay signs the text as sent, so
 * it is cut from the body rather than re-serialised: the node is the first value of the object.
 */
export function alipayResponseText(body: string, method: string): string | null {
  const key = `"${alipayResponseNode(method)}":`;
  const start = body.indexOf(key);
  if (start < 0) return null;
  let i = start + key.length;
  while (body[i] === ' ') i++;
  if (body[i] !== '{') return null;
  let depth = 0;
  let inString = false;
  for (let j = i; j < body.length; j++) {
    const c = body[j];
    if (inString) {
      if (c === '\\') j++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return body.slice(i, j + 1);
  }
  return null;
}
