// The stores of the rental screens (lib/areas/rentals/screens.ts).
import type { EntityStore } from '../../entities/types';

export const RENTAL_STORES: readonly EntityStore[] = [];
