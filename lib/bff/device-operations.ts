// BFF allowlist entries of the live device screens (lib/screens/special-screens.ts), forwarded to
// HandlersCatc/DeviceControl. Each lock and gate command is its own operation behind its own
// button, so the BFF checks the very button before anything travels.
import { z } from 'zod';
import { GATE_COMMANDS } from '../devices/commands';
import { LOCK_COMMAND_NAMES } from '../devices/lock-machine';
import { DEVICE_PAGES, gateOperation, lockCommandOperation } from '../screens/special-screens';
import type { AshxOperation } from './operations';

export const DEVICE_HANDLER = 'HandlersCatc/DeviceControl';

const commandId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const serial = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);
const lotId = z.number().int().positive().optional();


const lockCommands = Object.fromEntries(LOCK_COMMAND_NAMES.map((command): [string, AshxOperation] => [lockCommandOperation(command), {
  handler: DEVICE_HANDLER, getList: 'LockCommand', page: DEVICE_PAGES.lockControl, button: command,
  payload: z.object({
    commandId, serial, command: z.literal(command),
    params: z.record(z.string(), z.union([z.string().max(100), z.number(), z.boolean()])).optional(),
  }).strict(),
}]));

const gateOperations = Object.fromEntries([DEVICE_PAGES.remoteLift, DEVICE_PAGES.centralLever].flatMap((page): [string, AshxOperation][] => [
  [gateOperation(page, 'list'), { handler: DEVICE_HANDLER, getList: 'Gates', page, payload: z.object({ page: z.literal(page), lotId }).strict() }],
  ...GATE_COMMANDS.map((command): [string, AshxOperation] => [gateOperation(page, command), {
    handler: DEVICE_HANDLER, getList: 'GateCommand', page, button: command,
    payload: z.object({ page: z.literal(page), commandId, serial, command: z.literal(command), reason: z.string().trim().min(1).max(100) }).strict(),
  }]),
]));

/** The caller's lots, for the lot picker of a device page. */
const lotsOf = (page: string): AshxOperation => ({ handler: 'HandlersCatc/CatcCom', getList: 'lots.options', page, payload: z.object({}).strict() });

export const DEVICE_OPERATIONS: Record<string, AshxOperation> = {
  'lockControl.lots': lotsOf(DEVICE_PAGES.lockControl),
  'remoteLift.lots': lotsOf(DEVICE_PAGES.remoteLift),
  'centralLever.lots': lotsOf(DEVICE_PAGES.centralLever),
  'lockControl.list': {
    handler: DEVICE_HANDLER, getList: 'Locks', page: DEVICE_PAGES.lockControl,
    payload: z.object({
      lotId, search: z.string().max(64).optional(), state: z.enum(['all', 'online', 'offline', 'alarm']).optional(),
      startIndex: z.number().int().min(1), endIndex: z.number().int().min(1),
    }).strict(),
  },
  'lockControl.log': { handler: DEVICE_HANDLER, getList: 'LockLog', page: DEVICE_PAGES.lockControl, payload: z.object({ serial }).strict() },
  ...lockCommands,
  'monitoring.occupancy': { handler: DEVICE_HANDLER, getList: 'Occupancy', page: DEVICE_PAGES.monitoring, payload: z.object({}).strict() },
  ...gateOperations,
};
