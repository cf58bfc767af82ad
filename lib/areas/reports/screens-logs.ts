// The reports directory's records of people's work (issue 23): collectors' sign-ins, booth users'
// and cashiers' operations, phone calls.
import type { ScreenDecl } from '../../screens/types';

export const WORK_RECORD_SCREENS: readonly ScreenDecl[] = [];
