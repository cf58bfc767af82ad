// A card's plates as people type them ('浙A12345, 浙B2345F'): the cars a monthly card lets in at its
// lot. Each plate normalised as every plate is (lib/validation/formats.ts); a plate typed twice is
// one; more plates than spaces is allowed (docs/rentals.md, "Cards").
import { isValidPlate, normalizePlate } from '../../validation/formats';

/** A household's or a company's cars on one card; more is a fleet, sold otherwise. */
export const CARD_PLATES_MAX = 5;
/** Room for CARD_PLATES_MAX plates as typed. */
export const CARD_PLATES_MAX_LENGTH = 100;

export type PlatesRead = { ok: true; plates: string[] } | { ok: false; part: string } | { ok: false; tooMany: true };

const SEPARATOR = /[,，、;；/]/;

export function readCardPlates(text: string | null | undefined): PlatesRead {
  const plates: string[] = [];
  for (const part of (text ?? '').split(SEPARATOR).map((p) => p.trim()).filter(Boolean)) {
    if (!isValidPlate(part)) return { ok: false, part };
    const plate = normalizePlate(part);
    if (!plates.includes(plate)) plates.push(plate);
  }
  return plates.length > CARD_PLATES_MAX ? { ok: false, tooMany: true } : { ok: true, plates };
}

/** The plates as a card shows them. */
export const platesText = (plates: readonly string[]) => plates.join(', ');
