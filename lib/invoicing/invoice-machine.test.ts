import { HOLDING_INVOICE_STATES, ISSUED_INVOICE_STATES, INVOICE_EVENTS, INVOICE_REFUSALS, INVOICE_STATE, INVOICE_STATES, INVOICE_TRANSITIONS, decideInvoice, type InvoiceEvent, type InvoiceState } from './invoice-machine';

const I = INVOICE_STATE;

// Every allowed step, written out; every other (state, event) pair is refused.
const ALLOWED: readonly [InvoiceState, InvoiceEvent, InvoiceState][] = [
  [I.requested, 'issue', I.issuing],
  [I.requested, 'cancel', I.cancelled],
  [I.issuing, 'platformIssued', I.issued],
  [I.issuing, 'platformFailed', I.failed],
  [I.failed, 'retry', I.issuing],
  [I.failed, 'cancel', I.cancelled],
  [I.issued, 'reverse', I.reversing],
  [I.partlyReversed, 'reverse', I.reversing],
  [I.reversing, 'reversedFully', I.reversed],
  [I.reversing, 'reversedPartly', I.partlyReversed],
];

describe('invoice machine', () => {
  it.each(ALLOWED)('from %i, %s leads to %i', (state, event, to) => {
    expect(decideInvoice(state, event)).toEqual({ ok: true, to });
  });

  it('refuses every other step with the event\'s message', () => {
    let refused = 0;
    for (const state of INVOICE_STATES) {
      for (const event of INVOICE_EVENTS) {
        if (ALLOWED.some(([s, e]) => s === state && e === event)) continue;
        expect([state, event, decideInvoice(state, event)]).toEqual([state, event, { ok: false, reason: INVOICE_REFUSALS[event] }]);
        refused += 1;
      }
    }
    expect(refused).toBe(INVOICE_STATES.length * INVOICE_EVENTS.length - ALLOWED.length);
  });

  it('never reverses a reversed invoice a second time, nor one being reversed', () => {
    expect(decideInvoice(I.reversed, 'reverse')).toEqual({ ok: false, reason: 'invoiceRefusedReverse' });
    expect(decideInvoice(I.reversing, 'reverse')).toEqual({ ok: false, reason: 'invoiceRefusedReverse' });
  });

  it('holds its payments until it is cancelled or reversed in full, and prints once issued', () => {
    expect(INVOICE_STATES.filter((s) => !HOLDING_INVOICE_STATES.includes(s))).toEqual([I.reversed, I.cancelled]);
    expect(ISSUED_INVOICE_STATES).toEqual([I.issued, I.reversing, I.reversed, I.partlyReversed]);
  });

  it('leads every event to a known state', () => {
    for (const event of INVOICE_EVENTS) expect(INVOICE_STATES).toContain(INVOICE_TRANSITIONS[event].to);
  });
});
