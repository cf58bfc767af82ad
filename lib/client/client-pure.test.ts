import { deviceIdFor, hash53 } from './device-id';
import { SSO_MESSAGE_TYPE, ssoTicketFrom } from './sso-message';

describe('device id', () => {
  const traits = { userAgent: 'UA', platform: 'Linux x86_64', cpuCount: 2, timeZone: 'Asia/Shanghai' };
  it("is 'web-' plus a stable hash of the traits", () => {
    expect(deviceIdFor(traits)).toBe(deviceIdFor({ ...traits }));
    expect(deviceIdFor(traits)).toMatch(/^web-[0-9a-f]{14}$/);
  });
  it('changes with any trait', () => {
    const base = deviceIdFor(traits);
    expect(deviceIdFor({ ...traits, cpuCount: 4 })).not.toBe(base);
    expect(deviceIdFor({ ...traits, timeZone: 'UTC' })).not.toBe(base);
    expect(hash53('a')).not.toBe(hash53('b'));
  });
});

describe('ssoTicketFrom', () => {
  const parent = {};
  const ticket = 'A'.repeat(43);
  const event = (origin: string, data: unknown, source: unknown = parent) => ({ origin, data, source });
  it('accepts a well-formed ticket from an allowlisted origin and the embedding window', () => {
    expect(ssoTicketFrom(event('https://portal.example', { type: SSO_MESSAGE_TYPE, ticket }), ['https://portal.example'], [parent])).toBe(ticket);
  });
  it('ignores anything else', () => {
    const allowed = ['https://portal.example'];
    expect(ssoTicketFrom(event('https://evil.example', { type: SSO_MESSAGE_TYPE, ticket }), allowed, [parent])).toBeNull();
    expect(ssoTicketFrom(event('https://portal.example', { type: SSO_MESSAGE_TYPE, ticket }, {}), allowed, [parent])).toBeNull();
    expect(ssoTicketFrom(event('https://portal.example', { type: 'other', ticket }), allowed, [parent])).toBeNull();
    expect(ssoTicketFrom(event('https://portal.example', { type: SSO_MESSAGE_TYPE, ticket: 'short' }), allowed, [parent])).toBeNull();
    expect(ssoTicketFrom(event('https://portal.example', 'text'), allowed, [parent])).toBeNull();
  });
});
