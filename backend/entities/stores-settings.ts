// Stores of the settings and system-parameter screens.
import type { EntityStore } from './types';

export const SETTINGS_STORES: readonly EntityStore[] = [];
