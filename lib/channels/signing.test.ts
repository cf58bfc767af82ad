import { generateKeyPairSync } from 'node:crypto';
import { alipayCanonical, alipayResponseText, rsa2Sign, rsa2Verify, signAlipayParams, verifyAlipayParams } from './alipay-sign';
import { alipayTime, fromWechatTime, wechatTime } from './clock';
import { maskSecret } from './mask';
import { decryptReqInfo, encryptReqInfo, fromWechatXml, signWechatFields, toWechatXml, verifyWechatFields, wechatCanonical, wechatSign } from './wechat-sign';

const keys = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

describe('Alipay RSA2 signing', () => {
  const merchant = keys();
  const params = { app_id: '2021000000000001', method: 'alipay.trade.refund', charset: 'utf-8', sign_type: 'RSA2', timestamp: '2026-11-25 12:00:00', version: '1.0', biz_content: '{"refund_amount":"1.00"}', empty: '' };

  it('signs the sorted non-empty parameters but sign and sign_type', () => {
    expect(alipayCanonical(params)).toBe('app_id=2021000000000001&biz_content={"refund_amount":"1.00"}&charset=utf-8&method=alipay.trade.refund&timestamp=2026-11-25 12:00:00&version=1.0');
    const signed = signAlipayParams(params, merchant.privateKey);
    expect(verifyAlipayParams(signed, merchant.publicKey)).toBe(true);
  });

  it('refuses a changed parameter, another key, or no signature', () => {
    const signed = signAlipayParams(params, merchant.privateKey);
    expect(verifyAlipayParams({ ...signed, biz_content: '{"refund_amount":"100.00"}' }, merchant.publicKey)).toBe(false);
    expect(verifyAlipayParams(signed, keys().publicKey)).toBe(false);
    expect(verifyAlipayParams({ ...signed, sign: '' }, merchant.publicKey)).toBe(false);
  });

  it('verifies an answer over its node exactly as sent', () => {
    const node = '{"code":"10000","msg":"Success","refund_fee":"1.00","nested":{"a":"}"}}';
    const body = `{"alipay_trade_refund_response":${node},"sign":"${rsa2Sign(node, merchant.privateKey)}"}`;
    const text = alipayResponseText(body, 'alipay.trade.refund');
    expect(text).toBe(node);
    expect(rsa2Verify(text!, JSON.parse(body).sign, merchant.publicKey)).toBe(true);
    expect(rsa2Verify(text!.replace('1.00', '9.00'), JSON.parse(body).sign, merchant.publicKey)).toBe(false);
  });
});

describe('WeChat Pay HMAC-SHA256 signing', () => {
  const key = '192006250b4c09247ec02edce69f6a2d';
  const fields = { appid: 'wxd930ea5d5a258f4f', mch_id: '10000100', nonce_str: 'ibuaiVcKdpRxkhJA', body: 'test', device_info: '1000', empty: '' };

  it('signs k=v&...&key=API key, upper-case hex, and verifies it', () => {
    expect(wechatCanonical(fields)).toBe('appid=wxd930ea5d5a258f4f&body=test&device_info=1000&mch_id=10000100&nonce_str=ibuaiVcKdpRxkhJA');
    // HMAC-SHA256 keyed with the API key over the canonical text and "&key=<API key>".
    expect(wechatSign(fields, key)).toBe('6A9AE1657590FD6257D693A078E1C3E4BB6BA4DC30B23E0EE2496E54170DACD6');
    const signed = signWechatFields(fields, key);
    expect(signed.sign_type).toBe('HMAC-SHA256');
    expect(verifyWechatFields(signed, key)).toBe(true);
    expect(verifyWechatFields({ ...signed, body: 'other' }, key)).toBe(false);
    expect(verifyWechatFields(signed, 'another-key-another-key-another!')).toBe(false);
  });

  it('carries fields through its XML, CDATA included', () => {
    const xml = toWechatXml({ a: '1', b: 'x]]>y<z>' });
    expect(fromWechatXml(xml)).toEqual({ a: '1', b: 'x]]>y<z>' });
    expect(fromWechatXml('<xml><a>1</a>junk</xml>')).toBeNull();
    expect(fromWechatXml('not xml')).toBeNull();
  });

  it('opens req_info only with the API key', () => {
    const info = encryptReqInfo('<root><out_refund_no><![CDATA[R1]]></out_refund_no><refund_status><![CDATA[SUCCESS]]></refund_status></root>', key);
    expect(decryptReqInfo(info, key)).toEqual({ out_refund_no: 'R1', refund_status: 'SUCCESS' });
    expect(decryptReqInfo(info, 'another-key-another-key-another!')).toBeNull();
  });
});

describe('channel clocks and masks', () => {
  it('reads the channels\' UTC+8 times', () => {
    const at = Date.UTC(2026, 10, 25, 4, 5, 6);
    expect(wechatTime(at)).toBe('20261125120506');
    expect(alipayTime(at)).toBe('2026-11-25 12:05:06');
    expect(fromWechatTime('20261125120506')).toBe(at);
    expect(fromWechatTime('20261131120506')).toBeNull();
    expect(fromWechatTime('2026-11-25')).toBeNull();
  });

  it('shows at most the last four characters of a secret', () => {
    expect(maskSecret('192006250b4c09247ec02edce69f6a2d')).toBe('********6a2d');
    expect(maskSecret('short')).toBe('********');
    expect(maskSecret('')).toBe('');
    expect(maskSecret('-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkq\nabcdWXYZ\n-----END PRIVATE KEY-----\n')).toBe('********WXYZ');
  });
});
