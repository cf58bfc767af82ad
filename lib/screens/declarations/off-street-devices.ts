// Off-street devices: lane equipment (cameras, barrier gates), pay stations with their base
// configuration, faults, cash and modules, running reports, remote upgrades (tables: 040_devices.sql).
import type { ScreenDecl } from '../types';

export const OFF_STREET_DEVICE_SCREENS: readonly ScreenDecl[] = [];
