// Plates as the cameras read them: a province's character, the city's letter, then five letters
// and digits (blue: cars; yellow: lorries and coaches), or a D/F and five more for new-energy
// cars (green). Mostly the demo city's own plates (浙A), some from the neighbours. Pure.
import type { VehiclePlateColor } from '../../lib/tariff/select';
import { pick, weighted, type Random } from './random';

/** Plate letters: no I or O (they read as 1 and 0). */
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '0123456789';
const LOCAL = '浙A';
const NEIGHBOURS = ['浙B', '浙C', '浙D', '浙F', '沪A', '沪B', '苏E', '苏A', '皖A', '赣A', '闽D', '粤B', '京N'];
/** Share of each plate colour among the vehicles that come (weights). */
export const COLOUR_MIX = { blue: 74, green: 22, yellow: 4 } as const satisfies Partial<Record<VehiclePlateColor, number>>;

export interface DemoPlate { plate: string; color: keyof typeof COLOUR_MIX }

/** Five characters after the city letter: mostly digits, at most two letters (as issued). */
function serial(random: Random, length: number): string {
  let letters = 0;
  let text = '';
  for (let i = 0; i < length; i += 1) {
    const letter = letters < 2 && random() < 0.25;
    if (letter) letters += 1;
    text += pick(random, [...(letter ? LETTERS : DIGITS)]);
  }
  return text;
}

const digits = (random: Random, n: number) => Array.from({ length: n }, () => pick(random, [...DIGITS])).join('');

export function randomPlate(random: Random): DemoPlate {
  const color = weighted(random, COLOUR_MIX);
  const region = random() < 0.7 ? LOCAL : pick(random, NEIGHBOURS);
  // New energy: D (electric) or F (hybrid), then a letter or digit and four digits.
  if (color === 'green') return { plate: `${region}${pick(random, ['D', 'F'])}${pick(random, [...LETTERS, ...DIGITS])}${digits(random, 4)}`, color };
  return { plate: `${region}${serial(random, 5)}`, color };
}
