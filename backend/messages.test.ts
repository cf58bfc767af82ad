// Every backend message exists in both languages, with the same placeholders.
import { LANGUAGES } from '../lib/spec-constants';
import { backendMessage, CATALOGS, resolveLanguage, type MessageKey } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('backend messages', () => {
  const [first, ...others] = LANGUAGES;

  it.each(others)('has the same keys in %s as in ' + first, (language) => {
    expect(Object.keys(CATALOGS[language]).sort()).toEqual(Object.keys(CATALOGS[first]).sort());
  });

  it.each(Object.keys(CATALOGS[first]) as MessageKey[])('%s is a text with the same placeholders everywhere', (key) => {
    for (const language of LANGUAGES) {
      expect(CATALOGS[language][key]).toEqual(expect.stringMatching(/\S/));
      expect(placeholders(CATALOGS[language][key])).toEqual(placeholders(CATALOGS[first][key]));
    }
  });

  it('fills placeholders and falls back to Chinese for an unknown language', () => {
    expect(backendMessage('en-US', 'accountLocked', { minutes: 7 })).toContain('in 7 minute');
    expect(resolveLanguage('fr-FR')).toBe('zh-CN');
    expect(resolveLanguage(null)).toBe('zh-CN');
    expect(resolveLanguage('en-US')).toBe('en-US');
  });
});
