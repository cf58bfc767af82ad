import { clientAddress } from './client-address';
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
  it('takes the right entry of X-Forwarded-For', () => {
    expect(clientAddress(headers({ 'x-forwarded-for': '10.0.0.1' }), 0)).toBe('10.0.0.1');
    expect(clientAddress(headers({ 'x-forwarded-for': 'spoof, 10.0.0.1, 127.0.0.1' }), 1)).toBe('10.0.0.1');
    expect(clientAddress(headers({}), 0)).toBe('');
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
