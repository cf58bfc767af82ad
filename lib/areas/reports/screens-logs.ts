// The reports directory's records of people's work (issue 23): collectors' sign-ins, booth users'
// and cashiers' operations, phone calls; and the traffic lists of the operation centre (turnover
// rate, lane pass number) and the toll print record, each with a chart. Read and export only.
// Views: backend/db/migrations/345_work_records.sql; stores: backend/areas/reports/stores-logs.ts;
// decisions: docs/reports.md, "Work records and traffic lists".
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, shown, temporaryRecords } from '../../screens/common-fields';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { CASHIER_OPERATION_KINDS, PHONE_CALL_DEVICES, PHONE_CALL_OUTCOMES, PRINTED_PLACES } from './logs/kinds';

const text = (name: string, width = 140, filtered = false): FieldDecl => shown(name, 'text', { width, ...(filtered ? { filter: 'text' as const } : {}) });
const figure = (name: string, type: FieldDecl['type'] = 'integer', width = 110): FieldDecl => shown(name, type, { width });
const instant = (name: string, filtered = false): FieldDecl => shown(name, 'datetime', { width: 170, ...(filtered ? { filter: 'dateRange' as const } : {}) });
const choice = (name: string, options: readonly (string | number)[], width = 120): FieldDecl => shown(name, 'select', { options, filter: 'select', width });

export const WORK_RECORD_SCREENS: readonly ScreenDecl[] = [
  {
    // A POS terminal handed to a collector in a lot (sign-in) until taken back (sign-out).
    path: '/CatcCollectorSignRecord',
    directory: 'reports',
    menuId: 1720,
    entity: 'collectorSignRecord',
    fields: [
      instant('signedInAt', true), LOT_FILTER, LOT_NAME, text('collector', 120, true), text('collectorName', 120), text('terminal', 150, true),
      text('sections', 180), instant('signedOutAt'), figure('durationMinutes', 'integer', 120), text('shift', 120),
      shown('late', 'boolean', { width: 90 }), shown('early', 'boolean', { width: 90 }),
    ],
    ...temporaryRecords('signedInAt'),
  },
  {
    // A cashier's shift at a booth: sign-in, sign-out, what was taken.
    path: '/CdUserLog',
    directory: 'reports',
    menuId: 1721,
    entity: 'boothUserLog',
    fields: [
      instant('signedInAt', true), LOT_FILTER, LOT_NAME, text('booth', 120, true), text('cashier', 120, true), text('cashierName', 120),
      text('shiftNo', 170, true), choice('state', [0, 1], 100), instant('signedOutAt'), figure('durationMinutes', 'integer', 120),
      figure('payments', 'integer', 100), figure('takenTotal', 'money', 130), text('signedOutBy', 120),
    ],
    ...temporaryRecords('signedInAt'),
  },
  {
    // Payments taken, reductions granted, refunds asked and manual exits, by whom, where and when.
    path: '/CashierOperationLog',
    directory: 'reports',
    menuId: 1722,
    entity: 'cashierOperation',
    fields: [
      instant('at', true), LOT_FILTER, LOT_NAME, choice('kind', CASHIER_OPERATION_KINDS, 140), text('operator', 120, true), text('booth', 120),
      text('plate', 110, true), text('orderNo', 180, true), figure('amount', 'money', 120), text('detail', 180),
    ],
    ...temporaryRecords('at'),
  },
  {
    // Drivers' calls from a lane's intercom or a pay station's help button to the control centre.
    path: '/PhoneCallRecord',
    directory: 'reports',
    menuId: 1723,
    entity: 'phoneCallRecord',
    fields: [
      instant('startedAt', true), LOT_FILTER, LOT_NAME, choice('deviceKind', PHONE_CALL_DEVICES), text('placeName', 140, true),
      text('deviceSerial', 140), choice('outcome', PHONE_CALL_OUTCOMES, 110), text('answeredBy', 120, true),
      figure('ringSeconds', 'integer', 110), figure('talkSeconds', 'integer', 110), instant('endedAt'), text('callNo', 150),
    ],
    ...temporaryRecords('startedAt'),
  },
  {
    // Receipts printed for payments (where paper is handed over), amounts printed per day charted.
    path: '/TollPrintRecord',
    directory: 'reports',
    menuId: 1724,
    entity: 'tollPrintRecord',
    fields: [
      instant('printedAt', true), shown('day', 'date', { width: 120 }), LOT_FILTER, LOT_NAME, text('paymentNo', 180, true),
      choice('place', PRINTED_PLACES, 110), choice('channel', PAYMENT_CHANNELS, 110),
      text('plate', 110, true), figure('amount', 'money', 120), text('printedBy', 140), text('receiptTitle', 160),
    ],
    ...temporaryRecords('printedAt'),
    chart: { type: 'bar', x: 'day', series: ['amount'] },
  },
  {
    // Per lot and operator day: stays begun, capacity, turnover (lib/reports/use-figures.ts).
    path: '/TurnoverRate',
    directory: 'operation',
    menuId: 1725,
    entity: 'lotTurnover',
    fields: [
      shown('day', 'date', { filter: 'dateRange', width: 120 }), LOT_FILTER, LOT_NAME, figure('stays', 'integer', 100),
      figure('capacity', 'integer', 100), shown('turnover', 'decimal', { width: 110, sortable: false }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'day', direction: 'desc' },
    lotScoped: true,
    chart: { type: 'line', x: 'day', series: ['turnover'], split: 'lotName' },
  },
  {
    // Passages per lane and hour (the hourly lanes rollup), a series per lane.
    path: '/LanePassNumber',
    directory: 'operation',
    menuId: 1726,
    entity: 'lanePassNumber',
    fields: [
      instant('hour', true), LOT_FILTER, LOT_NAME, text('laneName', 140, true), choice('direction', [1, 2], 100),
      figure('passages', 'integer', 100),
    ],
    ...temporaryRecords('hour'),
    chart: { type: 'bar', x: 'hour', series: ['passages'], split: 'laneName', stacked: true },
  },
];
