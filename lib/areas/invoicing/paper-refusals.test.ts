// Every refusal of the paper invoices has its words in both languages, and names the same values in both.
import { PAPER_REFUSAL_KEYS } from './paper-refusals';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('paper invoice refusals', () => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const zh = require('../../../messages/zh-CN/backend-invoicing-paper.json') as Record<string, string>;
  const en = require('../../../messages/en-US/backend-invoicing-paper.json') as Record<string, string>;
  /* eslint-enable @typescript-eslint/no-require-imports */

  it('are said in both languages with the same values, and nothing else is in the files', () => {
    for (const key of PAPER_REFUSAL_KEYS) {
      expect([key, typeof zh[key], typeof en[key]]).toEqual([key, 'string', 'string']);
      expect([key, placeholders(zh[key])]).toEqual([key, placeholders(en[key])]);
    }
    expect(Object.keys(en).sort()).toEqual([...PAPER_REFUSAL_KEYS].sort());
  });
});
