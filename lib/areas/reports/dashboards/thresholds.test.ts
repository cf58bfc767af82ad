import { OCCUPANCY_WARNING_BP, RECEIVED_RATE_DROP_BP, occupancyTooHigh, receivedRateFell } from './thresholds';

describe('warning thresholds', () => {
  it('flag a lot over 95 % only', () => {
    expect(occupancyTooHigh(OCCUPANCY_WARNING_BP)).toBe(false);
    expect(occupancyTooHigh(OCCUPANCY_WARNING_BP + 1)).toBe(true);
    expect(occupancyTooHigh(null)).toBe(false);
  });
  it('flag a received rate fallen by more than 5 points, none when either side is none', () => {
    expect(receivedRateFell(9_000, 9_000 + RECEIVED_RATE_DROP_BP)).toBe(false);
    expect(receivedRateFell(8_999, 9_000 + RECEIVED_RATE_DROP_BP)).toBe(true);
    expect(receivedRateFell(12_000, 9_000)).toBe(false);
    expect(receivedRateFell(null, 9_000)).toBe(false);
    expect(receivedRateFell(5_000, null)).toBe(false);
  });
});
