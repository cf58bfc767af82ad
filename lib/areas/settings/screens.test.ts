// The settings declarations: valid sample rows, blank required fields refused, labels in both
// languages, unique menu ids in the settings range.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../spec-constants';
import { SCREENS } from '../../screens/registry';
import { sampleValues, valuesSchema } from '../../screens/schema';
import { SETTINGS_SCREENS } from './screens';

function labels(language: string, entity: string): { title?: string; fields?: Record<string, string>; options?: Record<string, Record<string, string>> } {
  const file = path.join(__dirname, '..', '..', '..', 'messages', language, 'screens', `${entity}.json`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

describe('settings screens', () => {
  it('declares the thirteen screens with menu ids 401.. in order', () => {
    expect(SETTINGS_SCREENS.map((s) => s.path)).toEqual([
      '/DictionaryManagement', '/CommonParaTemplateInfo', '/CommonParaInfo', '/CommonParameterPermissionInfo',
      '/CompanyBasicInfo', '/CurrencyInfo', '/SystemSmsTemplate', '/SendEmailInfo', '/OpeningReason',
      '/IncomingReason', '/ForeignServiceCompany', '/SchedulingPlan', '/SchedulingManage',
    ]);
    expect(SETTINGS_SCREENS.map((s) => s.menuId)).toEqual(SETTINGS_SCREENS.map((_, i) => 401 + i));
    for (const screen of SETTINGS_SCREENS) expect([screen.path, screen.directory]).toEqual([screen.path, 'settings']);
  });

  it('keeps menu ids, paths and entities unique among all screens', () => {
    for (const key of ['menuId', 'path', 'entity'] as const) {
      const values = SCREENS.map((s) => s[key]);
      expect(values.filter((v, i) => values.indexOf(v) !== i)).toEqual([]);
    }
  });

  it('offers every list action under the conventional button keys', () => {
    for (const screen of SETTINGS_SCREENS) {
      expect([screen.path, screen.buttons]).toEqual([screen.path, { create: 'add', update: 'edit', delete: 'delete', export: 'export', import: 'import' }]);
    }
  });

  describe.each(SETTINGS_SCREENS.map((s) => [s.path, s] as const))('%s', (_path, screen) => {
    it('accepts its sample values on create and on update', () => {
      for (const mode of ['create', 'update'] as const) {
        const result = valuesSchema(screen, mode).safeParse(sampleValues(screen, mode));
        expect([mode, result.success ? 'ok' : result.error.issues]).toEqual([mode, 'ok']);
      }
    });

    it("refuses each blank required field with 'blank'", () => {
      const required = screen.fields.filter((f) => f.required && !f.readOnly);
      expect(required.length).toBeGreaterThan(0);
      for (const field of required) {
        for (const blank of ['', '   ', null, undefined]) {
          const result = valuesSchema(screen, 'create').safeParse({ ...sampleValues(screen), [field.name]: blank });
          expect(result.success).toBe(false);
          if (!result.success) {
            expect(result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[field.name, 'blank']]);
          }
        }
      }
    });

    it('has a title and field labels in both languages, and labels for every option', () => {
      for (const language of LANGUAGES) {
        const own = labels(language, screen.entity);
        expect(typeof own.title === 'string' && own.title.length > 0).toBe(true);
        for (const field of screen.fields) {
          expect([language, field.name, typeof own.fields?.[field.name]]).toEqual([language, field.name, 'string']);
          for (const option of field.options ?? []) {
            expect([language, field.name, option, typeof own.options?.[field.name]?.[String(option)]])
              .toEqual([language, field.name, option, 'string']);
          }
        }
      }
    });

    it('sorts by default on a listed, sortable field and filters only on declared fields', () => {
      if (screen.defaultSort) {
        const field = screen.fields.find((f) => f.name === screen.defaultSort!.field);
        expect(field && field.list !== false && field.sortable !== false).toBe(true);
      }
      const names = screen.fields.map((f) => f.name);
      expect(new Set(names).size).toBe(names.length);
    });
  });

  it('gives status fields the options 1 and 0 labelled enabled and disabled', () => {
    const withStatus = SETTINGS_SCREENS.filter((s) => s.fields.some((f) => f.name === 'status'));
    expect(withStatus.length).toBeGreaterThan(0);
    for (const screen of withStatus) {
      expect(screen.fields.find((f) => f.name === 'status')).toMatchObject({ type: 'select', options: [1, 0] });
      expect(labels('zh-CN', screen.entity).options?.status).toEqual({ 1: '启用', 0: '停用' });
      expect(labels('en-US', screen.entity).options?.status).toEqual({ 1: 'Enabled', 0: 'Disabled' });
    }
  });

  it('keeps the mail password out of the declaration', () => {
    const mail = SETTINGS_SCREENS.find((s) => s.entity === 'emailSender')!;
    expect(mail.fields.filter((f) => f.type === 'password' || /pass|secret/i.test(f.name))).toEqual([]);
  });

  it('checks value ranges: port 1..65535, decimals 0..4, SMS content at most 500 characters', () => {
    const mail = SETTINGS_SCREENS.find((s) => s.entity === 'emailSender')!;
    const currency = SETTINGS_SCREENS.find((s) => s.entity === 'currency')!;
    const sms = SETTINGS_SCREENS.find((s) => s.entity === 'smsTemplate')!;
    const ok = (screen: typeof mail, values: Record<string, unknown>) => valuesSchema(screen, 'create').safeParse({ ...sampleValues(screen), ...values }).success;
    expect([ok(mail, { port: 0 }), ok(mail, { port: 1 }), ok(mail, { port: 65535 }), ok(mail, { port: 65536 })]).toEqual([false, true, true, false]);
    expect([ok(currency, { decimals: -1 }), ok(currency, { decimals: 0 }), ok(currency, { decimals: 4 }), ok(currency, { decimals: 5 })]).toEqual([false, true, true, false]);
    expect([ok(currency, { position: 'front' }), ok(currency, { position: 'behind' }), ok(currency, { position: 'middle' })]).toEqual([true, true, false]);
    expect([ok(sms, { content: 'x'.repeat(500) }), ok(sms, { content: 'x'.repeat(501) })]).toEqual([true, false]);
    expect([ok(sms, { code: '0012' }), ok(sms, { code: '12a' })]).toEqual([true, false]);
  });
});
