// Orders: orders, their payments, discounts and statements.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { LOT_JOIN, ORDER_JOINS } from './common';
export { quoteStay, type Quote } from './quote';
