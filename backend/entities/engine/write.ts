// Writing one row at a time: create, update and delete, each in one transaction with the
// store's hooks, the caller's lots, uniqueness, and the audit trail.
import { valuesSchema } from '../../../lib/screens/schema';
import { audit, auditMany } from '../../auth/audit';
import { AshxFailure, STATUS, rowNotFound } from '../../kernel/failures';
import { CATALOGS, type MessageKey } from '../../messages';
import { Params, columnValues, tableColumns } from '../sql';
import { ident } from '../../kernel/sql';
import { auditBase, checkLot, checkUniqueFields, inWrite, insertRow, readRecords, visibleIds, type Call } from './call';
import { idSchema, idsSchema, parseOrInvalid, parseValues } from './datas';

export async function create(call: Call) {
  const values = parseValues(valuesSchema(call.decl, 'create'), call.datas.values);
  return inWrite(call, 'create', async (tx, scope) => {
    const { store, context } = call;
    checkLot(call, values, scope, 'create');
    await checkUniqueFields(tx, call, values);
    const stored = store.beforeWrite ? await store.beforeWrite(tx, values, 'create', context) : values;
    const id = await insertRow(tx, call, stored);
    await store.afterWrite?.(tx, id, stored, 'create', context);
    const row = (await readRecords(tx, call, [id])).get(id) ?? { id };
    await audit(tx, { ...auditBase(call, 'create'), entityId: id, before: null, after: row });
    return { row };
  });
}

export async function update(call: Call) {
  const id = parseOrInvalid(idSchema, call.datas.id);
  const values = parseValues(valuesSchema(call.decl, 'update'), call.datas.values);
  return inWrite(call, 'update', async (tx, scope) => {
    const { store, context } = call;
    if (!(await visibleIds(tx, call, [id], scope)).length) throw rowNotFound();
    checkLot(call, values, scope);
    await checkUniqueFields(tx, call, values, id);
    const before = (await readRecords(tx, call, [id])).get(id) ?? null;
    const stored = store.beforeWrite ? await store.beforeWrite(tx, values, 'update', context, id) : values;
    const columns = columnValues(store, stored, await tableColumns(context.db, tx, store.table), 'update');
    const names = Object.keys(columns);
    if (names.length) {
      const params = new Params();
      const sets = names.map((n) => `${ident(n)} = ${params.add(columns[n])}`).join(', ');
      await tx.query(`UPDATE ${ident(store.table)} SET ${sets} WHERE id = ${params.add(id)}`, params.values);
    }
    await store.afterWrite?.(tx, id, stored, 'update', context);
    const row = (await readRecords(tx, call, [id])).get(id) ?? { id };
    await audit(tx, { ...auditBase(call, 'update'), entityId: id, before, after: row });
    return { row };
  });
}

export async function remove(call: Call) {
  const ids = parseOrInvalid(idsSchema, call.datas.ids);
  return inWrite(call, 'delete', async (tx, scope) => {
    const { store, context } = call;
    if ((await visibleIds(tx, call, ids, scope)).length !== ids.length) throw rowNotFound();
    const refusal = await store.refuseDelete?.(tx, ids, context);
    if (refusal) throw new AshxFailure(STATUS.invalid, (Object.hasOwn(CATALOGS['zh-CN'], refusal) ? refusal : 'deleteRefused') as MessageKey);
    const before = await readRecords(tx, call, ids);
    await tx.query(`DELETE FROM ${ident(store.table)} WHERE id = ANY($1::bigint[])`, [ids]);
    await auditMany(tx, auditBase(call, 'delete'), ids.map((id) => ({ entityId: id, before: before.get(id) ?? null, after: null })));
    return { deleted: ids.length };
  });
}
