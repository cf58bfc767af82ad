import { processWide } from './process-wide';

describe('processWide', () => {
  it('creates a value once per key and hands the same one to every caller', () => {
    let made = 0;
    const a = processWide('test-key', () => ({ n: (made += 1) }));
    const b = processWide('test-key', () => ({ n: (made += 1) }));
    expect(a).toBe(b);
    expect(made).toBe(1);
    expect(processWide('other-key', () => 'x')).toBe('x');
  });
});
