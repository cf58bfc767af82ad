// Analysis: the dashboards and the figures of the day.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { dataHomePage, systemMonitoringPage } from './pages';
import { ANALYSIS_STORES } from './stores';

export const ANALYSIS_AREA = { key: 'analysis', stores: ANALYSIS_STORES, pages: [dataHomePage, systemMonitoringPage] } as const satisfies BackendAreaManifest;
