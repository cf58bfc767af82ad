// The console against the lots' own charging systems (/DifferencesChargingSystem): the kinds of
// a difference per lot, day and channel, and the row ids of the view charge_system_differences
// (migration 160), which encode the day, the lot and the channel so a row keeps its id.
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../parking/channels';

/**
 * oursHigher / oursLower: both sides have the channel, the amounts differ; countDiffers: same
 * amount, not the same number of payments; missingOurs: the charging system reports takings we
 * have no payment for; missingSystem: we have payments the lot's reports of that day leave out.
 */
export const CHARGE_SYSTEM_KINDS = ['oursHigher', 'oursLower', 'countDiffers', 'missingOurs', 'missingSystem'] as const;
export type ChargeSystemKind = (typeof CHARGE_SYSTEM_KINDS)[number];

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2000, 0, 1);
const LOTS = 1_000_000_000;
const CHANNEL_SLOTS = 8;

export interface ChargeSystemKey { lotId: number; day: string; channel: PaymentChannel }

/** The view's id of a lot, day (YYYY-MM-DD) and channel. */
export function chargeSystemDifferenceId(key: ChargeSystemKey): number {
  const days = Math.round((Date.parse(`${key.day}T00:00:00Z`) - EPOCH) / DAY_MS);
  return (days * LOTS + key.lotId) * CHANNEL_SLOTS + PAYMENT_CHANNELS.indexOf(key.channel);
}

/** The lot, day and channel of a view id, or null when the id names none. */
export function chargeSystemKeyOf(id: number): ChargeSystemKey | null {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const channel = PAYMENT_CHANNELS[id % CHANNEL_SLOTS];
  const rest = Math.floor(id / CHANNEL_SLOTS);
  const lotId = rest % LOTS;
  const days = Math.floor(rest / LOTS);
  if (!channel || lotId === 0) return null;
  return { lotId, day: new Date(EPOCH + days * DAY_MS).toISOString().slice(0, 10), channel };
}
