// Occupancy, one definition for every screen that shows it (docs/decisions.md, "Occupancy"). A
// place (a lot, a yard area, a street) has a capacity and vehicles in, counted by the view
// place_occupancy (backend/db/migrations/185_occupancy.sql) and read by
// backend/areas/estate/occupancy.ts: vehicles in are open stays; capacity is a lot's total
// spaces when it sets a limit, else its berths in service (a street's: its berths in service, so
// that its vehicles in are its occupied berths); free is capacity less vehicles in, never below 0
// (counted there too: the lists sort by it). This module is the arithmetic over those figures.

export interface Occupancy {
  capacity: number;
  vehiclesIn: number;
}

/** Occupied share of the capacity in percent with one decimal (above 100 when over full); null without capacity. */
export function occupancyPercent(occupied: number, capacity: number): number | null {
  return capacity > 0 ? Math.round((occupied / capacity) * 1000) / 10 : null;
}

/** A progress bar's value, 0 to 100. */
export const occupancyGauge = (o: Occupancy) => Math.min(100, occupancyPercent(o.vehiclesIn, o.capacity) ?? 0);

export interface OccupancyTotals {
  /** Vehicles in every place. */
  vehiclesIn: number;
  /** The places' capacities added up. */
  capacity: number;
  /** Vehicles in the places that have a capacity: the figure that compares with `capacity`. */
  occupied: number;
}

/** Several places at once (the dashboard's lots): vehicles in a place without capacity count in vehiclesIn only. */
export function totalOccupancy(places: readonly Occupancy[]): OccupancyTotals {
  let vehiclesIn = 0;
  let capacity = 0;
  let occupied = 0;
  for (const place of places) {
    vehiclesIn += place.vehiclesIn;
    if (place.capacity > 0) {
      capacity += place.capacity;
      occupied += place.vehiclesIn;
    }
  }
  return { vehiclesIn, capacity, occupied };
}
