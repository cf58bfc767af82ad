// A part of a transaction that may fail alone: a device's report is stored even when what it asks
// of the charging (a payment, a lane decision) is refused. The part's changes are undone, the
// transaction goes on, and the caller gets the error.
import type { Queryable } from './index';

export async function inSavepoint<R>(tx: Queryable, fn: () => Promise<R>): Promise<{ ok: true; value: R } | { ok: false; error: unknown }> {
  await tx.query('SAVEPOINT part');
  try {
    const value = await fn();
    await tx.query('RELEASE SAVEPOINT part');
    return { ok: true, value };
  } catch (error) {
    await tx.query('ROLLBACK TO SAVEPOINT part');
    return { ok: false, error };
  }
}
