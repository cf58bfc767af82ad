import { LEASE_EVENTS, LEASE_STATE, LEASE_STATES, LEASE_TRANSITIONS, PAID_LEASE_STATES, decideLease } from './lease-machine';

const L = LEASE_STATE;

describe('lease machine', () => {
  it('pays an unpaid order, and confirms or refuses an offline one', () => {
    expect(decideLease(L.notPaid, 'pay')).toEqual({ ok: true, to: L.paid });
    expect(decideLease(L.notPaid, 'recordOffline')).toEqual({ ok: true, to: L.financialPending });
    expect(decideLease(L.financialPending, 'confirm')).toEqual({ ok: true, to: L.paid });
    expect(decideLease(L.financialPending, 'reject')).toEqual({ ok: true, to: L.notApproved });
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
});
