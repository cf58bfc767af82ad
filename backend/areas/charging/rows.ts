// The charging tables' rows as the services use them (snake_case columns, timestamps in ms).
import { toMs, type Reader } from '../../db';
import type { StayState } from '../../../lib/parking/stay-machine';
import type { OrderState } from '../../../lib/parking/order-machine';

export interface StayRow {
  id: number; stay_no: string; lot_id: number; berth_id: number | null; plate: string; plate_color: string;
  vehicle_type: string; vehicle_class: string; special_class: string | null; state: StayState;
  entry_at: number; exit_at: number | null; rate_id: number | null; rate_version_id: number | null; paid_until: number | null;
  /** The card it entered on, its verdict then, and when an extra car took a freed space (lane-cards.ts). */
  card_id: number | null; card_reason: string | null; card_space_at: number | null;
}

export interface OrderRow {
  id: number; order_no: string; stay_id: number; lot_id: number; plate: string; state: OrderState;
  receivable: number; discount: number; waived: number; paid: number; due: number; priced_until: number;
}

const STAY_COLUMNS = `id, stay_no, lot_id, berth_id, plate, plate_color, vehicle_type, vehicle_class, special_class, state,
  entry_at, exit_at, rate_id, rate_version_id, paid_until, card_id, card_reason, card_space_at`;

function stayOf(row: Record<string, unknown>): StayRow {
  return { ...(row as unknown as StayRow), entry_at: toMs(row.entry_at)!, exit_at: toMs(row.exit_at), paid_until: toMs(row.paid_until), card_space_at: toMs(row.card_space_at) };
}

/** A stay, locked for the rest of the transaction; null when there is none. */
export async function lockStay(tx: Reader, id: number): Promise<StayRow | null> {
  const [row] = await tx.query(`SELECT ${STAY_COLUMNS} FROM stays WHERE id = $1 FOR UPDATE`, [id]);
  return row ? stayOf(row) : null;
}

/** The open stays (in the lot, or paid and not out) of a plate in a lot, newest first, locked. */
export async function openStaysOfPlate(tx: Reader, lotId: number, plate: string): Promise<StayRow[]> {
  const rows = await tx.query(`SELECT ${STAY_COLUMNS} FROM stays WHERE lot_id = $1 AND plate = $2 AND state IN (0, 1)
    ORDER BY entry_at DESC, id DESC FOR UPDATE`, [lotId, plate]);
  return rows.map(stayOf);
}

/** The open stay on a berth, locked; null when the berth is free. */
export async function openStayOnBerth(tx: Reader, berthId: number): Promise<StayRow | null> {
  const [row] = await tx.query(`SELECT ${STAY_COLUMNS} FROM stays WHERE berth_id = $1 AND state IN (0, 1) FOR UPDATE`, [berthId]);
  return row ? stayOf(row) : null;
}

export async function orderOfStay(tx: Reader, stayId: number): Promise<OrderRow | null> {
  const [row] = await tx.query<Record<string, unknown>>(
    'SELECT id, order_no, stay_id, lot_id, plate, state, receivable, discount, waived, paid, due, priced_until FROM orders WHERE stay_id = $1 FOR UPDATE', [stayId]);
  return row ? { ...(row as unknown as OrderRow), priced_until: toMs(row.priced_until)! } : null;
}
