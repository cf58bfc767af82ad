// Stores of lib/areas/pos/screens.ts, one per declaration, in the same order.
// Tables: backend/db/migrations/060_pos.sql.
import { posAssignmentStore } from './assignments';
import { posTerminalStore } from './terminals';
import { posUserLotStore } from './user-lots';
import { posUserStore } from './users';
import { videoPileStore } from './video-piles';
import type { EntityStore } from '../../entities/types';

export const POS_STORES: readonly EntityStore[] = [posTerminalStore, posUserStore, posUserLotStore, posAssignmentStore, videoPileStore];
