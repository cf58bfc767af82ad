// Reports (issue 23, being built; docs/reports.md): what the rest of the backend uses of its server
// side: the rollups' drain, run by the leader (backend/server.ts).
export { ROLLUP_DRAIN_INTERVAL_MS, drainRollups } from './rollups';
// The management pack's daily mailing, run by the leader every PACK_SCHEDULE_INTERVAL_MS (docs/reports.md "Scheduled packs").
export { PACK_SCHEDULE_INTERVAL_MS, sendDuePacks } from './pack/schedule';
