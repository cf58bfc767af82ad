// Sections, and fields shown only for some values of others: shown as declared, and hidden ones
// neither checked nor required nor kept, whatever a caller sends; every declaration's conditions
// name fields and values it has.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../spec-constants';
import { fieldErrors } from './payloads';
import { SCREENS } from './registry';
import { valuesSchema } from './schema';
import { formSections, shownFieldNames } from './form-layout';
import type { FieldDecl, ScreenDecl } from './types';

const FIELDS: FieldDecl[] = [
  { name: 'name', type: 'text', required: true, section: 'basics' },
  { name: 'kind', type: 'select', options: ['hourly', 'flat', 'free'], required: true, section: 'price' },
  { name: 'hourly', type: 'money', required: true, shownWhen: { kind: ['hourly'] }, section: 'price' },
  { name: 'grace', type: 'select', options: [0, 1], shownWhen: { kind: ['hourly', 'flat'] }, section: 'price' },
  { name: 'graceMinutes', type: 'integer', min: 1, required: true, shownWhen: { grace: [1] }, section: 'price' },
  { name: 'remark', type: 'text', section: 'basics' },
];
const SCREEN: ScreenDecl = { path: '/TestPrices', directory: 'settings', menuId: 98, entity: 'testPrice', fields: FIELDS, buttons: {} };
const check = (values: Record<string, unknown>) => {
  const parsed = valuesSchema(SCREEN, 'create').safeParse(values);
  return parsed.success ? { values: parsed.data } : { errors: fieldErrors(parsed.error) };
};

describe('fields shown for some values of others', () => {
  it('show while each condition holds, through the fields they depend on', () => {
    expect([...shownFieldNames(FIELDS, { kind: 'hourly', grace: '1' })]).toEqual(['name', 'kind', 'hourly', 'grace', 'graceMinutes', 'remark']);
    expect([...shownFieldNames(FIELDS, { kind: 'flat', grace: 1 })]).toEqual(['name', 'kind', 'grace', 'graceMinutes', 'remark']);
    // The grace is hidden with a free kind: so are its minutes, whatever it holds.
    expect([...shownFieldNames(FIELDS, { kind: 'free', grace: '1' })]).toEqual(['name', 'kind', 'remark']);
    expect([...shownFieldNames([{ name: 'a', shownWhen: { b: ['x'] } }, { name: 'b', shownWhen: { a: ['x'] } }], { a: 'x', b: 'x' })]).toEqual([]);
  });

  it('come in sections, in the order the sections first appear', () => {
    expect(formSections(FIELDS).map((s) => [s.name, s.fields.map((f) => f.name)])).toEqual([
      ['basics', ['name', 'remark']], ['price', ['kind', 'hourly', 'grace', 'graceMinutes']],
    ]);
    expect(formSections([{ section: undefined }]).map((s) => s.name)).toEqual([undefined]);
  });

  it('are checked and required only while shown, and hidden ones are stored blank whatever was sent', () => {
    expect(check({ name: 'A', kind: 'free', hourly: 'garbage', grace: 'x', graceMinutes: -3 }))
      .toEqual({ values: { name: 'A', kind: 'free', hourly: null, grace: null, graceMinutes: null, remark: null } });
    expect(check({ name: 'A', kind: 'hourly', hourly: 250, grace: '0' })).toEqual({ values: { name: 'A', kind: 'hourly', hourly: 250, grace: 0, graceMinutes: null, remark: null } });
    // Shown: refused blank or wrong, beside the refusals of other fields.
    expect(check({ name: '', kind: 'hourly', grace: '1', graceMinutes: '' })).toEqual({ errors: { name: 'blank', hourly: 'blank', graceMinutes: 'blank' } });
    expect(check({ name: 'A', kind: 'hourly', hourly: 'x', grace: '1', graceMinutes: 0 })).toEqual({ errors: { hourly: 'money', graceMinutes: 'min' } });
  });

  it('name, in every declaration, fields of the form and values they offer; sections are labelled in both languages', () => {
    for (const screen of SCREENS) {
      for (const field of screen.fields) {
        for (const [other, values] of Object.entries(field.shownWhen ?? {})) {
          const controlling = screen.fields.find((f) => f.name === other);
          expect([screen.path, field.name, other, values.every((v) => controlling?.options?.includes(v))]).toEqual([screen.path, field.name, other, true]);
        }
        if (!field.section) continue;
        for (const language of LANGUAGES) {
          const labels = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, 'screens', `${screen.entity}.json`), 'utf8'));
          expect([screen.path, language, field.section, typeof labels.formSections?.[field.section]]).toEqual([screen.path, language, field.section, 'string']);
        }
      }
    }
  });
});
