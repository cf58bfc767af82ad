// Where minimised dialogs sit (spec 2): at most 2, 30 px from the bottom in 70 px steps.
import { MAX_MINIMISED_DIALOGS, MINIMISED_BOTTOM_PX, MINIMISED_STEP_PX } from '../spec-constants';

export { MAX_MINIMISED_DIALOGS, MINIMISED_BOTTOM_PX, MINIMISED_STEP_PX };

/** Distance in px from the bottom of the window for the minimised dialog at this stack index (0 first). */
export function trayBottom(indexInStack: number): number {
  return MINIMISED_BOTTOM_PX + MINIMISED_STEP_PX * indexInStack;
}

/** Whether one more dialog may be minimised when `count` already are. */
export function canMinimise(count: number): boolean {
  return count < MAX_MINIMISED_DIALOGS;
}
