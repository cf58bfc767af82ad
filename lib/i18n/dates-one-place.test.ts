// Dates are written in one place (lib/i18n/dates.ts, components/app/useDates.ts): no other source
// file formats a date itself, and no message formats one with ICU's date or time arguments.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const SOURCES = ['app', 'components', 'lib', 'i18n', 'proxy.ts'];
const THE_PLACE = path.join('lib', 'i18n', 'dates.ts');

/** What formats a date: the platform's locale methods, Intl's date formatter, next-intl's formatter. */
const FORMATTING = [
  /\.toLocale(Date|Time)?String\(/,
  /Intl\.DateTimeFormat\((?!\)\.resolvedOptions\(\)\.timeZone)/,
  /\bformat(ter)?\.(dateTime|dateTimeRange|relativeTime)\(/,
];
const MESSAGE_DATE = /\{\s*\w+\s*,\s*(date|time)\b/;

function filesUnder(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  return statSync(full).isDirectory() ? readdirSync(full).flatMap((name) => filesUnder(path.join(entry, name))) : [entry];
}

const isSource = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts');

describe('dates are formatted in one place', () => {
  it('no source file but lib/i18n/dates.ts formats a date', () => {
    const files = SOURCES.flatMap(filesUnder).filter(isSource);
    expect(files).toContain(path.join('components', 'areas', 'devices', 'LockTable.tsx'));
    const offending = files.filter((file) => file !== THE_PLACE).flatMap((file) => {
      const lines = readFileSync(path.join(ROOT, file), 'utf8').split('\n');
      return lines.flatMap((line, i) => (FORMATTING.some((re) => re.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(offending).toEqual([]);
  });

  it('no message formats a date', () => {
    const offending = filesUnder('messages').filter((f) => f.endsWith('.json'))
      .filter((file) => MESSAGE_DATE.test(readFileSync(path.join(ROOT, file), 'utf8')));
    expect(offending).toEqual([]);
  });

  it('would notice one that does', () => {
    const samples = ['new Date().toLocaleString()', 'd.toLocaleDateString("zh")', 'new Intl.DateTimeFormat("en")', 'format.dateTime(at, {})'];
    for (const sample of samples) expect([sample, FORMATTING.some((re) => re.test(sample))]).toEqual([sample, true]);
    expect(FORMATTING.some((re) => re.test('Intl.DateTimeFormat().resolvedOptions().timeZone'))).toBe(false);
    expect(MESSAGE_DATE.test('"at": "Since {at, date, short}"')).toBe(true);
  });
});
