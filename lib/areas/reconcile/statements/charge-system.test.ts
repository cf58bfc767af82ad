import { PAYMENT_CHANNELS } from '../../../parking/channels';
import { chargeSystemDifferenceId, chargeSystemKeyOf } from './charge-system';

describe('charge system difference ids', () => {
  it('encode as the view does: days since 2000-01-01, lot, channel slot', () => {
    // ((9092 days) * 1e9 + 7) * 8 + 4 (wechat), as migration 160 computes it for 2024-11-22.
    expect(chargeSystemDifferenceId({ lotId: 7, day: '2024-11-22', channel: 'wechat' })).toBe((9092 * 1_000_000_000 + 7) * 8 + 4);
  });

  it('decode back to the lot, day and channel, for every channel', () => {
    for (const channel of PAYMENT_CHANNELS) {
      const key = { lotId: 123, day: '2026-02-28', channel };
      expect(chargeSystemKeyOf(chargeSystemDifferenceId(key))).toEqual(key);
    }
  });

  it('refuse ids that name no channel or lot', () => {
    expect(chargeSystemKeyOf((9092 * 1_000_000_000 + 7) * 8 + 7)).toBeNull();
    expect(chargeSystemKeyOf(9092 * 1_000_000_000 * 8)).toBeNull();
    expect(chargeSystemKeyOf(0)).toBeNull();
    expect(chargeSystemKeyOf(1.5)).toBeNull();
  });
});
