// What a request may ask of the device side: send a command to a device and wait for its outcome,
// and where the devices' broker is. RequestContext (backend/context.ts) holds this port, not the
// device service: backend/areas/devices/service.ts implements it and backend/server.ts injects it, so
// the context (which every area imports) depends on no area.
import type { DeviceKind } from '../../../lib/device-protocol';

export type CommandOutcomeKind = 'pending' | 'ok' | 'failed' | 'timeout' | 'refused';

export interface CommandRequest {
  /** Chosen by the caller (8 to 64 letters, digits, '-' or '_'). */
  id: string;
  kind: DeviceKind;
  serial: string;
  command: string;
  params?: Record<string, unknown>;
  operator: string;
  page: string;
}

export interface CommandOutcome {
  id: string;
  kind: DeviceKind;
  serial: string;
  command: string;
  outcome: CommandOutcomeKind;
  /** Why it was refused or failed: a refusal of lib/areas/devices/commands.ts or the device's error. */
  reason: string | null;
  result: Record<string, unknown> | null;
  stateAfter: unknown;
  createdAt: number;
  ackedAt: number | null;
  /** This id had been used before: the outcome is the first call's. */
  repeated: boolean;
}

/** The command id was used before for another command. */
export class CommandIdClash extends Error {
  constructor() { super('the command id belongs to another command'); }
}
/** No enabled device of that kind and serial. */
export class UnknownDevice extends Error {
  constructor() { super('no such enabled device'); }
}

export interface DeviceCommander {
  /** Refused before it travels, or sent and awaited until acknowledged or timed out; throws CommandIdClash, UnknownDevice. */
  send(request: CommandRequest): Promise<CommandOutcome>;
}

export interface DevicePort {
  commander: DeviceCommander;
  /** The broker devices (and the simulator) connect to. */
  brokerUrl: string;
  /** The backend plays its devices itself (the standalone simulator must not play them too). */
  simulatorInProcess: boolean;
}
