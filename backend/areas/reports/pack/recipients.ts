// The pack's recipient lists (migration 355), read and written from /OneClickReport. A user sees
// and changes the lists whose lots are all his (a super administrator every list); a list with no
// lots covers every lot, so only a super administrator may keep one. Each write is audited.
import type { z } from 'zod';
import type { ONE_CLICK_REPORT } from '../../../../lib/areas/reports/pages-pack';
import { dayOfDate } from '../../../../lib/parking/cards/operator-days';
import type { Language } from '../../../../lib/spec-constants';
import { refusalMessageKey } from '../../../../lib/reports/refusals';
import { audit } from '../../../auth/audit';
import { isoAt, type Queryable } from '../../../db';
import type { LotScope } from '../../../entities/scope';
import { refuse, rowNotFound } from '../../../kernel/failures';

export type RecipientList = z.infer<typeof ONE_CLICK_REPORT.operations.saveRecipients.output>;
type SaveInput = z.output<typeof ONE_CLICK_REPORT.operations.saveRecipients.input>;

const ENTITY = 'packRecipientList';

interface Row { id: number; name: string; emails: string[]; lot_ids: number[]; language: Language; enabled: boolean; send_hour: number; last_pack_day: string | null }

export const COLUMNS = `id, name, emails, lot_ids, language, enabled, send_hour, to_char(last_pack_day, 'YYYY-MM-DD') AS last_pack_day`;

export const listOf = (row: Row): RecipientList => ({
  id: Number(row.id), name: row.name, emails: row.emails, lotIds: row.lot_ids.map(Number), language: row.language,
  enabled: row.enabled, sendHour: Number(row.send_hour), lastPackDay: row.last_pack_day,
});

/** The day number of a list's last pack, for the schedule's rule. */
export const lastPackDayOf = (list: RecipientList) => (list.lastPackDay === null ? null : dayOfDate(list.lastPackDay));

const visible = (scope: LotScope, lotIds: readonly number[]) => scope === 'all' || (lotIds.length > 0 && lotIds.every((id) => scope.includes(id)));

export async function recipientLists(db: Queryable, scope: LotScope): Promise<RecipientList[]> {
  const rows = await db.query<Row>(`SELECT ${COLUMNS} FROM pack_recipient_lists ORDER BY name, id`);
  return rows.map(listOf).filter((list) => visible(scope, list.lotIds));
}

async function visibleList(tx: Queryable, scope: LotScope, id: number): Promise<RecipientList> {
  const [row] = await tx.query<Row>(`SELECT ${COLUMNS} FROM pack_recipient_lists WHERE id = $1 FOR UPDATE`, [id]);
  if (!row || !visible(scope, listOf(row).lotIds)) throw rowNotFound();
  return listOf(row);
}

/** The lots checked: each the caller's and existing; none only for who sees every lot. */
async function checkedLots(tx: Queryable, scope: LotScope, lotIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(lotIds)].sort((a, b) => a - b);
  if (unique.length === 0 && scope !== 'all') throw refuse(refusalMessageKey('unknownLot'));
  const found = await tx.query<{ id: number }>('SELECT id FROM parking_lots WHERE id = ANY($1::int[])', [unique]);
  if (found.length !== unique.length || !visible(scope, unique)) throw refuse(refusalMessageKey('unknownLot'));
  return unique;
}

export interface Writer { actor: string; address: string | null; at: number }

export async function saveRecipientList(tx: Queryable, scope: LotScope, input: SaveInput, by: Writer): Promise<RecipientList> {
  const lotIds = await checkedLots(tx, scope, input.lotIds);
  const emails = [...new Set(input.emails.map((e) => e.toLowerCase()))];
  const values = [input.name, emails, lotIds, input.language, input.enabled, input.sendHour, isoAt(by.at)];
  const before = input.id ? await visibleList(tx, scope, input.id) : null;
  const [row] = before
    ? await tx.query<Row>(`UPDATE pack_recipient_lists SET name = $1, emails = $2, lot_ids = $3, language = $4, enabled = $5, send_hour = $6,
         updated_at = $7 WHERE id = $8 RETURNING ${COLUMNS}`, [...values, before.id])
    : await tx.query<Row>(`INSERT INTO pack_recipient_lists (name, emails, lot_ids, language, enabled, send_hour, updated_at, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`, [...values, by.actor]);
  const after = listOf(row);
  await audit(tx, { at: by.at, actor: by.actor, address: by.address, action: `${ENTITY}.${before ? 'update' : 'create'}`, page: '/OneClickReport',
    entity: ENTITY, entityId: after.id, before, after });
  return after;
}

export async function deleteRecipientList(tx: Queryable, scope: LotScope, id: number, by: Writer): Promise<{ id: number }> {
  const before = await visibleList(tx, scope, id);
  await tx.query('DELETE FROM pack_recipient_lists WHERE id = $1', [id]);
  await audit(tx, { at: by.at, actor: by.actor, address: by.address, action: `${ENTITY}.delete`, page: '/OneClickReport', entity: ENTITY, entityId: id, before, after: null });
  return { id };
}
