// A park id equal to the global-lot marker is sent to a separate configured host (spec 7).
const PARK_ID_FIELDS = ['ParkID', 'ParkId', 'ParkinglotID'] as const;

export type BaseUrlChoice = { ok: true; baseUrl: string } | { ok: false; messageKey: 'globalLotUnconfigured' };

export function chooseBaseUrl(
  payload: Record<string, unknown>, config: { baseUrl: string; globalLotId: string; globalLotUrl: string },
): BaseUrlChoice {
  if (!config.globalLotId) return { ok: true, baseUrl: config.baseUrl };
  const isGlobal = PARK_ID_FIELDS.some((field) => payload[field] !== undefined && String(payload[field]) === config.globalLotId);
  if (!isGlobal) return { ok: true, baseUrl: config.baseUrl };
  return config.globalLotUrl ? { ok: true, baseUrl: config.globalLotUrl } : { ok: false, messageKey: 'globalLotUnconfigured' };
}
