// The live device pages: lock control with a button per lock command (spec 4), occupancy
// monitoring, and the two pages barrier gates are lifted from (every lift on record with its
// operator and reason, /RodLiftingRecord).
import { z } from 'zod';
import { GATE_COMMANDS } from './commands';
import { LOCK_COMMAND_NAMES } from './lock-machine';
import { TEXT_MAX_LENGTH } from '../../spec-constants';
import { idempotencyKey, optionalInteger, optionalText, paging, requiredText } from '../../pages/inputs';
import { LOT_OPTIONS, instant } from '../../pages/outputs';
import { eachKey, type PageDecl, type PageOperationDecl } from '../../pages/types';

const serial = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const lots = { input: z.object({}), output: LOT_OPTIONS } satisfies PageOperationDecl;

/** What a device command answers (backend/areas/devices/commands.ts CommandOutcome): its id is the press's key. */
export const COMMAND_OUTCOME = z.object({
  commandId: z.string(), command: z.string(), outcome: z.enum(['pending', 'ok', 'failed', 'timeout', 'refused']),
  reason: z.string().nullable(), result: z.record(z.string(), z.unknown()).nullable(), repeated: z.boolean(),
  createdAt: instant(), ackedAt: instant().nullable(),
});

/** lockControl.list's state filter. */
export const LOCK_LIST_STATES = ['all', 'online', 'offline', 'alarm'] as const;

/** A lock command: which lock, and the command's parameters (a value to write...). */
export const LOCK_COMMAND_INPUT = z.object({
  idempotencyKey: idempotencyKey(), serial, params: z.record(z.string(), z.union([z.string().max(TEXT_MAX_LENGTH), z.number(), z.boolean()])).default({}),
});
const lockCommands = eachKey(LOCK_COMMAND_NAMES, (command) =>
  ({ button: command, idempotent: true, input: LOCK_COMMAND_INPUT, output: COMMAND_OUTCOME }) satisfies PageOperationDecl);

/** A lock of lockControl.list, with its live state. */
const LOCK_ROW = z.object({
  id: z.number(), serial: z.string(), lotId: z.number(), lotName: z.string(), berthNumber: z.string().nullable(), streetName: z.string().nullable(),
  nodeSerial: z.string().nullable(), mode: z.number(), comm: z.number(), run: z.number(), raised: z.boolean(), vehicle: z.boolean(),
  battery: z.number().nullable(), alarms: z.array(z.string()), lastSeenAt: instant().nullable(), stateAt: instant().nullable(),
});

/** A place's occupancy (lib/parking/occupancy.ts) and its berths out of service. */
const PLACE_FIGURES = z.object({ capacity: z.number(), vehiclesIn: z.number(), free: z.number(), outOfService: z.number() });

export const LOCK_CONTROL = {
  key: 'lockControl', path: '/ParkingLockControl', directory: 'onRoad', menuId: 901, messages: 'lockControl', clientMessages: ['devices', 'validation'], icon: 'Lock',
  buttons: LOCK_COMMAND_NAMES,
  operations: {
    lots,
    list: {
      input: z.object({ lotId: optionalInteger(), search: optionalText(64), state: z.enum(LOCK_LIST_STATES).default('all'), ...paging() }),
      output: z.object({
        total: z.number(), counts: z.object({ total: z.number(), online: z.number(), offline: z.number(), alarm: z.number() }), rows: z.array(LOCK_ROW),
      }),
    },
    log: {
      input: z.object({ serial }),
      output: z.array(z.object({
        commandId: z.string(), command: z.string(), operator: z.string(), outcome: z.string(), reason: z.string().nullable(),
        createdAt: instant(), ackedAt: instant().nullable(),
      })),
    },
    ...lockCommands,
  },
} as const satisfies PageDecl;

export const PARKING_MONITORING = {
  key: 'monitoring', path: '/ParkingMonitoring', directory: 'monitoring', menuId: 902, messages: 'parkingMonitoring', clientMessages: ['devices'], icon: 'Insights',
  buttons: [],
  operations: {
    occupancy: {
      input: z.object({}),
      output: z.object({
        lots: z.array(PLACE_FIGURES.extend({ id: z.number(), name: z.string(), type: z.number(), openAlarms: z.number(), devicesOffline: z.number() })),
        streets: z.array(PLACE_FIGURES.extend({ id: z.number(), name: z.string(), lotName: z.string() })),
        alarms: z.array(z.object({ id: z.number(), kind: z.string(), serial: z.string(), alarm: z.string(), lotName: z.string().nullable(), raisedAt: instant() })),
      }),
    },
  },
} as const satisfies PageDecl;

/** A gate command: which gate, and why (on record with the operator). */
export const GATE_COMMAND_INPUT = z.object({ idempotencyKey: idempotencyKey(), serial, reason: requiredText(TEXT_MAX_LENGTH) });

/** A gate page's gates with their live state, and the latest remote lifts on record. */
const GATE_LIST = z.object({
  gates: z.array(z.object({
    id: z.number(), serial: z.string(), lotId: z.number(), lotName: z.string(), laneName: z.string(), direction: z.number(),
    comm: z.number(), gateState: z.number().nullable(), lastSeenAt: instant().nullable(),
  })),
  lifts: z.array(z.object({
    id: z.number(), at: instant(), lotName: z.string().nullable(), laneName: z.string(), action: z.string(), operator: z.string(), reason: z.string(), outcome: z.string(),
  })),
});

const gatePage = <K extends string, P extends string>(key: K, path: P, menuId: number, titleKey: string, icon: string) => ({
  key, path, directory: 'offRoad', menuId, messages: 'gateControl', clientMessages: ['devices', 'validation'], titleKey, icon, buttons: GATE_COMMANDS,
  operations: {
    lots,
    list: { input: z.object({ lotId: optionalInteger() }), output: GATE_LIST },
    ...eachKey(GATE_COMMANDS, (command) => ({ button: command, idempotent: true, input: GATE_COMMAND_INPUT, output: COMMAND_OUTCOME }) satisfies PageOperationDecl),
  },
}) as const satisfies PageDecl;

export const REMOTE_LIFT = gatePage('remoteLift', '/RemoteLift', 903, 'titleRemoteLift', 'Garage');
export const CENTRAL_LEVER = gatePage('centralLever', '/CentralControlRemoteLever', 904, 'titleCentral', 'Traffic');

/** The pages barrier gates are lifted from. */
export const GATE_PAGES = [REMOTE_LIFT, CENTRAL_LEVER] as const;

export const DEVICE_PAGE_DECLS = [LOCK_CONTROL, PARKING_MONITORING, REMOTE_LIFT, CENTRAL_LEVER] as const;
