// The staff, role, menu, permission-group and log declarations: valid samples, labels in both
// languages (row-action fields and dialog texts included), menu ids in their ranges, logs
// read-only with export only, special dialogs that exist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROW_ACTION_DIALOG_NAMES } from '../../admin/dialog-names';
import { LANGUAGES } from '../../spec-constants';
import { rowActionValuesSchema } from '../../screens/payloads';
import { findScreenOperation } from '../../screens/operations';
import { formFields, sampleValues, valuesSchema } from '../../screens/schema';
import { STAFF_SCREENS } from './screens';

interface Labels {
  title?: string;
  fields?: Record<string, string>;
  options?: Record<string, Record<string, string>>;
  actions?: Record<string, string>;
  dialog?: Record<string, string>;
}
const labels = (language: string, entity: string): Labels =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'messages', language, 'screens', `${entity}.json`), 'utf8'));

const byPath = (p: string) => STAFF_SCREENS.find((s) => s.path === p)!;

describe('staff screens', () => {
  it('uses menu ids 301..399 for system screens and 501..599 for logs', () => {
    for (const screen of STAFF_SCREENS) {
      const [low, high] = screen.directory === 'logs' ? [501, 599] : [301, 399];
      expect([screen.path, screen.directory === 'system' || screen.directory === 'logs', screen.menuId >= low && screen.menuId <= high])
        .toEqual([screen.path, true, true]);
    }
  });

  it('keeps logs read-only with the export button only', () => {
    for (const p of ['/OperationAuditLog', '/FileOperationLog']) {
      const screen = byPath(p);
      expect(screen.buttons).toEqual({ export: 'export' });
      expect(screen.fields.every((f) => f.readOnly)).toBe(true);
      expect(screen.rowActions ?? []).toEqual([]);
    }
  });

  it('never lists a password and asks for it on create only', () => {
    const employee = byPath('/EmployeeInformation');
    const password = employee.fields.find((f) => f.type === 'password')!;
    expect(password).toMatchObject({ form: 'create', list: false, required: true });
    expect(formFields(employee, 'update').map((f) => f.name)).not.toContain('password');
    expect(valuesSchema(employee, 'update').safeParse({ ...sampleValues(employee, 'update'), password: 'Xy#12345678z' }).success).toBe(false);
  });

  it('enforces the password policy on create and on reset', () => {
    const employee = byPath('/EmployeeInformation');
    const create = valuesSchema(employee, 'create');
    expect(create.safeParse({ ...sampleValues(employee, 'create'), password: 'short1A#' }).success).toBe(false);
    expect(create.safeParse({ ...sampleValues(employee, 'create'), password: 'nouppercase1#x' }).success).toBe(false);
    const reset = rowActionValuesSchema(findScreenOperation(employee, 'resetPassword')!);
    expect(reset.safeParse({ newPassword: 'weakpassword' }).success).toBe(false);
    expect(reset.safeParse({ newPassword: 'Str0ng#Passw' }).success).toBe(true);
  });

  it('offers only registered special dialogs', () => {
    const dialogs = STAFF_SCREENS.flatMap((s) => (s.rowActions ?? []).map((a) => a.dialog).filter(Boolean));
    expect(dialogs.length).toBeGreaterThan(0);
    for (const dialog of dialogs) expect(ROW_ACTION_DIALOG_NAMES).toContain(dialog);
  });

  describe.each(STAFF_SCREENS.map((s) => [s.path, s] as const))('%s', (_path, screen) => {
    it('accepts its sample values on create and on update', () => {
      for (const mode of ['create', 'update'] as const) {
        for (const n of [1, 2]) {
          const result = valuesSchema(screen, mode).safeParse(sampleValues(screen, mode, n));
          expect([mode, n, result.success ? 'ok' : result.error.issues]).toEqual([mode, n, 'ok']);
        }
      }
    });

    it('has every label in both languages', () => {
      const [first, ...others] = LANGUAGES.map((language) => labels(language, screen.entity));
      for (const m of [first, ...others]) {
        expect(typeof m.title).toBe('string');
        const fields = [...screen.fields, ...(screen.rowActions ?? []).flatMap((a) => a.fields ?? [])];
        for (const field of fields) {
          expect([field.name, m.fields?.[field.name]?.length]).toEqual([field.name, expect.any(Number)]);
          for (const option of field.options ?? []) {
            expect([field.name, option, m.options?.[field.name]?.[String(option)]?.length]).toEqual([field.name, option, expect.any(Number)]);
          }
        }
        for (const action of screen.rowActions ?? []) expect([action.name, m.actions?.[action.name]?.length]).toEqual([action.name, expect.any(Number)]);
      }
      for (const other of others) expect(Object.keys(other.dialog ?? {}).sort()).toEqual(Object.keys(first.dialog ?? {}).sort());
      if (screen.rowActions?.some((a) => a.dialog)) expect(Object.keys(first.dialog ?? {}).length).toBeGreaterThan(0);
    });
  });
});
