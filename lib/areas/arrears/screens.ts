// Arrears (operation area; menu ids 1131..1137; docs/arrears.md): what plates still owe after
// leaving unpaid, how it was recovered or made void, the plates owing ranked by amount and count,
// the orders behind the arrears, and each lot's rule for plates that owe at its entrance.
// Tables: 130_arrears_refunds.sql, 131_arrears_screens.sql; stores: backend/areas/arrears/stores.ts;
// refusals: messages/<lang>/backend-arrears.json.
//
// Arrears are made only by the exit service (a stay leaving owing) and moved only by the domain
// services of backend/arrears (pay, void), from the row actions here; amounts are integer fen.
import { ARREARS_ENTRY_MODES, REMINDER_STATES } from '../charging';
import { ARREAR_REFUSALS, ARREAR_STATE, ARREAR_STATES } from '../../parking/arrears-machine';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { ORDER_STATES } from '../../parking/order-machine';
import { VEHICLE_PLATE_COLORS } from '../../tariff/select';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, EXPORT_ONLY, LOT_FILTER, LOT_NAME, detailSection, newest, shown } from '../../screens/common-fields';

const money = (name: string) => shown(name, 'money', { width: 110 });
const plate = shown('plate', 'text', { filter: 'text', width: 120 });
const plateColor = shown('plateColor', 'select', { options: VEHICLE_PLATE_COLORS, width: 90 });
const orderNo = shown('orderNo', 'text', { filter: 'text', width: 170 });
const exitAt = shown('exitAt', 'datetime', { width: 170 });
const createdAt = shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 });
const arrearState = shown('state', 'select', { options: ARREAR_STATES, filter: 'select', width: 100 });

/** An arrear: what was due at the exit, what its order has been paid since, and what is still owed. */
const ARREAR_FIELDS: readonly FieldDecl[] = [
  plate, plateColor, LOT_FILTER, LOT_NAME, orderNo, exitAt, money('amount'), money('paid'), money('owed'), arrearState, createdAt,
  shown('closedAt', 'datetime', { width: 170 }), shown('closedBy', 'text', { width: 130 }),
  shown('recoveredChannel', 'select', { options: PAYMENT_CHANNELS, width: 110 }), shown('recoveredLotName', 'text', { width: 150 }),
  shown('reminders', 'integer', { width: 90 }), shown('remindedAt', 'datetime', { width: 170 }),
  // The SMS template of the last reminder (its options are the enabled templates: the remind dialog's choice).
  shown('remindTemplateId', 'select', { ref: true, list: false, filter: 'select' }),
];

/** An arrear's order: its payments and reductions, and the arrear's history. */
const ARREAR_DETAIL: ScreenDecl['detail'] = {
  sections: [
    detailSection('payments', { paymentNo: 'text', channel: PAYMENT_CHANNELS, amount: 'money', paidAt: 'datetime', operator: 'text' }),
    detailSection('reductions', { kind: ['discount', 'free', 'waive'], amount: 'money', reason: 'text', operator: 'text', at: 'datetime' }),
    detailSection('reminders', {
      phone: 'text', content: 'text', state: REMINDER_STATES, createdBy: 'text', createdAt: 'datetime',
      attempts: 'integer', sentAt: 'datetime', failure: 'text',
    }),
  ],
  audit: true,
};

const whileUnpaid = (refusal: string) => ({ field: 'state', from: [ARREAR_STATE.unpaid], refusal });

/** Paid in the console (blank amount: all still owed), and made void with a reason. */
const PAY: RowActionDecl = {
  name: 'pay', button: 'pay', idempotent: true, when: whileUnpaid(ARREAR_REFUSALS.pay),
  fields: [
    { name: 'channel', type: 'select', options: PAYMENT_CHANNELS, required: true },
    { name: 'payAmount', type: 'money', min: 1 },
    { name: 'channelTxnNo', type: 'text', maxLength: 64 },
  ],
};
/** An SMS reminder (lib/areas/charging/arrears/reminder.ts): blank phone, the vehicle's own. */
const REMIND: RowActionDecl = {
  name: 'remind', button: 'remind', when: whileUnpaid(ARREAR_REFUSALS.remind),
  fields: [{ name: 'remindTemplateId', type: 'select', ref: true, required: true }, { name: 'phone', type: 'phone' }],
};
const VOID: RowActionDecl = {
  name: 'void', button: 'void', idempotent: true, when: whileUnpaid(ARREAR_REFUSALS.void),
  fields: [{ name: 'reason', type: 'text', required: true }],
};

const arrearsList = (path: string, menuId: number, entity: string, directory: ScreenDecl['directory'], extra: readonly FieldDecl[], rowActions: readonly RowActionDecl[]): ScreenDecl => ({
  path, directory, menuId, entity,
  fields: [...ARREAR_FIELDS, ...extra],
  buttons: EXPORT_ONLY,
  defaultSort: newest('createdAt'),
  lotScoped: true,
  rowActions,
  detail: ARREAR_DETAIL,
});

export const ARREARS_SCREENS: readonly ScreenDecl[] = [
  // Every arrear: paid later (any channel), reminded by SMS, or made void with a reason.
  arrearsList('/ArrearsList', 1131, 'arrear', 'operation', [], [PAY, REMIND, VOID]),
  // The arrears view (spec 2: a Catc view of /ArrearsList, as /CatcPayOrder is of /TempOrder).
  { path: '/CatcOwe', directory: 'operation', menuId: 1132, entity: 'catcOwe', sharedView: '/ArrearsList', fields: [], buttons: EXPORT_ONLY },
  {
    // Plates owing, per lot, ranked: most still owed first; sort by count for the most frequent.
    path: '/OweCarList',
    directory: 'operation',
    menuId: 1133,
    entity: 'owedPlate',
    fields: [
      plate, plateColor, LOT_FILTER, LOT_NAME, shown('arrears', 'integer', { width: 90 }), money('amount'), money('owed'),
      shown('firstAt', 'datetime', { width: 170 }), shown('lastAt', 'datetime', { filter: 'dateRange', width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'owed', direction: 'desc' },
    lotScoped: true,
  },
  {
    // Arrears made void: who, when, why, and what was waived (payments already booked stay).
    path: '/ArrearsDeleteRecord',
    directory: 'operation',
    menuId: 1134,
    entity: 'arrearVoid',
    fields: [
      plate, LOT_FILTER, LOT_NAME, orderNo, exitAt, money('amount'), money('paid'), money('voidedDue'),
      shown('voidReason', 'text', { filter: 'text', width: 200 }), shown('closedBy', 'text', { filter: 'text', width: 130 }),
      shown('closedAt', 'datetime', { filter: 'dateRange', width: 170 }), createdAt,
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('closedAt'),
    lotScoped: true,
    detail: ARREAR_DETAIL,
  },
  // On-road parking's "overdue car payment" (spec: a page without a path): the arrears of on-street stays, paid here.
  arrearsList('/OverdueCarPayment', 1135, 'overdueCarPayment', 'onRoad', [
    shown('streetName', 'text', { filter: 'text', width: 140 }), shown('berthNumber', 'text', { filter: 'text', width: 100 }),
  ], [PAY]),
  {
    // The forwarded pages' "arrears order" (spec: a page without a path): the order behind each
    // arrear with its figures now (receivable = discount + waived + paid + due).
    path: '/ArrearsOrder',
    directory: 'operation',
    menuId: 1136,
    entity: 'arrearsOrder',
    fields: [
      orderNo, plate, LOT_FILTER, LOT_NAME, shown('entryAt', 'datetime', { width: 170 }), exitAt,
      ...['receivable', 'discount', 'waived', 'paid', 'due'].map(money),
      shown('orderState', 'select', { options: ORDER_STATES, filter: 'select', width: 110 }), arrearState, createdAt,
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    detail: ARREAR_DETAIL,
  },
  {
    // A lot's rule for plates that owe at its entrances (lib/areas/charging/arrears/entry-rule.ts); one per lot.
    path: '/ArrearsEntryRule',
    directory: 'operation',
    menuId: 1137,
    entity: 'arrearsEntryRule',
    fields: [
      { name: 'name', type: 'text', required: true, filter: 'text', width: 160 },
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'mode', type: 'select', options: ARREARS_ENTRY_MODES, required: true, filter: 'select', width: 110 },
      // Owing more than this (fen) triggers the rule; 0: any arrear.
      { name: 'threshold', type: 'money', required: true, min: 0, width: 110 },
      { name: 'status', type: 'select', options: [1, 0], required: true, filter: 'select', width: 90 },
      { name: 'remark', type: 'textarea', maxLength: 500, sortable: false },
      shown('updatedAt', 'datetime', { width: 170 }),
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
  },
];
