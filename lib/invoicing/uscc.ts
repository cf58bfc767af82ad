// The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from 0-9 and
// the capitals but I, O, S, V and Z; the last is a check character over the first 17 (weights
// 3^i mod 31, the sum's complement mod 31). A company buyer's tax ID is this code.

export const USCC_LENGTH = 18;
/** The code's alphabet in value order: a character's value is its index. */
export const USCC_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const MODULUS = USCC_ALPHABET.length;
export const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

/** Why a code is not valid (message keys of messages/<lang>/backend-invoicing.json). */
export const USCC_REFUSALS = {
  length: 'usccLength',
  character: 'usccCharacter',
  checkDigit: 'usccCheckDigit',
} as const;
export type UsccRefusal = (typeof USCC_REFUSALS)[keyof typeof USCC_REFUSALS];

/** A code as stored and compared: without surrounding or inner spaces, upper case. */
export function normalizeUscc(value: string): string {
  return value.normalize('NFKC').replace(/\s/g, '').toUpperCase();
}

/** The check character of the first 17 characters (all of the alphabet). */
export function usccCheckCharacter(body: string): string {
  let sum = 0;
  for (let i = 0; i < USCC_WEIGHTS.length; i += 1) sum += USCC_ALPHABET.indexOf(body[i]) * USCC_WEIGHTS[i];
  return USCC_ALPHABET[(MODULUS - (sum % MODULUS)) % MODULUS];
}

/** Null when the (normalised) code is valid, else why not. */
export function usccRefusal(value: string): UsccRefusal | null {
  const code = normalizeUscc(value);
  if (code.length !== USCC_LENGTH) return USCC_REFUSALS.length;
  if ([...code].some((c) => !USCC_ALPHABET.includes(c))) return USCC_REFUSALS.character;
  return usccCheckCharacter(code) === code[USCC_LENGTH - 1] ? null : USCC_REFUSALS.checkDigit;
}

export const isValidUscc = (value: string) => usccRefusal(value) === null;
