// Every figure, band and choice of the reports has its words in both languages
// (messages/<lang>/reports.json), every refusal in backend-reports.json; messages-complete.test.ts
// checks the languages agree.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../spec-constants';
import { REPORT_FIGURE_NAMES, figureMessageKey } from './catalogue';
import { MONEY_DIMENSIONS } from './dimensions';
import { COMPARISONS, GRANULARITIES } from './periods';
import { REPORT_REFUSALS, refusalMessageKey } from './refusals';
import { STAY_LENGTH_BANDS } from './stay-lengths';

const file = (language: string, name: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, `${name}.json`), 'utf8'));
const load = (language: string) => ({ reports: file(language, 'reports'), ...file(language, 'backend-reports') });
const at = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe.each(LANGUAGES)('messages/%s/reports.json', (language) => {
  const messages = load(language);
  const keys = [
    ...REPORT_REFUSALS.map(refusalMessageKey),
    ...REPORT_FIGURE_NAMES.flatMap((figure) => [figureMessageKey(figure, 'label'), figureMessageKey(figure, 'definition')]),
    ...GRANULARITIES.map((g) => `reports.granularity.${g}`),
    ...Object.keys(COMPARISONS).map((c) => `reports.comparison.${c}`),
    ...STAY_LENGTH_BANDS.map(({ band }) => `reports.stayLengthBands.${band}`),
    ...[...MONEY_DIMENSIONS, 'none'].map((d) => `reports.dimensions.${d}`),
  ];

  it('words every refusal (backend-reports.json), figure, granularity, comparison, band and dimension', () => {
    expect(keys.filter((key) => typeof at(messages, key) !== 'string')).toEqual([]);
  });

  it('words nothing else among figures', () => {
    expect(Object.keys(messages.reports.figures).filter((name) => !(REPORT_FIGURE_NAMES as readonly string[]).includes(name))).toEqual([]);
  });

  it('names the last day allowed in the too-long refusal', () => {
    expect(at(messages, refusalMessageKey('periodTooLong'))).toContain('{last}');
  });
});
