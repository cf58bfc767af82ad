// A key per press of an idempotent operation: new for a new press, the same for the press asked
// again after it failed, new again once it succeeded or when what it sends changed.
import { pressKeys } from './press-keys';

const collect = { plate: 'A12345', lotId: 1, amount: 750 };

it('gives each press its own key, and a press asked again after a failure the same key', () => {
  const keys = pressKeys();
  const first = keys.keyFor('collect', collect);
  expect(first).toMatch(/^web-[0-9a-f-]{36}$/);
  // The answer was lost: the same press again carries the same key.
  expect(keys.keyFor('collect', { ...collect })).toBe(first);
  keys.answered(first);
  // Answered: the next press, even of the same input, is a new one.
  const second = keys.keyFor('collect', collect);
  expect(second).not.toBe(first);
});

it('makes a changed input, or another operation, a new press', () => {
  const keys = pressKeys();
  const first = keys.keyFor('collect', collect);
  const changed = keys.keyFor('collect', { ...collect, lotId: 2 });
  expect(changed).not.toBe(first);
  expect(keys.keyFor('raiseNow', { serial: 'L1' })).not.toBe(keys.keyFor('lowerNormal', { serial: 'L1' }));
  // Back to the first input after a change: a new press too (the failed one is forgotten).
  expect(keys.keyFor('collect', collect)).not.toBe(first);
});

it('keeps the key when an older press is answered late', () => {
  let n = 0;
  const keys = pressKeys(() => `key-${(n += 1)}`);
  const first = keys.keyFor('collect', collect);
  const second = keys.keyFor('collect', { ...collect, amount: 800 });
  keys.answered(first);
  expect(keys.keyFor('collect', { ...collect, amount: 800 })).toBe(second);
});
