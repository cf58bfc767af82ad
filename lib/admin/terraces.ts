// Menu terraces: which client a menu entry belongs to (menu_entries.terrace). The web console
// asks WebPowerList for TerraceType 2 (spec 6, 7); the other codes are this project's choice
// for the menus of the other clients, edited in their own page-group screens.
import { POWER_LIST_REQUEST } from '../spec-constants';

export const TERRACE = {
  /** The web console (WebPowerList TerraceType=2): /pageGroup and /newPageGroup. */
  web: POWER_LIST_REQUEST.TerraceType,
  /** Parking management H5: /newH5PageGroup. */
  h5: 3,
  /** Inspection app: /InsAppPageGroup. */
  inspectionApp: 4,
  /** Cashier app: /cashierPageGroup. */
  cashierApp: 5,
  /** Cashier app, English (foreign cashier app): /cashierPageGroupEn. */
  cashierAppEn: 6,
} as const;
export type Terrace = (typeof TERRACE)[keyof typeof TERRACE];

/** Role group kinds (spec 6), as in role_groups.kind. */
export const ROLE_KIND = {
  parkingManagement: 1, parkingManagementH5: 2, cashierApp: 3, foreignCashierApp: 4, sentryBox: 5,
} as const;
export const ROLE_KINDS = [1, 2, 3, 4, 5] as const;

/**
 * The menu a role group of each kind is granted from. The sentry box has no menu of its own:
 * its staff work in the web console, so sentry-box groups are granted web entries.
 */
export const TERRACE_OF_KIND: Record<number, Terrace> = {
  [ROLE_KIND.parkingManagement]: TERRACE.web,
  [ROLE_KIND.parkingManagementH5]: TERRACE.h5,
  [ROLE_KIND.cashierApp]: TERRACE.cashierApp,
  [ROLE_KIND.foreignCashierApp]: TERRACE.cashierAppEn,
  [ROLE_KIND.sentryBox]: TERRACE.web,
};

/** Menu entry types (spec 3): MenuType 1 directory, 2 page, 3 button. */
export const MENU_KIND = { directory: 1, page: 2, button: 3 } as const;
