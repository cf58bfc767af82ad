// The live device pages: lock control with a button per lock command (spec 4), occupancy
// monitoring, and the two pages barrier gates are lifted from (every lift on record with its
// operator and reason, /RodLiftingRecord).
import { z } from 'zod';
import { GATE_COMMANDS } from '../devices/commands';
import { LOCK_COMMAND_NAMES } from '../devices/lock-machine';
import { TEXT_MAX_LENGTH } from '../spec-constants';
import { commandId, optionalInteger, optionalText, paging, requiredText } from './inputs';
import { eachKey, type PageDecl, type PageOperationDecl } from './types';

const serial = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const lots: PageOperationDecl = { input: z.object({}) };

/** lockControl.list's state filter. */
export const LOCK_LIST_STATES = ['all', 'online', 'offline', 'alarm'] as const;

/** A lock command: which lock, and the command's parameters (a value to write...). */
export const LOCK_COMMAND_INPUT = z.object({
  commandId: commandId(), serial, params: z.record(z.string(), z.union([z.string().max(TEXT_MAX_LENGTH), z.number(), z.boolean()])).default({}),
});
const lockCommands = eachKey(LOCK_COMMAND_NAMES, (command): PageOperationDecl => ({ button: command, input: LOCK_COMMAND_INPUT }));

export const LOCK_CONTROL = {
  key: 'lockControl', path: '/ParkingLockControl', area: 'onRoad', menuId: 901, messages: 'lockControl', clientMessages: ['devices', 'validation'], icon: 'Lock',
  buttons: LOCK_COMMAND_NAMES,
  operations: {
    lots,
    list: { input: z.object({ lotId: optionalInteger(), search: optionalText(64), state: z.enum(LOCK_LIST_STATES).default('all'), ...paging() }) },
    log: { input: z.object({ serial }) },
    ...lockCommands,
  },
} as const satisfies PageDecl;

export const PARKING_MONITORING = {
  key: 'monitoring', path: '/ParkingMonitoring', area: 'monitoring', menuId: 902, messages: 'parkingMonitoring', clientMessages: ['devices'], icon: 'Insights',
  buttons: [],
  operations: { occupancy: { input: z.object({}) } },
} as const satisfies PageDecl;

/** A gate command: which gate, and why (on record with the operator). */
export const GATE_COMMAND_INPUT = z.object({ commandId: commandId(), serial, reason: requiredText(TEXT_MAX_LENGTH) });

const gatePage = <P extends string>(key: string, path: P, menuId: number, titleKey: string, icon: string) => ({
  key, path, area: 'offRoad', menuId, messages: 'gateControl', clientMessages: ['devices', 'validation'], titleKey, icon, buttons: GATE_COMMANDS,
  operations: {
    lots,
    list: { input: z.object({ lotId: optionalInteger() }) },
    ...eachKey(GATE_COMMANDS, (command): PageOperationDecl => ({ button: command, input: GATE_COMMAND_INPUT })),
  },
}) as const satisfies PageDecl;

export const REMOTE_LIFT = gatePage('remoteLift', '/RemoteLift', 903, 'titleRemoteLift', 'Garage');
export const CENTRAL_LEVER = gatePage('centralLever', '/CentralControlRemoteLever', 904, 'titleCentral', 'Traffic');

/** The pages barrier gates are lifted from. */
export const GATE_PAGES = [REMOTE_LIFT, CENTRAL_LEVER] as const;

export const DEVICE_PAGE_DECLS = [LOCK_CONTROL, PARKING_MONITORING, REMOTE_LIFT, CENTRAL_LEVER] as const;
