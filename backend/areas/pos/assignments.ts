// /PosManage over pos_assignments: a terminal handed to a collector for work in a lot, until it
// is taken back (row action takeBack). The terminal must be in service and free, the collector
// enabled, the lot the collector's own or one of their /PosParkList lots; terminal and collector
// must be the caller's. A taken-back assignment is history: it is not edited.
import { isoAt } from '../../db';
import { TERMINAL_STATUS } from '../../../lib/areas/pos/screens';
import { checkRef } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { POS_KEYS, refInScope } from './common';
import { refuse } from '../../kernel/failures';
import { LOT_EXISTS, inCallerLots } from '../../kernel/lot-scope';

export const posAssignmentStore: EntityStore = {
  entity: 'posAssignment',
  table: 'pos_assignments',
  columns: { updatedAt: 'updated_at' },
  computed: {
    terminalSerial: 'pt.serial',
    posUserName: `u.name || ' (' || u.login_name || ')'`,
    lotName: 'l.name',
    status: 'CASE WHEN t.returned_at IS NULL THEN 1 ELSE 0 END',
  },
  joins: `LEFT JOIN pos_terminals pt ON pt.id = t.terminal_id LEFT JOIN pos_users u ON u.id = t.pos_user_id
    LEFT JOIN parking_lots l ON l.id = t.lot_id`,
  lotColumn: 'lot_id',
  options: {
    terminalId: `SELECT p.id AS value, p.serial AS label FROM pos_terminals p
      WHERE p.status = ${TERMINAL_STATUS.inService} AND ${inCallerLots('p.lot_id')} ORDER BY p.serial, p.id`,
    posUserId: `SELECT p.id AS value, p.name || ' (' || p.login_name || ')' AS label FROM pos_users p
      WHERE p.status = 1 AND ${inCallerLots('p.lot_id')} ORDER BY p.name, p.id`,
  },

  async beforeWrite(tx, values, mode, context, id) {
    if (mode === 'update') {
      const [current] = await tx.query<{ returned_at: unknown }>('SELECT returned_at FROM pos_assignments WHERE id = $1', [id]);
      if (current?.returned_at) throw refuse(POS_KEYS.assignmentReturned);
    }
    const terminal = await refInScope<{ serial: string; status: number }>(tx, context, values, 'terminalId', 'pos_terminals', 'serial, status');
    if (terminal.status !== TERMINAL_STATUS.inService) throw refuse(POS_KEYS.terminalNotInService, { serial: terminal.serial });
    const [holder] = await tx.query<{ name: string }>(
      `SELECT u.name FROM pos_assignments a JOIN pos_users u ON u.id = a.pos_user_id
       WHERE a.terminal_id = $1 AND a.returned_at IS NULL AND a.id <> $2`, [terminal.id, id ?? 0]);
    if (holder) throw refuse(POS_KEYS.terminalAssigned, { serial: terminal.serial, user: holder.name });

    const user = await refInScope<{ name: string; status: number }>(tx, context, values, 'posUserId', 'pos_users', 'name, status');
    if (user.status !== 1) throw refuse(POS_KEYS.userDisabled, { user: user.name });
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    if (lotId !== user.lot_id) {
      const allowed = await tx.query('SELECT 1 FROM pos_user_lots WHERE pos_user_id = $1 AND lot_id = $2 AND status = 1 LIMIT 1', [user.id, lotId]);
      if (!allowed.length) throw refuse(POS_KEYS.lotNotAllowed, { user: user.name });
    }
    const stamp = isoAt(context.now);
    return { ...values, terminalId: terminal.id, posUserId: user.id, lotId, ...(mode === 'create' ? { assignedAt: stamp } : {}), updatedAt: stamp };
  },

  rowActions: {
    /** Takes the terminals back from their collectors (already returned ones stay as they were). */
    async takeBack(tx, ids, _input, context) {
      const rows = await tx.query(
        'UPDATE pos_assignments SET returned_at = $2, updated_at = $2 WHERE id = ANY($1::int[]) AND returned_at IS NULL RETURNING id',
        [ids, isoAt(context.now)]);
      return { returned: rows.length };
    },
  },
};
