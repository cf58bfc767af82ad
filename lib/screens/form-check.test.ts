import { checkActionValues, checkFormValues } from './form-check';
import { screenAt } from './registry';

describe('form checks in the browser (the schemas loaded on demand)', () => {
  const staff = screenAt('/EmployeeInformation')!;

  it('refuses a form with a blank required field, naming the field', async () => {
    const checked = await checkFormValues(staff, 'create', {});
    expect(checked.ok).toBe(false);
    const required = staff.fields.find((f) => f.required && f.form !== 'none' && !f.readOnly)!;
    if (!checked.ok) expect(checked.errors[required.name]).toBe('blank');
  });

  it('passes a row action\'s values as the backend will take them', async () => {
    const action = staff.rowActions?.find((a) => a.fields?.length);
    if (!action) throw new Error('expected a row action with fields on /EmployeeInformation');
    const checked = await checkActionValues(action, {});
    expect(checked.ok).toBe(!action.fields!.some((f) => f.required));
  });
});
