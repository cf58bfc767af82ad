// CatcCom 'fileOperation.record': the console's server side records each export and import it
// streamed (spec 8 messages: 'Export completed', 'Import failed', ...). The row belongs to the
// caller; the page must be granted to them (any page for a super administrator). The
// /FileOperationLog screen lists the table file_operations.
import { z } from 'zod';
import { operation, requireCaller } from '../context';
import { isoAt } from '../db';
import { fail } from '../errors';
import { integer, optionalText, requiredText } from '../../lib/pages/inputs';

export const FILE_OPERATION_ACTIONS = ['import', 'export'] as const;
export const FILE_OPERATION_RESULTS = ['ok', 'failed'] as const;

export const recordFileOperation = operation({
  access: {
    fromRequest(payload) {
      const page = typeof payload.page === 'string' ? payload.page.trim() : '';
      if (!page.startsWith('/')) throw fail.invalid(['page']);
      return { page };
    },
  },
  input: z.object({
    page: requiredText(200),
    action: z.enum(FILE_OPERATION_ACTIONS),
    fileName: requiredText(255),
    rows: integer().pipe(z.number().int().min(0)),
    result: z.enum(FILE_OPERATION_RESULTS),
    detail: optionalText(1000),
  }),
  async run(context, input) {
    const caller = requireCaller(context);
    const [row] = await context.db.query<{ id: number }>(
      `INSERT INTO file_operations (at, actor, page, action, file_name, rows, result, detail)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [isoAt(context.now), caller.loginName, input.page, input.action, input.fileName, input.rows, input.result, input.detail],
    );
    return { id: Number(row.id) };
  },
});
