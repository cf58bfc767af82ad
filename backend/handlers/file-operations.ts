// CatcCom 'fileOperation.record': the console's server side records each export and import it
// streamed (spec 8 messages: 'Export completed', 'Import failed', ...). The row belongs to the
// caller, who must hold the page's own export or import button (as the export or import itself
// needed): a user who may only read a page cannot write its log. The /FileOperationLog screen
// lists the table file_operations.
import { z } from 'zod';
import type { ScreenDecl } from '../../lib/screens/types';
import { operation, requireCaller } from '../context';
import { isoAt } from '../db';
import { fail } from '../kernel/failures';
import { integer, optionalText, requiredText } from '../../lib/pages/inputs';

export const FILE_OPERATION_ACTIONS = ['import', 'export'] as const;
export const FILE_OPERATION_RESULTS = ['ok', 'failed'] as const;

/** The operation over these declared screens (their export and import buttons). */
export const recordFileOperation = (screens: readonly ScreenDecl[]) => operation({
  access: {
    fromRequest(payload) {
      const page = typeof payload.page === 'string' ? payload.page.trim() : '';
      if (!page.startsWith('/')) throw fail.invalid(['page']);
      const action = FILE_OPERATION_ACTIONS.find((a) => a === payload.action);
      const button = action && screens.find((s) => s.path === page)?.buttons[action];
      return button ? { page, button } : { refused: 'no export or import on this page', page };
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
