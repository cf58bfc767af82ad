import { intercomCall } from '../../lib/device-protocol';
import { ANSWERED_SHARE, CALL_CHANCE, maybeCall } from './intercom';

/** A scripted random source: the values in turn. */
const script = (...values: number[]) => () => values.shift() ?? 0;
const NOW = Date.UTC(2026, 10, 3, 8);

describe('drivers calling from an intercom', () => {
  it('calls only now and then', () => {
    expect(maybeCall(script(CALL_CHANCE), NOW, 1)).toBeNull();
  });
  it('makes an answered call, ended now, that the protocol takes', () => {
    const call = maybeCall(script(0, 0, 0.5, 0.5, 0.9), NOW, 7)!;
    expect(call).toMatchObject({ callId: `C${NOW.toString(36)}-7`, endedAt: NOW, answeredBy: 'Control centre 2' });
    expect(call.startedAt).toBeLessThan(call.answeredAt!);
    expect(call.answeredAt).toBeLessThan(NOW);
    expect(intercomCall.safeParse(call).success).toBe(true);
  });
  it('makes a missed call that rang out, with nobody answering', () => {
    const call = maybeCall(script(0, ANSWERED_SHARE), NOW, 2)!;
    expect(call.answeredAt).toBeUndefined();
    expect(call.answeredBy).toBeUndefined();
    expect(intercomCall.safeParse(call).success).toBe(true);
  });
  it('refuses a call that ends before it starts or is answered outside it', () => {
    expect(intercomCall.safeParse({ callId: 'C1', startedAt: NOW, endedAt: NOW - 1 }).success).toBe(false);
    expect(intercomCall.safeParse({ callId: 'C1', startedAt: NOW, answeredAt: NOW + 5, endedAt: NOW + 1 }).success).toBe(false);
  });
});
