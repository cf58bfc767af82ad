import { INVOICE_STATE, INVOICE_STATES } from './invoice-machine';
import { decideReversal, type ReversibleInvoice } from './reversal';
import { RED_REASON_KEYS, RED_REASONS, redReasonOfCode } from './red-reasons';

const I = INVOICE_STATE;
const blue: ReversibleInvoice = { kind: 'blue', state: I.issued, gross: 10_000, reversed: 0, confirmationOpen: false };

describe('decideReversal', () => {
  it('reverses an issued invoice whole, or part of it', () => {
    expect(decideReversal(blue, 'wrongInvoice', 'rest')).toEqual({ ok: true, amount: 10_000, settles: 'reversedFully' });
    expect(decideReversal(blue, 'salesAllowance', 3000)).toEqual({ ok: true, amount: 3000, settles: 'reversedPartly' });
    expect(decideReversal(blue, 'serviceStopped', 10_000)).toEqual({ ok: true, amount: 10_000, settles: 'reversedFully' });
  });

  it('reverses the rest of a partly reversed invoice, and then refuses a second full reversal', () => {
    const partly = { ...blue, state: I.partlyReversed, reversed: 3000 };
    expect(decideReversal(partly, 'salesReturn', 'rest')).toEqual({ ok: true, amount: 7000, settles: 'reversedFully' });
    expect(decideReversal(partly, 'salesReturn', 7001)).toEqual({ ok: false, reason: 'invoiceReversalExceeds' });
    const reversed = { ...blue, state: I.reversed, reversed: 10_000 };
    expect(decideReversal(reversed, 'wrongInvoice', 'rest')).toEqual({ ok: false, reason: 'invoiceAlreadyReversed' });
    expect(decideReversal(reversed, 'salesReturn', 100)).toEqual({ ok: false, reason: 'invoiceAlreadyReversed' });
  });

  it('refuses a second reversal while one is open', () => {
    expect(decideReversal({ ...blue, confirmationOpen: true }, 'salesReturn', 'rest')).toEqual({ ok: false, reason: 'invoiceReversalOpen' });
    expect(decideReversal({ ...blue, state: I.reversing }, 'salesReturn', 'rest')).toEqual({ ok: false, reason: 'invoiceReversalOpen' });
  });

  it('reverses only an issued blue invoice', () => {
    expect(decideReversal({ ...blue, kind: 'red' }, 'salesReturn', 'rest')).toEqual({ ok: false, reason: 'invoiceRedNotReversible' });
    for (const state of INVOICE_STATES.filter((s) => s !== I.issued && s !== I.partlyReversed && s !== I.reversed && s !== I.reversing)) {
      expect(decideReversal({ ...blue, state }, 'salesReturn', 'rest')).toEqual({ ok: false, reason: 'invoiceRefusedReverse' });
    }
  });

  it('reverses a wrongly made out invoice whole only, and refuses an amount that is none', () => {
    expect(decideReversal(blue, 'wrongInvoice', 5000)).toEqual({ ok: false, reason: 'invoiceReversalFullOnly' });
    expect(decideReversal({ ...blue, state: I.partlyReversed, reversed: 3000 }, 'wrongInvoice', 'rest')).toEqual({ ok: false, reason: 'invoiceReversalFullOnly' });
    expect(decideReversal(blue, 'salesReturn', 0)).toEqual({ ok: false, reason: 'invoiceReversalAmount' });
    expect(decideReversal(blue, 'salesReturn', -100)).toEqual({ ok: false, reason: 'invoiceReversalAmount' });
    expect(decideReversal(blue, 'salesReturn', 10.5)).toEqual({ ok: false, reason: 'invoiceReversalAmount' });
  });
});

describe('red reasons', () => {
  it('carry the platform\'s codes 01 to 04', () => {
    expect(RED_REASON_KEYS.map((k) => RED_REASONS[k].code)).toEqual(['01', '02', '03', '04']);
    expect(redReasonOfCode('04')).toBe('salesAllowance');
    expect(redReasonOfCode('05')).toBeNull();
  });
});
