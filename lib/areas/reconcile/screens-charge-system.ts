// The console against the lots' own charging systems (issue 11 §4; docs/reconciliation.md, "The
// lots' charging systems"): the takings each lot's system reported (/ChargeSystemList, typed or
// imported from the system's export), and where they disagree with our payments of that lot,
// day and channel (/DifferencesChargingSystem), each handled with a decision and a reason.
// Tables and view: 160_charge_system.sql; stores: backend/areas/reconcile/stores-charge-system.ts.
import { DIFFERENCE_DECISIONS, DIFFERENCE_STATES, DIFFERENCE_TRANSITIONS } from '../../parking/reconcile-machine';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { CHARGE_SYSTEM_KINDS } from './statements/charge-system';
import type { ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, EXPORT_ONLY, LOT_FILTER, LOT_NAME, detailSection, newest, shown } from '../../screens/common-fields';

const money = (name: string) => shown(name, 'money', { width: 110 });
const count = (name: string) => shown(name, 'integer', { width: 90 });
const HANDLE = DIFFERENCE_TRANSITIONS.handle;

export const CHARGE_SYSTEM_SCREENS: readonly ScreenDecl[] = [
  {
    // A takings report of a lot's charging system: its own number, the day, the channel, how many
    // payments and how much. Several reports of a day add up (one per booth or shift).
    path: '/ChargeSystemList', directory: 'operation', menuId: 1144, entity: 'chargeSystemTakings',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'recordNo', type: 'text', required: true, maxLength: 64, unique: true, filter: 'text', width: 170 },
      { name: 'systemName', type: 'text', maxLength: 64, width: 140 },
      { name: 'day', type: 'date', required: true, filter: 'dateRange', width: 110 },
      { name: 'channel', type: 'select', options: PAYMENT_CHANNELS, required: true, filter: 'select', width: 110 },
      { name: 'payments', type: 'integer', min: 0, max: 1_000_000, required: true, width: 90 },
      { name: 'amount', type: 'money', min: 0, required: true, width: 110 },
      { name: 'note', type: 'text', maxLength: 100, width: 160 },
    ],
    buttons: ALL_BUTTONS,
    defaultSort: newest('day'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    path: '/DifferencesChargingSystem', directory: 'operation', menuId: 1145, entity: 'chargeSystemDifference',
    fields: [
      shown('day', 'date', { filter: 'dateRange', width: 110 }),
      LOT_FILTER, LOT_NAME,
      shown('channel', 'select', { options: PAYMENT_CHANNELS, filter: 'select', width: 110 }),
      shown('kind', 'select', { options: CHARGE_SYSTEM_KINDS, filter: 'select', width: 150 }),
      count('ourPayments'), money('ourAmount'), count('theirPayments'), money('theirAmount'), money('difference'),
      shown('state', 'select', { options: DIFFERENCE_STATES, filter: 'select', width: 100 }),
      shown('decision', 'select', { options: DIFFERENCE_DECISIONS, width: 140 }),
      shown('reason', 'text', { width: 200 }),
      shown('handledBy', 'text', { width: 120 }),
      shown('handledAt', 'datetime', { width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('day'),
    lotScoped: true,
    rowActions: [{
      name: 'handle', button: 'handle',
      fields: [{ name: 'decision', type: 'select', options: DIFFERENCE_DECISIONS, required: true }, { name: 'reason', type: 'text', required: true }],
      when: { field: 'state', from: HANDLE.from, refusal: HANDLE.refusal },
    }],
    // Both sides: the system's reports of that lot, day and channel, and our payments.
    detail: {
      sections: [
        detailSection('reports', { recordNo: 'text', systemName: 'text', payments: 'integer', amount: 'money', note: 'text' }),
        detailSection('ourPayments', { paymentNo: 'text', plate: 'text', amount: 'money', paidAt: 'datetime', operator: 'text', channelTxnNo: 'text' }),
      ],
      audit: true,
    },
  },
];
