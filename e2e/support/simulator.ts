// The device simulator the e2e backend runs (SIMULATOR_ACTIVITY=0: devices do nothing by
// themselves), driven through its control surface over the embedded broker (lib/areas/devices/
// sim-control.ts): a test makes a simulated camera read a plate or a vehicle arrive on a berth,
// as a person at the barrier would, never through a door of the product.
import { deviceSecretFrom } from '../../backend/areas/devices/credentials';
import { connectSimControl, type SimControlClient } from '../../backend/simulator/control-client';

let connection: Promise<SimControlClient> | null = null;

/** The control client, connected once per worker with the device secret the backend derives from its signing secret. */
export function simulator(): Promise<SimControlClient> {
  const { MQTT_PORT: port, ASHX_SIGNING_SECRET: secret } = process.env;
  if (!port || !secret) throw new Error('the e2e runner sets MQTT_PORT and ASHX_SIGNING_SECRET (scripts/e2e.mjs)');
  connection ??= connectSimControl(`mqtt://127.0.0.1:${port}`, process.env.MQTT_DEVICE_SECRET ?? deviceSecretFrom(secret));
  return connection;
}

export async function closeSimulator(): Promise<void> {
  const pending = connection;
  connection = null;
  await (await pending)?.close();
}

/** Carries a control message out on a simulated device; fails the test when the simulator refuses it. */
export async function simulate(...args: Parameters<SimControlClient['send']>): Promise<void> {
  const done = await (await simulator()).send(...args);
  if (!done.ok) throw new Error(`the simulator refused ${JSON.stringify(args)}: ${done.error}`);
}
