// On-street devices: node controllers, parking locks, berth sensors and geomagnetic detectors,
// their alarms, batteries, occupancy records and the commands sent to them (tables: 040_devices.sql).
import type { ScreenDecl } from '../types';

export const ON_STREET_DEVICE_SCREENS: readonly ScreenDecl[] = [];
