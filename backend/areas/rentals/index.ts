// Monthly rental and property.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { payOnlineOrder, payOnlineOrderInput } from './online-renewals';
export { isOnlineRenewalChannel } from '../../../lib/areas/rentals/sale';
// Cards a merchant buys for its staff (the merchants area's applications: docs/rentals.md, "Merchant packages").
export { makeMerchantCards, refuseTakenPlates, type MadeCard, type MerchantCardLine, type MerchantCardsOrder } from './merchant-cards';
