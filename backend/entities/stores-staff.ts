// Stores of the staff, role, menu, permission-group and log screens.
import type { EntityStore } from './types';

export const STAFF_STORES: readonly EntityStore[] = [];
