// /VideoPileMange over video_piles and video_pile_berths: on-street poles whose camera watches a
// few berths. The berths are set by the row action setBerths as berth numbers of the pile's lot
// (and street, when the pile has one): at most VIDEO_PILE_MAX_BERTHS, each watched by one pile.
// A pile keeps its berths when it moves only if they still lie in its lot and street.
import { isoAt } from '../../db';
import { FORMAT_KEYS, isValidIp } from '../../../lib/validation/formats';
import { VIDEO_PILE_MAX_BERTHS } from '../../../lib/areas/pos/screens';
import type { Queryable } from '../../db';
import { checkRef, formatted } from '../../kernel/refs';
import type { EntityStore } from '../../entities/types';
import { POS_KEYS, streetOfLot } from './common';
import { refuse } from '../../kernel/failures';
import { LOT_EXISTS, enabledInCallerLots } from '../../kernel/lot-scope';

/** Berth numbers as typed: separated by commas (either width), enumeration commas or spaces. */
export function parseBerthNumbers(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  return [...new Set(text.split(/[\s,，、;；]+/).map((n) => n.trim()).filter(Boolean))];
}

/** Covered berths of `pileId` that would lie outside `lotId` / `streetId`. */
async function berthsOutside(tx: Queryable, pileId: number, lotId: number, streetId: number | null): Promise<string[]> {
  const rows = await tx.query<{ number: string }>(
    `SELECT b.number FROM video_pile_berths vb JOIN berths b ON b.id = vb.berth_id
     WHERE vb.pile_id = $1 AND (b.lot_id <> $2 OR ($3::int IS NOT NULL AND b.street_id IS DISTINCT FROM $3::int))
     ORDER BY b.number`, [pileId, lotId, streetId]);
  return rows.map((r) => r.number);
}

export const videoPileStore: EntityStore = {
  entity: 'videoPile',
  table: 'video_piles',
  columns: { updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    streetName: 's.name',
    berthNumbers: `(SELECT string_agg(b.number, ', ' ORDER BY b.number) FROM video_pile_berths vb JOIN berths b ON b.id = vb.berth_id
      WHERE vb.pile_id = t.id)`,
    berthCount: '(SELECT count(*)::int FROM video_pile_berths vb WHERE vb.pile_id = t.id)',
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN streets s ON s.id = t.street_id',
  lotColumn: 'lot_id',
  options: {
    streetId: enabledInCallerLots('streets'),
  },

  async beforeWrite(tx, values, mode, context, id) {
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const streetId = await streetOfLot(tx, values, 'streetId', lotId);
    const ip = formatted(values, 'ip', isValidIp, FORMAT_KEYS.ip, (v) => v.toLowerCase());
    if (mode === 'update') {
      const outside = await berthsOutside(tx, id!, lotId, streetId);
      if (outside.length) throw refuse(POS_KEYS.berthsOutside, { numbers: outside.join(', ') });
    }
    return { ...values, lotId, streetId, ip, updatedAt: isoAt(context.now) };
  },

  rowActions: {
    /**
     * { berthNumbers }: the berths each selected pile covers from now on (blank: none). Numbers
     * must name berths of the pile's lot (and street) that no other pile covers.
     */
    async setBerths(tx, ids, input) {
      const numbers = parseBerthNumbers(input.berthNumbers);
      if (numbers.length > VIDEO_PILE_MAX_BERTHS) throw refuse(POS_KEYS.tooManyBerths, { max: VIDEO_PILE_MAX_BERTHS });
      for (const pileId of ids) {
        const [pile] = await tx.query<{ lot_id: number; street_id: number | null }>('SELECT lot_id, street_id FROM video_piles WHERE id = $1', [pileId]);
        const berths = await tx.query<{ id: number; number: string }>(
          `SELECT id, number FROM berths WHERE lot_id = $1 AND number = ANY($2::text[])
           AND ($3::int IS NULL OR street_id = $3::int)`, [pile.lot_id, numbers, pile.street_id]);
        const found = new Set(berths.map((b) => b.number));
        const unknown = numbers.filter((n) => !found.has(n));
        if (unknown.length) throw refuse(POS_KEYS.berthsUnknown, { numbers: unknown.join(', ') });
        const taken = await tx.query<{ number: string }>(
          `SELECT b.number FROM video_pile_berths vb JOIN berths b ON b.id = vb.berth_id
           WHERE vb.berth_id = ANY($1::int[]) AND vb.pile_id <> $2 ORDER BY b.number`, [berths.map((b) => b.id), pileId]);
        if (taken.length) throw refuse(POS_KEYS.berthsTaken, { numbers: taken.map((b) => b.number).join(', ') });
        await tx.query('DELETE FROM video_pile_berths WHERE pile_id = $1', [pileId]);
        if (berths.length) {
          await tx.query('INSERT INTO video_pile_berths (pile_id, berth_id) SELECT $1, unnest($2::int[])', [pileId, berths.map((b) => b.id)]);
        }
      }
      return { berths: numbers.length };
    },
  },
};
