// Monthly rental and property (spec 2's group "Monthly rental and property"; docs/rentals.md):
// the recurring customers' list screens. Tables: backend/db/migrations/24x_*.sql; stores:
// backend/areas/rentals/stores.ts.
import type { ScreenDecl } from '../../screens/types';

export const RENTAL_SCREENS: readonly ScreenDecl[] = [];
