import { readImportRows } from '../files/import-rows';
import { TEXT_MAX_LENGTH } from '../spec-constants';
import { NO_LIMIT, TEXTAREA_MAX_LENGTH, limitValues, numberBounds, textLimit, typedLength } from './field-limits';
import { findScreenOperation } from './operations';
import { actionPayloadSchema, fieldErrors } from './payloads';
import { screenAt } from './registry';
import { fieldSchema, sampleValues } from './schema';
import type { FieldDecl } from './types';

const issues = (field: FieldDecl, value: unknown) => fieldSchema(field).safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('field limits', () => {
  it('takes text up to its limit (spec 5: 1 to 100 unless declared) and refuses one character more, never cutting it', () => {
    const cases: [FieldDecl, number][] = [
      [{ name: 'name', type: 'text' }, TEXT_MAX_LENGTH],
      [{ name: 'plate', type: 'text', maxLength: 16 }, 16],
      [{ name: 'note', type: 'textarea' }, TEXTAREA_MAX_LENGTH],
      [{ name: 'code', type: 'digits', maxLength: 6 }, 6],
    ];
    for (const [field, limit] of cases) {
      expect([field.name, textLimit(field)]).toEqual([field.name, limit]);
      const fits = (field.type === 'digits' ? '7' : 'x').repeat(limit);
      expect(fieldSchema(field).parse(fits)).toBe(fits);
      expect([field.name, issues(field, `${fits}${fits[0]}`)]).toEqual([field.name, ['textLength']]);
    }
    expect(textLimit({ name: 'n', type: 'integer' })).toBeUndefined();
  });

  it('counts text as the rules do: trimmed', () => {
    expect(typedLength('  车位 12  ')).toBe(5);
    expect(issues({ name: 'name', type: 'text' }, ` ${'x'.repeat(TEXT_MAX_LENGTH)} `)).toEqual([]);
  });

  it('bounds money from zero unless declared, in fen', () => {
    expect(numberBounds({ name: 'fee', type: 'money' })).toEqual({ min: 0 });
    expect(numberBounds({ name: 'fee', type: 'money', min: 1, max: 500 })).toEqual({ min: 1, max: 500 });
    expect(numberBounds({ name: 'count', type: 'integer' })).toEqual({});
    expect(issues({ name: 'fee', type: 'money' }, -1)).toEqual(['min']);
  });

  it('names the limits in the messages as a person types them: money in yuan', () => {
    expect(limitValues({ name: 'fee', type: 'money', min: 1, max: 1_000_000 })).toEqual({ maxLength: NO_LIMIT, min: '0.01', max: '10000.00' });
    expect(limitValues({ name: 'pct', type: 'integer', min: 1, max: 100 })).toEqual({ maxLength: NO_LIMIT, min: '1', max: '100' });
    expect(limitValues({ name: 'plate', type: 'text', maxLength: 16 })).toEqual({ maxLength: '16', min: NO_LIMIT, max: NO_LIMIT });
    expect(limitValues()).toEqual({ maxLength: NO_LIMIT, min: NO_LIMIT, max: NO_LIMIT });
  });

  it('is the rule of the BFF and of imports too: a 150-character lot name and a 300-character refund reason are refused, not cut', () => {
    const lots = screenAt('/ParkingInformation')!;
    const lot = { ...sampleValues(lots), name: 'L'.repeat(150) };
    const created = actionPayloadSchema(lots, findScreenOperation(lots, 'create')!).safeParse({ values: lot });
    expect(created.success ? {} : fieldErrors(created.error)).toEqual({ name: 'textLength' });
    const imported = readImportRows(lots, [Object.keys(lot), Object.values(lot)], []);
    expect(imported).toEqual({ ok: false, messageKey: 'allImportsFailed', rowErrors: [{ row: 2, field: 'name', messageKey: 'textLength' }] });

    const payments = screenAt('/OrderRefundList')!;
    const request = actionPayloadSchema(payments, findScreenOperation(payments, 'requestRefund')!)
      .safeParse({ ids: [1], values: { amount: 100, reason: 'R'.repeat(300) }, idempotencyKey: 'press-0001' });
    expect(request.success ? {} : fieldErrors(request.error)).toEqual({ reason: 'textLength' });
  });
});
