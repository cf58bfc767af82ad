// The idempotency key of each press of an idempotent operation (lib/pages/types.ts `idempotent`):
// new for each press, and the same again when the last press was not answered with success and
// this one sends the same input to the same operation (the user asking again what may have been
// carried out: the backend answers the first outcome instead of doing it twice). A changed input
// is a new press.
import { newRequestKey } from './keys';

export interface PressKeys {
  /** The key of a press sending `input` to `operation`. */
  keyFor(operation: string, input: unknown): string;
  /** The press with this key was answered with success: the next press is a new one. */
  answered(key: string): void;
}

export function pressKeys(newKey: () => string = newRequestKey): PressKeys {
  let unanswered: { key: string; sent: string } | null = null;
  return {
    keyFor(operation, input) {
      const sent = JSON.stringify([operation, input]);
      if (unanswered?.sent !== sent) unanswered = { key: newKey(), sent };
      return unanswered.key;
    },
    answered(key) {
      if (unanswered?.key === key) unanswered = null;
    },
  };
}
