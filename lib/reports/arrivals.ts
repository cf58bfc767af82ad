// When vehicles arrive (docs/reports.md, "Use"): arrivals by hour of the operator's day, and the
// peak hour. An arrival is a stay begun (an entry), whatever the vehicle's class.
import { bucketKey } from './periods';

export const HOURS_PER_DAY = 24;
/** Where the hour stands in an hour bucket's key ('YYYY-MM-DD HH'). */
const HOUR_IN_KEY = 11;

/** The operator's hour of day (0-23) of an instant. */
export const operatorHour = (at: number) => Number(bucketKey(at, 'hour').slice(HOUR_IN_KEY));

/** Arrivals per hour of day, index 0 = 00:00-01:00, over every day of the instants given. */
export function arrivalsByHour(arrivals: readonly number[]): number[] {
  const hours = Array.from({ length: HOURS_PER_DAY }, () => 0);
  for (const at of arrivals) hours[operatorHour(at)] += 1;
  return hours;
}

/** The hour with the most arrivals (the earliest of equals), and how many; none without arrivals. */
export function peakHour(byHour: readonly number[]): { hour: number; count: number } | null {
  let peak: { hour: number; count: number } | null = null;
  for (let hour = 0; hour < byHour.length; hour += 1) {
    const count = byHour[hour];
    if (count > 0 && (peak === null || count > peak.count)) peak = { hour, count };
  }
  return peak;
}
