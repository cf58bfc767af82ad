// The rate screens' form tool: registered for every screen that declares it, and rendered with
// the form's values: the field at fault in words, or what the panel waits for; vehicles of one
// type and colour to choose from.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { formTool } from '@/components/areas/form-tools';
import type { ScreenLabels } from '@/components/list-screen/useScreenLabels';
import { SCREENS } from '@/lib/screens/registry';
import type { FieldDecl } from '@/lib/screens/types';
import { RATE_FORM_TOOLS } from './form-tools';
import { TryRatePanel } from './TryRatePanel';

type Tree = Record<string, unknown>;
const read = (file: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'messages', 'en-US', file), 'utf8')) as Tree;
const MESSAGES: Tree = { tryRate: read('tryRate.json'), validation: read('validation.json'), list: read('list.json'), errors: read('errors.json') };
const lookup = (tree: Tree, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => Object.assign(
    (key: string, values: Record<string, string> = {}) => {
      const text = lookup(MESSAGES, `${namespace}.${key}`);
      if (typeof text !== 'string') throw new Error(`missing message ${namespace}.${key}`);
      return text.replace(/\{(\w+)\}/g, (_, name: string) => values[name]);
    },
    { has: (key: string) => typeof lookup(MESSAGES, `${namespace}.${key}`) === 'string' },
  ),
  useLocale: () => 'en-US',
}));

const screen = SCREENS.find((s) => s.path === '/CommonRate')!;
const labelsFile = read('screens/commonRate.json') as { title: string; fields: Record<string, string>; options: Record<string, Record<string, string>> };
const labels: ScreenLabels = {
  title: labelsFile.title,
  field: (name) => labelsFile.fields[name],
  action: (name) => name,
  done: () => 'Done',
  optionsOf: (field: FieldDecl) => (field.options ?? []).map((v) => ({ value: String(v), label: labelsFile.options[field.name][String(v)] })),
  option: (field, value) => labelsFile.options[field.name]?.[value],
  yes: 'Yes',
  no: 'No',
  language: 'en-US',
};
const TYPED = {
  vehicleType: 'all', plateColor: 'all', pricingMode: 'perVisit', billingModel: 'segment', freeMode: 'deduct', rounding: 'up',
  laterDays: 'priced', holidayMode: 'same', perVisitPrice: '5.00',
};
const render = (values: Record<string, string>) => renderToStaticMarkup(
  <QueryClientProvider client={new QueryClient()}><TryRatePanel screen={screen} mode="create" values={values} labels={labels} /></QueryClientProvider>,
);

describe('try this rate, in the form', () => {
  it('is listed by its area for every screen declaring it', () => {
    const declared = SCREENS.map((s) => s.formTool).filter((name): name is string => name !== undefined);
    expect(declared.length).toBe(3);
    for (const name of declared) expect(formTool(name)).toBe(RATE_FORM_TOOLS[name as keyof typeof RATE_FORM_TOOLS]);
  });

  it('says which field keeps the rate from pricing, in words', () => {
    expect(render({ ...TYPED, perVisitPrice: '' })).toContain('The rate cannot price a stay yet. Price per visit (each started 24 hours): Input Cant Be Blank.');
  });

  it('waits for the times, offering vehicles of one type and one colour', () => {
    const html = render(TYPED);
    expect(html).toContain('Enter the entry and exit times to see the fee.');
    expect(html).toContain('>Small car</option>');
    expect(html).not.toContain('>All</option>');
  });
});
