// Stores of lib/screens/declarations/pos.ts, one per declaration, in the same order.
import type { EntityStore } from './types';

export const POS_STORES: readonly EntityStore[] = [];
