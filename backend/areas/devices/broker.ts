// The embedded MQTT broker (aedes) the backend runs when no external broker is configured
// (MQTT_URL unset). It listens on MQTT_PORT (default: the backend's port + 1) on the backend's
// address, and enforces who may do what:
// - the backend (user 'backend', client id 'backend' or 'backend-<random>') publishes commands and
//   subscribes to acks, reports and status;
// - a device ('<kind>:<serial>', enabled in a register) publishes acks, reports and status for
//   itself, a node controller also for the locks and sensors hanging off it; it subscribes only
//   to its own command topics (and a node controller to its devices');
// - the simulator's control surface ('simulator', client ids 'simulator-<hex>', lib/areas/devices/
//   sim-control.ts) publishes and subscribes on its own topics only, never a device's: its
//   password derives from the device secret, which already stands for every device.
// Nobody else gets in.
// An external broker (Mosquitto...) must be given equivalent rules in its own configuration.
import net from 'node:net';
import Aedes, { type AuthenticateError, type Client } from 'aedes';
import { BACKEND_SUBSCRIPTIONS, BACKEND_USER, isBackendClientId, parseTopic, type Channel } from '../../../lib/device-protocol';
import { SIM_CONTROL_USER, isSimControlClientId, isSimControlTopic } from '../../../lib/areas/devices/sim-control';
import { checkDevicePassword } from './credentials';
import type { Fleet } from './fleet';

export interface EmbeddedBroker {
  port: number;
  close(): Promise<void>;
}

const DEVICE_CHANNELS: readonly Channel[] = ['ack', 'report', 'status'];
const BAD_CREDENTIALS = 4;

function refusal(message: string): AuthenticateError {
  return Object.assign(new Error(message), { returnCode: BAD_CREDENTIALS }) as AuthenticateError;
}

/** Whether the client (signed in as a device) may act for the device of this topic. */
async function mayActFor(fleet: Fleet, clientId: string, topic: string, channels: readonly Channel[]): Promise<boolean> {
  const target = parseTopic(topic);
  if (!target || !channels.includes(target.channel)) return false;
  const [kind, serial] = clientId.split(':');
  if (`${target.kind}:${target.serial}` === clientId) return (await fleet.find(target.kind, target.serial)) !== null;
  if (kind !== 'node') return false;
  const device = await fleet.find(target.kind, target.serial);
  return device !== null && device.nodeSerial === serial;
}

export async function startEmbeddedBroker(options: { fleet: Fleet; secret: string; port: number; host: string }): Promise<EmbeddedBroker> {
  const { fleet, secret } = options;
  const broker = new Aedes({
    authenticate(client: Client, username, password, done) {
      const user = username ?? '';
      if (user === BACKEND_USER && isBackendClientId(client.id) && checkDevicePassword(secret, user, password)) return done(null, true);
      if (user === SIM_CONTROL_USER && isSimControlClientId(client.id) && checkDevicePassword(secret, user, password)) return done(null, true);
      if (client.id !== user || !checkDevicePassword(secret, user, password)) return done(refusal('bad user name or password'), false);
      const [kind, serial] = user.split(':');
      const target = parseTopic(`catc/v1/${kind}/${serial}/status`);
      if (!target) return done(refusal('unknown device'), false);
      fleet.find(target.kind, target.serial).then(
        (device) => done(device ? null : refusal('unknown device'), device !== null),
        () => done(refusal('unavailable'), false),
      );
    },
    authorizePublish(client, packet, done) {
      if (!client) return done(null);
      if (isBackendClientId(client.id)) return done(parseTopic(packet.topic)?.channel === 'cmd' ? null : new Error('not allowed'));
      if (isSimControlClientId(client.id)) return done(isSimControlTopic(packet.topic) ? null : new Error('not allowed'));
      mayActFor(fleet, client.id, packet.topic, DEVICE_CHANNELS).then(
        (allowed) => done(allowed ? null : new Error('not allowed')), (error: Error) => done(error),
      );
    },
    authorizeSubscribe(client, subscription, done) {
      if (isBackendClientId(client.id)) return done(null, BACKEND_SUBSCRIPTIONS.includes(subscription.topic) ? subscription : null);
      if (isSimControlClientId(client.id)) return done(null, isSimControlTopic(subscription.topic) ? subscription : null);
      mayActFor(fleet, client.id, subscription.topic, ['cmd']).then(
        (allowed) => done(null, allowed ? subscription : null), (error: Error) => done(error),
      );
    },
  });
  const server = net.createServer(broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => { server.off('error', reject); resolve(); });
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    close: () => new Promise<void>((resolve) => {
      broker.close(() => server.close(() => resolve()));
      // Connected devices keep their sockets open: end them so that close() returns.
      for (const client of Object.values((broker as unknown as { clients: Record<string, Client> }).clients)) client.close();
    }),
  };
}
