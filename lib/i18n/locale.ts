// The language of a request: the signed-in user's choice, else the choice made on the sign-in
// page (a plain cookie, it is no secret), else the configured default (spec 1).
import { LANGUAGES, type Language } from '../spec-constants';

export const LANGUAGE_COOKIE = 'catc_lang';

export function pickLanguage(...candidates: (string | undefined | null)[]): Language | undefined {
  return candidates.find((c): c is Language => !!c && (LANGUAGES as readonly string[]).includes(c));
}
