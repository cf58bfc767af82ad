import { clientAddress, trustedProxyHops } from './client-address';
import { isSameOriginRequest } from './csrf';
import { chooseBaseUrl } from './global-lot';

const headers = (entries: Record<string, string>) => new Headers(entries);
const JSON_CT = { 'content-type': 'application/json', 'x-catc-request': '1', host: 'console.example' };

describe('isSameOriginRequest', () => {
  it('accepts same-origin JSON calls with the custom header', () => {
    expect(isSameOriginRequest(headers({ ...JSON_CT, origin: 'http://console.example' }))).toBe(true);
    expect(isSameOriginRequest(headers(JSON_CT))).toBe(true);
  });
  it('refuses another origin, a missing header, or a form post', () => {
    expect(isSameOriginRequest(headers({ ...JSON_CT, origin: 'http://evil.example' }))).toBe(false);
    expect(isSameOriginRequest(headers({ 'content-type': 'application/json', host: 'console.example' }))).toBe(false);
    expect(isSameOriginRequest(headers({ ...JSON_CT, 'content-type': 'application/x-www-form-urlencoded' }))).toBe(false);
    expect(isSameOriginRequest(headers({ ...JSON_CT, origin: 'null' }))).toBe(false);
  });
  it('uses PUBLIC_ORIGIN behind a reverse proxy', () => {
    expect(isSameOriginRequest(headers({ ...JSON_CT, origin: 'https://parking.example' }), 'https://parking.example')).toBe(true);
    expect(isSameOriginRequest(headers({ ...JSON_CT, origin: 'http://console.example' }), 'https://parking.example')).toBe(false);
  });
});

describe('chooseBaseUrl (global lot)', () => {
  const config = { baseUrl: 'http://main/', globalLotId: 'G1', globalLotUrl: 'http://global/' };
  it('sends the global lot to its own host, whatever the spelling of the park id', () => {
    for (const field of ['ParkID', 'ParkId', 'ParkinglotID']) {
      expect(chooseBaseUrl({ [field]: 'G1' }, config)).toEqual({ ok: true, baseUrl: 'http://global/' });
    }
    expect(chooseBaseUrl({ ParkID: 'P2' }, config)).toEqual({ ok: true, baseUrl: 'http://main/' });
  });
  it('reports a missing global-lot host', () => {
    expect(chooseBaseUrl({ ParkId: 'G1' }, { ...config, globalLotUrl: '' })).toEqual({ ok: false, messageKey: 'globalLotUnconfigured' });
  });
  it('does nothing without a configured global lot', () => {
    expect(chooseBaseUrl({ ParkId: '' }, { ...config, globalLotId: '' })).toEqual({ ok: true, baseUrl: 'http://main/' });
  });
});

describe('clientAddress', () => {
  const peer = { 'x-catc-peer': '::ffff:192.0.2.10' };
  it('without a proxy, takes the socket\'s peer and ignores any X-Forwarded-For', () => {
    expect(clientAddress(headers({ ...peer, 'x-forwarded-for': '203.0.113.7' }), 0)).toBe('192.0.2.10');
    expect(clientAddress(headers(peer), 0)).toBe('192.0.2.10');
    expect(clientAddress(headers({ 'x-forwarded-for': '203.0.113.7' }), 0)).toBe('');
  });
  it('behind N trusted proxies, takes the N-th entry from the right: what the client wrote further left is ignored', () => {
    expect(clientAddress(headers({ ...peer, 'x-forwarded-for': 'forged, 198.51.100.4' }), 1)).toBe('198.51.100.4');
    expect(clientAddress(headers({ ...peer, 'x-forwarded-for': 'forged, 198.51.100.4, 10.0.0.2' }), 2)).toBe('198.51.100.4');
    // No header (a request that bypassed the proxy), or nonsense: the peer.
    expect(clientAddress(headers(peer), 1)).toBe('192.0.2.10');
    expect(clientAddress(headers({ ...peer, 'x-forwarded-for': 'not-an-address' }), 1)).toBe('192.0.2.10');
  });
  it('reads TRUST_PROXY_HOPS as a whole number of hops, 0 otherwise', () => {
    expect([trustedProxyHops('2'), trustedProxyHops('-1'), trustedProxyHops('x'), trustedProxyHops(undefined)]).toEqual([2, 0, 0, 0]);
  });
});

describe('isSameOriginRequest for uploads', () => {
  const file = { 'content-type': 'application/octet-stream', 'x-catc-request': '1', host: 'console.example' };
  it('accepts a raw file body only where a file is expected', () => {
    expect(isSameOriginRequest(headers(file), undefined, 'file')).toBe(true);
    expect(isSameOriginRequest(headers(file))).toBe(false);
    expect(isSameOriginRequest(headers({ ...file, 'content-type': 'multipart/form-data; boundary=x' }), undefined, 'file')).toBe(false);
    expect(isSameOriginRequest(headers({ ...file, 'x-catc-request': '' }), undefined, 'file')).toBe(false);
  });
});
