import { ARCHIVE_STATE } from '../../parking/archive-machine';
import { allocation, spacesChange, spacesMissing, type AllocationFacts } from './allocation';

const card = (facts: Partial<AllocationFacts> = {}): AllocationFacts => ({
  reviewState: ARCHIVE_STATE.confirmed, refunded: false, endDay: 100, today: 90, spaces: 2, allocated: 0, ...facts,
});

describe("a card's spaces allocated to berths", () => {
  it('gives a confirmed card that has not ended a berth for each of its spaces, no more', () => {
    expect(allocation(card())).toEqual({ ok: true, missingAfter: 1 });
    expect(allocation(card({ allocated: 1 }))).toEqual({ ok: true, missingAfter: 0 });
    expect(allocation(card({ allocated: 2 }))).toEqual({ ok: false, refusal: 'rentalSpacesAllocated', values: { spaces: 2 } });
    // Its last day still counts.
    expect(allocation(card({ endDay: 90 })).ok).toBe(true);
  });

  it('refuses a card waiting for review or failed, ended or refunded', () => {
    expect(allocation(card({ reviewState: ARCHIVE_STATE.pendingReview }))).toEqual({ ok: false, refusal: 'rentalCardNotConfirmed' });
    expect(allocation(card({ reviewState: ARCHIVE_STATE.auditFailed }))).toEqual({ ok: false, refusal: 'rentalCardNotConfirmed' });
    expect(allocation(card({ endDay: 89 }))).toEqual({ ok: false, refusal: 'rentalCardEnded' });
    expect(allocation(card({ refunded: true }))).toEqual({ ok: false, refusal: 'rentalCardRefunded' });
  });

  it('counts the spaces still missing a berth, and keeps a card\'s spaces at least its berths', () => {
    expect([spacesMissing(3, 1), spacesMissing(1, 1), spacesMissing(1, 2)]).toEqual([2, 0, 0]);
    expect(spacesChange(2, 2)).toEqual({ ok: true });
    expect(spacesChange(1, 2)).toEqual({ ok: false, refusal: 'rentalSpacesBelowAllocated', values: { allocated: 2 } });
  });
});
