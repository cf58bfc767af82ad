// Docs and code comments name files of the repository (`backend/kernel/work.ts`, `lib/areas/devices/pages.ts`);
// a move or a rename leaves such pointers stale. A named path must still exist: from the root, from
// the naming file's folder, or as the tail of some file's path (a doc about backend/ says
// `entities/sql.ts`). A bare name (`stays.ts`) passes when any file has it, so this finds the
// pointers a move broke outright, not every one.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '..');
const SKIPPED_DIRS = new Set(['node_modules', '.next', '.git', 'data', 'test-results', 'playwright-report']);
/** A dated record of what was tried, including files since removed. */
const HISTORY = new Set(['docs/performance.md']);
/** A path-like word of text: folders, a name and one of the project's file extensions. */
const PATH = /(?<![\w@/.$-])((?:\.{1,2}\/)?[\w[\]().-]+(?:\/[\w[\]().-]+)*\.(?:ts|tsx|mjs|cjs|json|sql|md))(?![\w/])/g;
/** Paths that name no file of the repository: outside it, made at run time, patterns, or code in prose. */
const NOT_REPO_FILES = [/^\//, /^(data|test-results)\//, /^DATA_DIR\//, /NNN/, /^[.-]/, /^(Next)?Response\.json$/, /^jest\.json$/];

function repoFiles(dir = '', out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const file = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) repoFiles(file, out);
    else out.push(file);
  }
  return out;
}

/** The text of a file where it may name files: all of a doc, the comments of code. */
function namingText(file: string, text: string): string[] {
  if (file.endsWith('.md')) return text.split('\n');
  return text.split('\n').map((line) => {
    const at = line.search(/\/\/|\/\*|^\s*\*|--/);
    return at < 0 ? '' : line.slice(at);
  });
}

describe('paths named in docs and comments', () => {
  it('exist', () => {
    const files = repoFiles();
    const existing = new Set(files);
    const exists = (name: string, from: string) => {
      const tail = path.posix.normalize(path.posix.join(path.posix.dirname(from), name));
      const bare = name.replace(/^(\.{1,2}\/)+/, '');
      return existing.has(tail) || existing.has(bare) || fs.existsSync(path.join(ROOT, bare))
        || files.some((f) => f.endsWith(`/${bare}`));
    };
    const stale: string[] = [];
    for (const file of files) {
      if (!/\.(ts|tsx|mjs|cjs|md|sql)$/.test(file) || HISTORY.has(file)) continue;
      namingText(file, fs.readFileSync(path.join(ROOT, file), 'utf8')).forEach((line, i) => {
        for (const match of line.matchAll(PATH)) {
          const name = match[1].replace(/^\(+/, '');
          if (NOT_REPO_FILES.some((p) => p.test(name)) || exists(name, file)) continue;
          stale.push(`${file}:${i + 1} ${name}`);
        }
      });
    }
    expect(stale).toEqual([]);
  });
});
