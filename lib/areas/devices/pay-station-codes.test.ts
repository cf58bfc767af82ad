import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '../../spec-constants';
import {
  PAY_STATION_CODES, PAY_STATION_CODE_VALUES, PAY_STATION_MODULES, isBlockingCode, moduleOfCode, payStationCode, payStationCodeLabel,
} from './pay-station-codes';

const screenLabels = (language: string, entity: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', 'messages', language, 'screens', `${entity}.json`), 'utf8')) as {
    options: Record<string, Record<string, string>>;
  };

describe('pay station codes', () => {
  it('are unique, ascending, 0 for no fault, grouped by hundreds with their module', () => {
    const codes = PAY_STATION_CODES.map((c) => c.code);
    expect(codes).toEqual([...new Set(codes)].sort((a, b) => a - b));
    expect(PAY_STATION_CODE_VALUES).toEqual(codes);
    expect(payStationCode(0)).toMatchObject({ severity: 'none', module: null });
    for (const entry of PAY_STATION_CODES.filter((c) => c.code !== 0)) {
      expect([entry.code, entry.severity === 'none']).toEqual([entry.code, false]);
      if (entry.module) expect(PAY_STATION_MODULES).toContain(entry.module);
    }
    expect(PAY_STATION_CODES.filter((c) => Math.floor(c.code / 100) === 3).every((c) => c.module === 'printer')).toBe(true);
  });

  it('have a label in both languages, and unknown codes say so', () => {
    for (const entry of PAY_STATION_CODES) for (const language of LANGUAGES) expect(entry.label[language].trim()).not.toBe('');
    expect(payStationCodeLabel(301, 'en-US')).toBe('Printer out of paper');
    expect(payStationCodeLabel(301, 'zh-CN')).toBe('打印机缺纸');
    expect(payStationCodeLabel(4242, 'en-US')).toBe('Unknown fault (4242)');
    expect(payStationCodeLabel(4242, 'zh-CN')).toBe('未知故障 (4242)');
  });

  it('point at a module, also for an unknown code of a module group', () => {
    expect(moduleOfCode(102)).toBe('billAcceptor');
    expect(moduleOfCode(399)).toBe('printer');
    expect(moduleOfCode(203)).toBe('coinHopper');
    expect(moduleOfCode(299)).toBeNull(); // coins: acceptor or hopper
    expect(moduleOfCode(701)).toBeNull();
    expect(moduleOfCode(5000)).toBeNull();
  });

  it('tell faults that stop payments from warnings', () => {
    expect(isBlockingCode(0)).toBe(false);
    expect(isBlockingCode(302)).toBe(false);
    expect(isBlockingCode(301)).toBe(true);
    expect(isBlockingCode(4242)).toBe(true);
  });

  it('are the labels the screens show, in both languages', () => {
    for (const language of LANGUAGES) {
      const expected = Object.fromEntries(PAY_STATION_CODES.map((c) => [String(c.code), c.label[language]]));
      expect(screenLabels(language, 'payStationError').options.code).toEqual(expected);
      expect(screenLabels(language, 'payStation').options.errorCode).toEqual(expected);
      expect(screenLabels(language, 'payStationModule').options.errorCode).toEqual(expected);
    }
  });
});
