import { renderReminder } from './reminder';

describe('an arrear reminder', () => {
  const facts = { plate: '粤B12345', owed: 1250, lot: 'North lot', orderNo: 'T20261125000001', since: '2026-11-24' };

  it('puts the arrear\'s facts in the template, the amount in yuan', () => {
    expect(renderReminder('{plate} owes {amount} at {lot} since {since} (order {orderNo}); {plate} please pay.', facts))
      .toBe('粤B12345 owes 12.50 at North lot since 2026-11-24 (order T20261125000001); 粤B12345 please pay.');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(renderReminder('Dear {owner}, {amount}', facts)).toBe('Dear {owner}, 12.50');
  });
});
