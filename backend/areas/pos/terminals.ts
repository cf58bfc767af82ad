// /TerminalInformation over pos_terminals: handheld terminals owned by a lot. The IMEI must carry
// its check digit; a terminal a collector still holds stays in service and is not deleted, and a
// terminal with an assignment history is kept (retire it instead).
import { isoAt } from '../../db';
import { FORMAT_KEYS, isValidImei } from '../../../lib/validation/formats';
import { TERMINAL_STATUS } from '../../../lib/areas/pos/screens';
import { checkRef, formatted } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { POS_KEYS } from './common';
import { refuse } from '../../kernel/failures';
import { LOT_EXISTS } from '../../kernel/lot-scope';

/** The collector holding the terminal now (an assignment not taken back). */
const HOLDER = `(SELECT u.name FROM pos_assignments a JOIN pos_users u ON u.id = a.pos_user_id
  WHERE a.terminal_id = t.id AND a.returned_at IS NULL)`;

export const posTerminalStore: EntityStore = {
  entity: 'posTerminal',
  table: 'pos_terminals',
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name', holderName: HOLDER },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const imei = formatted(values, 'imei', isValidImei, FORMAT_KEYS.imei);
    if (mode === 'update' && values.status !== TERMINAL_STATUS.inService) {
      const [held] = await tx.query<{ name: string }>(
        `SELECT u.name FROM pos_assignments a JOIN pos_users u ON u.id = a.pos_user_id
         WHERE a.terminal_id = $1 AND a.returned_at IS NULL`, [id]);
      if (held) throw refuse(POS_KEYS.terminalHeld, { user: held.name });
    }
    return { ...values, lotId, imei, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    const used = await tx.query('SELECT 1 FROM pos_assignments WHERE terminal_id = ANY($1::int[]) LIMIT 1', [ids]);
    return used.length ? POS_KEYS.terminalHasAssignments : null;
  },
};
