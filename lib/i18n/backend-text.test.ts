import { backendText } from './backend-text';

it('finds a backend message in any backend namespace, and nothing elsewhere', () => {
  const messages = { backend: { a: 'A' }, 'backend-money': { approverIsRequester: 'Needs a second person' }, list: { b: 'B' } };
  expect(backendText(messages, 'approverIsRequester')).toBe('Needs a second person');
  expect(backendText(messages, 'a')).toBe('A');
  expect(backendText(messages, 'b')).toBeUndefined();
});
