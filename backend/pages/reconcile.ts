// The daily bill check page (lib/pages/reconcile.ts): the last days' statements per channel, and
// a statement file imported by the reconcile.import service (refused whole at its wrong line).
import { BILL_CHECK_DAYS, DAILY_BILL_CHECK } from '../../lib/pages/reconcile';
import { STATEMENT_UTC_OFFSET, statementDayOf as statementDay } from '../../lib/reconcile/formats';
import { actorOf } from '../domain/actor';
import { runService } from '../domain/service';
import { answeringStatementErrors } from '../reconcile/failures';
import { importStatement } from '../reconcile/import';
import { handler, implement } from './implement';

const DAY_MS = 86_400_000;

export const dailyBillCheckPage = implement(DAILY_BILL_CHECK, {
  days: handler(DAILY_BILL_CHECK.operations.days, async (context) => {
    const today = statementDay(context.now);
    const first = statementDay(context.now - BILL_CHECK_DAYS * DAY_MS);
    const batches = await context.db.query(
      `SELECT b.id, b.channel, to_char(b.day, 'YYYY-MM-DD') AS day, b.file_name AS "fileName", b.payments + b.refunds AS rows,
              b.matched, b.differences, b.pooled, b.cleared, b.imported_by AS "importedBy", b.imported_at AS "importedAt",
              (SELECT count(*)::int FROM reconcile_differences d WHERE d.batch_id = b.id AND d.state = 0) AS "openDifferences"
         FROM reconcile_batches b WHERE b.day >= $1::date AND b.day <= $2::date ORDER BY b.day DESC, b.channel`, [first, today]);
    return { today, offset: STATEMENT_UTC_OFFSET, batches };
  }),
  importStatement: handler(DAILY_BILL_CHECK.operations.importStatement, async (context, input) =>
    answeringStatementErrors(() => context.db.transaction((tx) => runService(tx, importStatement,
      { channel: input.channel, day: input.day, fileName: input.fileName, source: Buffer.from(input.content, 'base64') },
      actorOf(context, DAILY_BILL_CHECK.path), { at: context.now })))),
});
