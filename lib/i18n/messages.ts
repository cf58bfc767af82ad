import 'server-only';
// Messages live in messages/<language>/<namespace>.json; the file name is the namespace. A
// folder is a namespace of namespaces: messages/<language>/screens/<entity>.json is screens.<entity>.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../spec-constants';
import { precompileMessages } from './precompile';

type Messages = Record<string, unknown>;
const loaded = new Map<Language, Messages>();

function readTree(dir: string): Messages {
  const messages: Messages = {};
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) messages[entry.name] = readTree(full);
    else if (entry.name.endsWith('.json')) messages[entry.name.slice(0, -'.json'.length)] = JSON.parse(readFileSync(full, 'utf8'));
  }
  return messages;
}

const production = process.env.NODE_ENV === 'production';

/** The catalogue as written: strings, for code that reads them itself (export headers, refusals). */
export function loadMessages(language: Language): Messages {
  const hit = loaded.get(language);
  if (hit && production) return hit;
  const messages = readTree(path.join(/* turbopackIgnore: true */ process.cwd(), 'messages', language));
  loaded.set(language, messages);
  return messages;
}

const compiled = new Map<Language, Messages>();

/** The catalogue for next-intl (its request configuration, and from there the browser): precompiled. */
export function loadCompiledMessages(language: Language): Messages {
  const hit = compiled.get(language);
  if (hit && production) return hit;
  const messages = precompileMessages(loadMessages(language));
  compiled.set(language, messages);
  return messages;
}
