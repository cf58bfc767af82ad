// Helpers of the rate stores: their refusals (messages/<lang>/backend-rates.json, and rateInUse of
// backend-money.json) and the validity of dated rows (also the vehicle lists').
import type { MessageKey } from '../../messages';
import { isBlank } from '../../kernel/refs';
import { refuse } from '../../kernel/failures';
import type { Values } from '../../entities/types';

export const RATES_KEYS = {
  rateInUse: 'rateInUse',
  rateHasInternalVehicles: 'rateHasInternalVehicles',
  validityOrder: 'rateValidityOrder',
  rateOfOtherLot: 'internalVehicleRateOfOtherLot',
  workdayNotWeekend: 'holidayWorkdayNotWeekend',
} as const satisfies Record<string, MessageKey>;

/**
 * Valid from .. to (dates, both included, either open): the last day may not come before the
 * first, else refused with `key` (the vehicle lists name their own).
 */
export function checkValidity(values: Values, key: MessageKey = RATES_KEYS.validityOrder): void {
  const { validFrom, validTo } = values;
  if (!isBlank(validFrom) && !isBlank(validTo) && String(validTo) < String(validFrom)) throw refuse(key);
}
