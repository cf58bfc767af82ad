// The rental business's named pages (issue 20; docs/rentals.md, "The operation board and the
// lookup"): the operation centre's board of a lot's cards, sales and refunds ("monthly rental
// operation"), and the look-up of a customer's cards by phone or plate ("my monthly / my car").
// Each figure is defined once in operation-board.ts; the lot scope of the caller applies to both.
import { z } from 'zod';
import { CARD_STATES } from '../../parking/cards/card-state';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import { requiredText } from '../../pages/inputs';
import { instant } from '../../pages/outputs';
import type { PageDecl } from '../../pages/types';
import { LOOKUP_MAX_LENGTH } from './operation-links';

/** What became of a card's expiry notice for its current period: none queued, queued, sent, failed. */
export const NOTICE_STATES = ['queued', 'sent', 'failed'] as const;

const LOT_FIGURES = z.object({
  lotId: z.number(), lotName: z.string(),
  active: z.number(), inGrace: z.number(), paused: z.number(), expiringSoon: z.number(),
  pendingCards: z.number(), pendingOrders: z.number(), refundsWaiting: z.number(),
  /** Fen: rentals + recharges - refunded (operation-board.ts monthRevenue). */
  revenue: z.number(), rentals: z.number(), recharges: z.number(), refunded: z.number(),
});

const EXPIRING_CARD = z.object({
  cardNo: z.string(), lotName: z.string(), customer: z.string(), phone: z.string(), plates: z.string(),
  endDate: z.string(), daysLeft: z.number(), noticeDays: z.number(),
  notice: z.enum(NOTICE_STATES).nullable(), noticeAt: instant().nullable(),
});

export const MONTHLY_RENTAL_OPERATION = {
  key: 'monthlyRentalOperation', path: '/MonthlyRentalOperation', directory: 'operation', menuId: 1428,
  messages: 'monthlyRentalOperation', icon: 'SpaceDashboard',
  buttons: [],
  operations: {
    /** Per lot of the caller's that sells packages: the figures at the request's clock, and the cards expiring soon. */
    board: {
      input: z.object({}), readOnOpen: true,
      output: z.object({ at: instant(), month: z.string(), withinDays: z.number(), lots: z.array(LOT_FIGURES), expiring: z.array(EXPIRING_CARD) }),
    },
  },
} as const satisfies PageDecl;

const LOOKUP_CARD = z.object({
  cardNo: z.string(), lotName: z.string(), packageName: z.string(), kind: z.enum(PACKAGE_KINDS),
  customer: z.string(), phone: z.string(), plates: z.string(), spaces: z.number(), spaceNo: z.string().nullable(),
  startDate: z.string(), endDate: z.string(), state: z.enum(CARD_STATES).nullable(), daysLeft: z.number().nullable(),
  reviewState: z.number(),
  balance: z.number(),
});

const LOOKUP_ORDER = z.object({
  orderNo: z.string(), cardNo: z.string(), kind: z.enum(['rental', 'recharge']), amount: z.number(), channel: z.string(),
  state: z.number(), periodStart: z.string().nullable(), periodEnd: z.string().nullable(), createdAt: instant(), paidAt: instant().nullable(),
});

const LOOKUP_REFUND = z.object({
  refundNo: z.string(), cardNo: z.string(), orderNo: z.string(), amount: z.number(), state: z.number(), requestedAt: instant(), refundedAt: instant().nullable(),
});

const LOOKUP_STAY = z.object({
  stayNo: z.string(), lotName: z.string(), entryAt: instant(), exitAt: instant().nullable(), cardReason: z.string().nullable(),
});

export const MONTHLY_CUSTOMER_LOOKUP = {
  key: 'monthlyCustomerLookup', path: '/MonthlyCustomerLookup', directory: 'rentals', menuId: 1429,
  messages: 'monthlyCustomerLookup', clientMessages: ['validation'], icon: 'PersonSearch',
  buttons: [],
  operations: {
    /**
     * A phone or a plate (operation-board.ts lookupQuery; else refused, rentalLookupInvalid): the
     * cards of the caller's lots with that phone or plate, their orders and refunds, newest first,
     * and for a plate its latest stays in the caller's lots.
     */
    lookup: {
      input: z.object({ query: requiredText(LOOKUP_MAX_LENGTH) }),
      output: z.object({
        kind: z.enum(['phone', 'plate']), value: z.string(),
        cards: z.array(LOOKUP_CARD), orders: z.array(LOOKUP_ORDER), refunds: z.array(LOOKUP_REFUND), stays: z.array(LOOKUP_STAY),
      }),
    },
  },
} as const satisfies PageDecl;
