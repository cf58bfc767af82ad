// A card paused and restarted (the customer away for a while): the pure rules of
// lib/areas/rentals/period.ts decide (only an active card pauses, from the next midnight; a restart
// moves start and end by the whole days paused); these services write the card and its pause row,
// audited. docs/rentals.md, "Cards".
import { z } from 'zod';
import { pause, restart } from '../../../lib/areas/rentals/period';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { periodOfDates, type CardFacts } from '../../../lib/parking/cards/card-state';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { isoAt } from '../../db';
import { refuse } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { refusePendingOrder } from './sales';

const CARD_ENTITY = 'monthCard';
const cardId = z.object({ cardId: z.number().int().positive() });

/** The card's row as the period rules read it, locked. */
async function lockedCard(work: Work, id: number): Promise<{ facts: CardFacts; confirmed: boolean }> {
  const [card] = await work.query<{ start_date: string; end_date: string; paused_ms: string | null; review_state: number; refunded: boolean }>(
    `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date,
       extract(epoch FROM paused_at) * 1000 AS paused_ms, review_state, refunded_at IS NOT NULL AS refunded FROM month_cards WHERE id = $1 FOR UPDATE`, [id]);
  const period = periodOfDates(card.start_date, card.end_date)!;
  return {
    facts: { ...period, pausedAt: card.paused_ms === null ? null : Math.round(Number(card.paused_ms)), cancelled: card.refunded },
    confirmed: Number(card.review_state) === ARCHIVE_STATE.confirmed,
  };
}

export const pauseCard = defineService({
  name: 'rentals.pauseCard',
  input: cardId,
  async run(work, { cardId: id }): Promise<{ pausedFrom: string }> {
    const card = await lockedCard(work, id);
    // A refunded card ended the day of its refund (refunds.ts): nothing is left to pause.
    if (card.facts.cancelled) throw refuse(RENTAL_REFUSALS.cardRefunded);
    const paused = pause(card.facts, work.at);
    // Only a confirmed card is in use: one waiting for review has nothing to pause.
    if (!card.confirmed || !paused.ok) throw refuse(RENTAL_REFUSALS.pauseNotActive);
    // A renewal waiting for finance is applied from the card's end as it was: nothing moves it meanwhile.
    await refusePendingOrder(work, id);
    await work.update(CARD_ENTITY, 'month_cards', id, { paused_at: isoAt(paused.pausedAt), updated_at: isoAt(work.at) });
    await work.insert(CARD_ENTITY, 'month_card_pauses', { card_id: id, paused_at: isoAt(paused.pausedAt), paused_by: work.actor.name });
    return { pausedFrom: dateOfDay(dayOf(paused.pausedFrom)) };
  },
});

export const restartCard = defineService({
  name: 'rentals.restartCard',
  input: cardId,
  async run(work, { cardId: id }): Promise<{ daysPaused: number; endDate: string }> {
    const restarted = restart((await lockedCard(work, id)).facts, work.at);
    if (!restarted.ok) throw refuse(restarted.refusal, restarted.values);
    const endDate = dateOfDay(dayOf(restarted.period.end));
    await work.update(CARD_ENTITY, 'month_cards', id, {
      start_date: dateOfDay(dayOf(restarted.period.start)), end_date: endDate, paused_at: null, updated_at: isoAt(work.at),
    });
    const [open] = await work.query<{ id: number }>('SELECT id FROM month_card_pauses WHERE card_id = $1 AND restarted_at IS NULL ORDER BY id DESC LIMIT 1', [id]);
    if (open) await work.update(CARD_ENTITY, 'month_card_pauses', open.id, { restarted_at: isoAt(work.at), restarted_by: work.actor.name, days_paused: restarted.daysPaused });
    return { daysPaused: restarted.daysPaused, endDate };
  },
});
