// Staff, roles, menus and pages, permission groups, logs (issue: administration area).
import type { ScreenDecl } from '../types';

export const STAFF_SCREENS: readonly ScreenDecl[] = [];
