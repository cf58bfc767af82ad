// A refused statement as the backend answers it: 400 with the message of its key, the line in it.
import { StatementError } from '../../../lib/areas/reconcile/statements/errors';
import { AshxFailure, STATUS } from '../../kernel/failures';
import type { MessageKey } from '../../messages';

/** Runs `fn`; a StatementError becomes the failure the console shows (with `line`). */
export async function answeringStatementErrors<R>(fn: () => Promise<R>): Promise<R> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof StatementError) {
      throw new AshxFailure(STATUS.invalid, error.key as MessageKey, { line: error.line, ...error.params }, { line: error.line });
    }
    throw error;
  }
}
