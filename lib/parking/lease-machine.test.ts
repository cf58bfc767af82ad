import { LEASE_EVENTS, LEASE_STATE, LEASE_STATES, LEASE_TRANSITIONS, PAID_LEASE_STATES, SHOWN_LEASE_STATE, decideLease, shownLeaseState } from './lease-machine';

const L = LEASE_STATE;

describe('lease machine', () => {
  it('pays an unpaid order, and confirms or refuses an offline one', () => {
    expect(decideLease(L.notPaid, 'pay')).toEqual({ ok: true, to: L.paid });
    expect(decideLease(L.notPaid, 'recordOffline')).toEqual({ ok: true, to: L.financialPending });
    expect(decideLease(L.financialPending, 'confirm')).toEqual({ ok: true, to: L.paid });
    expect(decideLease(L.financialPending, 'reject')).toEqual({ ok: true, to: L.notApproved });
  });

  it('expires an online order not paid in time, and never one paid or expired', () => {
    expect(decideLease(L.notPaid, 'expire')).toEqual({ ok: true, to: L.expired });
    expect(decideLease(L.paid, 'expire')).toEqual({ ok: false, reason: 'leaseRefusedExpire' });
    expect(decideLease(L.expired, 'pay')).toEqual({ ok: false, reason: 'leaseRefusedPay' });
    // Stored states and shown ones never share a number.
    expect(new Set(Object.values(SHOWN_LEASE_STATE)).size).toBe(Object.keys(SHOWN_LEASE_STATE).length);
  });

  it('never pays twice, nor confirms what is not waiting', () => {
    expect(decideLease(L.paid, 'pay')).toEqual({ ok: false, reason: 'leaseRefusedPay' });
    expect(decideLease(L.financialPending, 'recordOffline')).toEqual({ ok: false, reason: 'leaseRefusedPay' });
    expect(decideLease(L.paid, 'confirm')).toEqual({ ok: false, reason: 'leaseRefusedConfirm' });
    expect(decideLease(L.notApproved, 'reject')).toEqual({ ok: false, reason: 'leaseRefusedReject' });
  });

  it('counts paid orders only, and leads every event to a known state', () => {
    expect(PAID_LEASE_STATES).toEqual([L.paid]);
    for (const event of LEASE_EVENTS) expect(LEASE_STATES).toContain(LEASE_TRANSITIONS[event].to);
  });

  it('shows a paid order as the card\'s side at an instant: leasing in progress, leased out, then paid; cut short by a refund', () => {
    const DAY = 86_400_000;
    const period = { start: 10 * DAY, end: 40 * DAY - 1_000 };
    const shown = (at: number, cardEnd = period.end) => shownLeaseState(L.paid, period, cardEnd, at);
    expect(shown(5 * DAY)).toBe(SHOWN_LEASE_STATE.leasingInProgress);
    expect(shown(10 * DAY)).toBe(SHOWN_LEASE_STATE.leasedOut);
    expect(shown(40 * DAY - 1_000)).toBe(SHOWN_LEASE_STATE.leasedOut);
    expect(shown(40 * DAY)).toBe(SHOWN_LEASE_STATE.paid);
    // Refunded: the card ended on day 20 (or before the period: it never began).
    expect(shown(20 * DAY - 1_000, 20 * DAY - 1_000)).toBe(SHOWN_LEASE_STATE.leasedOut);
    expect(shown(20 * DAY, 20 * DAY - 1_000)).toBe(SHOWN_LEASE_STATE.paid);
    expect(shown(5 * DAY, 10 * DAY - 1_000)).toBe(SHOWN_LEASE_STATE.paid);
    // The stored states show as they are.
    for (const state of [L.notPaid, L.financialPending, L.notApproved, L.expired]) expect(shownLeaseState(state, period, period.end, 20 * DAY)).toBe(state);
  });
});
