// Reconciliation with the channels' statements (issue 11 §4; docs/reconciliation.md): the
// differences of each channel (/WeChatDataDifference, /AlipayDataDifference), handled from the
// row with a decision and a reason, and every statement imported (/HistoricalReconciliationRecords).
// Rows are made only by the reconcile.import service (the daily bill check page): no create.
// Tables: 143_reconciliation.sql; stores: backend/areas/reconcile/stores.ts.
import { DIFFERENCE_DECISIONS, DIFFERENCE_STATES, DIFFERENCE_TRANSITIONS } from '../../parking/reconcile-machine';
import { STATEMENT_CHANNELS } from './statements/formats';
import { DIFFERENCE_KINDS } from './statements/matcher';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { CHARGE_SYSTEM_SCREENS } from './screens-charge-system';
import { EXPORT_ONLY, detailSection, newest, shown } from '../../screens/common-fields';

const money = (name: string) => shown(name, 'money', { width: 110 });
const count = (name: string) => shown(name, 'integer', { width: 90 });
const ROW_KINDS = ['payment', 'refund', 'revoked'] as const;

const DIFFERENCE_FIELDS: readonly FieldDecl[] = [
  shown('day', 'date', { filter: 'dateRange', width: 110 }),
  shown('kind', 'select', { options: DIFFERENCE_KINDS, filter: 'select', width: 150 }),
  shown('rowKind', 'select', { options: ROW_KINDS, filter: 'select', width: 90 }),
  shown('orderNo', 'text', { filter: 'text', width: 170 }),
  shown('channelTxnNo', 'text', { filter: 'text', width: 200 }),
  shown('lotName', 'text', { width: 140 }),
  money('ourAmount'), money('theirAmount'), money('ourFee'), money('theirFee'),
  shown('state', 'select', { options: DIFFERENCE_STATES, filter: 'select', width: 100 }),
  shown('decision', 'select', { options: DIFFERENCE_DECISIONS, width: 140 }),
  shown('reason', 'text', { width: 200 }),
  shown('handledBy', 'text', { width: 120 }),
  shown('handledAt', 'datetime', { width: 170 }),
];

/** Both sides of a difference: the statement's row and our payment. */
const DIFFERENCE_DETAIL: ScreenDecl['detail'] = {
  sections: [
    detailSection('statementRow', { line: 'integer', kind: ROW_KINDS, channelTxnNo: 'text', orderNo: 'text', refundNo: 'text', amount: 'money', fee: 'money', at: 'datetime' }),
    detailSection('ourPayment', { paymentNo: 'text', plate: 'text', channelTxnNo: 'text', amount: 'money', paidAt: 'datetime', operator: 'text' }),
  ],
  audit: true,
};

const HANDLE = DIFFERENCE_TRANSITIONS.handle;
const differenceScreen = (path: string, menuId: number, entity: string): ScreenDecl => ({
  path, directory: 'operation', menuId, entity,
  fields: DIFFERENCE_FIELDS,
  buttons: EXPORT_ONLY,
  defaultSort: newest('day'),
  rowActions: [{
    name: 'handle', button: 'handle',
    fields: [{ name: 'decision', type: 'select', options: DIFFERENCE_DECISIONS, required: true }, { name: 'reason', type: 'text', required: true }],
    when: { field: 'state', from: HANDLE.from, refusal: HANDLE.refusal },
  }, {
    // A payment whose notification was lost (statusDiffers): the channel is asked, and when it
    // says paid the payment is booked and the difference handled (backend/areas/reconcile/settle-by-query.ts).
    name: 'settleByQuery', button: 'settleByQuery', idempotent: true,
    fields: [{ name: 'reason', type: 'text', required: true }],
    when: { field: 'state', from: HANDLE.from, refusal: HANDLE.refusal },
  }],
  detail: DIFFERENCE_DETAIL,
});

export const RECONCILE_SCREENS: readonly ScreenDecl[] = [
  differenceScreen('/WeChatDataDifference', 1140, 'wechatDifference'),
  differenceScreen('/AlipayDataDifference', 1141, 'alipayDifference'),
  {
    // Every statement imported: one per channel and day, with what it held and what came of it.
    path: '/HistoricalReconciliationRecords', directory: 'operation', menuId: 1142, entity: 'reconcileBatch',
    fields: [
      shown('channel', 'select', { options: STATEMENT_CHANNELS, filter: 'select', width: 100 }),
      shown('day', 'date', { filter: 'dateRange', width: 110 }),
      shown('fileName', 'text', { filter: 'text', width: 200 }),
      count('payments'), money('paymentsAmount'), count('refunds'), money('refundsAmount'), money('fees'),
      count('matched'), count('differences'), count('pooled'), count('cleared'), count('repeatedRows'),
      shown('importedBy', 'text', { width: 120 }), shown('importedAt', 'datetime', { width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('day'),
    detail: { sections: [], audit: true },
  },
  // The console against the lots' own charging systems (/ChargeSystemList, /DifferencesChargingSystem).
  ...CHARGE_SYSTEM_SCREENS,
];
