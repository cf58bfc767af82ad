// Flow and utilisation screens (data area, menu ids 1101..1105): vehicles in and out per lot and
// hour, lane outcomes per day, temporary parking, berth utilisation; read and export only, each
// with a chart of the rows shown. Views: backend/db/migrations/111_analysis.sql; stores:
// backend/areas/analysis/stores.ts. Days and hours are the operator's (UTC+8): the date range
// picks days, the list starts unfiltered.
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, shown } from '../../screens/common-fields';

const lotName = shown('lotName', 'text', { width: 180 });
/** A computed figure, shown and exported. */
const figure = (name: string, type: FieldDecl['type'] = 'integer', width = 110): FieldDecl => shown(name, type, { width });
/** The operator's day of a row, the date range of the screen. */
const day = (listed: boolean): FieldDecl => shown('day', 'date', { filter: 'dateRange', width: 120, ...(listed ? {} : { list: false }) });
/** The hour of an hourly row (its start), shown at UTC+8. */
const hourAt = shown('hourAt', 'datetime', { width: 170 });

export const ANALYSIS_SCREENS: readonly ScreenDecl[] = [
  {
    // Vehicles in per lot and hour: temporary vehicles and the others (listed, internal, free).
    path: '/VehicleEntryFlow',
    directory: 'data',
    menuId: 1101,
    entity: 'vehicleEntryFlow',
    fields: [day(false), hourAt, LOT_FILTER, lotName, figure('entries'), figure('temporary'), figure('others')],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'hourAt', direction: 'desc' },
    lotScoped: true,
    chart: { type: 'bar', x: 'hourAt', series: ['temporary', 'others'], stacked: true },
  },
  {
    // Vehicles out per lot and hour: paid, free, or owing.
    path: '/VehicleExitFlow',
    directory: 'data',
    menuId: 1102,
    entity: 'vehicleExitFlow',
    fields: [day(false), hourAt, LOT_FILTER, lotName, figure('exits'), figure('paid'), figure('free'), figure('owing')],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'hourAt', direction: 'desc' },
    lotScoped: true,
    chart: { type: 'bar', x: 'hourAt', series: ['paid', 'free', 'owing'], stacked: true },
  },
  {
    // Per lot and day: entries, exits, plates refused or queued at the lanes, the average stay.
    path: '/EntryAndExitDetailsAnalysis',
    directory: 'data',
    menuId: 1103,
    entity: 'entryExitAnalysis',
    fields: [
      day(true), LOT_FILTER, lotName, figure('entries'), figure('exits'), figure('refused'), figure('queued'),
      figure('averageMinutes', 'integer', 140),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'day', direction: 'desc' },
    lotScoped: true,
    chart: { type: 'line', x: 'day', series: ['entries', 'exits', 'refused', 'queued'] },
  },
  {
    // Temporary vehicles per lot and the day they left: how long they stayed, what they owed and paid.
    path: '/TemporaryParkingAnalysis',
    directory: 'data',
    menuId: 1104,
    entity: 'temporaryParkingAnalysis',
    fields: [
      day(true), LOT_FILTER, lotName, figure('stays', 'integer', 90), figure('averageMinutes', 'integer', 140),
      figure('under1h', 'integer', 100), figure('from1To3h', 'integer', 100), figure('from3To6h', 'integer', 100),
      figure('over6h', 'integer', 100), figure('receivable', 'money', 130), figure('paid', 'money', 130),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'day', direction: 'desc' },
    lotScoped: true,
    chart: { type: 'bar', x: 'day', series: ['receivable', 'paid'] },
  },
  {
    // Per lot and day: its capacity (docs/decisions.md, "Occupancy"), the minutes stays occupied it,
    // utilisation and turnover.
    path: '/ParkingSpaceUtilizationRate',
    directory: 'data',
    menuId: 1105,
    entity: 'parkingSpaceUtilization',
    fields: [
      day(true), LOT_FILTER, lotName, figure('capacity', 'integer', 90), figure('occupiedMinutes', 'integer', 150),
      figure('stays', 'integer', 90), figure('utilization', 'decimal', 120), figure('turnover', 'decimal', 110),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'day', direction: 'desc' },
    lotScoped: true,
    chart: { type: 'line', x: 'day', series: ['utilization'], split: 'lotName' },
  },
];
