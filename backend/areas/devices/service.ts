// The backend's side of the device protocol, started with the backend: the embedded MQTT broker
// (unless an external one is configured), the sender and the commander in every process, and,
// in the leader only (backend/leader.ts), the listener feeding acks and reports to the ingestion
// and the periodic rounds. Devices silent for too long are swept offline every SWEEP_MS.
import type { Db } from '../../db';
import { startEmbeddedBroker, type EmbeddedBroker } from './broker';
import { connectBus, type Bus } from './bus';
import { createCommander, type Commander } from './commands';
import { COLLECT_TICK_MS, createCashCollection } from './cash-collection';
import { CONFIG_SYNC_TICK_MS, createConfigSync } from './config-sync';
import { Fleet } from './fleet';
import { liftLaneGate } from './lane-gate';
import { showLaneDisplay } from './lane-display';
import { LOCK_SYNC_TICK_MS, createLockSync } from './lock-sync';
import { createIngest } from './ingest';
import { UPGRADE_TICK_MS, createUpgradeDispatcher } from './upgrades';
import type { Leadership } from '../../leader';
import type { DevicePort } from '../../kernel/ports/devices';

export interface DeviceServiceOptions {
  /** MQTT_DEVICE_SECRET: the secret device passwords derive from (deviceSecretFrom gives the default). */
  deviceSecret: string;
  /** MQTT_URL: an external broker (e.g. mqtt://127.0.0.1:1883); unset runs the embedded one. */
  mqttUrl?: string;
  /** MQTT_USERNAME / MQTT_PASSWORD for the external broker. */
  mqttUsername?: string;
  mqttPassword?: string;
  /** Where the embedded broker listens (port 0 picks a free port). */
  brokerHost?: string;
  brokerPort?: number;
  now?: () => number;
  commandTimeoutMs?: number;
  silentAfterMs?: number;
  log?: { info(message: string): void; error(message: string, error?: unknown): void };
}

/** The device side of the backend; what requests may use of it is the DevicePort. */
export interface DeviceService extends DevicePort {
  commander: Commander;
  fleet: Fleet;
  deviceSecret: string;
  /** Declares devices silent for too long offline (also run every SWEEP_MS). */
  sweep(): Promise<number>;
  /** Sends the 'upgrade' commands remote upgrade tasks wait for (also run every UPGRADE_TICK_MS). */
  upgrade(): Promise<number>;
  /** Sends pay stations their edited base configuration (also run every CONFIG_SYNC_TICK_MS). */
  syncConfigs(): Promise<number>;
  /** Sends pay stations the cash collections ordered from the console (also run every COLLECT_TICK_MS). */
  collectCash(): Promise<number>;
  /** Tells the locks of paid stays to let their vehicles go (also run every LOCK_SYNC_TICK_MS). */
  syncLocks(): Promise<number>;
  close(): Promise<void>;
}

const SWEEP_MS = 30_000;

/** The device side could not start (broker port taken, external broker unreachable). */
export class DeviceStartError extends Error {}

export async function startDeviceService(db: Db, leadership: Leadership, options: DeviceServiceOptions): Promise<DeviceService> {
  const now = options.now ?? Date.now;
  const log = options.log ?? { info: console.log, error: console.error };
  const fleet = new Fleet(db, now);
  await fleet.reload();

  let broker: EmbeddedBroker | null = null;
  let brokerUrl = options.mqttUrl;
  if (!brokerUrl) {
    const host = options.brokerHost ?? '127.0.0.1';
    const port = options.brokerPort ?? 0;
    broker = await startEmbeddedBroker({ fleet, secret: options.deviceSecret, port, host }).catch((error: NodeJS.ErrnoException) => {
      throw new DeviceStartError(error.code === 'EADDRINUSE'
        ? `the MQTT port ${port} on ${host} is in use. Set MQTT_PORT to another port.`
        : `the MQTT broker cannot listen on ${host}:${port}: ${error.message}`);
    });
    brokerUrl = `mqtt://${host}:${broker.port}`;
  }

  let commander: Commander | null = null;
  const ingest = createIngest({
    db, fleet, now, silentAfterMs: options.silentAfterMs,
    onRejected: (kind, serial, why) => log.info(`Device message from ${kind} ${serial} ignored: ${why}`),
    onGateLift: (lift) => {
      void liftLaneGate(db, () => commander, lift).catch((error) => log.error('Lane gate lift failed:', error));
      void showLaneDisplay(db, () => commander, lift).catch((error) => log.error('Lane display failed:', error));
    },
  });
  const busOptions = { url: brokerUrl, username: options.mqttUsername, password: options.mqttPassword, secret: options.deviceSecret };
  let sender: Bus;
  try {
    sender = await connectBus({ ...busOptions, onError: (error) => log.error('Device command channel failed:', error) });
  } catch (error) {
    await broker?.close();
    throw new DeviceStartError(`cannot connect to the MQTT broker ${brokerUrl}: ${(error as Error).message}`);
  }
  commander = createCommander({ db, fleet, bus: sender, ingest, now, timeoutMs: options.commandTimeoutMs });

  const upgrades = createUpgradeDispatcher({ db, commander, now });
  const configs = createConfigSync({ db, commander, now });
  const collections = createCashCollection({ db, commander, now });
  const locks = createLockSync({ db, commander, now, commandTimeoutMs: options.commandTimeoutMs });
  const rounds: [string, number, () => Promise<unknown>][] = [
    ['Device sweep', SWEEP_MS, async () => { await ingest.sweepSilent(); await commander!.expireAbandoned(); }],
    ['Device upgrades', UPGRADE_TICK_MS, () => upgrades.tick()],
    ['Pay station configuration sync', CONFIG_SYNC_TICK_MS, () => configs.tick()],
    ['Pay station cash collection', COLLECT_TICK_MS, () => collections.tick()],
    ['Lock sync', LOCK_SYNC_TICK_MS, () => locks.tick()],
  ];

  // The leader alone listens to the devices and runs the rounds.
  await leadership.add({
    name: 'device listening',
    start: async () => {
      const listener = await connectBus({
        ...busOptions,
        onMessage: async (message) => {
          if (message.channel === 'ack') await commander?.onAck(message.kind, message.serial, message.payload);
          else await ingest.handle(message);
        },
        onError: (error) => log.error('Device message failed:', error),
      }).catch((error: Error) => { throw new DeviceStartError(`cannot connect to the MQTT broker ${brokerUrl}: ${error.message}`); });
      // Commands a stopped process left waiting will never hear their ack as such.
      await commander!.expireAbandoned();
      const timers = rounds.map(([name, ms, round]) => setInterval(() => { round().catch((error) => log.error(`${name} failed:`, error)); }, ms));
      for (const timer of timers) timer.unref();
      return async () => {
        for (const timer of timers) clearInterval(timer);
        await listener.close();
      };
    },
  }).catch(async (error) => {
    await sender.close();
    await broker?.close();
    throw error;
  });

  return {
    commander,
    fleet,
    brokerUrl,
    deviceSecret: options.deviceSecret,
    simulatorInProcess: false,
    sweep: () => ingest.sweepSilent(),
    upgrade: () => upgrades.tick(),
    syncConfigs: () => configs.tick(),
    collectCash: () => collections.tick(),
    syncLocks: () => locks.tick(),
    async close() {
      commander?.close();
      await sender.close();
      await broker?.close();
    },
  };
}
