// Why a rental rule refused its input: message keys named once, shared by the pure rules
// (period.ts, card-state.ts, pricing.ts, refund-rule.ts) and the backend that refuses with them.
// Texts: messages/<lang>/backend-rentals.json. The rules never throw for bad business input.

export const RENTAL_REFUSALS = {
  countInvalid: 'rentalCountInvalid',
  dateInvalid: 'rentalDateInvalid',
  startBeforeToday: 'rentalStartBeforeToday',
  datesOutOfOrder: 'rentalDatesOutOfOrder',
  renewalClosed: 'rentalRenewalClosed',
  pauseNotActive: 'rentalPauseNotActive',
  notPaused: 'rentalNotPaused',
  monthsListInvalid: 'rentalMonthsListInvalid',
  priceMissing: 'rentalPriceMissing',
  monthsOutOfRange: 'rentalMonthsOutOfRange',
  monthsNotOffered: 'rentalMonthsNotOffered',
  amountNotWholeMonths: 'rentalAmountNotWholeMonths',
  amountNotAChoice: 'rentalAmountNotAChoice',
  amountInvalid: 'rentalAmountInvalid',
  rechargeBelowMinimum: 'rentalRechargeBelowMinimum',
  giftTiersInvalid: 'rentalGiftTiersInvalid',
  refundNeedsMonths: 'rentalRefundNeedsMonths',
  // Refunds of rentals (backend/areas/rentals/refunds.ts).
  refundNotPaid: 'rentalRefundNotPaid',
  refundConfirmerIsReviewer: 'rentalRefundConfirmerIsReviewer',
  refundNotRefundable: 'rentalRefundNotRefundable',
  refundedAlready: 'rentalRefundedAlready',
  refundLaterSale: 'rentalRefundLaterSale',
  refundUnderWay: 'rentalRefundUnderWay',
  refundCardPaused: 'rentalRefundCardPaused',
  refundNothingDue: 'rentalRefundNothingDue',
  refundAboveRule: 'rentalRefundAboveRule',
  cardRefunded: 'rentalCardRefunded',
  periodsMissing: 'packagePeriodsMissing',
  windowsInvalid: 'packageWindowsInvalid',
  periodsOverlap: 'packagePeriodsOverlap',
  choicePricesInvalid: 'packageChoicePricesInvalid',
  shortBalanceMissing: 'packageShortBalanceMissing',
  notSellable: 'packageNotSellable',
  spaceNumberZero: 'rentalSpaceNumberZero',
  platesInvalid: 'rentalPlatesInvalid',
  tooManyPlates: 'rentalTooManyPlates',
  plateOnAnotherCard: 'rentalPlateOnAnotherCard',
  cardNotConfirmed: 'rentalCardNotConfirmed',
  cardPaused: 'rentalCardPaused',
  storedValueRecharged: 'rentalStoredValueRecharged',
  orderPending: 'rentalOrderPending',
  referenceRecorded: 'rentalReferenceRecorded',
  notRechargeable: 'rentalNotRechargeable',
  noRechargeRule: 'rentalNoRechargeRule',
  // Spaces allocated to cards and VIP extensions (allocation.ts, backend/areas/rentals/allocations.ts, vip.ts).
  cardEnded: 'rentalCardEnded',
  spacesAllocated: 'rentalSpacesAllocated',
  noSpaceToAllocate: 'rentalNoSpaceToAllocate',
  berthOfAnotherLot: 'rentalBerthOfAnotherLot',
  berthUnavailable: 'rentalBerthUnavailable',
  berthTaken: 'rentalBerthTaken',
  berthNotAllocated: 'rentalBerthNotAllocated',
  nothingAllocated: 'rentalNothingAllocated',
  spacesBelowAllocated: 'rentalSpacesBelowAllocated',
  noExtensionPending: 'rentalNoExtensionPending',
  // Online renewals (backend/areas/rentals/online-renewals.ts, online-channel.ts).
  onlineNoCard: 'rentalOnlineNoCard',
  onlineNothingToPay: 'rentalOnlineNothingToPay',
  onlineOrderUnknown: 'rentalOnlineOrderUnknown',
  onlineOrderPaid: 'rentalOnlineOrderPaid',
  onlineAmountDiffers: 'rentalOnlineAmountDiffers',
  onlineNoAccount: 'rentalOnlineNoAccount',
  onlineChannelRefused: 'rentalOnlineChannelRefused',
  onlineChannelUnreachable: 'rentalOnlineChannelUnreachable',
  onlineNotPaidYet: 'rentalOnlineNotPaidYet',
  onlineOrderExpired: 'rentalOnlineOrderExpired',
  // The same four in WeChat Pay's words (ONLINE_CHANNEL_REFUSALS).
  wechatNoAccount: 'rentalWechatNoAccount',
  wechatRefused: 'rentalWechatRefused',
  wechatUnreachable: 'rentalWechatUnreachable',
  wechatNotPaidYet: 'rentalWechatNotPaidYet',
  // /MonthlyCustomerLookup (operation-board.ts lookupQuery).
  lookupInvalid: 'rentalLookupInvalid',
  // Lot groups (backend/areas/rentals/lot-groups.ts, packages.ts).
  lotGroupLotSells: 'rentalLotGroupLotSells',
  lotGroupNamed: 'rentalLotGroupNamed',
  packageLotNotInGroup: 'rentalPackageLotNotInGroup',
  packageGroupProperty: 'rentalPackageGroupProperty',
  packageGroupHasCards: 'rentalPackageGroupHasCards',
} as const;

export type RentalRefusal = (typeof RENTAL_REFUSALS)[keyof typeof RENTAL_REFUSALS];

/** The refusals of an online renewal that name its channel, each channel's in its own words (one per ONLINE_RENEWAL_CHANNELS, sale.ts). */
export const ONLINE_CHANNEL_REFUSALS = {
  alipay: {
    noAccount: RENTAL_REFUSALS.onlineNoAccount, refused: RENTAL_REFUSALS.onlineChannelRefused,
    unreachable: RENTAL_REFUSALS.onlineChannelUnreachable, notPaidYet: RENTAL_REFUSALS.onlineNotPaidYet,
  },
  wechat: {
    noAccount: RENTAL_REFUSALS.wechatNoAccount, refused: RENTAL_REFUSALS.wechatRefused,
    unreachable: RENTAL_REFUSALS.wechatUnreachable, notPaidYet: RENTAL_REFUSALS.wechatNotPaidYet,
  },
} as const satisfies Record<string, Record<'noAccount' | 'refused' | 'unreachable' | 'notPaidYet', RentalRefusal>>;

/** A refusal: its message key and the values its text shows (amounts already as yuan text). */
export interface Refused {
  ok: false;
  refusal: RentalRefusal;
  values?: Readonly<Record<string, string | number>>;
}

/** What a rule answers: its result's fields beside `ok: true`, or a refusal. */
export type Outcome<T extends object> = ({ ok: true } & T) | Refused;

export const refuse = (refusal: RentalRefusal, values?: Refused['values']): Refused =>
  (values ? { ok: false, refusal, values } : { ok: false, refusal });
