// The cards a merchant applies for, as typed (docs/rentals.md, "Merchant packages"): one line per
// card, "holder, phone, plate[, plate...]" (commas, Chinese commas or tabs, as pasted from a
// spreadsheet). The plates are read as every card's are (the rentals area's card-plates rule); a
// plate on two lines is refused here, a plate on another card of the lot when the cards are made.
import { CARD_PLATES_MAX, readCardPlates } from '../rentals';
import { PHONE_PATTERN } from '../../validation/rules';
import { MERCHANT_REFUSALS } from './refusals';

/** One application buys at most this many cards (a company's staff; more is applied for twice). */
export const CARD_LINES_MAX = 50;
/** Room for CARD_LINES_MAX lines as typed. */
export const CARD_LINES_MAX_LENGTH = 5_000;
/** As a card's customer (month_cards.customer). */
export const HOLDER_MAX_LENGTH = 50;

export interface CardLine { holder: string; phone: string; plates: string[] }

export type CardLinesRead =
  | { ok: true; lines: CardLine[] }
  | { ok: false; refusal: string; values: Readonly<Record<string, string | number>> };

const PART = /[,，\t]/;

/** The card of one line (its number as the text counts it), or why not. */
function readLine(text: string, line: number): CardLine | Extract<CardLinesRead, { ok: false }> {
  const [holder = '', phone = '', ...rest] = text.split(PART).map((p) => p.trim());
  if (!holder || holder.length > HOLDER_MAX_LENGTH || !phone || !rest.some(Boolean)) return { ok: false, refusal: MERCHANT_REFUSALS.cardLineInvalid, values: { line } };
  if (!PHONE_PATTERN.test(phone)) return { ok: false, refusal: MERCHANT_REFUSALS.cardLinePhone, values: { line, phone } };
  const plates = readCardPlates(rest.join(','));
  if (!plates.ok) {
    return 'part' in plates
      ? { ok: false, refusal: MERCHANT_REFUSALS.cardLinePlate, values: { line, part: plates.part } }
      : { ok: false, refusal: MERCHANT_REFUSALS.cardLineTooManyPlates, values: { line, max: CARD_PLATES_MAX } };
  }
  return { holder, phone, plates: plates.plates };
}

/** The cards of the text, blank lines skipped; the first line that does not read refuses them all. */
export function readCardLines(text: string | null | undefined): CardLinesRead {
  const lines: CardLine[] = [];
  const rows = (text ?? '').split(/\r?\n/);
  for (let i = 0; i < rows.length; i += 1) {
    if (!rows[i].trim()) continue;
    const card = readLine(rows[i], i + 1);
    if ('ok' in card) return card;
    const twice = card.plates.find((plate) => lines.some((l) => l.plates.includes(plate)));
    if (twice) return { ok: false, refusal: MERCHANT_REFUSALS.cardPlateTwice, values: { plate: twice } };
    lines.push(card);
  }
  if (!lines.length) return { ok: false, refusal: MERCHANT_REFUSALS.cardLineInvalid, values: { line: 1 } };
  if (lines.length > CARD_LINES_MAX) return { ok: false, refusal: MERCHANT_REFUSALS.cardLinesTooMany, values: { max: CARD_LINES_MAX } };
  return { ok: true, lines };
}
