// Carries out remote upgrade tasks (/EquipmentRemoteUpgrade): every UPGRADE_TICK_MS the devices
// waiting for their 'upgrade' command get it, one command per device at a time, and each one's
// status follows the outcome (lib/areas/devices/upgrade.ts): sent, then succeeded when the device
// acknowledges running the target version, failed on its refusal, timed out, or offline when it
// could not be reached. Failed and offline devices wait for the operator's retry.
import type { UpgradeEvent } from '../../../lib/areas/devices/upgrade';
import type { Db } from '../../db';
import { applyUpgradeEvent, pendingUpgradeSends, type UpgradeSend } from './off-street/upgrade-tasks';
import type { CommandOutcome } from '../../kernel/ports/devices';
import type { Commander } from './commands';
import { LIVE_TABLES } from './ingest';
import { serialRounds } from './rounds';

export const UPGRADE_TICK_MS = 2_000;
const PER_TICK = 50;
const UPGRADE_PAGE = '/EquipmentRemoteUpgrade';

/** What the command's outcome means for the device's upgrade. */
function eventsOf(outcome: CommandOutcome, target: string): UpgradeEvent[] {
  switch (outcome.outcome) {
    case 'ok': {
      const version = outcome.result?.version;
      return [{ type: 'ack', ok: true }, ...(version === undefined || String(version) === target ? [{ type: 'result', ok: true } as const] : [])];
    }
    case 'timeout': return [{ type: 'timeout' }];
    default: return [{ type: 'ack', ok: false, error: outcome.reason ?? outcome.outcome }];
  }
}

export function createUpgradeDispatcher(options: { db: Db; commander: Commander; now: () => number }) {
  const { db, commander, now } = options;

  async function dispatch(send: UpgradeSend): Promise<void> {
    const [device] = await db.query<{ comm_state: number; firmware: string | null }>(
      `SELECT comm_state, firmware FROM ${LIVE_TABLES[send.kind]} WHERE id = $1`, [send.deviceId]);
    const commandId = `upgrade-${send.id}-${now().toString(36)}`;
    const started = await db.transaction((tx) => applyUpgradeEvent(tx, send.id,
      { type: 'send', online: device?.comm_state === 1, firmware: device?.firmware }, now(), commandId));
    if (!started?.ok || started.state.status !== 'sent') return;
    let outcome: CommandOutcome;
    try {
      outcome = await commander.send({ id: commandId, kind: send.kind, serial: send.serial, command: 'upgrade', params: { ...send.params }, operator: 'system', page: UPGRADE_PAGE });
    } catch {
      // The device was disabled or deleted since the task took it.
      outcome = { outcome: 'refused', reason: 'deviceDisabled' } as CommandOutcome;
    }
    for (const event of eventsOf(outcome, send.params.version)) {
      await db.transaction((tx) => applyUpgradeEvent(tx, send.id, event, now()));
    }
  }

  return {
    tick: serialRounds(async () => {
      const sends = await pendingUpgradeSends(db, PER_TICK);
      await Promise.all(sends.map(dispatch));
      return sends.length;
    }),
  };
}
