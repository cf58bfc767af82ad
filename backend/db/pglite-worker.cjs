// Runs PGlite (embedded PostgreSQL, WASM) in a worker thread. Plain CommonJS on purpose:
// it is loaded by Node's own loader, so PGlite's dynamic imports work everywhere (also under
// Jest, whose VM sandbox refuses them), and WASM query work does not block the HTTP thread.
// Protocol: workerData { dataDir: string | null }; the worker posts { type: 'ready' } or
// { type: 'init-error', message }; then answers { id, op, sql, params } with { id, rows } or
// { id, error: { message, code, detail } }.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite } = require('@electric-sql/pglite');

function describeError(error) {
  return {
    message: String(error && error.message ? error.message : error),
    code: error && typeof error.code === 'string' ? error.code : undefined,
    detail: error && typeof error.detail === 'string' ? error.detail : undefined,
  };
}

(async () => {
  let db;
  try {
    db = workerData.dataDir ? await PGlite.create(workerData.dataDir) : await PGlite.create();
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
