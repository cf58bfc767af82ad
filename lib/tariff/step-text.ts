// A step table as text: bands 'up to minutes:price' separated by commas. People type the prices in
// yuan like every other amount ('60:5, 120:8.50'; '¥', '元', full-width '：' and '，' allowed);
// payloads and the stored form carry them in fen ('60:500,120:850'), as every amount is carried.
// lib/list/form-values.ts converts between the two, band by band: a band that does not read is
// sent as typed, so the check names the very text the person wrote.
import { fenToYuan, parseYuan } from '../money/fen';
import type { StepBand } from './rules';

/** 'A step is minutes:yuan ...', with the band at fault as {part}. */
export const STEPS_FORMAT = 'stepsFormat';
/** Room for a step table of up to ten bands. */
export const STEPS_MAX_LENGTH = 200;

export type StepsRead = { ok: true; bands: StepBand[] } | { ok: false; part: string };

const PART_SEPARATOR = /[,，]/;
const BAND = /^(\d+)\s*[:：]\s*(.+)$/;
const FEN = /^\d+$/;

/** The bands of `text`, each price read by `price` (null: not a price), or the first band that does not read. */
function readSteps(text: string, price: (text: string) => number | null): StepsRead {
  const bands: StepBand[] = [];
  for (const part of text.split(PART_SEPARATOR).map((p) => p.trim()).filter(Boolean)) {
    const match = BAND.exec(part);
    const fen = match ? price(match[2].trim()) : null;
    if (!match || fen === null) return { ok: false, part };
    bands.push({ upToMinutes: Number(match[1]), price: fen });
  }
  return { ok: true, bands };
}

const yuan = (text: string) => {
  const fen = parseYuan(text);
  return fen !== null && fen >= 0 ? fen : null;
};

/** Steps as people type them: prices in yuan, at most two decimals. */
export const readYuanSteps = (text: string) => readSteps(text, yuan);
/** Steps as payloads and the stored form carry them: prices in whole fen. */
export const readFenSteps = (text: string) => readSteps(text, (price) => (FEN.test(price) ? Number(price) : null));

/** The stored and sent text of `bands` ('60:500,120:850'). */
export const fenStepsText = (bands: readonly StepBand[]) => bands.map((b) => `${b.upToMinutes}:${b.price}`).join(',');

/** Typed steps as a payload carries them: each band that reads in fen, the others as typed. */
export function typedStepsInFen(typed: string): string {
  return typed.split(PART_SEPARATOR).map((p) => p.trim()).filter(Boolean).map((part) => {
    const read = readYuanSteps(part);
    return read.ok ? fenStepsText(read.bands) : part;
  }).join(',');
}

/**
 * Stored steps as the form shows them, in yuan ('60:5.00, 120:8.50'), or each price as `format`
 * writes it (a list cell: '60:¥5.00'); text that does not read stays as it is.
 */
export function stepsInYuan(stored: string, format: (fen: number) => string = fenToYuan): string {
  const read = readFenSteps(stored);
  return read.ok ? read.bands.map((b) => `${b.upToMinutes}:${format(b.price)}`).join(', ') : stored;
}
