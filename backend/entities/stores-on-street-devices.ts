// Stores of lib/screens/declarations/on-street-devices.ts, one per declaration, in the same order.
import type { EntityStore } from './types';

export const ON_STREET_DEVICE_STORES: readonly EntityStore[] = [];
