// The enabled devices by kind and serial, read from the registers (040_devices.sql) and kept in
// memory: the broker's access rules and the ingestion look devices up on every message. A serial
// not known yet triggers a reload (at most one per RELOAD_ON_MISS_MS: a miss just after a reload
// waits for the next), and the whole list is
// reloaded every FULL_RELOAD_MS, so devices registered, moved or disabled in the console take
// effect within seconds without any call from the screens.
import type { Queryable } from '../../db';
import type { DeviceKind } from '../../../lib/device-protocol';

export interface FleetDevice {
  kind: DeviceKind;
  id: number;
  serial: string;
  lotId: number;
  /** The node controller a lock or sensor hangs off. */
  nodeSerial: string | null;
  berthId: number | null;
}

const RELOAD_ON_MISS_MS = 1_000;
const FULL_RELOAD_MS = 10_000;

const FLEET_SQL = `
  SELECT 'lock' AS kind, l.id, l.serial, l.lot_id, n.serial AS node_serial, l.berth_id
    FROM parking_locks l LEFT JOIN node_controllers n ON n.id = l.node_id AND n.status = 1 WHERE l.status = 1
  UNION ALL
  SELECT 'sensor', s.id, s.serial, s.lot_id, n.serial, s.berth_id
    FROM sensors s LEFT JOIN node_controllers n ON n.id = s.node_id AND n.status = 1 WHERE s.status = 1
  UNION ALL SELECT 'node', id, serial, lot_id, NULL, NULL FROM node_controllers WHERE status = 1
  UNION ALL SELECT 'payStation', id, serial, lot_id, NULL, NULL FROM pay_stations WHERE status = 1
  UNION ALL SELECT 'lane', id, serial, lot_id, NULL, NULL FROM lane_devices WHERE status = 1
  UNION ALL SELECT 'videoPile', id, serial, lot_id, NULL, NULL FROM video_piles WHERE status = 1`;

const keyOf = (kind: DeviceKind, serial: string) => `${kind}:${serial}`;

export class Fleet {
  private devices = new Map<string, FleetDevice>();
  /** When the list in memory was read (the start of its query: rows written later may be missing). */
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;
  private loadingSince = -Infinity;

  constructor(private readonly db: Queryable, private readonly clock: () => number = Date.now) {}

  async reload(): Promise<void> {
    if (this.loading) return this.loading;
    const since = this.clock();
    this.loadingSince = since;
    this.loading = (async () => {
      try {
        const rows = await this.db.query<{ kind: DeviceKind; id: number; serial: string; lot_id: number; node_serial: string | null; berth_id: number | null }>(FLEET_SQL);
        this.devices = new Map(rows.map((r) => [keyOf(r.kind, r.serial), {
          kind: r.kind, id: r.id, serial: r.serial, lotId: r.lot_id, nodeSerial: r.node_serial, berthId: r.berth_id,
        }]));
        this.loadedAt = since;
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }

  /** The enabled device, or null. */
  async find(kind: DeviceKind, serial: string): Promise<FleetDevice | null> {
    const askedAt = this.clock();
    const hit = this.devices.get(keyOf(kind, serial));
    if (hit && askedAt - this.loadedAt <= FULL_RELOAD_MS) return hit;
    if (hit) await this.reload();
    else await this.readSince(askedAt);
    return this.devices.get(keyOf(kind, serial)) ?? null;
  }

  /**
   * Waits for a list read at or after `askedAt`, so that a device registered a moment ago is found
   * (a load already running may have begun before it was written), while strangers cost at most
   * one reload per second.
   */
  private async readSince(askedAt: number): Promise<void> {
    if (this.loading && this.loadingSince < askedAt) await this.loading.catch(() => undefined);
    if (this.loadedAt >= askedAt) return;
    const wait = RELOAD_ON_MISS_MS - (this.clock() - this.loadedAt);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (this.loadedAt < askedAt) await this.reload();
  }

  /** Locks and sensors of a node controller (as last loaded). */
  childrenOf(nodeSerial: string): FleetDevice[] {
    return [...this.devices.values()].filter((d) => d.nodeSerial === nodeSerial);
  }

  /** Every enabled device (as last loaded). */
  list(): FleetDevice[] {
    return [...this.devices.values()];
  }
}
