export interface CruisedModule { source: string; dependencies: readonly { resolved: string }[] }
export function areaGraph(modules: readonly CruisedModule[]): Map<string, Set<string>>;
export function areaCycles(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][];
