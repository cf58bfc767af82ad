// The daily bill check page (lib/areas/reconcile/pages.ts): the last days' statements per channel, and
// a statement file streamed through the console or downloaded from the channel's API, imported by
// the reconcile.import service (refused whole at its wrong line). The abnormal bill upload page:
// the same import, and the latest ones.
import { ABNORMAL_BILL_UPLOAD, DAILY_BILL_CHECK } from '../../../lib/areas/reconcile/pages';
import { BILL_CHECK_DAYS, RECENT_UPLOADS } from '../../../lib/areas/reconcile/statements/pages';
import { StatementError } from '../../../lib/areas/reconcile/statements/errors';
import { MAX_STATEMENT_BYTES, STATEMENT_UTC_OFFSET, statementDayOf as statementDay, type StatementChannel } from '../../../lib/areas/reconcile/statements/formats';
import type { RequestContext } from '../../context';
import { isoAt, toMs } from '../../db';
import { actorOf } from '../../kernel/actor';
import { runService } from '../../kernel/service';
import { answeringStatementErrors } from './failures';
import { importStatement } from './import';
import { SpoolTooLarge, withSpooledUpload } from './spool';
import { AshxFailure, STATUS, refuse } from '../../kernel/failures';
import { ChannelAnswerTooLarge, ChannelRefused, ChannelUnreachable } from '../../channels/adapter';
import { adapterOf, isComplete, statementAccount } from '../../channels/accounts';
import { atRestKeyOf } from '../pay-params';
import { handler, implement } from '../../pages/implement';

const DAY_MS = 86_400_000;

/** A statement on record as the database gives it. */
interface Batch {
  id: number; channel: StatementChannel; day: string; fileName: string; rows: number; matched: number; differences: number; pooled: number; cleared: number;
  importedBy: string; importedAt: unknown;
}

/** The import's moment as every page writes one (ISO 8601, UTC). */
const withInstant = <B extends Batch>(batch: B) => ({ ...batch, importedAt: isoAt(toMs(batch.importedAt)!) });

/**
 * A statement file streamed in (context.upload): spooled to a private temporary file as it arrives,
 * then imported from there by reconcile.import in one transaction (refused whole at its line).
 */
async function importUploaded(context: RequestContext, input: { channel: StatementChannel; day: string; fileName: string }, page: string) {
  const upload = context.upload;
  if (!upload) throw new AshxFailure(STATUS.invalid, 'invalidRequest', {}, { fields: ['upload'] });
  return answeringStatementErrors(async () => {
    try {
      return await withSpooledUpload(upload, MAX_STATEMENT_BYTES, (file) => context.db.transaction((tx) => runService(tx, importStatement,
        { channel: input.channel, day: input.day, fileName: input.fileName, source: { path: file.path } },
        actorOf(context, page), { at: context.now })));
    } catch (error) {
      if (error instanceof SpoolTooLarge) throw new StatementError('statementTooLarge', 0, { max: error.maxBytes / 1024 / 1024 });
      throw error;
    }
  });
}

/**
 * The day's statement downloaded from the channel (through the merchant account whose statement
 * it is) and imported exactly as an uploaded file: the same service, bounds and refusals.
 */
async function importDownloaded(context: RequestContext, input: { channel: StatementChannel; day: string }) {
  const account = await statementAccount(context.db, atRestKeyOf(context), input.channel);
  if (!account || !isComplete(account)) throw refuse('statementNoAccount');
  return answeringStatementErrors(async () => {
    let statement;
    try {
      statement = await adapterOf(account).downloadStatement(input.day);
    } catch (error) {
      if (error instanceof ChannelAnswerTooLarge) throw new StatementError('statementTooLarge', 0, { max: MAX_STATEMENT_BYTES / 1024 / 1024 });
      if (error instanceof ChannelRefused || error instanceof ChannelUnreachable) throw refuse('statementDownloadFailed', { reason: error.message.slice(0, 200) });
      throw error;
    }
    return context.db.transaction((tx) => runService(tx, importStatement,
      { channel: input.channel, day: input.day, fileName: statement.fileName, source: statement.file }, actorOf(context, DAILY_BILL_CHECK.path), { at: context.now }));
  });
}

export const dailyBillCheckPage = implement(DAILY_BILL_CHECK, {
  days: handler(DAILY_BILL_CHECK.operations.days, async (context) => {
    const today = statementDay(context.now);
    const first = statementDay(context.now - BILL_CHECK_DAYS * DAY_MS);
    const batches = await context.db.query<Batch & { openDifferences: number }>(
      `SELECT b.id, b.channel, to_char(b.day, 'YYYY-MM-DD') AS day, b.file_name AS "fileName", b.payments + b.refunds AS rows,
              b.matched, b.differences, b.pooled, b.cleared, b.imported_by AS "importedBy", b.imported_at AS "importedAt",
              (SELECT count(*)::int FROM reconcile_differences d WHERE d.batch_id = b.id AND d.state = 0) AS "openDifferences"
         FROM reconcile_batches b WHERE b.day >= $1::date AND b.day <= $2::date ORDER BY b.day DESC, b.channel`, [first, today]);
    return { today, offset: STATEMENT_UTC_OFFSET, batches: batches.map(withInstant) };
  }),
  importStatement: handler(DAILY_BILL_CHECK.operations.importStatement, (context, input) => importUploaded(context, input, DAILY_BILL_CHECK.path)),
  downloadStatement: handler(DAILY_BILL_CHECK.operations.downloadStatement, importDownloaded),
});


export const abnormalBillUploadPage = implement(ABNORMAL_BILL_UPLOAD, {
  /** The latest statements imported (from any page), newest first. */
  recent: handler(ABNORMAL_BILL_UPLOAD.operations.recent, async (context) => ({
    uploads: (await context.db.query<Batch>(
      `SELECT b.id, b.channel, to_char(b.day, 'YYYY-MM-DD') AS day, b.file_name AS "fileName", b.payments + b.refunds AS rows,
              b.matched, b.differences, b.pooled, b.cleared, b.imported_by AS "importedBy", b.imported_at AS "importedAt"
         FROM reconcile_batches b ORDER BY b.imported_at DESC, b.id DESC LIMIT ${RECENT_UPLOADS}`)).map(withInstant),
  })),
  uploadStatement: handler(ABNORMAL_BILL_UPLOAD.operations.uploadStatement, (context, input) => importUploaded(context, input, ABNORMAL_BILL_UPLOAD.path)),
});
