// /ParkingInformation over parking_lots (002, extended by 030_estate.sql). Scoped by its own id:
// a user sees the lots of their permission groups. Used and free spaces are the lot's occupancy
// (estate/occupancy.ts: vehicles in, and the capacity they leave free).
import { isoAt } from '../../db';
import type { EntityStore } from '../../entities/types';
import { placeFigure } from './occupancy';

export const parkingLotStore: EntityStore = {
  entity: 'parkingLot',
  table: 'parking_lots',
  columns: { updatedAt: 'updated_at' },
  computed: {
    usedSpaces: placeFigure('lot', 't.id', 'vehicles_in'),
    freeSpaces: placeFigure('lot', 't.id', 'free'),
  },
  lotColumn: 'id',
  async beforeWrite(_tx, values, _mode, context) {
    return { ...values, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    // A lot with berths, areas, streets, devices or anything else of its own keeps them: delete
    // those first. Every table whose foreign key to the lot would stop the delete is asked (the
    // device tables hold RESTRICT keys, whose violation the engine cannot name).
    const keys = await tx.query<{ tbl: string; col: string }>(
      `SELECT c.conrelid::regclass::text AS tbl, a.attname AS col
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
       WHERE c.contype = 'f' AND c.confrelid = 'parking_lots'::regclass AND c.confdeltype IN ('a', 'r')
         AND array_length(c.conkey, 1) = 1
       ORDER BY 1, 2`);
    if (!keys.length) return null;
    const used = await tx.query(
      keys.map((k) => `SELECT 1 FROM ${quoted(k.tbl)} WHERE ${quoted(k.col)} = ANY($1::int[])`).join(' UNION ALL ') + ' LIMIT 1', [ids]);
    return used.length ? 'deleteRefused' : null;
  },
};

/** A catalog name as an identifier (schema-qualified names keep their dot). */
const quoted = (name: string) => name.split('.').map((part) => `"${part.replace(/^"|"$/g, '').replace(/"/g, '""')}"`).join('.');
