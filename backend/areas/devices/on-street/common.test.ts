// Addresses of node controllers: an IPv4 address or a host name.
import { isDeviceAddress } from './common';

describe('isDeviceAddress', () => {
  it('takes IPv4 addresses and host names', () => {
    for (const ok of ['10.0.0.7', '192.168.255.1', '0.0.0.0', 'gw-east.example.net', 'node12', 'e2e1234567']) expect([ok, isDeviceAddress(ok)]).toEqual([ok, true]);
  });

  it('refuses numbers that are no IPv4 address, and anything else', () => {
    for (const bad of ['300.1.1.1', '10.0.0', '10.0.0.7.1', '10..0.7', 'gw_east', '-gw', 'gw east', 'a'.repeat(65), 'http://gw']) {
      expect([bad, isDeviceAddress(bad)]).toEqual([bad, false]);
    }
  });
});
