import fc from 'fast-check';
import { USCC_ALPHABET, isValidUscc, normalizeUscc, usccCheckCharacter, usccRefusal } from './uscc';

// Companies' codes as printed on issued 数电 invoices (seller and buyer blocks).
const PUBLISHED = [
  '91320282567753425A', // 江苏嘉耐高温材料股份有限公司
  '911305316610547945', // 河北镁神科技股份有限公司
  '91370400679206899N', // 山东丰源轮胎制造股份有限公司
  '911305310954895067', // 河北镁泰镁质材料有限公司
  '91220201064629684X', // 吉林金恒制药股份有限公司 (printed with a lower-case x)
  '91110000100018267J',
];

describe('unified social credit code', () => {
  it.each(PUBLISHED)('accepts the published code %s', (code) => {
    expect(usccRefusal(code)).toBeNull();
  });

  it('normalises spaces and case before checking', () => {
    expect(normalizeUscc(' 91220201064629684x ')).toBe('91220201064629684X');
    expect(usccRefusal('9122 0201 0646 2968 4x')).toBeNull();
    // Full-width characters as an IME types them.
    expect(normalizeUscc('９１３２０２８２５６７７５３４２５Ａ')).toBe('91320282567753425A');
  });

  it('says why a code is refused: length, character, check digit', () => {
    expect(usccRefusal('')).toBe('usccLength');
    expect(usccRefusal('91320282567753425')).toBe('usccLength');
    expect(usccRefusal('91320282567753425AA')).toBe('usccLength');
    // I, O, S, V and Z are not of the alphabet (a placeholder code of a sample contract).
    expect(usccRefusal('91440300MA5FTEST99')).toBe('usccCharacter');
    expect(usccRefusal('91320282567753425O')).toBe('usccCharacter');
    expect(usccRefusal('91320282567753425B')).toBe('usccCheckDigit');
  });

  it('refuses every published code with one character changed', () => {
    for (const code of PUBLISHED) {
      for (let i = 0; i < code.length; i += 1) {
        for (const c of USCC_ALPHABET) {
          if (c === code[i]) continue;
          const mutated = code.slice(0, i) + c + code.slice(i + 1);
          expect([mutated, usccRefusal(mutated)]).toEqual([mutated, 'usccCheckDigit']);
        }
      }
    }
  });

  it('refuses two neighbours swapped (the weights differ mod 31)', () => {
    for (const code of PUBLISHED) {
      for (let i = 0; i < code.length - 2; i += 1) {
        if (code[i] === code[i + 1]) continue;
        const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
        expect(isValidUscc(swapped)).toBe(false);
      }
    }
  });

  it('accepts any 17 characters of the alphabet with their check character', () => {
    const body = fc.array(fc.constantFrom(...USCC_ALPHABET), { minLength: 17, maxLength: 17 }).map((cs) => cs.join(''));
    fc.assert(fc.property(body, (b) => isValidUscc(b + usccCheckCharacter(b))));
  });
});
