// The device simulator's control surface, a development and test tool beside the product: over the
// same MQTT broker, on topics of its own (never a device's), a person or a test makes a simulated
// device do what a real one does by itself — a lane camera reads a plate, a vehicle arrives on or
// leaves a lock's berth, a driver pays at a pay station, a sensor's berth is taken. The simulator
// carries it out, sends the device's report as the device would, and answers on the 'done' topic.
// A device not simulated (yet) gives no answer: the sender tries again.
import { z } from 'zod';
import { LOCK_EVENTS } from './lock-machine';
import { DEVICE_KINDS, isDeviceSerial, type DeviceKind } from '../../device-protocol';

export const SIM_CONTROL_ROOT = 'catcsim/v1';
/**
 * The MQTT user of the control surface (the simulator and whoever drives it), client ids
 * 'simulator-<12 hex>'; its password derives from the device secret like a device's.
 */
export const SIM_CONTROL_USER = 'simulator';
export const isSimControlClientId = (clientId: string) => /^simulator-[0-9a-f]{12}$/.test(clientId);
export const isSimControlTopic = (topic: string) => topic.startsWith(`${SIM_CONTROL_ROOT}/`);

export type SimControlChannel = 'control' | 'done';
export const simControlTopic = (kind: DeviceKind, serial: string, channel: SimControlChannel) => `${SIM_CONTROL_ROOT}/${kind}/${serial}/${channel}`;
/** What the simulator subscribes to. */
export const SIM_CONTROL_SUBSCRIPTION = `${SIM_CONTROL_ROOT}/+/+/control`;

export function parseSimControlTopic(topic: string): { kind: DeviceKind; serial: string } | null {
  const [root, version, kind, serial, channel, ...rest] = topic.split('/');
  if (`${root}/${version}` !== SIM_CONTROL_ROOT || channel !== 'control' || rest.length) return null;
  if (!(DEVICE_KINDS as readonly string[]).includes(kind) || !isDeviceSerial(serial)) return null;
  return { kind: kind as DeviceKind, serial };
}

const id = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const plate = z.string().min(1).max(16);
const color = z.enum(['blue', 'green', 'yellow', 'yellowGreen', 'black', 'white']);

export const simControlMessage = z.discriminatedUnion('action', [
  /** A lane camera reads a plate (a vehicle at its barrier). */
  z.object({ id, action: z.literal('see'), plate, color, brand: z.string().max(40).optional() }),
  /** Something happens on a lock's berth. */
  z.object({ id, action: z.literal('lockEvent'), event: z.enum(LOCK_EVENTS) }),
  /** A driver pays a plate's fee at a pay station (fen). */
  z.object({ id, action: z.literal('pay'), plate, amount: z.number().int().positive().max(100_000_000), method: z.enum(['cash', 'card', 'qr']) }),
  /** A sensor's berth is taken or freed. */
  z.object({ id, action: z.literal('occupy'), occupied: z.boolean() }),
]);
export type SimControlMessage = z.infer<typeof simControlMessage>;

/** The simulator's answer: done, or why not (the device is of another kind). */
export interface SimControlDone { id: string; ok: boolean; error?: string }
