// The commands each kind of device takes, and whether one may be sent to a device in its last
// reported condition (pure). Locks follow their state machine (lock-machine.ts); every other
// device needs only to be online, and a gate command needs a barrier gate.
import { LOCK_COMM_STATE } from '../../spec-constants';
import { LOCK_COMMAND_NAMES, decideCommand, type LockCommand, type LockRefusal, type LockState } from './lock-machine';
import type { DeviceKind } from '../../device-protocol';

export const GATE_COMMANDS = ['liftGate', 'closeGate', 'keepGateOpen'] as const;
export type GateCommand = (typeof GATE_COMMANDS)[number];
/** A lane's LED display and speaker show and say a message to the driver at the barrier (lib/device-protocol.ts laneDisplayParams). */
export const LANE_DISPLAY_COMMAND = 'display';

export const DEVICE_COMMANDS = {
  lock: [...LOCK_COMMAND_NAMES, 'upgrade'],
  sensor: ['restart', 'syncTime', 'upgrade'],
  node: ['restart', 'syncTime', 'upgrade'],
  payStation: ['restart', 'syncConfig', 'collectCash', 'upgrade'],
  lane: [...GATE_COMMANDS, LANE_DISPLAY_COMMAND, 'restart', 'upgrade'],
  videoPile: ['restart', 'syncTime', 'upgrade'],
} as const satisfies Record<DeviceKind, readonly string[]>;

/** Lane device kinds (lane_devices.kind): only barrier gates take gate commands. */
export const LANE_KIND = { camera: 1, barrierGate: 2, display: 3, ticketMachine: 4 } as const;
/** Lane devices with a display and a speaker: a display, and the barrier controller that drives the lane's screen. */
export const LANE_DISPLAY_KINDS: readonly number[] = [LANE_KIND.barrierGate, LANE_KIND.display];

export type CommandRefusal = LockRefusal | 'unknownCommand' | 'notAGate' | 'notADisplay';

export interface DeviceCondition {
  comm: number;
  /** Locks: the last reported state. */
  lock?: LockState;
  /** Lane devices: lane_devices.kind. */
  laneKind?: number;
}

export function isDeviceCommand(kind: DeviceKind, command: string): boolean {
  return (DEVICE_COMMANDS[kind] as readonly string[]).includes(command);
}

/** null when the command may be sent, else why not. */
export function refusalOf(kind: DeviceKind, command: string, condition: DeviceCondition): CommandRefusal | null {
  if (!isDeviceCommand(kind, command)) return 'unknownCommand';
  if (condition.comm === LOCK_COMM_STATE.offline) return 'offline';
  if (condition.comm === LOCK_COMM_STATE.nodeDisconnected) return 'nodeDisconnected';
  if (kind === 'lock' && condition.lock && command !== 'upgrade') {
    const decision = decideCommand(condition.lock, command as LockCommand);
    return decision.ok ? null : decision.reason;
  }
  if (kind === 'lane' && (GATE_COMMANDS as readonly string[]).includes(command) && condition.laneKind !== LANE_KIND.barrierGate) return 'notAGate';
  if (kind === 'lane' && command === LANE_DISPLAY_COMMAND && !LANE_DISPLAY_KINDS.includes(condition.laneKind ?? 0)) return 'notADisplay';
  return null;
}
