// Terminals, POS devices, the lots and users of the POS app, video piles.
import type { ScreenDecl } from '../types';

export const POS_SCREENS: readonly ScreenDecl[] = [];
