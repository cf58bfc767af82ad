import { PASSWORD_MIN_LENGTH } from '../spec-constants';
import zh from '../../messages/zh-CN/validation.json';
import en from '../../messages/en-US/validation.json';
import { checkPassword, passwordRuleFailures, passwordSimplicity } from './password';

describe('password format', () => {
  it('accepts a password with every class and the minimum length', () => {
    expect(passwordRuleFailures('Tz7#kq9Lmw')).toEqual([]);
    expect('Tz7#kq9Lmw').toHaveLength(PASSWORD_MIN_LENGTH);
    expect(checkPassword('Tz7#kq9Lmw')).toMatchObject({ ok: true, tooSimple: false, reasons: [] });
  });

  it.each([
    ['tz7#kq9lmw', 'upper'],
    ['TZ7#KQ9LMW', 'lower'],
    ['Tzx#kqyLmw', 'digit'],
    ['Tz7xkq9Lmw', 'special'],
    ['Tz7#kq9Lm', 'length'],
  ])('%s breaks the %s rule', (password, rule) => {
    expect(passwordRuleFailures(password)).toEqual([rule]);
    expect(checkPassword(password)).toMatchObject({ ok: false, messageKey: 'passwordFormat' });
  });

  it('does not count spaces or letters of other scripts as special characters', () => {
    expect(passwordRuleFailures('Tz7 kq9Lmw')).toEqual(['special']);
    expect(passwordRuleFailures('Tz7停kq9Lmw')).toEqual(['special']);
    expect(passwordRuleFailures('Tz7。kq9Lmw')).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordRuleFailures('Tz7#kq9L😀')).toEqual(['length']);
  });

  it('reports a confirmation that differs', () => {
    expect(checkPassword('Tz7#kq9Lmw', { confirmation: 'Tz7#kq9Lmx' })).toMatchObject({ ok: false, messageKey: 'passwordMismatch' });
    expect(checkPassword('Tz7#kq9Lmw', { confirmation: 'Tz7#kq9Lmw' }).ok).toBe(true);
  });

  it('reports the format before the confirmation', () => {
    expect(checkPassword('short', { confirmation: 'other' }).messageKey).toBe('passwordFormat');
  });
});

describe('too simple passwords (a recommendation, not a refusal)', () => {
  it.each([
    ['Operator#2k9x', 'operator', 'containsAccount'],
    ['Qwerty#7Tzx', undefined, 'keyboardRun'],
    ['Tz#x123456L', undefined, 'keyboardRun'],
    ['Tz#x9876Lk', undefined, 'keyboardRun'],
    ['Tz#xAbcdLk9', undefined, 'keyboardRun'],
    ['Tz#x7aaaaLk', undefined, 'repeatedRun'],
    ['MyPassword#7', undefined, 'commonWord'],
  ])('%s (account %s) is %s', (password, account, reason) => {
    expect(passwordSimplicity(password, account)).toContain(reason);
    const check = checkPassword(password, { account });
    expect(check).toMatchObject({ ok: true, tooSimple: true, recommendationKey: 'passwordTooSimple' });
  });

  it('ignores short account names and short runs', () => {
    expect(passwordSimplicity('Tz7#ab9Lmw', 'ab')).toEqual([]);
    expect(passwordSimplicity('Tz7#aaa9Lmw')).toEqual([]);
    expect(passwordSimplicity('Tz7#123Lmw')).toEqual([]);
  });
});

describe('validation messages', () => {
  it('exist in both languages with the same keys', () => {
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    for (const key of ['passwordFormat', 'passwordMismatch', 'passwordTooSimple']) {
      expect((zh as Record<string, string>)[key]).toBeTruthy();
      expect((en as Record<string, string>)[key]).toBeTruthy();
    }
    expect(en.passwordFormat).toBe('Incorrect password format');
  });
});
