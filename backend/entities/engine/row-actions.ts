// Row actions: the store's handler on the selected rows, in one transaction. A declared state
// rule (`when`) or approval is checked on the locked rows first, with the same message the grid
// and the BFF use (lib/screens/commands.ts); an idempotent action carries a key out once. A row
// service (a domain service per row) runs in row-services.ts.
import { z } from 'zod';
import { rowsRefusal } from '../../../lib/screens/commands';
import { perDeclaration } from '../../../lib/screens/per-declaration';
import { valuesSchema } from '../../../lib/screens/schema';
import type { RowActionDecl, ScreenDecl } from '../../../lib/screens/types';
import { auditMany } from '../../auth/audit';
import { claimKey, keepResult } from '../../kernel/idempotency';
import { AshxFailure, STATUS, fail, rowNotFound } from '../../kernel/failures';
import type { MessageKey } from '../../messages';
import { isRowService } from '../row-service';
import { auditBase, inWrite, readRecords, visibleIds, type Call } from './call';
import { idsSchema, parseOrInvalid, parseValues } from './datas';
import { isBlank } from '../../kernel/refs';
import { runRowService } from './row-services';

/**
 * The schema of a row action's input: its fields, as a form. A special dialog without fields
 * sends what it likes: the store's handler checks it.
 */
const rowActionSchema = perDeclaration((rowAction: RowActionDecl, decl: ScreenDecl): z.ZodType => {
  // Built once per declared row action (the screen it belongs to never changes).
  if (rowAction.fields?.length) return valuesSchema({ ...decl, fields: rowAction.fields }, 'create');
  return rowAction.dialog ? z.record(z.string(), z.unknown()) : z.object({}).strict();
});

export async function runRowAction(call: Call, rowAction: RowActionDecl) {
  const ids = parseOrInvalid(idsSchema, call.datas.ids);
  const input = parseValues(rowActionSchema(rowAction, call.decl), call.datas.values);
  const key = isBlank(call.datas.idempotencyKey) ? undefined : String(call.datas.idempotencyKey);
  if (rowAction.idempotent && key === undefined) throw fail.invalid(['idempotencyKey']);
  const handler = call.store.rowActions?.[rowAction.name];
  if (!handler) throw new AshxFailure(STATUS.notFound, 'unknownOperation');
  // Never audited: passwords and the store's hidden fields.
  const secret = new Set([...(rowAction.fields ?? []).filter((f) => f.type === 'password').map((f) => f.name), ...(call.store.hidden ?? [])]);
  const shown = Object.fromEntries(Object.entries(input).filter(([name]) => !secret.has(name)));
  if (isRowService(handler)) return runRowService(call, rowAction, handler, { ids, input, key, shown });
  const scopeKey = `${call.store.entity}.${rowAction.name}`;
  return inWrite(call, rowAction.name, async (tx, scope) => {
    if (key !== undefined) {
      const claim = await claimKey(tx, scopeKey, key, call.caller.loginName, { ids, input }, call.context.now);
      if (claim.replay) return claim.result;
    }
    if ((await visibleIds(tx, call, ids, scope)).length !== ids.length) throw rowNotFound();
    const before = await readRecords(tx, call, ids);
    const refused = rowsRefusal(rowAction, [...before.values()], call.caller.loginName);
    if (refused) throw new AshxFailure(STATUS.invalid, refused.refusal as MessageKey, {}, { ids: refused.ids });
    const result = await handler(tx, ids, input, call.context, { idempotencyKey: key });
    // A special dialog loads its data with { read: true }: nothing is written, nothing audited.
    if (input.read === true) return { affected: 0, result: result ?? null };
    const after = await readRecords(tx, call, ids);
    await auditMany(tx, auditBase(call, rowAction.name),
      ids.map((id) => ({ entityId: id, before: before.get(id) ?? null, after: after.get(id) ?? null, detail: { input: shown, ...(key ? { idempotencyKey: key } : {}) } })));
    const answer = { affected: ids.length, result: result ?? null };
    if (key !== undefined) await keepResult(tx, scopeKey, key, answer);
    return answer;
  });
}
