import { versionInForce } from './versions';

const VERSIONS = [
  { id: 2, effectiveFrom: 2_000 },
  { id: 1, effectiveFrom: 1_000 },
  { id: 3, effectiveFrom: 3_000 },
];

describe('versionInForce', () => {
  it('is the latest version that took effect at or before the instant, in any list order', () => {
    expect(versionInForce(VERSIONS, 999)).toBeUndefined();
    expect(versionInForce(VERSIONS, 1_000)?.id).toBe(1);
    expect(versionInForce(VERSIONS, 2_999)?.id).toBe(2);
    expect(versionInForce(VERSIONS, 10_000)?.id).toBe(3);
    expect(versionInForce([], 10_000)).toBeUndefined();
  });

  it('prices a stay by the version in force at its entry: a change while it parks does not apply', () => {
    const entryAt = 2_500;
    expect(versionInForce(VERSIONS, entryAt)?.id).toBe(2);
  });

  it('takes the later of two versions with the same start', () => {
    expect(versionInForce([...VERSIONS, { id: 4, effectiveFrom: 2_000 }], 2_500)?.id).toBe(4);
  });
});
