// Plays a registered device for a moment over the device protocol, with the device's own
// credentials on the backend's broker: what the simulator, run without activity in these tests,
// never sends by itself (a plate read at a lane, a payment and a fault at a pay station, a node
// controller going offline). The broker knows one connection per device: it hands the device's
// over to this one (the simulator's is dropped), and the simulator takes it back when it
// reconnects a moment later. Each play is one attempt; the caller waits for what it should cause.
import mqtt from 'mqtt';
import { devicePassword, deviceSecretFrom } from '../../backend/areas/devices/credentials';
import { deviceUser, topicOf, type Channel, type DeviceKind } from '../../lib/device-protocol';

const BROKER_URL = `mqtt://127.0.0.1:${process.env.MQTT_PORT}`;
/** How long one attempt may take: the simulator reconnects two seconds after it was dropped. */
const ATTEMPT_MS = 5_000;

export interface DeviceMessage { channel: Extract<Channel, 'report' | 'status'>; payload: string | Record<string, unknown> }

/** Sends the messages as the device; false when the connection was lost to the simulator before they were all sent. */
export async function playDevice(kind: DeviceKind, serial: string, messages: readonly DeviceMessage[]): Promise<boolean> {
  const user = deviceUser(kind, serial);
  const secret = process.env.MQTT_DEVICE_SECRET ?? deviceSecretFrom(process.env.ASHX_SIGNING_SECRET!);
  const client = await mqtt.connectAsync(BROKER_URL, {
    clientId: user, username: user, password: devicePassword(secret, user), clean: true, reconnectPeriod: 0, connectTimeout: ATTEMPT_MS,
  }).catch(() => null);
  if (!client) return false;
  // A publish whose connection was taken over is never acknowledged: the attempt ends at its time.
  let timer: NodeJS.Timeout | undefined;
  const lost = new Promise<false>((resolve) => {
    client.once('close', () => resolve(false));
    timer = setTimeout(() => resolve(false), ATTEMPT_MS);
  });
  const sent = (async () => {
    for (const { channel, payload } of messages) {
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      await client.publishAsync(topicOf(kind, serial, channel), text, { qos: 1 });
    }
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([sent, lost]);
  } finally {
    clearTimeout(timer);
    await client.endAsync(true).catch(() => undefined);
  }
}
