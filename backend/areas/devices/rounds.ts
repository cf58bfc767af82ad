/**
 * A round of the backend's own device work, run by a timer and on demand (tests): a call while a
 * round runs shares it, so rounds never overlap. Resolves with the number of devices it took.
 */
export function serialRounds(round: () => Promise<number>): () => Promise<number> {
  let busy: Promise<number> | null = null;
  return () => (busy ??= round().finally(() => { busy = null; }));
}
