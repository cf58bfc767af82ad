// Which business area uses which (pure): from dependency-cruiser's modules, tests left out (a
// test may span areas).

const AREA = /^(?:lib|backend|components)\/areas\/([^/]+)\//;
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** area -> the other areas its files import. */
export function areaGraph(modules) {
  const graph = new Map();
  for (const m of modules) {
    const from = AREA.exec(m.source)?.[1];
    if (!from || isTest(m.source)) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const d of m.dependencies) {
      const to = AREA.exec(d.resolved)?.[1];
      if (to && to !== from) graph.get(from).add(to);
    }
  }
  return graph;
}

/** The cycles of the graph, one per strongly connected group of areas (Tarjan). */
export function areaCycles(graph) {
  let next = 0;
  const index = new Map(), low = new Map(), stack = [], onStack = new Set(), groups = [];
  const visit = (v) => {
    index.set(v, next); low.set(v, next); next++; stack.push(v); onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v), low.get(w))); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const group = [];
      let w;
      do { w = stack.pop(); onStack.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return groups;
}
