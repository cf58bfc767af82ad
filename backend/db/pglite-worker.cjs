// Runs PGlite (embedded PostgreSQL, WASM) in a worker thread. Plain CommonJS on purpose:
// it is loaded by Node's own loader, so PGlite's dynamic imports work everywhere (also under
// Jest, whose VM sandbox refuses them), and WASM query work does not block the HTTP thread.
// Protocol: workerData { dataDir: string | null, templatePath: string | null, sharedBuffers: string }; the worker posts { type: 'ready' } or
// { type: 'init-error', message }; then answers { id, op, sql, params } with { id, rows } or
// { id, error: { message, code, detail } } (op 'save': sql is the tarball's path).
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { PGlite } = require('@electric-sql/pglite');
const { pg_trgm } = require('@electric-sql/pglite/contrib/pg_trgm');

// Extensions the migrations create (pg_trgm: trigram indexes for "contains" filters, migration 150).
const extensions = { pg_trgm };
// Shared buffers as openPglite decided them (backend/db/index.ts: 32 MB unless
// PGLITE_SHARED_BUFFERS says otherwise). PGlite's own start parameters are kept: replacing them
// hangs the start.
const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${workerData.sharedBuffers}`];
const options = { extensions, startParams };

function describeError(error) {
  return {
    message: String(error && error.message ? error.message : error),
    code: error && typeof error.code === 'string' ? error.code : undefined,
    detail: error && typeof error.detail === 'string' ? error.detail : undefined,
  };
}

// Writes the database's files as a tarball, whole or not at all (a reader never sees half of it).
async function saveTo(db, file) {
  await db.exec('CHECKPOINT');
  const dump = await db.dumpDataDir('none');
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(temporary, file);
}

// An in-memory database starts from a tarball of a freshly initialised one when there is one
// (much faster than initdb, for tests); otherwise it is initialised and the tarball written.
async function openInMemory(templatePath) {
  if (!templatePath) return PGlite.create(options);
  if (fs.existsSync(templatePath)) {
    try {
      return await PGlite.create({ ...options, loadDataDir: new Blob([fs.readFileSync(templatePath)]) });
    } catch {
      // An unusable template: initialise afresh and replace it below.
    }
  }
  const db = await PGlite.create(options);
  // Only a speed-up: ignore a failure to write it.
  await saveTo(db, templatePath).catch(() => undefined);
  return db;
}

(async () => {
  let db;
  try {
    db = workerData.dataDir ? await PGlite.create(workerData.dataDir, options) : await openInMemory(workerData.templatePath);
  } catch (error) {
    parentPort.postMessage({ type: 'init-error', message: describeError(error).message });
    return;
  }
  parentPort.on('message', async (request) => {
    try {
      if (request.op === 'query') {
        const result = await db.query(request.sql, request.params || []);
        parentPort.postMessage({ id: request.id, rows: result.rows });
      } else if (request.op === 'exec') {
        await db.exec(request.sql);
        parentPort.postMessage({ id: request.id, rows: [] });
      } else if (request.op === 'save') {
        await saveTo(db, request.sql);
        parentPort.postMessage({ id: request.id, rows: [] });
      } else if (request.op === 'close') {
        await db.close();
        parentPort.postMessage({ id: request.id, rows: [] });
        parentPort.close();
      } else {
        parentPort.postMessage({ id: request.id, error: { message: `unknown op ${request.op}` } });
      }
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: describeError(error) });
    }
  });
  parentPort.postMessage({ type: 'ready' });
})();
