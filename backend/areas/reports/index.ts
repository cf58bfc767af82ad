// Reports (issue 23, being built; docs/reports.md): what the rest of the backend uses of its server
// side: the rollups' drain, run by the leader (backend/server.ts).
export { ROLLUP_DRAIN_INTERVAL_MS, drainRollups } from './rollups';
