import { areaCycles, areaGraph } from './area-graph.mjs';

const mod = (source: string, ...deps: string[]) => ({ source, dependencies: deps.map((resolved) => ({ resolved })) });

describe('the area graph', () => {
  it('joins the three sides of an area and leaves tests and shared code out', () => {
    const graph = areaGraph([
      mod('backend/areas/orders/quote.ts', 'backend/areas/charging/index.ts', 'backend/kernel/work.ts', 'lib/areas/rates/index.ts'),
      mod('lib/areas/orders/screens.ts', 'lib/areas/charging/index.ts'),
      mod('backend/areas/charging/payments.test.ts', 'backend/areas/orders/index.ts'),
      mod('backend/entities/registry.ts', 'backend/areas/orders/index.ts'),
    ]);
    expect([...graph].map(([a, uses]) => [a, [...uses].sort()])).toEqual([['orders', ['charging', 'rates']]]);
  });

  it('finds a cycle through any number of areas, and none in a tree', () => {
    const cyclic = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(areaCycles(cyclic)).toEqual([['a', 'b', 'c']]);
    const tree = new Map([['a', new Set(['b', 'c'])], ['b', new Set(['c'])], ['c', new Set<string>()]]);
    expect(areaCycles(tree)).toEqual([]);
  });
});
