// The backend's side of the device protocol, started with the backend: the embedded MQTT broker
// (unless an external one is configured), the backend's own MQTT connection, the ingestion of
// reports and the commander. Devices silent for too long are swept offline every SWEEP_MS.
import { createHmac } from 'node:crypto';
import type { Db } from '../db';
import { startEmbeddedBroker, type EmbeddedBroker } from './broker';
import { connectBus, type Bus } from './bus';
import { createCommander, type Commander } from './commands';
import { COLLECT_TICK_MS, createCashCollection } from './cash-collection';
import { CONFIG_SYNC_TICK_MS, createConfigSync } from './config-sync';
import { Fleet } from './fleet';
import { liftLaneGate } from './lane-gate';
import { LOCK_SYNC_TICK_MS, createLockSync } from '../charging/lock-sync';
import { createIngest } from './ingest';
import { UPGRADE_TICK_MS, createUpgradeDispatcher } from './upgrades';

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

export interface DeviceService {
  commander: Commander;
  fleet: Fleet;
  /** The broker devices (and the simulator) connect to. */
  brokerUrl: string;
  deviceSecret: string;
  /** The backend plays its devices itself (the standalone simulator must not play them too). */
  simulatorInProcess: boolean;
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

/** The default device secret: derived from the signing secret, so no extra setting is needed. */
export function deviceSecretFrom(signingSecret: string): string {
  return createHmac('sha256', signingSecret).update('catc-mqtt-device-secret').digest('base64url');
}

export async function startDeviceService(db: Db, options: DeviceServiceOptions): Promise<DeviceService> {
  const now = options.now ?? Date.now;
  const log = options.log ?? { info: console.log, error: console.error };
  const fleet = new Fleet(db, now);
  await fleet.reload();
  // Commands left waiting by a previous run will never hear their ack as such.
  await db.query("UPDATE device_commands SET outcome = 'timeout' WHERE outcome = 'pending'");

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
    onGateLift: (lift) => { void liftLaneGate(db, () => commander, lift).catch((error) => log.error('Lane gate lift failed:', error)); },
  });
  let bus: Bus;
  try {
    bus = await connectBus({
      url: brokerUrl,
      username: options.mqttUsername,
      password: options.mqttPassword,
      secret: options.deviceSecret,
      onMessage: async (message) => {
        if (message.channel === 'ack') await commander?.onAck(message.kind, message.serial, message.payload);
        else await ingest.handle(message);
      },
      onError: (error) => log.error('Device message failed:', error),
    });
  } catch (error) {
    await broker?.close();
    throw new DeviceStartError(`cannot connect to the MQTT broker ${brokerUrl}: ${(error as Error).message}`);
  }
  commander = createCommander({ db, fleet, bus, ingest, now, timeoutMs: options.commandTimeoutMs });

  const upgrades = createUpgradeDispatcher({ db, commander, now });
  const configs = createConfigSync({ db, commander, now });
  const collections = createCashCollection({ db, commander, now });
  const locks = createLockSync({ db, commander, now });
  const timers = [
    setInterval(() => { ingest.sweepSilent().catch((error) => log.error('Device sweep failed:', error)); }, SWEEP_MS),
    setInterval(() => { upgrades.tick().catch((error) => log.error('Device upgrades failed:', error)); }, UPGRADE_TICK_MS),
    setInterval(() => { configs.tick().catch((error) => log.error('Pay station configuration sync failed:', error)); }, CONFIG_SYNC_TICK_MS),
    setInterval(() => { collections.tick().catch((error) => log.error('Pay station cash collection failed:', error)); }, COLLECT_TICK_MS),
    setInterval(() => { locks.tick().catch((error) => log.error('Lock sync failed:', error)); }, LOCK_SYNC_TICK_MS),
  ];
  for (const timer of timers) timer.unref();

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
      for (const timer of timers) clearInterval(timer);
      commander?.close();
      await bus.close();
      await broker?.close();
    },
  };
}
