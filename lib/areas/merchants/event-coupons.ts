// Special-event coupons as pure rules (docs/merchants.md, "Promotions"): the event's window, and the
// list of plates an operator types or pastes (one a line, or separated by commas or semicolons;
// spaces inside a plate are allowed, as everywhere). The list is issued all or nothing: one bad
// plate refuses the whole list, naming each bad entry by its position.
import { isValidPlate, normalizePlate } from '../../validation/formats';

/** The most plates issued at once (an event's guest list; a bigger one is issued in parts). */
export const EVENT_PLATES_MAX = 500;
/** The longest event window (a festival week). */
export const EVENT_DAYS_MAX = 7;
const DAY_MS = 86_400_000;

export const EVENT_REFUSALS = {
  window: 'eventWindowInvalid',
  over: 'eventOver',
  platesInvalid: 'eventPlatesInvalid',
  platesNone: 'eventPlatesNone',
  platesTooMany: 'eventPlatesTooMany',
} as const;

/** Why an event's window [from, to) is refused, or null. */
export function eventWindowRefusal(from: number, to: number): string | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || to - from > EVENT_DAYS_MAX * DAY_MS) return EVENT_REFUSALS.window;
  return null;
}

/** Whether a pricing at `at` is inside the window (its end excluded). */
export const inEventWindow = (at: number, from: number, to: number) => from <= at && at < to;

export type PlateList =
  | { ok: true; plates: string[] }
  | { ok: false; refusal: string; bad?: { position: number; text: string }[] };

/** The list read: its plates normalised, each once, in the order given; or why it is refused. */
export function readPlateList(text: string): PlateList {
  const entries = text.normalize('NFKC').split(/[\n\r,;、]+/).map((e) => e.trim()).filter(Boolean);
  if (!entries.length) return { ok: false, refusal: EVENT_REFUSALS.platesNone };
  const bad = entries.map((e, i) => ({ position: i + 1, text: e })).filter((e) => !isValidPlate(e.text));
  if (bad.length) return { ok: false, refusal: EVENT_REFUSALS.platesInvalid, bad };
  const plates = [...new Set(entries.map(normalizePlate))];
  if (plates.length > EVENT_PLATES_MAX) return { ok: false, refusal: EVENT_REFUSALS.platesTooMany };
  return { ok: true, plates };
}
