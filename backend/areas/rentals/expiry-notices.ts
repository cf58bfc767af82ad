// Expiry notices (docs/rentals.md, "The operation board and the lookup"): a card's customer told by
// SMS that it ends, `notice_days` days before its last day (the package's setting), with the
// package's SMS template (month_packages.notice_template_id; none: not told). Queued in the
// reminders' queue (arrears_reminders, a row naming the card and the end it was told about:
// 266_card_expiry_notices.sql) and delivered by its sender (backend/areas/charging/arrears/sms-sender.ts),
// never inside a transaction. Once per card and period: the unique index keeps it, and each card is
// queued in a transaction of its own that locks it and looks again, so two runs never tell it twice.
// Run by the backend's leader with the other periodic jobs (backend/server.ts).
import { noticeDue, renderNotice, type BoardCard } from '../../../lib/areas/rentals/operation-board';
import { ARCHIVE_STATE, type ArchiveState } from '../../../lib/parking/archive-machine';
import { dateOfDay, dayOf, dayOfDate } from '../../../lib/parking/cards/operator-days';
import { isoAt, toMs, type Db, type Queryable } from '../../db';
import { Work } from '../../kernel/work';

/** How often the leader looks for cards to tell. */
export const EXPIRY_NOTICE_INTERVAL_MS = 10 * 60_000;
/** The most notice days a package may set (242_month_packages.sql). */
const MOST_NOTICE_DAYS = 7;
const ACTOR = { name: 'system:expiryNotices', userId: null };
const REMINDER_ENTITY = 'arrearReminder';

interface Candidate {
  id: number; card_no: string; phone: string; plates: string; lot_id: number; lot: string;
  start_date: string; end_date: string; paused_at: unknown; refunded: boolean; review_state: number;
  grace_days: number; notice_days: number; template_id: number; content: string;
}

/** Confirmed cards with a notice template ending from today to the most notice days on, not yet told of this end. */
const candidates = (tx: Queryable, from: string, to: string, cardId?: number) => tx.query<Candidate>(
  `SELECT c.id, c.card_no, c.phone, c.plates, c.lot_id, l.name AS lot,
          to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
          c.paused_at, c.refunded_at IS NOT NULL AS refunded, c.review_state, p.grace_days, p.notice_days,
          st.id AS template_id, st.content
     FROM month_cards c JOIN month_packages p ON p.id = c.package_id JOIN parking_lots l ON l.id = c.lot_id
     JOIN sms_templates st ON st.id = p.notice_template_id AND st.status = 1
    WHERE c.review_state = ${ARCHIVE_STATE.confirmed} AND c.refunded_at IS NULL AND c.end_date BETWEEN $1::date AND $2::date
      AND NOT EXISTS (SELECT 1 FROM arrears_reminders r WHERE r.card_id = c.id AND r.card_end = c.end_date)
      ${cardId === undefined ? '' : 'AND c.id = $3'}
    ORDER BY c.id ${cardId === undefined ? '' : 'FOR UPDATE OF c'}`,
  cardId === undefined ? [from, to] : [from, to, cardId]);

const factsOf = (row: Candidate): BoardCard => ({
  startDate: row.start_date, endDate: row.end_date, pausedAt: toMs(row.paused_at), refunded: row.refunded,
  reviewState: Number(row.review_state) as ArchiveState, entryGraceDays: Number(row.grace_days),
});

/** Queues the notices due at `now`: the cards told (their ids). */
export async function queueExpiryNotices(db: Db, now: number): Promise<{ queued: number[] }> {
  const today = dayOf(now);
  const [from, to] = [dateOfDay(today), dateOfDay(today + MOST_NOTICE_DAYS)];
  const due = (await candidates(db, from, to)).filter((row) => noticeDue(factsOf(row), now, Number(row.notice_days)));
  const queued: number[] = [];
  for (const { id } of due) {
    const told = await db.transaction(async (tx) => {
      // Locked and read again: a change, a refund or another run since the first read decides.
      const [row] = await candidates(tx, from, to, id);
      if (!row || !noticeDue(factsOf(row), now, Number(row.notice_days))) return false;
      const daysLeft = (dayOfDate(row.end_date) ?? today) - today;
      const content = renderNotice(row.content, { cardNo: row.card_no, plates: row.plates, lot: row.lot, endDate: row.end_date, daysLeft });
      await new Work(tx, ACTOR, now, 'rentals.queueExpiryNotice').insert(REMINDER_ENTITY, 'arrears_reminders', {
        card_id: row.id, card_end: row.end_date, lot_id: row.lot_id, plate: row.plates, phone: row.phone.trim(),
        template_id: row.template_id, content, created_by: ACTOR.name, created_at: isoAt(now),
      });
      return true;
    });
    if (told) queued.push(id);
  }
  return { queued };
}
