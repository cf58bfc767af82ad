// How deeply a JSON text nests, found without recursion and without parsing: untrusted datas
// nested thousands of levels deep would exhaust the stack of any recursive reader (JSON.parse,
// the sanitizing walk) and cost CPU before anything is checked. Strings are skipped whole.
const OPEN = new Set(['[', '{']);
const CLOSE = new Set([']', '}']);

/** Datas nest at most this deep (objects and arrays); the console's deepest payload nests 4. */
export const MAX_JSON_DEPTH = 32;

/** Whether `text` opens more than `max` objects or arrays inside each other. */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i += 1;
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (OPEN.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSE.has(c)) {
      depth -= 1;
    }
  }
  return false;
}
