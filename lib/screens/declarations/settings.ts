// Settings and system parameters (issue: administration area).
import type { ScreenDecl } from '../types';

export const SETTINGS_SCREENS: readonly ScreenDecl[] = [];
