// The monitoring centre's live boards (issue 23; docs/reports.md, "Dashboards"): figures of now,
// read again every few seconds (LIVE_REFRESH_MS) over the caller's lots.
import { DASHBOARD_ANSWER, LIVE_INPUT, LOTS_OPERATION } from './answer-schema';
import type { PageDecl } from '../../../pages/types';
import { DASHBOARD_CLIENT_MESSAGES } from './answer';

const live = (key: string, path: string, menuId: number, kindNo: number, icon: string) => ({
  key, path, directory: 'monitoring', menuId, kindNo, messages: 'dashboards', titleKey: `${key}Title`,
  clientMessages: DASHBOARD_CLIENT_MESSAGES, icon, buttons: [],
  operations: { read: { input: LIVE_INPUT, output: DASHBOARD_ANSWER }, lots: LOTS_OPERATION },
}) as const;

/** "operation dashboards": today live per lot: vehicles in, occupancy, takings so far, devices online. */
export const OPERATION_DASHBOARD = live('operationDashboard', '/OperationDashboard', 1733, 5, 'Dashboard') satisfies PageDecl;
/** "device perception": devices online now and open faults, per kind and per lot. */
export const DEVICE_PERCEPTION = live('devicePerception', '/DevicePerception', 1734, 6, 'Sensors') satisfies PageDecl;
/** "pay station dashboard": each pay station online, its cash, its takings today, its open faults. */
export const PAY_STATION_DASHBOARD = live('payStationDashboard', '/PayStationDashboard', 1735, 7, 'PointOfSale') satisfies PageDecl;
/** "road section monitoring": on-street sections (streets): berths occupied now, arrears open, collectors signed in. */
export const ROAD_SECTION_MONITORING = live('roadSectionMonitoring', '/RoadSectionMonitoring', 1736, 8, 'Signpost') satisfies PageDecl;

export const LIVE_DASHBOARDS = [OPERATION_DASHBOARD, DEVICE_PERCEPTION, PAY_STATION_DASHBOARD, ROAD_SECTION_MONITORING] as const;
