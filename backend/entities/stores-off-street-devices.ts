// Stores of lib/screens/declarations/off-street-devices.ts, one per declaration, in the same order.
import type { EntityStore } from './types';

export const OFF_STREET_DEVICE_STORES: readonly EntityStore[] = [];
