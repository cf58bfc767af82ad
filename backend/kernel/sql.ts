// SQL identifiers built from code (table and column names of stores and services): quoted, and
// refused when they are not plain names. Values never go here: they travel as parameters.
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A quoted identifier; throws on anything that is not a plain name (a mistake in a store). */
export function ident(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a plain SQL identifier: ${JSON.stringify(name)}`);
  return `"${name}"`;
}
