import { decideMerchant, MERCHANT_EVENTS, MERCHANT_STATE, MERCHANT_STATES, MERCHANT_TRANSITIONS, TOP_UP_STATES } from './merchant-machine';

const S = MERCHANT_STATE;

describe("a merchant's state machine", () => {
  it('moves as the transitions say and refuses the rest with the event\'s message', () => {
    expect(decideMerchant(S.enabled, 'disable')).toEqual({ ok: true, to: S.disabled });
    expect(decideMerchant(S.disabled, 'enable')).toEqual({ ok: true, to: S.enabled });
    expect(decideMerchant(S.disabled, 'requestClose')).toEqual({ ok: true, to: S.closing });
    expect(decideMerchant(S.closing, 'cancelClose')).toEqual({ ok: true, to: S.disabled });
    expect(decideMerchant(S.closing, 'confirmClose')).toEqual({ ok: true, to: S.closed });
    expect(decideMerchant(S.enabled, 'enable')).toEqual({ ok: false, reason: 'merchantRefusedEnable' });
    expect(decideMerchant(S.enabled, 'confirmClose')).toEqual({ ok: false, reason: 'merchantRefusedConfirmClose' });
  });

  it('ends at closed: nothing leaves it, and neither it nor closing takes a top-up', () => {
    for (const event of MERCHANT_EVENTS) expect([event, decideMerchant(S.closed, event).ok]).toEqual([event, false]);
    expect(TOP_UP_STATES).toEqual([S.enabled, S.disabled]);
  });

  it('names only known states', () => {
    for (const { from, to } of Object.values(MERCHANT_TRANSITIONS)) {
      for (const state of [...from, to]) expect(MERCHANT_STATES).toContain(state);
    }
  });
});
