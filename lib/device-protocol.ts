// The device protocol over MQTT (docs/devices.md), shared by the backend and the device
// simulator. Topics: catc/v1/<kind>/<serial>/<channel>:
//   cmd     backend -> device   a command with an id, QoS 1
//   ack     device -> backend   the command's outcome and the device's state after it
//   report  device -> backend   state changes and heartbeats
//   status  device or broker    'online' / 'offline' (retained; the broker publishes the
//                               connection's last will 'offline' when a device drops)
// Locks and berth sensors have no connection of their own: their node controller carries their
// topics over its connection. Pay stations and lane controllers connect directly.
// Everything a device sends is untrusted: the schemas below check it before it is used.
import { z } from 'zod';
import { isLockState, type LockState } from './areas/devices/lock-machine';

export const TOPIC_ROOT = 'catc/v1';
export const DEVICE_KINDS = ['lock', 'sensor', 'node', 'payStation', 'lane', 'videoPile'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];
export const CHANNELS = ['cmd', 'ack', 'report', 'status'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Serial numbers travel in topics: letters, digits, '-' and '_' only. */
export const DEVICE_SERIAL = /^[A-Za-z0-9_-]{1,64}$/;
export const isDeviceSerial = (value: string) => DEVICE_SERIAL.test(value);

export function topicOf(kind: DeviceKind, serial: string, channel: Channel): string {
  return `${TOPIC_ROOT}/${kind}/${serial}/${channel}`;
}

export function parseTopic(topic: string): { kind: DeviceKind; serial: string; channel: Channel } | null {
  const parts = topic.split('/');
  if (parts.length !== 5 || `${parts[0]}/${parts[1]}` !== TOPIC_ROOT) return null;
  const [, , kind, serial, channel] = parts;
  if (!(DEVICE_KINDS as readonly string[]).includes(kind) || !isDeviceSerial(serial) || !(CHANNELS as readonly string[]).includes(channel)) return null;
  return { kind: kind as DeviceKind, serial, channel: channel as Channel };
}

/** What the backend subscribes to: every device's acks, reports and status. */
export const BACKEND_SUBSCRIPTIONS = ['ack', 'report', 'status'].map((channel) => `${TOPIC_ROOT}/+/+/${channel}`);

/** MQTT user names: the backend's own, and a device's '<kind>:<serial>'. */
export const BACKEND_USER = 'backend';
/** The backend's client ids: 'backend' (the leader's listener) and 'backend-<random>' (each process's sender). */
export const isBackendClientId = (clientId: string) => clientId === BACKEND_USER || /^backend-[0-9a-f]{12}$/.test(clientId);
export const deviceUser = (kind: DeviceKind, serial: string) => `${kind}:${serial}`;

export const STATUS = { online: 'online', offline: 'offline' } as const;

const commandId = z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/);
const params = z.record(z.string(), z.unknown());

export const commandMessage = z.object({ id: commandId, command: z.string().min(1).max(40), params, at: z.number() });
export type CommandMessage = z.infer<typeof commandMessage>;

/** Heartbeat fields any device may add to a report. */
const running = {
  firmware: z.string().max(40).optional(),
  temperature: z.number().min(-60).max(150).optional(),
  signal: z.number().int().min(0).max(100).optional(),
  uptime: z.number().int().min(0).optional(),
};
const battery = z.number().int().min(0).max(100);

const lockState = z.custom<LockState>(isLockState, 'not a lock state');
export const lockReport = z.object({
  state: lockState,
  battery: battery.optional(),
  detectorValue: z.number().int().optional(),
  /** The node controller lost this lock's radio link (comm state 0) or found it again. */
  reachable: z.boolean().optional(),
  ...running,
});

export const sensorReport = z.object({
  occupied: z.boolean(),
  battery: battery.optional(),
  magneticValue: z.number().int().optional(),
  reachable: z.boolean().optional(),
  ...running,
});

export const MODULE_STATES = ['ok', 'fault', 'absent'] as const;
/** Cash movements: 1 payment taken, 2 change given, 3 collected by staff, 4 float refilled. */
export const CASH_KINDS = [1, 2, 3, 4] as const;
/** Amounts in fen (lib/money/fen.ts), whole numbers. */
const money = z.number().int().min(0).max(100_000_000);
const count = z.number().int().min(0).max(1_000_000);

/** A plate as a camera reads it: the number, the colour of the plate, and what else it saw. */
const plateReading = {
  plate: z.string().min(1).max(16),
  color: z.enum(['blue', 'green', 'yellow', 'yellowGreen', 'black', 'white']),
  photo: z.string().max(500).optional(),
};

/**
 * A driver's call from a lane's intercom or a pay station's help button to the control centre,
 * reported once it ended (epoch ms): answered when someone at the centre picked up (answeredBy);
 * the call id is the device's own, so a report sent again records it once (phone_calls).
 */
export const intercomCall = z.object({
  callId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  startedAt: z.number().int().positive(),
  answeredAt: z.number().int().positive().optional(),
  endedAt: z.number().int().positive(),
  answeredBy: z.string().min(1).max(64).optional(),
}).refine((c) => c.endedAt >= c.startedAt && (c.answeredAt === undefined || (c.answeredAt >= c.startedAt && c.answeredAt <= c.endedAt)),
  'a call ends after it starts and is answered in between');
export type IntercomCall = z.infer<typeof intercomCall>;

export const payStationReport = z.object({
  errorCode: z.number().int().min(0).max(9999),
  modules: z.record(z.string().max(40), z.enum(MODULE_STATES)),
  cash: z.object({ amount: money, notes: count, coins: count }),
  movement: z.object({
    kind: z.union(CASH_KINDS.map((k) => z.literal(k))), amount: money, notes: count, coins: count,
    /** Who emptied or refilled the box (a collection ordered from the console names its operator). */
    operator: z.string().max(64).optional(),
  }).optional(),
  /** A fee paid at the station for a plate (cash, card or QR code); the station's own transaction number. */
  payment: z.object({ txnNo: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), plate: z.string().min(1).max(16), amount: money.pipe(z.number().positive()), method: z.enum(['cash', 'card', 'qr']) }).optional(),
  /** A driver pressed the help button (the call, once ended). */
  call: intercomCall.optional(),
  ...running,
});

/** Barrier gate: 0 down, 1 up, 2 kept open. */
export const GATE_STATES = [0, 1, 2] as const;
export const laneReport = z.object({
  gateState: z.union(GATE_STATES.map((s) => z.literal(s))).optional(),
  /** A lane camera read a plate (and maybe the brand). */
  capture: z.object({ ...plateReading, brand: z.string().max(40).optional() }).optional(),
  /** A ticket machine scanned a driver's health code. */
  healthCode: z.object({ plate: z.string().min(1).max(16), phone: z.string().max(20).optional(), color: z.enum(['green', 'yellow', 'red']) }).optional(),
  /** A driver called the control centre from the lane's intercom (the call, once ended). */
  call: intercomCall.optional(),
  ...running,
});

export const nodeReport = z.object({ ...running });

/** Params of a lane's 'display' command: lines for its LED screen, and what its speaker says. */
export const LANE_DISPLAY_LINE_MAX = 32;
export const laneDisplayParams = z.object({
  lines: z.array(z.string().min(1).max(LANE_DISPLAY_LINE_MAX)).min(1).max(4),
  voice: z.string().max(200).optional(),
  /** Why it is shown (a lane reason of lib/parking/lane-rules.ts). */
  reason: z.string().max(40).optional(),
});
export type LaneDisplay = z.infer<typeof laneDisplayParams>;

/** Plates a video pile reports at once. */
export const VIDEO_PILE_CAPTURES_MAX = 16;
/** A video pile read the plates of berths it covers (berth numbers as the berths register them). */
export const videoPileReport = z.object({
  captures: z.array(z.object({ berth: z.string().min(1).max(20), ...plateReading })).max(VIDEO_PILE_CAPTURES_MAX).optional(),
  ...running,
});

export const REPORT_SCHEMAS = {
  lock: lockReport, sensor: sensorReport, node: nodeReport, payStation: payStationReport, lane: laneReport, videoPile: videoPileReport,
} as const satisfies Record<DeviceKind, z.ZodType>;
export type ReportOf<K extends DeviceKind> = z.infer<(typeof REPORT_SCHEMAS)[K]>;

export const ackMessage = z.object({
  id: commandId,
  ok: z.boolean(),
  /** Why the device did not carry the command out (a refusal reason of lock-machine.ts, or a fault). */
  error: z.string().max(60).optional(),
  result: params.optional(),
  /** The device's state after the command, as in a report of its kind. */
  report: z.unknown().optional(),
});
export type AckMessage = z.infer<typeof ackMessage>;

/** Parses a JSON payload against a schema; null when it is not JSON or does not fit. */
export function parsePayload<S extends z.ZodType>(schema: S, payload: Buffer | string): z.infer<S> | null {
  let value: unknown;
  try { value = JSON.parse(String(payload)); } catch { return null; }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
