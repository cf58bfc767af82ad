// Where each kind of device keeps its live columns (comm state, last seen...).
import type { DeviceKind } from '../../../../lib/device-protocol';

/** The table holding each kind's live columns. */
export const LIVE_TABLES: Record<DeviceKind, string> = {
  lock: 'parking_locks', sensor: 'sensors', node: 'node_controllers', payStation: 'pay_stations', lane: 'lane_devices', videoPile: 'video_piles',
};
