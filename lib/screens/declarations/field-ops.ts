// Field operations (on-street): surveillance cameras, inspection vehicles and their comparison
// records, problems and their handling, manual departures.
import type { ScreenDecl } from '../types';

export const FIELD_OPS_SCREENS: readonly ScreenDecl[] = [];
