import { backendNamespaceOf, backendText } from './backend-text';

it('finds a backend message in any backend namespace, and nothing elsewhere', () => {
  const messages = { backend: { a: 'A' }, 'backend-money': { approverIsRequester: 'Needs a second person' }, list: { b: 'B' } };
  expect(backendText(messages, 'approverIsRequester')).toBe('Needs a second person');
  expect(backendText(messages, 'a')).toBe('A');
  expect(backendText(messages, 'b')).toBeUndefined();
});

it('finds the namespace of a precompiled backend message, which is not a string', () => {
  const messages = { list: { due: 'x' }, 'backend-money': { due: ['More than due (', ['due'], ').'] } };
  expect(backendNamespaceOf(messages, 'due')).toBe('backend-money');
  expect(backendNamespaceOf(messages, 'missing')).toBeUndefined();
  expect(backendText(messages, 'due')).toBeUndefined();
});
