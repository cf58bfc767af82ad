// Berth numbers (pure): the states a berth is in, the longest number, and the run of numbers the
// 'generateBerths' row action of /YardAreaInformation and /StreetInformation makes from a prefix
// and a range (at most MAX_BERTH_RUN at once, all or nothing).

/**
 * Values of berths.state (030_estate.sql): 0 free, 1 occupied, 2 reserved, 3 out of service (named
 * in backend/areas/charging/occupancy.ts BERTH_STATE). Detectors write 0 and 1, operators 3.
 */
export const BERTH_STATE_VALUES = [0, 1, 2, 3] as const;

/** A berth number: 1 to 20 characters. */
export const BERTH_NUMBER_MAX_LENGTH = 20;
/** Berths one generation makes at most. */
export const MAX_BERTH_RUN = 500;
/** The prefix of a generated run, and the range's bounds. */
export const BERTH_PREFIX_MAX_LENGTH = 10;
export const BERTH_RUN_MAX_NUMBER = 999_999;
/** Zero-padding of the generated numbers (e.g. 3: 001, 002 ...). */
export const BERTH_RUN_MAX_DIGITS = 6;

export interface BerthRun {
  prefix?: string | null;
  from: number;
  to: number;
  /** Pad the number with zeros to this many digits. */
  digits?: number | null;
}

export type BerthRunProblem =
  | { field: 'to'; problem: 'rangeOrder' }
  | { field: 'to'; problem: 'tooMany'; max: number };

/** Why a run cannot be generated, or null. */
export function berthRunProblem(run: BerthRun): BerthRunProblem | null {
  if (run.to < run.from) return { field: 'to', problem: 'rangeOrder' };
  if (run.to - run.from + 1 > MAX_BERTH_RUN) return { field: 'to', problem: 'tooMany', max: MAX_BERTH_RUN };
  return null;
}

/** The numbers of a valid run, in order: prefix + the number zero-padded to `digits`. */
export function berthRunNumbers(run: BerthRun): string[] {
  if (berthRunProblem(run)) return [];
  const prefix = (run.prefix ?? '').trim();
  const digits = run.digits ?? 0;
  const numbers: string[] = [];
  for (let n = run.from; n <= run.to; n += 1) numbers.push(`${prefix}${String(n).padStart(digits, '0')}`);
  return numbers;
}
