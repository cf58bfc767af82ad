// Why a statement file is refused: a message key of messages/<lang>/backend-reconcile.json and
// the file line that is wrong (0: the file as a whole). The whole file is refused.
export class StatementError extends Error {
  constructor(readonly key: string, readonly line: number, readonly params: Record<string, string | number> = {}) {
    super(`${key} at line ${line}`);
    this.name = 'StatementError';
  }
}
