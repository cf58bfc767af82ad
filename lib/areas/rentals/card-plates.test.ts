import { CARD_PLATES_MAX, platesText, readCardPlates } from './card-plates';

describe('card plates', () => {
  it('reads plates as typed, normalised, each once', () => {
    expect(readCardPlates('浙A12345, 浙b 2345f，浙A12345、粤BD12345')).toEqual({ ok: true, plates: ['浙A12345', '浙B2345F', '粤BD12345'] });
    expect(readCardPlates('')).toEqual({ ok: true, plates: [] });
    expect(platesText(['浙A12345', '浙B2345F'])).toBe('浙A12345, 浙B2345F');
  });

  it('names the part that is not a plate, and refuses more than a card holds', () => {
    expect(readCardPlates('浙A12345, not a plate')).toEqual({ ok: false, part: 'not a plate' });
    const many = Array.from({ length: CARD_PLATES_MAX + 1 }, (_, i) => `浙A1234${i}`).join(',');
    expect(readCardPlates(many)).toEqual({ ok: false, tooMany: true });
  });
});
