import { ORDERS_SCREENS } from '../areas/orders/screens';
import { REFUND_SCREENS } from '../areas/refunds/screens';
import { contextFields, derivedFigures, initialValues, rowBoundErrors, rowBoundValues, rowFieldsOf, rowSnapshot } from './row-action-context';
import type { ScreenDecl } from './types';

const actionOf = (screens: readonly ScreenDecl[], path: string, name: string) => {
  const screen = screens.find((s) => s.path === path)!;
  return { screen, action: screen.rowActions!.find((a) => a.name === name)! };
};

describe('a row action\'s dialog and its row', () => {
  describe('cash at the booth (/TempOrder pay)', () => {
    const { screen, action } = actionOf(ORDERS_SCREENS, '/TempOrder', 'pay');
    const row = { id: 7, orderNo: 'T20261128000001', plate: '粤B12345', lotName: 'North lot', entryAt: '2026-11-28T01:00:00Z', due: 750, paid: 0, state: 0 };

    it('shows the order, the plate and what is due, and keeps only what it uses of the row', () => {
      expect(contextFields(screen, action).map((f) => f.name)).toEqual(['orderNo', 'plate', 'lotName', 'entryAt', 'due']);
      expect(rowFieldsOf(action)).toEqual(['orderNo', 'plate', 'lotName', 'entryAt', 'due']);
      expect(rowSnapshot(action, row)).not.toHaveProperty('paid');
      expect(initialValues(action, row)).toEqual({ received: '' });
    });

    it('computes the change as the cash is typed, and refuses cash short of what is due in the backend\'s words', () => {
      expect(derivedFigures(action, { received: '10' }, row).map((d) => [d.name, d.field.type, d.value])).toEqual([['change', 'money', 250]]);
      expect(derivedFigures(action, { received: '7.50' }, row)[0].value).toBe(0);
      for (const received of ['7.49', '', 'ten', '7.505']) expect([received, derivedFigures(action, { received }, row)[0].value]).toEqual([received, null]);
      expect(rowBoundErrors(action, { received: 749 }, row)).toEqual({ received: 'cashReceivedShort' });
      expect(rowBoundErrors(action, { received: 750 }, row)).toEqual({});
      expect(rowBoundValues(screen, action, row)).toEqual({ due: '7.50' });
    });
  });

  describe('a refund request (/OrderRefundList requestRefund)', () => {
    const { screen, action } = actionOf(REFUND_SCREENS, '/OrderRefundList', 'requestRefund');
    const row = { id: 3, paymentNo: 'P1', channel: 'cash', paidAt: '2026-11-28T01:00:00Z', amount: 750, plate: '粤B12345', refunded: 200, refunding: 100, remaining: 450 };

    it('shows the payment, the plate and what is refunded and left; starts at all that is left', () => {
      expect(contextFields(screen, action).map((f) => f.name)).toEqual(['paymentNo', 'channel', 'paidAt', 'amount', 'plate', 'refunded', 'refunding', 'remaining']);
      expect(initialValues(action, row)).toEqual({ amount: '4.50', reason: '' });
      expect(initialValues(action)).toEqual({ amount: '', reason: '' });
    });

    it('refuses more than is left with the backend\'s message and its figure in yuan', () => {
      expect(rowBoundErrors(action, { amount: 451, reason: 'x' }, row)).toEqual({ amount: 'refundExceedsRemaining' });
      expect(rowBoundErrors(action, { amount: 450, reason: 'x' }, row)).toEqual({});
      expect(rowBoundErrors(action, { amount: 451, reason: 'x' })).toEqual({}); // no row (several selected): the backend judges
      expect(rowBoundValues(screen, action, row)).toEqual({ remaining: '4.50' });
    });
  });
});
