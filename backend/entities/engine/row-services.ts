// Row services (../row-service.ts): the declared domain service once per selected row, in the
// press's one transaction (all or nothing, as every row action), the rows in id order (locks taken
// in one order by every press). Each row claims its own idempotency key (the press's key, with the
// row id when several rows share the press) before anything is checked, so a retried press answers
// what the first answered even where the rows' states or visibility have changed since. Each row
// is audited once: by the service when it changes the row itself (under its name, with the key),
// else by the engine under the service's name, as the screen shows the row.
import { rowsRefusal } from '../../../lib/screens/commands';
import type { RowActionDecl } from '../../../lib/screens/types';
import { audit } from '../../auth/audit';
import type { Row } from '../../db';
import { claimKey, keepResult, keyForRow, type Claim } from '../../kernel/idempotency';
import { serviceInput } from '../../kernel/service';
import { actorOf } from '../../kernel/actor';
import { Work } from '../../kernel/work';
import { AshxFailure, STATUS, fail, rowNotFound } from '../../kernel/failures';
import type { MessageKey } from '../../messages';
import type { RowService } from '../row-service';
import type { Values } from '../types';
import { inWrite, readRecords, visibleIds, type Call } from './call';

/** A Work that notes which rows it audited, so the engine audits the others. */
class RowWork extends Work {
  readonly audited = new Set<string>();

  override record(entity: string, id: number, before: Row | null, after: Row | null): Promise<void> {
    this.audited.add(`${entity}:${id}`);
    return super.record(entity, id, before, after);
  }
}

export interface Press {
  ids: number[];
  input: Values;
  /** The press's idempotency key, when it carries one. */
  key?: string;
  /** The input as the audit shows it (no passwords, no hidden fields). */
  shown: Values;
}

export async function runRowService(call: Call, rowAction: RowActionDecl, declared: RowService, press: Press) {
  const { context, caller } = call;
  const service = typeof declared.service === 'function' ? declared.service(context) : declared.service;
  const { ids, input, key } = press;
  if (service.idempotent && key === undefined) throw fail.invalid(['idempotencyKey']);
  const actor = actorOf(context, call.page);
  const auditEntity = call.store.auditEntity ?? call.store.entity;
  const sorted = [...ids].sort((a, b) => a - b);
  const keyOf = (id: number) => (key === undefined ? undefined : keyForRow(key, id, ids));
  return inWrite(call, rowAction.name, async (tx, scope) => {
    const claims = new Map<number, Claim>();
    for (const id of sorted) {
      const rowKey = keyOf(id);
      if (rowKey !== undefined) claims.set(id, await claimKey(tx, service.name, rowKey, actor.name, { id, input }, context.now));
    }
    const fresh = sorted.filter((id) => !claims.get(id)?.replay);
    const results = new Map<number, unknown>();
    if (fresh.length) {
      if ((await visibleIds(tx, call, fresh, scope)).length !== fresh.length) throw rowNotFound();
      const before = await readRecords(tx, call, fresh);
      const refused = rowsRefusal(rowAction, [...before.values()], caller.loginName);
      if (refused) throw new AshxFailure(STATUS.invalid, refused.refusal as MessageKey, {}, { ids: refused.ids });
      for (const id of fresh) {
        const rowKey = keyOf(id);
        const detail = rowKey === undefined ? {} : { idempotencyKey: rowKey };
        const work = new RowWork(tx, actor, context.now, service.name, detail);
        const result = await service.run(work, serviceInput(service, await declared.inputOf({ id, input, context, tx })));
        if (!work.audited.has(`${auditEntity}:${id}`)) {
          const after = await readRecords(tx, call, [id]);
          await audit(tx, {
            at: context.now, actor: actor.name, address: actor.address, page: actor.page, action: service.name, entity: auditEntity, entityId: id,
            before: before.get(id) ?? null, after: after.get(id) ?? null, detail: { input: press.shown, ...detail },
          });
        }
        if (rowKey !== undefined) await keepResult(tx, service.name, rowKey, result);
        results.set(id, result ?? null);
      }
    }
    const all = sorted.map((id) => {
      const claim = claims.get(id);
      return claim?.replay ? claim.result : results.get(id);
    });
    return { affected: ids.length, result: (declared.answer ? declared.answer(all) : all) ?? null };
  });
}
