// Labels of the stay screens beyond what the registry test checks: every detail section, its
// fields and the codes it shows, every row action's fields and its refusal, in both languages;
// and a code reads the same on every screen that shows it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { STAY_SCREENS } from './screens';

const LANGUAGES = ['zh-CN', 'en-US'] as const;
const MESSAGES = path.join(__dirname, '..', '..', '..', 'messages');
type Labels = {
  fields: Record<string, string>;
  options?: Record<string, Record<string, string>>;
  sections?: Record<string, { title: string; fields: Record<string, string>; options?: Record<string, Record<string, string>> }>;
};
const labels = (language: string, entity: string) =>
  JSON.parse(readFileSync(path.join(MESSAGES, language, 'screens', `${entity}.json`), 'utf8')) as Labels;
const backendKeys = (language: string) => new Set(readdirSync(path.join(MESSAGES, language)).filter((f) => /^backend(-.+)?\.json$/.test(f))
  .flatMap((f) => Object.keys(JSON.parse(readFileSync(path.join(MESSAGES, language, f), 'utf8')) as object)));

describe.each(LANGUAGES)('stay screens in %s', (language) => {
  it('label every detail section, its fields and the codes it shows', () => {
    for (const screen of STAY_SCREENS.filter((s) => s.detail)) {
      const sections = labels(language, screen.entity).sections ?? {};
      for (const section of screen.detail!.sections) {
        const own = sections[section.name];
        expect([screen.entity, section.name, typeof own?.title]).toEqual([screen.entity, section.name, 'string']);
        for (const field of section.fields) {
          expect([screen.entity, section.name, field.name, typeof own.fields[field.name]]).toEqual([screen.entity, section.name, field.name, 'string']);
          for (const option of field.options ?? []) {
            expect([section.name, field.name, option, typeof own.options?.[field.name]?.[String(option)]]).toEqual([section.name, field.name, option, 'string']);
          }
        }
      }
    }
  });

  it('label every row action\'s fields and explain its refusal', () => {
    const keys = backendKeys(language);
    for (const screen of STAY_SCREENS) {
      const own = labels(language, screen.entity);
      for (const action of screen.rowActions ?? []) {
        for (const field of action.fields ?? []) expect([screen.entity, field.name, typeof own.fields[field.name]]).toEqual([screen.entity, field.name, 'string']);
        if (action.when) expect([action.name, keys.has(action.when.refusal)]).toEqual([action.name, true]);
      }
    }
  });

  it('read a code the same on every screen that shows it', () => {
    const seen = new Map<string, string>();
    for (const screen of STAY_SCREENS) {
      const own = labels(language, screen.entity);
      for (const field of screen.fields.filter((f) => f.options)) {
        for (const option of field.options!) {
          const key = `${field.name}.${option}`;
          const text = own.options![field.name][String(option)];
          expect([screen.entity, key, text]).toEqual([screen.entity, key, seen.get(key) ?? text]);
          seen.set(key, text);
        }
      }
    }
  });
});
