// Which failed sends are tried again: by the SMTP reply when there is one, else by what failed.
import { classifySmtpFailure } from './classify';

describe('classifySmtpFailure', () => {
  it('takes a 4yz reply as transient and a 5yz reply as permanent, but 503', () => {
    expect(classifySmtpFailure({ code: 'EMESSAGE', responseCode: 421 })).toBe('transient');
    expect(classifySmtpFailure({ code: 'EENVELOPE', responseCode: 450 })).toBe('transient');
    expect(classifySmtpFailure({ code: 'EMESSAGE', responseCode: 550 })).toBe('permanent');
    expect(classifySmtpFailure({ code: 'EAUTH', responseCode: 535 })).toBe('permanent');
    expect(classifySmtpFailure({ code: 'EPROTOCOL', responseCode: 503 })).toBe('transient');
  });

  it('without a reply: a connection that failed is transient, an unsendable message permanent', () => {
    for (const code of ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'ECONNREFUSED']) {
      expect(classifySmtpFailure({ code })).toBe('transient');
    }
    for (const code of ['EENVELOPE', 'EAUTH', 'ENOAUTH', 'ECONFIG']) {
      expect(classifySmtpFailure({ code })).toBe('permanent');
    }
  });

  it('follows the code when the reply is no failure code, and takes the unknown as transient', () => {
    expect(classifySmtpFailure({ code: 'EENVELOPE', responseCode: 250 })).toBe('permanent');
    expect(classifySmtpFailure({ code: 'ESOCKET', responseCode: '550' })).toBe('transient');
    expect(classifySmtpFailure({})).toBe('transient');
  });
});
