// Built once per declaration: schemas derived from a screen's (static) declaration are the same
// for every request, so the BFF and the backend build each the first time it is asked for and
// reuse it (zod schemas are immutable: parsing shares nothing between calls). Keyed weakly, so a
// declaration made on the fly (tests) is not kept alive by its schemas.
export function perDeclaration<D extends object, A, R>(build: (decl: D, arg: A) => R): (decl: D, arg: A) => R {
  const built = new WeakMap<D, Map<A, R>>();
  return (decl, arg) => {
    let byArg = built.get(decl);
    if (!byArg) built.set(decl, (byArg = new Map()));
    if (!byArg.has(arg)) byArg.set(arg, build(decl, arg));
    return byArg.get(arg) as R;
  };
}
