// Monthly rental and property.
// What other areas may use of its browser-safe side: they reach the area only through this file
// (docs/architecture.md, "Boundaries"). The merchants area sells cards to merchants by these rules
// (docs/rentals.md, "Merchant packages").
export { readCardPlates, platesText, CARD_PLATES_MAX, type PlatesRead } from './card-plates';
export { readMonthsList } from './package-rules';
export { monthsRefusal } from './pricing';
export { RENTAL_REFUSALS, type Refused } from './refusals';
