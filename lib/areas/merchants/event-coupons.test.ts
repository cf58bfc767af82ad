import { EVENT_PLATES_MAX, eventWindowRefusal, inEventWindow, readPlateList } from './event-coupons';

const HOUR = 3_600_000;
const AT = Date.UTC(2026, 11, 31, 10);

describe('special-event coupons', () => {
  it('accepts a window that ends after it starts, up to seven days', () => {
    expect(eventWindowRefusal(AT, AT + 6 * HOUR)).toBeNull();
    expect(eventWindowRefusal(AT, AT + 7 * 24 * HOUR)).toBeNull();
    expect(eventWindowRefusal(AT, AT)).toBe('eventWindowInvalid');
    expect(eventWindowRefusal(AT, AT - HOUR)).toBe('eventWindowInvalid');
    expect(eventWindowRefusal(AT, AT + 7 * 24 * HOUR + 1)).toBe('eventWindowInvalid');
    expect(eventWindowRefusal(Number.NaN, AT)).toBe('eventWindowInvalid');
  });

  it('applies inside the window, its end excluded', () => {
    expect(inEventWindow(AT, AT, AT + HOUR)).toBe(true);
    expect(inEventWindow(AT + HOUR - 1, AT, AT + HOUR)).toBe(true);
    expect(inEventWindow(AT + HOUR, AT, AT + HOUR)).toBe(false);
    expect(inEventWindow(AT - 1, AT, AT + HOUR)).toBe(false);
  });

  it('reads a typed or pasted list: lines, commas, semicolons; spaces inside a plate; each plate once', () => {
    expect(readPlateList('浙A12345\n浙A 6789D，沪B-12345; 浙a12345\n\n')).toEqual({ ok: true, plates: ['浙A12345', '浙A6789D', '沪B12345'] });
  });

  it('refuses the whole list for one bad plate, naming each by its position', () => {
    expect(readPlateList('浙A12345\n浙A1?\n沪B12345,粤')).toEqual({
      ok: false, refusal: 'eventPlatesInvalid', bad: [{ position: 2, text: '浙A1?' }, { position: 4, text: '粤' }],
    });
    expect(readPlateList(' \n ,')).toEqual({ ok: false, refusal: 'eventPlatesNone' });
    const many = Array.from({ length: EVENT_PLATES_MAX + 1 }, (_, i) => `浙A${String(10000 + i)}`).join('\n');
    expect(readPlateList(many)).toEqual({ ok: false, refusal: 'eventPlatesTooMany' });
  });
});
