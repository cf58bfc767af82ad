// Each rule of spec section 5, and its message in both languages.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../spec-constants';
import * as rule from './rules';

const messages = (language: string) => JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, 'validation.json'), 'utf8'));
const keyOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message ?? null;

describe('validation rules (spec 5)', () => {
  it('has every message in both languages, with the spec texts quoted exactly', () => {
    for (const language of ['zh-CN', 'en-US']) {
      const m = messages(language);
      for (const key of Object.values(rule.V)) expect([language, key, typeof m[key]]).toEqual([language, key, 'string']);
    }
    const en = messages('en-US');
    expect(en.blank).toBe('Input Cant Be Blank.');
    expect(en.coordinate).toBe('Wrong Format (limit three float)');
    expect(en.passwordFormat).toBe('Incorrect password format');
  });

  it('refuses blank input', () => {
    expect(keyOf(rule.text(), '   ')).toBe('blank');
    expect(keyOf(rule.text(), undefined)).toBe('blank');
    expect(keyOf(rule.text(), 'ok')).toBeNull();
  });

  it('keeps text between 1 and 100 characters', () => {
    expect(keyOf(rule.text(), 'x'.repeat(100))).toBeNull();
    expect(keyOf(rule.text(), 'x'.repeat(101))).toBe('textLength');
  });

  it('allows at most three decimals in longitude and latitude', () => {
    expect(rule.coordinate(180).parse('113.123')).toBe(113.123);
    expect(rule.coordinate(90).parse(-22.5)).toBe(-22.5);
    expect(keyOf(rule.coordinate(180), '113.1234')).toBe('coordinate');
    expect(keyOf(rule.coordinate(90), '91')).toBe('coordinate');
    expect(keyOf(rule.coordinate(180), 'east')).toBe('coordinate');
    expect(keyOf(rule.coordinate(180), '')).toBe('blank');
  });

  it('takes digits only for versions and codes', () => {
    expect(keyOf(rule.digits(), '0042')).toBeNull();
    expect(keyOf(rule.digits(), '1.2')).toBe('digits');
  });

  it('takes dot-separated digits for firmware versions', () => {
    for (const ok of ['3', '1.4', '2.10.3']) expect(keyOf(rule.version(), ok)).toBeNull();
    for (const bad of ['v1.2', '1..2', '1.', '.1', '1.2b']) expect(keyOf(rule.version(), bad)).toBe('version');
    expect(keyOf(rule.version(), '')).toBe('blank');
  });

  it('takes -1 (no limit) or a positive integer as maximum spaces', () => {
    for (const ok of [-1, 1, '250']) expect(keyOf(rule.maxSpaces(), ok)).toBeNull();
    for (const bad of [0, -2, 1.5, 'many']) expect(keyOf(rule.maxSpaces(), bad)).toBe('maxSpaces');
  });

  it('wants the second number of a range not smaller than the first', () => {
    expect(keyOf(rule.rangePair(), [1, 1])).toBeNull();
    expect(keyOf(rule.rangePair(), [5, 2])).toBe('rangeOrder');
  });

  it('allows at most two entries in short lists', () => {
    expect(keyOf(rule.shortList(z.number()), [1, 2])).toBeNull();
    expect(keyOf(rule.shortList(z.number()), [1, 2, 3])).toBe('listMax');
  });

  it('checks the password policy', () => {
    expect(keyOf(rule.password(), 'Harbour#Gate2026')).toBeNull();
    expect(keyOf(rule.password(), 'short1!A')).toBe('passwordFormat');
    expect(keyOf(rule.password(), 'nouppercase#2026')).toBe('passwordFormat');
  });

  it('knows images by their content, and their size', () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const jpg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const webp = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
    const gif = new TextEncoder().encode('GIF89a......');
    for (const image of [png, jpg, webp]) expect(rule.imageCheck(image)).toBeNull();
    expect(rule.imageCheck(gif)).toBe('imageType');
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(png);
    expect(rule.imageCheck(big)).toBe('imageSize');
  });

  it('checks choices, numbers, dates, e-mail and phone', () => {
    expect(rule.option([1, 0]).parse('0')).toBe(0);
    expect(keyOf(rule.option([1, 0]), '2')).toBe('option');
    expect(keyOf(rule.integer(0, 10), '11')).toBe('max');
    expect(keyOf(rule.integer(0, 10), '1.5')).toBe('integer');
    expect(keyOf(rule.decimal(0, undefined, 2), 1.234)).toBe('number');
    expect(keyOf(rule.date(), '2026-02-30')).toBe('date');
    expect(keyOf(rule.date(), '2026-02-28')).toBeNull();
    expect(keyOf(rule.email(), 'not-mail')).toBe('email');
    expect(keyOf(rule.phone(), '13800001111')).toBeNull();
    expect(keyOf(rule.phone(), 'call me')).toBe('phone');
  });
});
