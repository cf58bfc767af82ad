// The boundaries of the code (docs/architecture.md, "Boundaries"), checked by `npm run boundaries`
// and by `npm test` (scripts/boundaries.mjs, which also refuses a cycle between areas). Type-only imports count like any other (tsPreCompilationDeps). A rule names
// the parts below, so that a new boundary is one more rule over them.
const fs = require('node:fs');
const path = require('node:path');

/** Files of `dir` (recursively) whose text matches `marker`, as paths from the repository root. */
function filesMarked(dir, marker) {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(path.join(__dirname, folder), { withFileTypes: true })) {
      const file = `${folder}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && marker.test(fs.readFileSync(path.join(__dirname, file), 'utf8'))) found.push(file);
    }
  };
  walk(dir);
  return found;
}
const exactly = (files) => files.map((f) => `^${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

// ---- The parts -------------------------------------------------------------------------------

/** Server code of the reference backend. */
const BACKEND = '^backend/';
/** What every backend area stands on; it depends on no area. */
const KERNEL = '^backend/kernel/';
/** What the kernel itself may use besides lib/ and packages: the backend's infrastructure. */
const KERNEL_MAY_USE = ['^backend/kernel/', '^backend/db/', '^backend/auth/', '^backend/context\\.ts$', '^backend/messages\\.ts$'];
/** Code of lib/ that runs only on the console's server: marked `import 'server-only'`, and lib/server, lib/bff. */
const LIB_SERVER_ONLY = ['^lib/server/', '^lib/bff/', ...exactly(filesMarked('lib', /^import 'server-only';/m))];
/** A business area's folder on any side: lib/areas/<area>, backend/areas/<area>, components/areas/<area>. */
const AREA = '^(lib|backend|components)/areas/([^/]+)/';
/** Files of app/ that run in the browser: marked 'use client' (every file of components/ is taken as one). */
const APP_CLIENT = exactly(filesMarked('app', /^'use client';/m));

// ---- The rules -------------------------------------------------------------------------------

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle in backend/ or lib/ (type-only imports included): break it through the kernel or a port.',
      severity: 'error',
      from: { path: '^(backend|lib)/' },
      to: { circular: true },
    },
    {
      name: 'browser-safe-code-imports-no-backend',
      comment: 'lib/ (but its server-only files), components/ and client files of app/ reach the backend only over HTTP.',
      severity: 'error',
      from: { path: '^lib/', pathNot: LIB_SERVER_ONLY },
      to: { path: BACKEND },
    },
    {
      name: 'client-components-import-no-backend',
      comment: 'components/ and client files of app/ reach the backend only over HTTP.',
      severity: 'error',
      from: { path: ['^components/', ...APP_CLIENT] },
      to: { path: BACKEND },
    },
    {
      name: 'kernel-imports-no-area',
      comment: 'backend/kernel/ is what the areas stand on: it imports no area of backend/ (areas reach it, not the reverse). Its tests may start a whole backend (backend/test/).',
      severity: 'error',
      from: { path: KERNEL, pathNot: '\\.test\\.ts$' },
      to: { path: BACKEND, pathNot: KERNEL_MAY_USE },
    },
    {
      name: 'area-reaches-area-by-its-index',
      comment: "An area uses another only through that area's index.ts (its manifest and what it offers to others). Its tests may reach further.",
      severity: 'error',
      from: { path: AREA, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(lib|backend|components)/areas/[^/]+/', pathNot: ['^(lib|backend|components)/areas/$2/', '^(lib|backend|components)/areas/[^/]+/index\\.tsx?$'] },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '^\\.next/'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
