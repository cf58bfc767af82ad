// What the board's and the look-up's components need of the rules, without them (and the zod
// they reach): the lists the board's figures open, how far "expiring" looks, how long a look-up's
// text may be (components/screens/first-load.test.ts). The rules: operation-board.ts.

/** "Expiring soon": an active card whose last day is at most this many days after today. */
export const EXPIRING_WITHIN_DAYS = 7;

/**
 * The board's figures, and the list that explains each: the board opens it (its menu permitting).
 * The list screens take no filter from a link (components/list-screen/ListScreen.tsx starts with none),
 * so it opens the whole list of the caller's lots: the lot, state or date filter is the reader's to set.
 */
export const BOARD_FIGURE_LISTS = {
  active: '/MonthlyCarRentalArchives',
  inGrace: '/MonthlyCarRentalArchives',
  paused: '/MonthlyCarRentalArchives',
  expiringSoon: '/MonthlyRentInfo',
  pendingCards: '/MonthlyCarRentalFileReview',
  pendingOrders: '/OfflineOrderReview',
  refundsWaiting: '/MonthlyRentReturnManagement',
  revenue: '/MonthlyCarRentalPayment',
} as const;
export type BoardFigure = keyof typeof BOARD_FIGURE_LISTS;

/** Longest text the look-up takes: a phone (20) or a plate as typed (16). */
export const LOOKUP_MAX_LENGTH = 20;
