// A plate's card at a lot as the lane sees it (docs/rentals.md, "At the lane"): the confirmed card
// holding the plate at the lot (month_card_plates: a card holds its plates at its lot and at every
// lot of its package's lot group), its package's kind, grace, entry windows and short-balance
// policy, its period in operator time, and the card's cars holding its spaces now, at any of its
// lots (a group card's spaces are the group's). The rentals
// area owns these tables; the charging core reads them by SQL, as vehicle.ts reads the lists'
// (it imports nothing of the rentals area, which will use the charging core). What a stay keeps
// of the card (migration 250_stay_cards.sql): the card, the verdict at its entry, and when an extra
// car took a space one of the card's cars freed.
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import type { CardAtLane, ShortBalancePolicy } from '../../../lib/parking/cards/card-facts';
import { readDayWindows } from '../../../lib/parking/cards/day-windows';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { decideCardEntry, takesFreedSpace, type CardEntry } from '../../../lib/parking/cards/lane-decision';
import { pauseStartsAt, periodOfDates } from '../../../lib/parking/cards/card-state';
import { CARD_PASS_REASONS, LANE_REASONS, type CardAtEntry, type LaneReason } from '../../../lib/parking/lane-rules';
import { isoAt, toMs, type Reader } from '../../db';
import type { Work } from '../../kernel/work';
import { AUDIT } from './audit-entities';

/** SQL: a stay holds one of its card's spaces (entered free on it, or took a space freed since). */
const HOLDS_SPACE = `(s.card_reason IN (${CARD_PASS_REASONS.map((r) => `'${r}'`).join(', ')}) OR s.card_space_at IS NOT NULL)`;

interface CardRow {
  id: number; kind: CardKind; start_date: string; end_date: string; spaces: number; balance: string | number;
  grace_days: number; entry_windows: string | null; short_balance: ShortBalancePolicy | null; holding: number; paused_ms: string | number | null;
  refunded: boolean;
}

export interface PlateCard { id: number; card: CardAtLane }

/** The plate's confirmed card at the lot and what the lane knows of it at `at` (a stay being re-decided aside); null: none. */
export async function plateCard(db: Reader, lotId: number, plate: string, at: number, exceptStay: number | null = null): Promise<PlateCard | null> {
  if (!plate) return null;
  const [row] = await db.query<CardRow>(
    `SELECT c.id, n.kind, to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
            c.spaces, c.balance, p.grace_days, p.entry_windows, p.short_balance, extract(epoch FROM c.paused_at) * 1000 AS paused_ms,
            c.refunded_at IS NOT NULL AS refunded,
            (SELECT count(*)::int FROM stays s WHERE s.card_id = c.id AND s.state IN (0, 1)
               AND s.plate <> $2 AND s.entry_at <= $4 AND s.id IS DISTINCT FROM $5::bigint AND ${HOLDS_SPACE}) AS holding
     FROM month_card_plates mp
     JOIN month_cards c ON c.id = mp.card_id
     JOIN month_packages p ON p.id = c.package_id
     JOIN month_package_names n ON n.id = p.name_id
     WHERE mp.lot_id = $1 AND mp.plate = $2 AND c.review_state = $3`,
    [lotId, plate, ARCHIVE_STATE.confirmed, isoAt(at), exceptStay]);
  if (!row) return null;
  const period = periodOfDates(row.start_date, row.end_date);
  if (!period) return null;
  // The package's windows were read when it was written (packageWindowsInvalid); none or unreadable: any time.
  const windows = readDayWindows(row.entry_windows);
  const base = {
    // A refunded card ends the day of its refund, without grace (its days after were paid back).
    startAt: period.start, endAt: period.end, graceDays: row.refunded ? 0 : row.grace_days,
    // Paused from the midnight after the pause was asked (a visitor then: cardPaused).
    paused: row.paused_ms !== null && at >= pauseStartsAt(Number(row.paused_ms)),
    entryWindows: windows.ok ? windows.windows : [], spaces: row.spaces, carsHoldingSpaces: row.holding,
  };
  const card: CardAtLane = row.kind === 'storedValue'
    ? { ...base, kind: 'storedValue', balance: Number(row.balance), shortBalance: row.short_balance ?? 'visitor' }
    : { ...base, kind: row.kind };
  return { id: row.id, card };
}

/** The plate's confirmed card at the lot at `at` (the brief's name for plateCard without the card's id). */
export async function cardAtLane(db: Reader, lotId: number, plate: string, at: number): Promise<CardAtLane | null> {
  return (await plateCard(db, lotId, plate, at))?.card ?? null;
}

/** What a stay keeps of its card at entry (stays.card_id, card_reason); null: no card. */
export interface StayCard { id: number; free: boolean; reason: CardAtEntry['reason'] }

export interface CardAtEntrance {
  /** The card's decision (EntryFacts.card, and what the lane shows). */
  entry: CardEntry;
  /** For the stay; null: the plate has no card here. */
  stayCard: StayCard | null;
  card: CardAtLane | null;
}

/** The plate's card at an entrance at `at`, decided (lib/parking/cards/lane-decision.ts). */
export async function cardAtEntrance(db: Reader, lotId: number, plate: string, at: number, exceptStay: number | null = null): Promise<CardAtEntrance> {
  const found = await plateCard(db, lotId, plate, at, exceptStay);
  const entry = decideCardEntry(found?.card ?? null, at);
  const stayCard = found && entry.card ? { id: found.id, ...entry.card } : null;
  return { entry, stayCard, card: found?.card ?? null };
}

/** The card's verdict a stay entered on (stays.card_reason); null: none. */
export function enteredOnCard(stay: { card_reason: string | null }): CardAtEntry | null {
  const reason = stay.card_reason;
  if (reason === null || !(LANE_REASONS as readonly string[]).includes(reason)) return null;
  return (CARD_PASS_REASONS as readonly LaneReason[]).includes(reason as LaneReason)
    ? { free: true, reason: reason as (typeof CARD_PASS_REASONS)[number] }
    : { free: false, reason: reason as Exclude<CardAtEntry['reason'], (typeof CARD_PASS_REASONS)[number]> };
}

/** Whether a stay holds one of its card's spaces (entered free on the card, or took a freed one). */
export const holdsCardSpace = (stay: { card_id: number | null; card_reason: string | null; card_space_at: number | null }) =>
  stay.card_id !== null && (enteredOnCard(stay)?.free === true || stay.card_space_at !== null);

/**
 * One of the card's cars that held a space left at `at`: the space goes to the card's extra car
 * in the lot (let in as a visitor, cardSpacesTaken) that came in first (takesFreedSpace). Its stay
 * is priced as a visitor's up to `at` (visitorPricedUntil, in pricing.ts) and is free from then on.
 */
export async function giveFreedSpace(work: Work, left: { id: number; lot_id: number; card_id: number | null }, at: number): Promise<number | null> {
  if (left.card_id === null) return null;
  const extras = await work.query<{ id: number; entry_at: unknown }>(
    `SELECT s.id, s.entry_at FROM stays s WHERE s.card_id = $1 AND s.lot_id = $2 AND s.id <> $3 AND s.state IN (0, 1)
       AND s.card_reason = 'cardSpacesTaken' AND s.card_space_at IS NULL AND s.entry_at <= $4 FOR UPDATE`,
    [left.card_id, left.lot_id, left.id, isoAt(at)]);
  const first = takesFreedSpace(extras.map((s) => ({ id: Number(s.id), enteredAt: toMs(s.entry_at)! })));
  if (!first) return null;
  await work.update(AUDIT.stay, 'stays', first.id, { card_space_at: isoAt(at), updated_at: isoAt(work.at) });
  return first.id;
}
