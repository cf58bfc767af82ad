// Every special page the backend carries out (lib/pages/registry.ts declares them).
import { arrearsCollectionPage } from './arrears';
import { centralLeverPage, lockControlPage, monitoringPage, remoteLiftPage } from './devices';
import type { PageImplementation } from './implement';
import { abnormalBillUploadPage, dailyBillCheckPage } from './reconcile';
import { dataHomePage, systemMonitoringPage } from './system';

export const PAGE_IMPLEMENTATIONS: readonly PageImplementation[] = [
  dataHomePage, systemMonitoringPage, lockControlPage, monitoringPage, remoteLiftPage, centralLeverPage, dailyBillCheckPage, abnormalBillUploadPage,
  arrearsCollectionPage,
];
