import { findOperation } from './operations';
import { PAGES } from '../pages/registry';
import { pageOperationName } from '../pages/types';

it('builds each forwarded operation (and its strict schema) once, not per request', () => {
  const page = PAGES.find((p) => Object.keys(p.operations).length > 0)!;
  const name = pageOperationName(page, Object.keys(page.operations)[0]);
  const first = findOperation(name)!;
  expect(findOperation(name)).toBe(first);
  expect(first.payload).toBe(findOperation(name)!.payload);
  expect(findOperation('nobody.nothing')).toBeUndefined();
});
