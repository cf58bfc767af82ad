// Devices: on-street locks and sensors, off-street lanes and pay stations, their commands.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { LIVE_TABLES } from './ingest/live-tables';
