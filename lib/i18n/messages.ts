import 'server-only';
// Messages live in messages/<language>/<namespace>.json; the file name is the namespace.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '../spec-constants';

type Messages = Record<string, unknown>;
const loaded = new Map<Language, Messages>();

export function loadMessages(language: Language): Messages {
  const hit = loaded.get(language);
  if (hit && process.env.NODE_ENV === 'production') return hit;
  const dir = path.join(/* turbopackIgnore: true */ process.cwd(), 'messages', language);
  const messages: Messages = {};
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    messages[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  }
  loaded.set(language, messages);
  return messages;
}
