// The merchants area's refusals: message keys of messages/<lang>/backend-merchants.json, shared by
// the pure rules, the grid, the BFF and the backend so that all say the same.
import { MERCHANT_EVENT_REFUSALS } from '../../parking/merchant-machine';

export const MERCHANT_REFUSALS = {
  discountInvalid: 'merchantDiscountInvalid',
  minutePriceMissing: 'merchantMinutePriceMissing',
  limitInvalid: 'merchantLimitInvalid',
  settlementFixed: 'merchantSettlementFixed',
  closed: 'merchantClosed',
  kept: 'merchantKept',
  ...MERCHANT_EVENT_REFUSALS,
  topUp: 'merchantRefusedTopUp',
  referenceMissing: 'merchantReferenceMissing',
  referenceRecorded: 'merchantReferenceRecorded',
  creditsNothing: 'merchantTopUpCreditsNothing',
  arrearsOpen: 'merchantArrearsOpen',
  refundReferenceMissing: 'merchantRefundReferenceMissing',
} as const;
