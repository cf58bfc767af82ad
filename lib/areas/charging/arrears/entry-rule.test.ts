// The entrance's verdict on a plate's arrears: only a rule makes them matter, and only above its
// threshold; the lane's decision puts the verdict after the black list and the free classes.
import { decideEntry } from '../../../parking/lane-rules';
import { decideArrearsEntry } from './entry-rule';

describe('arrears at an entrance', () => {
  it('passes without a rule, at or under the threshold', () => {
    expect(decideArrearsEntry(null, 1_000_000)).toBe('pass');
    expect(decideArrearsEntry({ mode: 'refuse', threshold: 500 }, 500)).toBe('pass');
    expect(decideArrearsEntry({ mode: 'refuse', threshold: 500 }, 0)).toBe('pass');
  });

  it('refuses or warns above it; threshold 0 means any arrear', () => {
    expect(decideArrearsEntry({ mode: 'refuse', threshold: 500 }, 501)).toBe('refuse');
    expect(decideArrearsEntry({ mode: 'warn', threshold: 500 }, 501)).toBe('warn');
    expect(decideArrearsEntry({ mode: 'refuse', threshold: 0 }, 1)).toBe('refuse');
  });

  it('is decided by the lane after the black list and the free classes, before a full lot', () => {
    const facts = { blackListed: false, vehicleClass: 'temporary' as const, free: false, lotFull: false };
    expect(decideEntry({ ...facts, arrears: 'refuse' })).toEqual({ decision: 'refused', reason: 'arrears' });
    expect(decideEntry({ ...facts, arrears: 'warn' })).toEqual({ decision: 'open', reason: 'arrearsWarning' });
    expect(decideEntry({ ...facts, arrears: 'pass' })).toEqual({ decision: 'open', reason: null });
    expect(decideEntry({ ...facts, blackListed: true, arrears: 'refuse' })).toEqual({ decision: 'refused', reason: 'blackList' });
    expect(decideEntry({ ...facts, vehicleClass: 'special', free: true, arrears: 'refuse' })).toEqual({ decision: 'free', reason: 'specialVehicle' });
    expect(decideEntry({ ...facts, lotFull: true, arrears: 'refuse' })).toEqual({ decision: 'refused', reason: 'arrears' });
    expect(decideEntry({ ...facts, lotFull: true, arrears: 'warn' })).toEqual({ decision: 'queued', reason: 'lotFull' });
  });
});
