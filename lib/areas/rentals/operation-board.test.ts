import { ARCHIVE_STATE } from '../../parking/archive-machine';
import { LEASE_STATE } from '../../parking/lease-machine';
import { REFUND_STATE } from '../../parking/refund-machine';
import { RENTAL_SCREENS } from './screens';
import {
  BOARD_FIGURE_LISTS, EXPIRING_WITHIN_DAYS, cardFigures, lookupQuery, monthOf, monthRevenue, noticeDue, orderPendingReview, refundWaiting, renderNotice, type BoardCard,
} from './operation-board';

// 2026-11-20 10:00 operator time (UTC+8).
const AT = Date.parse('2026-11-20T10:00:00+08:00');
const card = (extra: Partial<BoardCard> = {}): BoardCard => ({
  startDate: '2026-11-01', endDate: '2026-11-30', pausedAt: null, refunded: false, reviewState: ARCHIVE_STATE.confirmed, entryGraceDays: 3, ...extra,
});
const counted = (figures: ReturnType<typeof cardFigures>) => Object.entries(figures).filter(([, v]) => v).map(([k]) => k);

describe('the board figures of a card', () => {
  it('counts a confirmed card by its state at the clock', () => {
    expect(counted(cardFigures(card(), AT))).toEqual(['active']);
    // Ends in 7 days (the 27th): expiring soon; in 8 days: not.
    expect(counted(cardFigures(card({ endDate: '2026-11-27' }), AT))).toEqual(['active', 'expiringSoon']);
    expect(counted(cardFigures(card({ endDate: '2026-11-28' }), AT))).toEqual(['active']);
    // Its last day is today: still expiring soon.
    expect(counted(cardFigures(card({ endDate: '2026-11-20' }), AT))).toEqual(['active', 'expiringSoon']);
    // Ended 2 days ago, 3 days of grace: in grace; 4 days ago: nowhere.
    expect(counted(cardFigures(card({ endDate: '2026-11-18' }), AT))).toEqual(['inGrace']);
    expect(counted(cardFigures(card({ endDate: '2026-11-16' }), AT))).toEqual([]);
    // Paused since yesterday's request: paused, not expiring even when its end is near.
    expect(counted(cardFigures(card({ endDate: '2026-11-22', pausedAt: AT - 86_400_000 }), AT))).toEqual(['paused']);
    // Asked today: the pause begins at midnight, the card is active till then.
    expect(counted(cardFigures(card({ pausedAt: AT - 60_000 }), AT))).toEqual(['active']);
    // Not started yet: none of them.
    expect(counted(cardFigures(card({ startDate: '2026-11-25' }), AT))).toEqual([]);
    // Refunded, ended yesterday: cancelled, no grace.
    expect(counted(cardFigures(card({ endDate: '2026-11-19', refunded: true }), AT))).toEqual([]);
    expect(EXPIRING_WITHIN_DAYS).toBe(7);
  });

  it('counts a card waiting for review as pending only, and a failed one nowhere', () => {
    expect(counted(cardFigures(card({ reviewState: ARCHIVE_STATE.pendingReview, endDate: '2026-11-21' }), AT))).toEqual(['pendingReview']);
    expect(counted(cardFigures(card({ reviewState: ARCHIVE_STATE.auditFailed }), AT))).toEqual([]);
    expect(counted(cardFigures(card({ endDate: 'not a date' }), AT))).toEqual([]);
  });

  it('counts orders waiting for finance and refunds waiting for a person', () => {
    expect([LEASE_STATE.notPaid, LEASE_STATE.paid, LEASE_STATE.financialPending, LEASE_STATE.notApproved].map(orderPendingReview)).toEqual([false, false, true, false]);
    const waiting = Object.entries(REFUND_STATE).filter(([, s]) => refundWaiting(s)).map(([name]) => name);
    expect(waiting).toEqual(['requested', 'reviewed', 'failed']);
  });

  it('takes the month of the operator clock and nets refunds out of the revenue', () => {
    const month = monthOf(AT);
    expect([month.month, new Date(month.from).toISOString(), new Date(month.until).toISOString()])
      .toEqual(['2026-11', '2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z']);
    // 00:30 on December 1st operator time is still November 30th in UTC, but December here.
    expect(monthOf(Date.parse('2026-12-01T00:30:00+08:00')).month).toBe('2026-12');
    expect(monthOf(Date.parse('2026-12-31T23:59:59+08:00')).until).toBe(Date.parse('2027-01-01T00:00:00+08:00'));
    expect(monthRevenue({ rentals: 60_000, recharges: 10_000, refunded: 2_500 })).toBe(67_500);
  });
});

describe('the lists the figures open', () => {
  it('are the area\'s list screens', () => {
    const paths = new Set(RENTAL_SCREENS.map((s) => s.path));
    expect(Object.values(BOARD_FIGURE_LISTS).filter((path) => !paths.has(path))).toEqual([]);
  });
});

describe('the look-up text', () => {
  it('is a phone or a plate, else refused', () => {
    expect(lookupQuery(' 138-0013 8000 ')).toEqual({ kind: 'phone', value: '13800138000' });
    expect(lookupQuery('浙a·12345')).toEqual({ kind: 'plate', value: '浙A12345' });
    expect(lookupQuery('王芳')).toBeNull();
    expect(lookupQuery('')).toBeNull();
    expect(lookupQuery('1'.repeat(21))).toBeNull();
  });
});

describe('the expiry notice', () => {
  it('is due for an active confirmed card within its notice days, not otherwise', () => {
    expect(noticeDue(card({ endDate: '2026-11-23' }), AT, 3)).toBe(true);
    expect(noticeDue(card({ endDate: '2026-11-24' }), AT, 3)).toBe(false);
    expect(noticeDue(card({ endDate: '2026-11-20' }), AT, 1)).toBe(true);
    expect(noticeDue(card({ endDate: '2026-11-19' }), AT, 3)).toBe(false); // ended: in grace
    expect(noticeDue(card({ endDate: '2026-11-22', pausedAt: AT - 86_400_000 }), AT, 3)).toBe(false);
    expect(noticeDue(card({ endDate: '2026-11-22', reviewState: ARCHIVE_STATE.pendingReview }), AT, 3)).toBe(false);
  });

  it('puts the card\'s facts in the template', () => {
    expect(renderNotice('{plate}: card {cardNo} at {lot} ends {endDate}, {daysLeft} days left. {unknown}', {
      cardNo: 'MC00000001', plates: '浙A12345', lot: 'North lot', endDate: '2026-11-23', daysLeft: 3,
    })).toBe('浙A12345: card MC00000001 at North lot ends 2026-11-23, 3 days left. {unknown}');
  });
});
