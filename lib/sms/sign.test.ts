import { signSmsFields, smsCanonical, verifySmsFields } from './sign';

describe('SMS gateway signatures', () => {
  const fields = { AccessKeyId: 'key', PhoneNumbers: '13800138000', Content: '请缴纳 粤B12345 欠费 4.00 元 (测试)!', OutId: '7' };

  it('sorts and percent-encodes every field but the signature (RFC 3986)', () => {
    expect(smsCanonical({ b: 'x y', a: "it's(*)", Signature: 'ignored' })).toBe('a=it%27s%28%2A%29&b=x%20y');
  });

  it('verifies what it signed with the same secret, and nothing changed', () => {
    const signed = signSmsFields(fields, 'secret');
    expect(verifySmsFields(signed, 'secret')).toBe(true);
    expect(verifySmsFields(signed, 'other')).toBe(false);
    expect(verifySmsFields({ ...signed, Content: `${fields.Content}.` }, 'secret')).toBe(false);
    expect(verifySmsFields({ ...signed, SignatureMethod: 'HMAC-SHA1' }, 'secret')).toBe(false);
    const { Signature: _, ...unsigned } = signed;
    expect(verifySmsFields(unsigned, 'secret')).toBe(false);
  });
});
