// A driver of the simulator's control surface (lib/areas/devices/sim-control.ts), for tests and tools:
// it sends a control message and waits for the simulator's answer, sending it again under the same
// id (the simulator carries an id out once) while the device is not simulated yet (just
// registered: the simulator picks it up within seconds).
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import type { DeviceKind } from '../../lib/device-protocol';
import { SIM_CONTROL_USER, simControlTopic, type SimControlDone, type SimControlMessage } from '../../lib/areas/devices/sim-control';
import { devicePassword } from '../areas/devices/credentials';

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export interface SimControlClient {
  /** Carries the message out on the device; the simulator's answer (refused: the device is of another kind). */
  send(kind: DeviceKind, serial: string, message: WithoutId<SimControlMessage>, options?: { timeoutMs?: number }): Promise<SimControlDone>;
  close(): Promise<void>;
}

const RETRY_MS = 1_000;
const DEFAULT_TIMEOUT_MS = 20_000;

export async function connectSimControl(url: string, deviceSecret: string): Promise<SimControlClient> {
  const client: MqttClient = await mqtt.connectAsync(url, {
    clientId: `${SIM_CONTROL_USER}-${randomBytes(6).toString('hex')}`, username: SIM_CONTROL_USER,
    password: devicePassword(deviceSecret, SIM_CONTROL_USER), clean: true, reconnectPeriod: 1_000,
  }, false);
  const waiting = new Map<string, (done: SimControlDone) => void>();
  client.on('message', (_topic, payload) => {
    let done: SimControlDone;
    try { done = JSON.parse(String(payload)) as SimControlDone; } catch { return; }
    waiting.get(done.id)?.(done);
  });
  return {
    async send(kind, serial, message, options = {}) {
      const id = `ctl-${randomBytes(8).toString('hex')}`;
      await client.subscribeAsync(simControlTopic(kind, serial, 'done'), { qos: 1 });
      const answered = new Promise<SimControlDone>((resolve) => waiting.set(id, resolve));
      const payload = JSON.stringify({ ...message, id });
      const end = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
      try {
        while (Date.now() < end) {
          await client.publishAsync(simControlTopic(kind, serial, 'control'), payload, { qos: 1 });
          const done = await Promise.race([answered, new Promise<null>((resolve) => setTimeout(() => resolve(null), RETRY_MS))]);
          if (done) return done;
        }
        throw new Error(`the simulator did not answer for ${kind} ${serial}: is it simulated?`);
      } finally {
        waiting.delete(id);
      }
    },
    close: () => client.endAsync(true),
  };
}
