import fc from 'fast-check';
import { STAY_LENGTH_BANDS, averageStayMinutes, stayLengthBand, stayLengthDistribution } from './stay-lengths';

const MIN = 60_000;

describe('stay length bands', () => {
  it('put a bound in the longer band', () => {
    expect([stayLengthBand(15 * MIN - 1), stayLengthBand(15 * MIN), stayLengthBand(60 * MIN), stayLengthBand(24 * 60 * MIN - 1), stayLengthBand(24 * 60 * MIN), stayLengthBand(-5)])
      .toEqual(['under15m', 'from15m', 'from1h', 'from12h', 'from24h', 'under15m']);
  });

  it("rise, and hold /TemporaryParkingAnalysis's bounds (1, 3, 6 h), so its bands are unions of these", () => {
    const bounds = STAY_LENGTH_BANDS.map((b) => b.from);
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(new Set(bounds).size).toBe(bounds.length);
    expect([60, 180, 360].every((bound) => bounds.includes(bound as (typeof bounds)[number]))).toBe(true);
  });

  it('count every stay once, every band listed', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 3 * 86_400_000 })), (lengths) => {
      const counts = stayLengthDistribution(lengths);
      return Object.keys(counts).length === STAY_LENGTH_BANDS.length && Object.values(counts).reduce((a, b) => a + b, 0) === lengths.length;
    }));
  });
});

describe('averageStayMinutes', () => {
  it('is total length over stays in whole minutes, none without stays', () => {
    expect(averageStayMinutes(100 * MIN, 3)).toBe(33);
    expect(averageStayMinutes(101 * MIN, 2)).toBe(51); // 50.5 rounds up
    expect(averageStayMinutes(0, 0)).toBeNull();
  });
});
