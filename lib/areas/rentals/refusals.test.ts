// Every refusal of the rental rules has its text in both languages, with the same placeholders.
import { RENTAL_REFUSALS } from './refusals';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('rental refusals', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const texts = ['zh-CN', 'en-US'].map((language) => require(`../../../messages/${language}/backend-rentals.json`) as Record<string, string>);

  it('are named in both languages', () => {
    for (const [language, messages] of [['zh-CN', texts[0]], ['en-US', texts[1]]] as const) {
      for (const key of Object.values(RENTAL_REFUSALS)) expect([language, key, typeof messages[key]]).toEqual([language, key, 'string']);
    }
  });

  it('show the same values in both languages', () => {
    for (const key of Object.values(RENTAL_REFUSALS)) expect([key, placeholders(texts[0][key])]).toEqual([key, placeholders(texts[1][key])]);
  });

  it('are keys of their own', () => {
    const keys = Object.values(RENTAL_REFUSALS);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
