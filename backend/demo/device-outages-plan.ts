// The outages of the demo's devices during its week (device-outages.ts): as installed when the week
// began, most devices never dropped out, some did once: a sensor's radio or battery more often than
// a wired lane camera or pay station, mostly for minutes (a network blip, a restart), now and then
// for hours (a controller waiting for the technician). All are over before the demo's now, so the
// online rate of the week's days (/SiteStatisticalAnalysis) is a figure below 100 %. Pure.
import type { DeviceKind } from '../../lib/device-protocol';
import { between, type Random } from './random';
import { MINUTE } from './visits';

/** The outages' own generator: the traffic's draws stay as they were. */
export const DEMO_OUTAGES_SEED = 20_261_129;
const HOUR = 60 * MINUTE;
/** The chance that a device of a kind dropped out once during the week. */
export const OUTAGE_CHANCE: Readonly<Record<DeviceKind, number>> = { sensor: 0.3, lock: 0.25, node: 0.2, videoPile: 0.2, lane: 0.1, payStation: 0.1 };
/** An outage's length: mostly 5-45 minutes, one in five 1-6 hours. */
export const OUTAGE_MINUTES = { short: [5, 45], long: [60, 360] } as const;

export interface DemoDevice { kind: DeviceKind; id: number }
export interface DemoOutage { device: DemoDevice; from: number; to: number }

/** The week's outages, each within [since, now - 1 h). */
export function planDeviceOutages(random: Random, devices: readonly DemoDevice[], options: { since: number; now: number }): DemoOutage[] {
  const outages: DemoOutage[] = [];
  for (const device of devices) {
    if (random() >= OUTAGE_CHANCE[device.kind]) continue;
    const [min, max] = random() < 0.8 ? OUTAGE_MINUTES.short : OUTAGE_MINUTES.long;
    const length = between(random, min, max) * MINUTE;
    const latest = options.now - HOUR - length;
    if (latest <= options.since) continue;
    const from = options.since + Math.floor(random() * (latest - options.since));
    outages.push({ device, from, to: from + length });
  }
  return outages;
}
