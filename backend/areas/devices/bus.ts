// The backend's MQTT connections. Every process has a sender (client id '<user>-<random>', so that
// processes never take each other's connection) that publishes commands. The leader alone also
// has the listener (client id '<user>', persistent session: acks and reports sent while leaders
// change wait at the broker for the next one) that receives acks, reports and status.
// Messages of one device are handled one after the other, in the order they arrived (a report
// must not overtake the one before it); different devices proceed side by side. This order is
// why the listener is one connection rather than an MQTT shared subscription, which deals the
// messages of one device out to several processes.
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { BACKEND_SUBSCRIPTIONS, BACKEND_USER, parseTopic, type Channel, type DeviceKind } from '../../../lib/device-protocol';
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
  /** The listener (acks, reports, status); without it, a sender that only publishes. */
  onMessage?(message: DeviceMessage): Promise<void>;
  onError(error: unknown): void;
}

/** The sender's client id: the user and a random suffix, one per process. */
export const senderClientId = (username: string) => `${username}-${randomBytes(6).toString('hex')}`;

export async function connectBus(options: BusOptions): Promise<Bus> {
  const username = options.username ?? BACKEND_USER;
  const listening = options.onMessage !== undefined;
  // Not connectAsync: the messages a persistent session kept may come with the connection, so
  // the handler must be in place before it opens.
  const client: MqttClient = mqtt.connect(options.url, {
    clientId: listening ? username : senderClientId(username),
    username,
    password: options.password ?? devicePassword(options.secret, username),
    clean: !listening,
    reconnectPeriod: 1_000,
  });
  const connected = new Promise<void>((resolve, reject) => {
    const settle = (error?: Error) => {
      client.off('connect', onConnect);
      client.off('error', onError);
      if (!error) return resolve();
      client.end();
      reject(error);
    };
    const onConnect = () => settle();
    const onError = (error: Error) => settle(error);
    client.on('connect', onConnect);
    client.on('error', onError);
  });
  const queues = new Map<string, Promise<void>>();
  const onMessage = options.onMessage;
  if (onMessage) client.on('message', (topic, payload) => {
    const target = parseTopic(topic);
    if (!target) return;
    const key = `${target.kind}:${target.serial}`;
    const next = (queues.get(key) ?? Promise.resolve())
      .then(() => onMessage({ ...target, payload }))
      .catch(options.onError);
    queues.set(key, next);
    void next.then(() => { if (queues.get(key) === next) queues.delete(key); });
  });
  await connected;
  client.on('error', options.onError);
  if (listening) await client.subscribeAsync(BACKEND_SUBSCRIPTIONS, { qos: 1 });
  return {
    publish: async (topic, message) => { await client.publishAsync(topic, JSON.stringify(message), { qos: 1 }); },
    close: async () => {
      await client.endAsync();
      await Promise.all(queues.values());
    },
  };
}
