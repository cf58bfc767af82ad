// The password policy (spec 5), shared by the console and the backend. Pure: no Node or
// browser imports. Messages live in messages/<lang>/validation.json under the returned keys.
//
// Format (a rejection, 'passwordFormat'): upper case, lower case, digit, special character,
// at least PASSWORD_MIN_LENGTH characters.
// Too simple (a recommendation to change it, 'passwordTooSimple'): it contains the account name,
// a keyboard or alphabet run, a character repeated PASSWORD_RUN_LENGTH times, or a common word.
import { PASSWORD_MIN_LENGTH } from '../spec-constants';

export type PasswordRule = 'upper' | 'lower' | 'digit' | 'special' | 'length';
export type PasswordSimplicity = 'containsAccount' | 'keyboardRun' | 'repeatedRun' | 'commonWord';
export type PasswordMessageKey = 'passwordFormat' | 'passwordMismatch' | 'passwordTooSimple';

/** Length of a keyboard run or a repeated-character run that makes a password too simple. */
export const PASSWORD_RUN_LENGTH = 4;
/** An account name shorter than this is not looked for inside the password. */
const MIN_ACCOUNT_LENGTH_TO_CHECK = 3;

const RULES: Record<PasswordRule, (password: string) => boolean> = {
  upper: (p) => /[A-Z]/.test(p),
  lower: (p) => /[a-z]/.test(p),
  digit: (p) => /[0-9]/.test(p),
  // Punctuation or symbol, in any script; letters, digits and spaces are not special.
  special: (p) => /[\p{P}\p{S}]/u.test(p),
  length: (p) => [...p].length >= PASSWORD_MIN_LENGTH,
};

const KEYBOARD_ROWS = [
  '1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm', '!@#$%^&*()',
  'abcdefghijklmnopqrstuvwxyz',
];
const COMMON_WORDS = ['password', 'passw0rd', 'p@ssword', 'p@ssw0rd', 'admin', 'welcome', 'letmein', 'iloveyou'];

/** The format rules the password breaks; empty when it satisfies the policy. */
export function passwordRuleFailures(password: string): PasswordRule[] {
  return (Object.keys(RULES) as PasswordRule[]).filter((rule) => !RULES[rule](password));
}

function hasKeyboardRun(lower: string): boolean {
  const chars = [...lower];
  for (let i = 0; i + PASSWORD_RUN_LENGTH <= chars.length; i++) {
    const piece = chars.slice(i, i + PASSWORD_RUN_LENGTH).join('');
    const reversed = [...piece].reverse().join('');
    if (KEYBOARD_ROWS.some((row) => row.includes(piece) || row.includes(reversed))) return true;
  }
  return false;
}

/** Why the password is too simple; empty when it is not. */
export function passwordSimplicity(password: string, account?: string): PasswordSimplicity[] {
  const lower = password.toLowerCase();
  const reasons: PasswordSimplicity[] = [];
  const name = (account ?? '').trim().toLowerCase();
  if (name.length >= MIN_ACCOUNT_LENGTH_TO_CHECK && lower.includes(name)) reasons.push('containsAccount');
  if (hasKeyboardRun(lower)) reasons.push('keyboardRun');
  if (new RegExp(`(.)\\1{${PASSWORD_RUN_LENGTH - 1},}`, 'u').test(password)) reasons.push('repeatedRun');
  if (COMMON_WORDS.some((word) => lower.includes(word))) reasons.push('commonWord');
  return reasons;
}

export interface PasswordCheck {
  /** True when the format is right (and the confirmation matches, when one was given). */
  ok: boolean;
  /** Why it is refused: 'passwordFormat' or 'passwordMismatch'. */
  messageKey?: 'passwordFormat' | 'passwordMismatch';
  /** Format rules broken. */
  failures: PasswordRule[];
  /** A recommendation only: the password is accepted but should be changed. */
  tooSimple: boolean;
  recommendationKey?: 'passwordTooSimple';
  reasons: PasswordSimplicity[];
}

export function checkPassword(password: string, options: { account?: string; confirmation?: string } = {}): PasswordCheck {
  const failures = passwordRuleFailures(password);
  const reasons = passwordSimplicity(password, options.account);
  const tooSimple = reasons.length > 0;
  let messageKey: PasswordCheck['messageKey'];
  if (failures.length > 0) messageKey = 'passwordFormat';
  else if (options.confirmation !== undefined && options.confirmation !== password) messageKey = 'passwordMismatch';
  return {
    ok: messageKey === undefined,
    messageKey,
    failures,
    tooSimple,
    recommendationKey: tooSimple ? 'passwordTooSimple' : undefined,
    reasons,
  };
}
