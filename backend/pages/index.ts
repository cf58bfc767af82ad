// Every special page the backend carries out (lib/pages/registry.ts declares them), by path: a
// declared page without its implementation, or an implementation of another page under its path,
// does not compile (and implement() holds each page's operations to its declaration).
import type { DeclaredPage, PagePath } from '../../lib/pages/registry';
import { ARREARS_COLLECTION } from '../../lib/pages/arrears';
import { ABNORMAL_BILL_UPLOAD, DAILY_BILL_CHECK } from '../../lib/pages/reconcile';
import { CENTRAL_LEVER, LOCK_CONTROL, PARKING_MONITORING, REMOTE_LIFT } from '../../lib/pages/devices';
import { DATA_HOME, SYSTEM_MONITORING } from '../../lib/pages/system';
import { arrearsCollectionPage } from './arrears';
import { centralLeverPage, lockControlPage, monitoringPage, remoteLiftPage } from './devices';
import type { PageImplementation } from './implement';
import { abnormalBillUploadPage, dailyBillCheckPage } from './reconcile';
import { dataHomePage, systemMonitoringPage } from './system';

type ImplementationsByPath = { readonly [P in PagePath]: PageImplementation<Extract<DeclaredPage, { path: P }>> };

export const PAGE_IMPLEMENTATIONS_BY_PATH: ImplementationsByPath = {
  [DATA_HOME.path]: dataHomePage,
  [SYSTEM_MONITORING.path]: systemMonitoringPage,
  [LOCK_CONTROL.path]: lockControlPage,
  [PARKING_MONITORING.path]: monitoringPage,
  [REMOTE_LIFT.path]: remoteLiftPage,
  [CENTRAL_LEVER.path]: centralLeverPage,
  [DAILY_BILL_CHECK.path]: dailyBillCheckPage,
  [ABNORMAL_BILL_UPLOAD.path]: abnormalBillUploadPage,
  [ARREARS_COLLECTION.path]: arrearsCollectionPage,
};

export const PAGE_IMPLEMENTATIONS: readonly PageImplementation[] = Object.values(PAGE_IMPLEMENTATIONS_BY_PATH);
