// The backend's own MQTT connection: publishes commands, receives acks, reports and status.
// Messages of one device are handled one after the other, in the order they arrived (a report
// must not overtake the one before it); different devices proceed side by side.
import mqtt, { type MqttClient } from 'mqtt';
import { BACKEND_SUBSCRIPTIONS, BACKEND_USER, parseTopic, type Channel, type DeviceKind } from '../../lib/devices/protocol';
import { devicePassword } from './credentials';

export interface DeviceMessage { kind: DeviceKind; serial: string; channel: Channel; payload: Buffer }

export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  close(): Promise<void>;
}

export interface BusOptions {
  url: string;
  /** Credentials: derived from the device secret for the embedded broker, or given (MQTT_USERNAME/MQTT_PASSWORD). */
  username?: string;
  password?: string;
  secret: string;
  onMessage(message: DeviceMessage): Promise<void>;
  onError(error: unknown): void;
}

export async function connectBus(options: BusOptions): Promise<Bus> {
  const username = options.username ?? BACKEND_USER;
  const client: MqttClient = await mqtt.connectAsync(options.url, {
    clientId: username,
    username,
    password: options.password ?? devicePassword(options.secret, username),
    clean: true,
    reconnectPeriod: 1_000,
  });
  const queues = new Map<string, Promise<void>>();
  client.on('message', (topic, payload) => {
    const target = parseTopic(topic);
    if (!target) return;
    const key = `${target.kind}:${target.serial}`;
    const next = (queues.get(key) ?? Promise.resolve())
      .then(() => options.onMessage({ ...target, payload }))
      .catch(options.onError);
    queues.set(key, next);
    void next.then(() => { if (queues.get(key) === next) queues.delete(key); });
  });
  client.on('error', options.onError);
  await client.subscribeAsync(BACKEND_SUBSCRIPTIONS, { qos: 1 });
  return {
    publish: async (topic, message) => { await client.publishAsync(topic, JSON.stringify(message), { qos: 1 }); },
    close: async () => {
      await client.endAsync();
      await Promise.all(queues.values());
    },
  };
}
