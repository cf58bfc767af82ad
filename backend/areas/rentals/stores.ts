// The stores of the rental screens (lib/areas/rentals/screens.ts).
import type { EntityStore } from '../../entities/types';
import { packageNameStore } from './package-names';
import { packageStore } from './packages';

export const RENTAL_STORES: readonly EntityStore[] = [packageNameStore, packageStore];
