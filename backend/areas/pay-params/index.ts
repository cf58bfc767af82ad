// Payment parameters: the channels' merchant accounts.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { atRestKeyOf, isHttpUrl } from './stores';
