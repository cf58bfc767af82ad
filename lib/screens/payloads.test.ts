// A row action's values are checked as its form shows them: a field shown only for some values of
// another is required only while shown, and blank (whatever was sent) while hidden.
import { rowActionValuesSchema } from './payloads';
import type { ScreenOperation } from './operations';

const invoice: ScreenOperation = {
  action: 'invoice', button: 'invoice',
  rowAction: {
    name: 'invoice', button: 'invoice',
    fields: [
      { name: 'buyerKind', type: 'select', options: ['person', 'company'], required: true },
      { name: 'buyerTaxId', type: 'text', required: true, maxLength: 18, shownWhen: { buyerKind: ['company'] } },
      { name: 'note', type: 'text', maxLength: 10 },
    ],
  },
};
const parse = (values: Record<string, unknown>) => rowActionValuesSchema(invoice).safeParse(values);

describe('rowActionValuesSchema', () => {
  it('does not ask for a field its form hides, and drops what was sent for it', () => {
    expect(parse({ buyerKind: 'person' })).toMatchObject({ success: true, data: { buyerKind: 'person' } });
    const sent = parse({ buyerKind: 'person', buyerTaxId: 'not checked while hidden, far too long' });
    expect(sent.success && sent.data.buyerTaxId).toBeUndefined();
  });

  it('asks for it while shown, and checks it', () => {
    const blank = parse({ buyerKind: 'company', buyerTaxId: ' ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues.map((i) => i.path.join('.'))).toEqual(['buyerTaxId']);
    expect(parse({ buyerKind: 'company' }).success).toBe(false);
    expect(parse({ buyerKind: 'company', buyerTaxId: '1'.repeat(19) }).success).toBe(false);
    expect(parse({ buyerKind: 'company', buyerTaxId: '91110000600037341L' })).toMatchObject({ success: true });
  });

  it('still asks for a required field that is always shown', () => {
    expect(parse({}).success).toBe(false);
  });
});
