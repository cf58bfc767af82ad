// /DeviceRunningInfo over device_running_reports (040_devices.sql): running figures sampled
// from the heartbeats of every kind of device (backend/areas/devices/ingest/running.ts).
import type { EntityStore } from '../../../entities/types';
import { LOT_JOIN } from './common';

export const deviceRunningStore: EntityStore = {
  entity: 'deviceRunning',
  table: 'device_running_reports',
  computed: { lotName: 'l.name', uptimeHours: 'round(t.uptime_s / 3600.0, 1)' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};
