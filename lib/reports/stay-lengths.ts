// How long stays last (docs/reports.md, "Use"): the average and the distribution in bands. A stay
// counts in the period it left in (its length is known then), as /TemporaryParkingAnalysis counts it;
// a stay closed as a repeat entry never left and counts nowhere.
import { MS_PER_MINUTE } from '../tariff/calendar';
import { scaledRatio } from './rates';

/**
 * The bands' lower bounds in minutes, a bound belonging to the longer band. 15 minutes is the usual
 * free time; 1, 3 and 6 hours are the bounds of /TemporaryParkingAnalysis's bands (docs/decisions.md),
 * which are therefore unions of these and agree with them.
 */
export const STAY_LENGTH_BANDS = [
  { band: 'under15m', from: 0 },
  { band: 'from15m', from: 15 },
  { band: 'from30m', from: 30 },
  { band: 'from1h', from: 60 },
  { band: 'from3h', from: 180 },
  { band: 'from6h', from: 360 },
  { band: 'from12h', from: 720 },
  { band: 'from24h', from: 1440 },
] as const;
export type StayLengthBand = (typeof STAY_LENGTH_BANDS)[number]['band'];

/** The band of a stay's length (ms); a negative length (clock skew) is the shortest band. */
export function stayLengthBand(lengthMs: number): StayLengthBand {
  let found: StayLengthBand = STAY_LENGTH_BANDS[0].band;
  for (const { band, from } of STAY_LENGTH_BANDS) if (lengthMs >= from * MS_PER_MINUTE) found = band;
  return found;
}

/** How many stays fall in each band, every band listed. */
export function stayLengthDistribution(lengthsMs: readonly number[]): Record<StayLengthBand, number> {
  const counts = Object.fromEntries(STAY_LENGTH_BANDS.map(({ band }) => [band, 0])) as Record<StayLengthBand, number>;
  for (const length of lengthsMs) counts[stayLengthBand(length)] += 1;
  return counts;
}

/** Average stay (平均停车时长) in whole minutes, half up: total length / stays; none without stays. */
export function averageStayMinutes(totalLengthMs: number, stays: number): number | null {
  return stays === 0 ? null : scaledRatio(totalLengthMs, stays * MS_PER_MINUTE, 1);
}
