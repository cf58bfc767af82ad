// Whose X-Forwarded-For the backend believes: a console's (loopback, or TRUSTED_CONSOLE_ADDRESSES),
// never a client's that reaches the backend directly.
import type { IncomingMessage } from 'node:http';
import { clientAddress } from './http';

const request = (peer: string, forwarded?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} }) as unknown as IncomingMessage;

it('believes the forwarded address from a console on the same machine or a listed one', () => {
  expect(clientAddress(request('::ffff:127.0.0.1', '203.0.113.7'))).toBe('203.0.113.7');
  expect(clientAddress(request('10.0.0.5', '203.0.113.7'), ['10.0.0.5'])).toBe('203.0.113.7');
});

it('ignores it from anyone else, and anything that is not an address', () => {
  expect(clientAddress(request('10.0.0.9', '203.0.113.7'), ['10.0.0.5'])).toBe('10.0.0.9');
  expect(clientAddress(request('127.0.0.1', 'not-an-address'))).toBe('127.0.0.1');
});
