// The daily bill check (对账): the statements of the last days per channel, the import of a day's
// statement file, its day and channel chosen by the person, or its download from the channel; the
// abnormal bill upload. Both take the file streamed through the console, of any size up to the
// statements' bound (docs/reconciliation.md).
import { z } from 'zod';
import { MAX_STATEMENT_BYTES, STATEMENT_CHANNELS } from './statements/formats';
import { instant } from '../../pages/outputs';
import type { PageDecl } from '../../pages/types';

/** A statement imported (backend/areas/reconcile/import.ts ImportResult); `repeated`: the same file before, nothing changed. */
const IMPORTED = z.object({
  batchId: z.number(), repeated: z.boolean(), rows: z.number(), matched: z.number(), differences: z.number(), pooled: z.number(), cleared: z.number(),
});

/** A statement on record (reconcile_batches), as both pages list them. */
const BATCH = z.object({
  id: z.number(), channel: z.enum(STATEMENT_CHANNELS), day: z.string(), fileName: z.string(), rows: z.number(), matched: z.number(),
  differences: z.number(), pooled: z.number(), cleared: z.number(), importedBy: z.string(), importedAt: instant(),
});

/** What a statement upload names: the channel, the statement's day, the file's name (the file is the body). */
const statementInput = z.object({
  channel: z.enum(STATEMENT_CHANNELS),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  fileName: z.string().trim().min(1).max(200),
});

export const DAILY_BILL_CHECK = {
  key: 'dailyBillCheck', path: '/DailyBillCheck', directory: 'operation', menuId: 1143, messages: 'dailyBillCheck', icon: 'FactCheck',
  buttons: ['import', 'download'],
  operations: {
    days: {
      input: z.object({}),
      // The statement day of today, the statements' UTC offset, and the statements of the last days.
      output: z.object({ today: z.string(), offset: z.string(), batches: z.array(BATCH.extend({ openDifferences: z.number() })) }),
    },
    // The file streamed through the console (lib/bff/upload-route.ts), as on /AbnormalBillUpload.
    importStatement: { button: 'import', input: statementInput, output: IMPORTED, upload: { maxBytes: MAX_STATEMENT_BYTES } },
    // The file downloaded by the backend from the channel's API, then imported the same way.
    downloadStatement: { button: 'download', input: statementInput.pick({ channel: true, day: true }), output: IMPORTED },
  },
} as const satisfies PageDecl;


/**
 * The spec's unnamed "abnormal bill upload" page (docs/reconciliation.md): a channel's statement
 * file uploaded through the console when it did not arrive otherwise, of any size up to the
 * statements' bound, streamed (lib/bff/upload-route.ts) to the same reconcile.import service.
 */
export const ABNORMAL_BILL_UPLOAD = {
  key: 'abnormalBillUpload', path: '/AbnormalBillUpload', directory: 'operation', menuId: 1146, messages: 'abnormalBillUpload', icon: 'UploadFile',
  buttons: ['upload'],
  operations: {
    recent: { input: z.object({}), output: z.object({ uploads: z.array(BATCH) }) },
    uploadStatement: { button: 'upload', input: statementInput, output: IMPORTED, upload: { maxBytes: MAX_STATEMENT_BYTES } },
  },
} as const satisfies PageDecl;

export const RECONCILE_PAGES = [DAILY_BILL_CHECK, ABNORMAL_BILL_UPLOAD] as const;
