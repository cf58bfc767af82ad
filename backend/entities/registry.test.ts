// The running backend's declarations and stores fit together, and every one of them is served.
import { SCREEN_HANDLER, screenOperations, getListOf } from '../../lib/screens/operations';
import { SCREENS, screenAt } from '../../lib/screens/registry';
import { OPERATIONS } from '../operations';
import { registryProblems } from './engine';
import { REGISTRY, STORES } from './registry';

describe('screen registry', () => {
  it('has no mismatch between declarations and stores', () => {
    expect(registryProblems(REGISTRY)).toEqual([]);
  });

  it('serves every action of every declared screen whose entity has a store', () => {
    const stored = new Set(STORES.map((s) => s.entity));
    const missing: string[] = [];
    for (const screen of SCREENS) {
      const decl = screenAt(screen.path)!;
      if (!stored.has(decl.entity)) continue;
      for (const op of screenOperations(decl)) {
        const getList = getListOf(decl.entity, op.action);
        if (!Object.hasOwn(OPERATIONS[SCREEN_HANDLER], getList)) missing.push(getList);
      }
    }
    expect(missing).toEqual([]);
  });
});
