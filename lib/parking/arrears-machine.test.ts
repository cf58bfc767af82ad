// The arrears machine: an unpaid arrear takes payments, recovers or is made void; a closed one
// refuses everything with its own message.
import { ARREAR_REFUSALS, ARREAR_STATE, ARREAR_STATES, decideArrear } from './arrears-machine';

describe('arrears machine', () => {
  it('lets an unpaid arrear be paid, reminded, recovered or made void', () => {
    expect(decideArrear(ARREAR_STATE.unpaid, 'pay')).toEqual({ ok: true, to: ARREAR_STATE.unpaid });
    expect(decideArrear(ARREAR_STATE.unpaid, 'remind')).toEqual({ ok: true, to: ARREAR_STATE.unpaid });
    expect(decideArrear(ARREAR_STATE.unpaid, 'recover')).toEqual({ ok: true, to: ARREAR_STATE.recovered });
    expect(decideArrear(ARREAR_STATE.unpaid, 'void')).toEqual({ ok: true, to: ARREAR_STATE.void });
  });

  it.each([ARREAR_STATE.recovered, ARREAR_STATE.void])('refuses everything once closed (state %i)', (state) => {
    expect(decideArrear(state, 'pay')).toEqual({ ok: false, reason: 'arrearRefusedPay' });
    expect(decideArrear(state, 'remind')).toEqual({ ok: false, reason: 'arrearRefusedRemind' });
    expect(decideArrear(state, 'recover')).toEqual({ ok: false, reason: 'arrearRefusedRecover' });
    expect(decideArrear(state, 'void')).toEqual({ ok: false, reason: 'arrearRefusedVoid' });
  });

  it('knows the states of 130_arrears_refunds.sql and refuses an unknown one', () => {
    expect(ARREAR_STATES).toEqual([0, 1, 2]);
    expect(decideArrear(7, 'pay').ok).toBe(false);
  });

  it('names each refusal in both languages', () => {
    for (const language of ['zh-CN', 'en-US']) {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const messages = require(`../../messages/${language}/backend-arrears.json`) as Record<string, string>;
      for (const key of Object.values(ARREAR_REFUSALS)) expect([language, key, typeof messages[key]]).toEqual([language, key, 'string']);
    }
  });
});
