// Which rate prices a vehicle: rates are kept per vehicle type, plate colour and special class,
// and the most specific one that matches wins (yunqi ParkingMode: plate colour and special class).
export const VEHICLE_TYPES = ['all', 'small', 'large', 'motorbike', 'newEnergy'] as const;
export const PLATE_COLORS = ['all', 'blue', 'green', 'yellow', 'yellowGreen', 'black', 'white'] as const;
export const SPECIAL_CLASSES = ['police', 'military', 'armedPolice', 'emergency', 'embassy', 'school', 'coach'] as const;

export type VehicleType = (typeof VEHICLE_TYPES)[number];
export type PlateColor = (typeof PLATE_COLORS)[number];
export type SpecialClass = (typeof SPECIAL_CLASSES)[number];

/** What a vehicle has: one plate colour and one type ('all' is for rates only). */
export type VehiclePlateColor = Exclude<PlateColor, 'all'>;
export const VEHICLE_PLATE_COLORS = PLATE_COLORS.filter((c): c is VehiclePlateColor => c !== 'all');
export const VEHICLE_KINDS = VEHICLE_TYPES.filter((t): t is Exclude<VehicleType, 'all'> => t !== 'all');

export interface RateCandidate {
  id: string | number;
  vehicleType: VehicleType;
  plateColor: PlateColor;
  /** Only vehicles of this class match. */
  specialClass?: SpecialClass;
  /** Breaks a tie between equally specific rates: the higher wins, then the earlier in the list. */
  priority?: number;
}

export interface Vehicle {
  vehicleType: Exclude<VehicleType, 'all'>;
  plateColor: VehiclePlateColor;
  specialClass?: SpecialClass;
}

// Specificity as bits: a special class outranks an exact type and colour together, a type a colour.
const SPECIAL_MATCH = 4;
const TYPE_MATCH = 2;
const COLOR_MATCH = 1;
const NO_MATCH = -1;

function specificity(rate: RateCandidate, vehicle: Vehicle): number {
  if (rate.specialClass !== undefined && rate.specialClass !== vehicle.specialClass) return NO_MATCH;
  if (rate.vehicleType !== 'all' && rate.vehicleType !== vehicle.vehicleType) return NO_MATCH;
  if (rate.plateColor !== 'all' && rate.plateColor !== vehicle.plateColor) return NO_MATCH;
  return (rate.specialClass !== undefined ? SPECIAL_MATCH : 0)
    + (rate.vehicleType !== 'all' ? TYPE_MATCH : 0)
    + (rate.plateColor !== 'all' ? COLOR_MATCH : 0);
}

/** The most specific matching rate: special class > exact type and colour > type > colour > all. */
export function selectRate<T extends RateCandidate>(candidates: readonly T[], vehicle: Vehicle): T | undefined {
  let best: T | undefined;
  let bestScore = NO_MATCH;
  for (const rate of candidates) {
    const score = specificity(rate, vehicle);
    if (score > bestScore || (score === bestScore && score !== NO_MATCH && (rate.priority ?? 0) > (best!.priority ?? 0))) {
      best = rate;
      bestScore = score;
    }
  }
  return best;
}

const NEW_ENERGY_LENGTH = 8;
/** Large new-energy plates end in D (electric) or F (hybrid); small ones carry the letter after the city. */
const LARGE_NEW_ENERGY_LAST = /[DF]$/;
const SEPARATORS = /[\s·.•-]/g;

/**
 * The plate colour a plate's text suggests, when the camera reports none. A guess from the usual
 * Chinese forms, not a validation:
 * - 8 characters: new energy, green; yellow-green when it ends in D or F (large vehicles);
 * - ends in 警 (police) or starts with WJ (armed police): white;
 * - starts with 使 (embassy), ends in 领 (consulate), 港 or 澳 (cross-border): black;
 * - ends in 学 (driving school) or 挂 (trailer): yellow;
 * - anything else: blue (large lorries and buses are yellow, which the text cannot tell).
 */
export function plateColorOf(plate: string): VehiclePlateColor {
  const text = plate.replace(SEPARATORS, '').toUpperCase();
  const last = text.slice(-1);
  if (last === '警' || text.startsWith('WJ')) return 'white';
  if (text.startsWith('使') || last === '领' || last === '港' || last === '澳') return 'black';
  if (last === '学' || last === '挂') return 'yellow';
  if ([...text].length === NEW_ENERGY_LENGTH) return LARGE_NEW_ENERGY_LAST.test(text) ? 'yellowGreen' : 'green';
  return 'blue';
}
