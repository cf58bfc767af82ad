import { CARD_LINES_MAX, readCardLines } from './card-lines';

describe('the cards a merchant applies for, one line each', () => {
  it('reads holder, phone and plates, normalised, blank lines skipped', () => {
    expect(readCardLines('王伟, 13800138000, 浙a12345\n\n  李娜，13900139000，浙A23456, 浙B3456F  \n张强\t139-0013-9001\t浙A34567')).toEqual({
      ok: true,
      lines: [
        { holder: '王伟', phone: '13800138000', plates: ['浙A12345'] },
        { holder: '李娜', phone: '13900139000', plates: ['浙A23456', '浙B3456F'] },
        { holder: '张强', phone: '139-0013-9001', plates: ['浙A34567'] },
      ],
    });
  });

  it('names the line that does not read', () => {
    expect(readCardLines('王伟, 13800138000, 浙A12345\n李娜, 13900139000')).toEqual({ ok: false, refusal: 'merchantCardLineInvalid', values: { line: 2 } });
    expect(readCardLines(', 13800138000, 浙A12345')).toEqual({ ok: false, refusal: 'merchantCardLineInvalid', values: { line: 1 } });
    expect(readCardLines(`${'王'.repeat(51)}, 13800138000, 浙A12345`)).toEqual({ ok: false, refusal: 'merchantCardLineInvalid', values: { line: 1 } });
    expect(readCardLines('王伟, call me, 浙A12345')).toEqual({ ok: false, refusal: 'merchantCardLinePhone', values: { line: 1, phone: 'call me' } });
    expect(readCardLines('王伟, 13800138000, no plate')).toEqual({ ok: false, refusal: 'merchantCardLinePlate', values: { line: 1, part: 'no plate' } });
    expect(readCardLines('王伟, 13800138000, 浙A00001, 浙A00002, 浙A00003, 浙A00004, 浙A00005, 浙A00006'))
      .toEqual({ ok: false, refusal: 'merchantCardLineTooManyPlates', values: { line: 1, max: 5 } });
  });

  it('refuses a plate on two lines, nothing at all, and more cards than one application buys', () => {
    expect(readCardLines('王伟, 13800138000, 浙A12345\n李娜, 13900139000, 浙a12345')).toEqual({ ok: false, refusal: 'merchantCardPlateTwice', values: { plate: '浙A12345' } });
    expect(readCardLines('  \n')).toEqual({ ok: false, refusal: 'merchantCardLineInvalid', values: { line: 1 } });
    const many = Array.from({ length: CARD_LINES_MAX + 1 }, (_, i) => `员工${i}, 13800138000, 浙A${String(10000 + i)}`).join('\n');
    expect(readCardLines(many)).toEqual({ ok: false, refusal: 'merchantCardLinesTooMany', values: { max: CARD_LINES_MAX } });
  });
});
