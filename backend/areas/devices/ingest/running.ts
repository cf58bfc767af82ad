// Heartbeats carry running figures (firmware, temperature, signal, uptime); one sample per device
// every RUNNING_SAMPLE_MS is kept (/DeviceRunningInfo), not every heartbeat.
import { isoAt, type Queryable } from '../../../db';
import type { FleetDevice } from '../fleet';

export const RUNNING_SAMPLE_MS = 5 * 60_000;

export interface RunningFigures { firmware?: string; temperature?: number; signal?: number; uptime?: number }

export class RunningSampler {
  private readonly lastSample = new Map<string, number>();

  async sample(tx: Queryable, device: FleetDevice, figures: RunningFigures, at: number): Promise<void> {
    if (figures.firmware === undefined && figures.temperature === undefined && figures.signal === undefined && figures.uptime === undefined) return;
    const key = `${device.kind}:${device.id}`;
    if (at - (this.lastSample.get(key) ?? -Infinity) < RUNNING_SAMPLE_MS) return;
    this.lastSample.set(key, at);
    await tx.query(
      `INSERT INTO device_running_reports (at, device_kind, device_id, serial, lot_id, firmware, temperature, signal, uptime_s)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [isoAt(at), device.kind, device.id, device.serial, device.lotId, figures.firmware ?? null, figures.temperature ?? null,
        figures.signal ?? null, figures.uptime ?? null]);
  }
}
