// Orders: orders, their payments, discounts and statements.
// What other areas may use of its browser-safe side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { channelPaidField } from './screens';
