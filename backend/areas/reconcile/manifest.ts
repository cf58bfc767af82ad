// Reconciliation: the channels' statements against our payments.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { dailyBillCheckPage, abnormalBillUploadPage } from './pages';
import { RECONCILE_STORES } from './stores';

export const RECONCILE_AREA = { key: 'reconcile', stores: RECONCILE_STORES, pages: [dailyBillCheckPage, abnormalBillUploadPage] } as const satisfies BackendAreaManifest;
