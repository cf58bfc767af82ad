// /ProblemRecord and /ProblemHandling, two views of `problems`. The record view reports problems
// (pending) and may change or delete them only while nobody has taken them on; the handling view
// moves them through lib/areas/field-ops/problem-machine.ts, one row action per transition, each step
// kept in problem_events. An assignee must be an enabled console user with access to the
// problem's lot.
import { isoAt } from '../../db';
import { z } from 'zod';
import { FORMAT_KEYS, isValidImageUrl } from '../../../lib/validation/formats';
import { PROBLEM_STATE, decideProblem, isEditableRecord, isProblemState, type ProblemAction } from '../../../lib/areas/field-ops/problem-machine';
import { requireCaller, type RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { fail, refuse } from '../../kernel/failures';
import { POS_KEYS } from '../pos';
import { checkRef, refId, formatted } from '../../kernel/refs';
import type { EntityStore, Values } from '../../entities/types';
import { LOT_EXISTS } from '../../kernel/lot-scope';

const PROBLEM_NO = `'P' || lpad(t.id::text, 6, '0')`;

async function addEvent(tx: Queryable, event: {
  problemId: number; now: number; action: string; from: number | null; to: number; actor: string; assigneeId?: number | null; note?: string | null;
}): Promise<void> {
  await tx.query(
    `INSERT INTO problem_events (problem_id, at, action, from_state, to_state, actor, assignee_id, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [event.problemId, isoAt(event.now), event.action, event.from, event.to, event.actor, event.assigneeId ?? null, event.note ?? null]);
}

export const problemRecordStore: EntityStore = {
  entity: 'problemRecord',
  table: 'problems',
  columns: { updatedAt: 'updated_at' },
  computed: { problemNo: PROBLEM_NO, lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, mode, context, id) {
    if (mode === 'update') {
      const [current] = await tx.query<{ state: number }>('SELECT state FROM problems WHERE id = $1', [id]);
      if (current && !isEditableRecord(current.state)) throw refuse(POS_KEYS.problemNotEditable);
    }
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const photoUrl = formatted(values, 'photoUrl', isValidImageUrl, FORMAT_KEYS.imageUrl);
    const out: Values = { ...values, lotId, photoUrl, updatedAt: isoAt(context.now) };
    if (mode === 'create') Object.assign(out, { reportedAt: isoAt(context.now), state: PROBLEM_STATE.pending });
    return out;
  },
  async afterWrite(tx, id, _values, mode, context) {
    if (mode !== 'create') return;
    await addEvent(tx, { problemId: id, now: context.now, action: 'report', from: null, to: PROBLEM_STATE.pending, actor: requireCaller(context).loginName });
  },
  async refuseDelete(tx, ids) {
    const handled = await tx.query('SELECT 1 FROM problems WHERE id = ANY($1::int[]) AND state <> $2 LIMIT 1', [ids, PROBLEM_STATE.pending]);
    return handled.length ? POS_KEYS.problemNotDeletable : null;
  },
};

// ---------------------------------------------------------------------------------------------
// Handling

const noteInput = z.object({ note: z.string().nullable().optional() }).passthrough();

/** The enabled console user `assigneeId` names, with access to every one of `lotIds`. */
async function checkAssignee(tx: Queryable, values: Values, lotIds: number[]): Promise<{ id: number; name: string }> {
  const id = refId(values, 'assigneeId');
  const [user] = await tx.query<{ id: number; name: string; is_super: boolean }>(
    `SELECT u.id, u.display_name AS name, coalesce(g.is_super, false) AS is_super FROM users u
     LEFT JOIN role_groups g ON g.id = u.role_group_id WHERE u.id = $1 AND NOT u.disabled`, [id]);
  if (!user) throw refuse(POS_KEYS.assigneeUnknown);
  if (user.is_super) return user;
  const reachable = await tx.query<{ lot_id: number }>(
    `SELECT DISTINCT gl.lot_id FROM permission_group_lots gl JOIN permission_group_users gu ON gu.group_id = gl.group_id
     WHERE gu.user_id = $1 AND gl.lot_id = ANY($2::int[])`, [id, lotIds]);
  if (reachable.length < new Set(lotIds).size) throw refuse(POS_KEYS.assigneeOutOfLot, { user: user.name });
  return user;
}

/**
 * Moves the problems `ids` by `action`: all of them or none (the first impossible transition
 * refuses the lot with the action's message).
 */
async function transition(tx: Queryable, ids: number[], action: ProblemAction, input: Values, context: RequestContext) {
  const parsed = noteInput.safeParse(input);
  if (!parsed.success) throw fail.invalid(['values']);
  const note = parsed.data.note?.trim() || null;
  const problems = await tx.query<{ id: number; state: number; lot_id: number }>(
    'SELECT id, state, lot_id FROM problems WHERE id = ANY($1::int[]) ORDER BY id', [ids]);
  const moves = problems.map((p) => {
    if (!isProblemState(p.state)) throw new Error(`problem ${p.id} in unknown state ${p.state}`);
    const decision = decideProblem(p.state, action);
    if (!decision.ok) throw refuse(decision.reason);
    return { id: p.id, from: p.state, to: decision.to };
  });
  const assignee = action === 'assign' ? await checkAssignee(tx, input, problems.map((p) => p.lot_id)) : null;
  const actor = requireCaller(context).loginName;
  const now = isoAt(context.now);
  for (const move of moves) {
    const sets = ['state = $2', 'handled_by = $3', 'handled_at = $4', 'handle_note = $5', 'updated_at = $4'];
    const params: unknown[] = [move.id, move.to, actor, now, note];
    if (assignee) { params.push(assignee.id); sets.push(`assignee_id = $${params.length}`); }
    if (action === 'resolve') sets.push('resolved_at = $4');
    if (action === 'close') sets.push('closed_at = $4');
    if (action === 'reopen') sets.push('resolved_at = NULL');
    await tx.query(`UPDATE problems SET ${sets.join(', ')} WHERE id = $1`, params);
    await addEvent(tx, { problemId: move.id, now: context.now, action, from: move.from, to: move.to, actor, assigneeId: assignee?.id, note });
  }
  return { moved: moves.length, state: moves[0]?.to ?? null };
}

export const problemHandlingStore: EntityStore = {
  entity: 'problemHandling',
  table: 'problems',
  computed: { problemNo: PROBLEM_NO, lotName: 'l.name', assigneeName: 'a.display_name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN users a ON a.id = t.assignee_id',
  lotColumn: 'lot_id',
  options: {
    assigneeId: `SELECT id AS value, display_name || ' (' || login_name || ')' AS label FROM users WHERE NOT disabled
      ORDER BY display_name, id`,
  },
  rowActions: {
    assign: (tx, ids, input, context) => transition(tx, ids, 'assign', input, context),
    start: (tx, ids, input, context) => transition(tx, ids, 'start', input, context),
    resolve: (tx, ids, input, context) => transition(tx, ids, 'resolve', input, context),
    close: (tx, ids, input, context) => transition(tx, ids, 'close', input, context),
    reopen: (tx, ids, input, context) => transition(tx, ids, 'reopen', input, context),
  },
};
