import { ledgerEntry, rechargeEntries } from './stored-value';

describe('a stored-value balance and its ledger', () => {
  it('records before, change and after of each change', () => {
    expect(ledgerEntry('recharge', 0, 20_000)).toEqual({ ok: true, entry: { cause: 'recharge', before: 0, change: 20_000, after: 20_000 } });
    expect(ledgerEntry('exit', 20_000, -600)).toEqual({ ok: true, entry: { cause: 'exit', before: 20_000, change: -600, after: 19_400 } });
    // The whole balance may be spent, to 0 and no further.
    expect(ledgerEntry('exit', 600, -600)).toEqual({ ok: true, entry: { cause: 'exit', before: 600, change: -600, after: 0 } });
    expect(ledgerEntry('exit', 599, -600)).toEqual({ ok: false, refusal: 'balanceShort' });
  });

  it('refuses a change of the wrong sign for its cause, nothing, or not whole fen', () => {
    expect(ledgerEntry('exit', 1_000, 100)).toEqual({ ok: false, refusal: 'amountInvalid' });
    expect(ledgerEntry('recharge', 1_000, -100)).toEqual({ ok: false, refusal: 'amountInvalid' });
    expect(ledgerEntry('gift', 1_000, 0)).toEqual({ ok: false, refusal: 'amountInvalid' });
    expect(ledgerEntry('gift', 1_000, 10.5)).toEqual({ ok: false, refusal: 'amountInvalid' });
    expect(ledgerEntry('recharge', -1, 100)).toEqual({ ok: false, refusal: 'amountInvalid' });
  });

  it('books a recharge, then its gift on the balance after it', () => {
    expect(rechargeEntries(500, 20_000, 1_000)).toEqual([
      { cause: 'recharge', before: 500, change: 20_000, after: 20_500 },
      { cause: 'gift', before: 20_500, change: 1_000, after: 21_500 },
    ]);
    expect(rechargeEntries(0, 10_000, 0)).toEqual([{ cause: 'recharge', before: 0, change: 10_000, after: 10_000 }]);
    expect(rechargeEntries(0, 0, 0)).toBeNull();
  });
});
