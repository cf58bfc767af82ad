// What an inspection vehicle saw on a berth compared with the berth's open order
// (/InspectionVehicleComparisonRecord): the vehicle's camera reads the plate parked on the berth
// (or sees it empty), the order system says which plate the berth is being charged for (or that
// none is). Pure: the backend stores the result beside both plates.
import { normalizePlate } from '../../validation/formats';

/** Stored values of inspection_comparisons.result; labels screens.inspectionComparison.options.result.<value>. */
export const COMPARISON_RESULT = {
  /** The plate seen is the plate of the berth's order. */
  match: 1,
  /** A vehicle is on the berth, but the order is for another plate. */
  plateMismatch: 2,
  /** A vehicle is on the berth without an order (parking unrecorded: a suspected evasion). */
  noOrder: 3,
  /** The berth is empty, yet an order is still open (the vehicle left without the order ending). */
  orderWithoutVehicle: 4,
  /** The berth is empty and has no order. */
  vacant: 5,
} as const;
export type ComparisonResult = (typeof COMPARISON_RESULT)[keyof typeof COMPARISON_RESULT];
export const COMPARISON_RESULTS: readonly ComparisonResult[] = Object.values(COMPARISON_RESULT);

/**
 * @param seenPlate the plate the camera read, or null when the berth was seen empty
 * @param orderPlate the plate of the berth's open order, or null when it has none
 */
export function compareSighting(seenPlate: string | null, orderPlate: string | null): ComparisonResult {
  const seen = seenPlate === null ? '' : normalizePlate(seenPlate);
  const ordered = orderPlate === null ? '' : normalizePlate(orderPlate);
  if (!seen) return ordered ? COMPARISON_RESULT.orderWithoutVehicle : COMPARISON_RESULT.vacant;
  if (!ordered) return COMPARISON_RESULT.noOrder;
  return seen === ordered ? COMPARISON_RESULT.match : COMPARISON_RESULT.plateMismatch;
}
