// Estate: lots, areas, streets, berths, cameras, jurisdictions.
// What other areas may use of its server side: they reach the area only through this file
// (docs/architecture.md, "Boundaries").
export { readOccupancy, type PlaceOccupancy } from './occupancy';
