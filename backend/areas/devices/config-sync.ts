// Brings pay stations up to date with their base configuration (/PayStation_BaseConfigInfo):
// every CONFIG_SYNC_TICK_MS the online stations whose configuration changed since they last
// confirmed it get a 'syncConfig' command carrying it, one command per station at a time. The
// confirmed version is recorded; a send that timed out or was refused is tried again after
// CONFIG_RETRY_MS (or at once when the configuration is edited again).
import { isoAt, type Db } from '../../db';
import type { CommandOutcome } from '../../kernel/ports/devices';
import type { Commander } from './commands';
import { serialRounds } from './rounds';

export const CONFIG_SYNC_TICK_MS = 2_000;
export const CONFIG_RETRY_MS = 60_000;
const PER_TICK = 50;
const CONFIG_PAGE = '/PayStation_BaseConfigInfo';

interface StationConfig {
  id: number; serial: string; config_version: number; accepts_cash: boolean; accepts_card: boolean; accepts_qr: boolean;
  max_change: number; receipt_title: string | null; idle_seconds: number;
}

/** What the station is sent: its whole base configuration and the version it is. */
function configParams(row: StationConfig): Record<string, unknown> {
  return {
    version: row.config_version, acceptsCash: row.accepts_cash, acceptsCard: row.accepts_card, acceptsQr: row.accepts_qr,
    maxChange: row.max_change, receiptTitle: row.receipt_title ?? '', idleSeconds: row.idle_seconds,
  };
}

export function createConfigSync(options: { db: Db; commander: Commander; now: () => number }) {
  const { db, commander, now } = options;

  async function dispatch(row: StationConfig): Promise<void> {
    const commandId = `config-${row.id}-v${row.config_version}-${now().toString(36)}`;
    let outcome: Pick<CommandOutcome, 'outcome' | 'reason'>;
    try {
      outcome = await commander.send({
        id: commandId, kind: 'payStation', serial: row.serial, command: 'syncConfig', params: configParams(row), operator: 'system', page: CONFIG_PAGE,
      });
    } catch {
      // The station was disabled or deleted since it was picked.
      outcome = { outcome: 'refused', reason: 'deviceDisabled' };
    }
    const at = isoAt(now());
    if (outcome.outcome === 'ok') {
      await db.query(
        `UPDATE pay_stations SET config_synced_version = GREATEST(config_synced_version, $2), config_synced_at = $3,
           config_sync_error = NULL, config_sync_tried_at = $3 WHERE id = $1`, [row.id, row.config_version, at]);
    } else if (outcome.reason !== 'offline') {
      // (Gone offline since it was picked: it stays pending and goes when the station is back.)
      // An edit made meanwhile cleared the error: it stays cleared, so the new version goes at once.
      const error = outcome.outcome === 'timeout' ? 'timeout' : outcome.reason ?? outcome.outcome;
      await db.query(
        `UPDATE pay_stations SET config_sync_error = CASE WHEN config_version = $2 THEN $3 ELSE NULL END, config_sync_tried_at = $4
         WHERE id = $1`, [row.id, row.config_version, error, at]);
    }
  }

  return {
    tick: serialRounds(async () => {
      const rows = await db.query<StationConfig>(
        `SELECT id, serial, config_version, accepts_cash, accepts_card, accepts_qr, max_change,
                receipt_title, idle_seconds
         FROM pay_stations
         WHERE status = 1 AND comm_state = 1 AND config_synced_version < config_version
           AND (config_sync_error IS NULL OR config_sync_tried_at < $1)
         ORDER BY id LIMIT ${PER_TICK}`, [isoAt(now() - CONFIG_RETRY_MS)]);
      await Promise.all(rows.map(dispatch));
      return rows.length;
    }),
  };
}
