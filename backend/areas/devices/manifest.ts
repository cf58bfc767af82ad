// Devices: on-street locks and sensors, off-street lanes and pay stations, their commands.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { lockControlPage, monitoringPage, remoteLiftPage, centralLeverPage } from './pages';
import { ON_STREET_DEVICE_STORES } from './stores-on-street';
import { OFF_STREET_DEVICE_STORES } from './stores-off-street';

export const DEVICES_AREA = { key: 'devices', stores: [...ON_STREET_DEVICE_STORES, ...OFF_STREET_DEVICE_STORES], pages: [lockControlPage, monitoringPage, remoteLiftPage, centralLeverPage] } as const satisfies BackendAreaManifest;
