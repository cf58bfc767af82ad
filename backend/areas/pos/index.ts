// POS: terminals, collectors, their lots and assignments, video piles.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { POS_KEYS, streetOfLot } from './common';
