// Every refusal and every state, reason and rate the invoicing names has its words in both languages.
import { INVOICE_STATE } from './invoice-machine';
import { RED_CONFIRMATION_STATE } from './red-confirmation-machine';
import { RED_REASON_KEYS } from './red-reasons';
import { INVOICING_REFUSAL_KEYS } from './refusals';
import { TAX_RATES } from './tax-rates';
import { BUYER_KINDS } from './buyer';

describe.each(['zh-CN', 'en-US'])('invoicing messages in %s', (language) => {
  /* eslint-disable @typescript-eslint/no-require-imports */
  const refusals = require(`../../messages/${language}/backend-invoicing.json`) as Record<string, string>;
  const labels = require(`../../messages/${language}/invoicing.json`) as Record<string, Record<string, string>>;
  /* eslint-enable @typescript-eslint/no-require-imports */

  it('says every refusal', () => {
    for (const key of INVOICING_REFUSAL_KEYS) expect([key, typeof refusals[key]]).toEqual([key, 'string']);
  });

  it('names every state, reason, rate and buyer kind', () => {
    expect(Object.keys(labels.invoiceState).sort()).toEqual(Object.keys(INVOICE_STATE).sort());
    expect(Object.keys(labels.redConfirmationState).sort()).toEqual(Object.keys(RED_CONFIRMATION_STATE).sort());
    expect(Object.keys(labels.redReason).sort()).toEqual([...RED_REASON_KEYS].sort());
    expect(Object.keys(labels.taxRate).sort()).toEqual(Object.keys(TAX_RATES).sort());
    expect(Object.keys(labels.buyerKind).sort()).toEqual([...BUYER_KINDS].sort());
  });
});
