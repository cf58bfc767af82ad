// Stores of lib/screens/declarations/pos.ts, one per declaration, in the same order.
// Tables: backend/db/migrations/060_pos.sql.
import { posAssignmentStore } from './pos/assignments';
import { posTerminalStore } from './pos/terminals';
import { posUserLotStore } from './pos/user-lots';
import { posUserStore } from './pos/users';
import { videoPileStore } from './pos/video-piles';
import type { EntityStore } from './types';

export const POS_STORES: readonly EntityStore[] = [posTerminalStore, posUserStore, posUserLotStore, posAssignmentStore, videoPileStore];
