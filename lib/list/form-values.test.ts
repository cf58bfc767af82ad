import { valuesSchema, formFields } from '../screens/schema';
import { emptyFormValues, formPayload, fromDateTimeLocal, rowToFormValues, toDateTimeLocal } from './form-values';
import { TEST_SCREEN } from './test-screen';

describe('form values', () => {
  const create = formFields(TEST_SCREEN, 'create');
  const update = formFields(TEST_SCREEN, 'update');

  it('starts blank, switches off', () => {
    expect(emptyFormValues(create)).toEqual({ name: '', kind: '', state: '', active: false, lotId: '', opened: '', fee: '', password: '' });
  });

  it('fills from a row: strings for inputs, never a password', () => {
    const values = rowToFormValues(update, { id: 1, name: 'A', kind: 2, state: null, active: 1, lotId: 7, opened: '2026-01-02T00:00:00Z', fee: 350 });
    // Amounts are fen in rows and yuan in the input.
    expect(values).toEqual({ name: 'A', kind: '2', state: '', active: true, lotId: '7', opened: '2026-01-02', fee: '3.50' });
    expect(rowToFormValues(create, { password: 'hash' }).password).toBe('');
  });

  it('shows a ref of 0 (none, as pid 0 at the top of a menu) as blank', () => {
    const parent = [{ name: 'pid', type: 'select' as const, ref: true }];
    expect(rowToFormValues(parent, { pid: 0 })).toEqual({ pid: '' });
    expect(rowToFormValues(parent, { pid: 12 })).toEqual({ pid: '12' });
  });

  it('round-trips date-times through the datetime-local input', () => {
    const local = toDateTimeLocal('2026-11-22T08:30:00.000Z');
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromDateTimeLocal(local)).toBe('2026-11-22T08:30:00.000Z');
    expect(toDateTimeLocal('nonsense')).toBe('');
    expect(fromDateTimeLocal('')).toBe('');
  });

  it('gives the schema what it accepts', () => {
    const values = { ...emptyFormValues(update), name: 'North', kind: '2', state: 'open', lotId: '3', opened: '2026-01-02', fee: '12.5' };
    const parsed = valuesSchema(TEST_SCREEN, 'update').safeParse(formPayload(update, values));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ name: 'North', kind: 2, lotId: 3, fee: 1250, active: false });
    const badAmount = valuesSchema(TEST_SCREEN, 'update').safeParse(formPayload(update, { ...values, fee: '12.505' }));
    expect(badAmount.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['fee', 'money']]);
    const blank = valuesSchema(TEST_SCREEN, 'update').safeParse(formPayload(update, emptyFormValues(update)));
    expect(blank.success).toBe(false);
  });
});
