// Simulated devices as plain objects (no I/O): what each kind does on a command, what happens to
// it on its own (vehicles, payments, resistance, battery drain, faults), and the report it sends.
// simulator.ts carries them over MQTT. Randomness comes from the injected `random`.
import { LOCK_MODE, applyEvent, decideCommand, timedEvent, type LockCommand, type LockEvent, type LockState, type PaidTime } from '../../lib/areas/devices/lock-machine';
import { LANE_DISPLAY_COMMAND } from '../../lib/areas/devices/commands';
import { laneDisplayParams, type DeviceKind, type IntercomCall, type LaneDisplay } from '../../lib/device-protocol';
import type { SimControlMessage } from '../../lib/areas/devices/sim-control';
import { LOCK_RUN_STATE } from '../../lib/spec-constants';
import { DEFAULT_EXIT_WINDOW_MINUTES } from '../../lib/tariff/rules';

const RUN = LOCK_RUN_STATE;

/** What the simulator knows of a registered device when it starts simulating it. */
export interface SimDeviceSpec {
  kind: DeviceKind;
  serial: string;
  /** Locks: the state last reported (a fresh lock is lowered, free, in normal mode). */
  lock?: LockState | null;
  battery?: number | null;
  occupied?: boolean | null;
  gateState?: number | null;
  firmware?: string | null;
  /** Pay stations and lanes: their lot (the simulated traffic is per lot); lanes: 1 entrance, 2 exit. */
  lotId?: number | null;
  direction?: number | null;
  /** Locks and sensors: the on-street berth they watch (drivers pay by its number). */
  berth?: { number: string; streetId: number | null };
  /** Video piles: the berths they read plates on, each with its detector. */
  covers?: { berth: string; detector: { kind: 'lock' | 'sensor'; serial: string } }[];
}

export interface Ack { ok: boolean; error?: string; result?: Record<string, unknown> }

export interface SimDevice {
  kind: DeviceKind;
  serial: string;
  /** A command arriving; null when the device stays silent (it then times out). */
  command(name: string, params: Record<string, unknown>): Ack | null;
  /** Something happening by itself; true when the device has something new to report. */
  tick(random: () => number): boolean;
  /** What the device's own clock brings about (a paid lock's exit window); true when it has something new to report. */
  keepTime?(): boolean;
  report(): Record<string, unknown>;
  /** The device does not answer commands (a hung controller): they time out. */
  responding: boolean;
  /** Locks and sensors: the node controller hears them (false: reported as unreachable). */
  reachable: boolean;
}

const FRESH_LOCK: LockState = { mode: LOCK_MODE.normal, comm: 1, run: RUN.available, raised: false, vehicle: false };
const MOVEMENTS: readonly string[] = ['raiseNow', 'raiseDelayed', 'lowerNormal', 'lowerEmergency', 'restoreNormal', 'openBusiness', 'closeBusiness', 'manualEntry', 'manualPayment', 'payToUnlock'];
const PAYMENTS: readonly string[] = ['manualPayment', 'payToUnlock'];
const clamp = (value: number) => Math.max(0, Math.min(100, Math.round(value)));

function upgradeResult(device: { firmware: string }, params: Record<string, unknown>): Ack {
  const version = typeof params.version === 'string' && /^\d+$/.test(params.version) ? params.version : null;
  if (!version) return { ok: false, error: 'badVersion' };
  device.firmware = version;
  return { ok: true, result: { version } };
}

export class SimLock implements SimDevice {
  readonly kind = 'lock' as const;
  state: LockState;
  battery: number;
  firmware: string;
  responding = true;
  reachable = true;
  /** The next movement meets an obstacle (tests; activity also sets it at random). */
  blockNext = false;
  /**
   * Its drivers pay by phone through the backend, which then unlocks it ('payToUnlock'); false:
   * with no one to pay through, the lock lets a parked vehicle go by itself as if it had been paid.
   */
  paidByPhone = false;
  detectorValue = 0;
  /** Since when the vehicle is paid for, and its exit window (the lock times 5 and 6 itself). */
  private paid: PaidTime | null = null;

  /** The lot and on-street berth it watches (drivers pay by the berth's number). */
  readonly lotId: number | null;
  readonly berth: SimDeviceSpec['berth'] | null;

  constructor(readonly serial: string, spec: SimDeviceSpec = { kind: 'lock', serial }, private readonly now: () => number = Date.now) {
    this.lotId = spec.lotId ?? null;
    this.berth = spec.berth ?? null;
    const last = spec.lock;
    // After an outage the stored run state is 9: the flap itself is where it was.
    const settled = last && last.run !== RUN.offline ? last
      : last ? { ...last, run: last.vehicle ? RUN.parked : last.raised ? RUN.raisedNoVehicle : RUN.available } : FRESH_LOCK;
    this.state = { ...settled, comm: 1 };
    this.battery = spec.battery ?? 100;
    this.firmware = spec.firmware ?? '100';
  }

  command(name: string, params: Record<string, unknown>): Ack | null {
    if (!this.responding || !this.reachable) return null;
    if (name === 'upgrade') return upgradeResult(this, params);
    const decision = decideCommand(this.state, name as LockCommand);
    if (!decision.ok) return { ok: false, error: decision.reason };
    this.state = decision.next;
    if (PAYMENTS.includes(name)) this.paidNow(params.exitWindowMinutes);
    if (name === 'readValue') return { ok: true, result: { value: this.detectorValue } };
    if (name === 'queryComm') return { ok: true, result: { signal: 80 } };
    if (MOVEMENTS.includes(name) && this.blockNext) {
      this.blockNext = false;
      const blocked = this.event(this.state.raised ? 'blockedRising' : 'blockedFalling');
      if (blocked) return { ok: false, error: 'resistance' };
    }
    return { ok: true };
  }

  /** Paid now: the exit window (minutes, the command's) starts. */
  private paidNow(exitWindowMinutes: unknown = DEFAULT_EXIT_WINDOW_MINUTES): void {
    const minutes = typeof exitWindowMinutes === 'number' && Number.isInteger(exitWindowMinutes) && exitWindowMinutes >= 0 ? exitWindowMinutes : DEFAULT_EXIT_WINDOW_MINUTES;
    this.paid = { paidAt: this.now(), exitWindowMinutes: minutes };
  }

  /** Lowers the flap for a vehicle that owes nothing (paid, or still within the free minutes): its exit window starts. */
  letGo(): void {
    this.state = { ...this.state, run: RUN.paid, raised: false };
    this.paidNow();
  }

  /** Applies an event; true when the state changed. */
  event(event: LockEvent): boolean {
    const next = applyEvent(this.state, event);
    const changed = JSON.stringify(next) !== JSON.stringify(this.state);
    this.state = next;
    if (event === 'vehicleArrived' && changed) this.detectorValue = 900;
    if (event === 'vehicleLeft' && changed) {
      this.detectorValue = 0;
      this.paid = null;
    }
    return changed;
  }

  /** A paid vehicle still on the berth: past its exit window 5, then 6 (lib/areas/devices/lock-machine.ts). */
  keepTime(): boolean {
    if (!this.paid || !this.reachable) return false;
    const event = timedEvent(this.state, this.paid, this.now());
    return event !== null && this.event(event);
  }

  tick(random: () => number): boolean {
    if (!this.reachable) return false;
    const s = this.state;
    this.battery = clamp(this.battery - 1);
    if (this.battery <= 5) this.battery = 100; // the maintenance crew swaps the battery
    if (s.run === RUN.resistanceRising || s.run === RUN.resistanceFalling) return this.event('resistanceCleared');
    if (s.mode !== LOCK_MODE.normal) return true; // battery level only
    if (!s.vehicle) return this.event('vehicleArrived');
    if (s.run === RUN.newEntry) {
      const changed = this.event('entryConfirmed');
      if (this.state.raised && random() < 0.05) this.event('blockedRising');
      return changed;
    }
    if (s.run === RUN.parked || s.run === RUN.paymentExpired) {
      // The driver pays by phone and the backend lets the lock go (simulator.ts), or the lock takes the app's word.
      if (this.paidByPhone) return true; // battery level only
      this.letGo();
      return true;
    }
    // A paid driver mostly leaves soon; one who lingers past the window meets the lock's clock.
    if (s.run === RUN.paid && random() < 0.8) return this.event('vehicleLeft');
    if (s.run === RUN.paidNotLeft && random() < 0.7) return this.event('vehicleLeft');
    return true;
  }

  report(): Record<string, unknown> {
    if (!this.reachable) return { state: { ...this.state, comm: 0 }, reachable: false };
    return { state: this.state, battery: this.battery, detectorValue: this.detectorValue, firmware: this.firmware, signal: 80, temperature: 25 };
  }
}

/** A vehicle stays on a berth this many events on average (half an hour at one event a minute, past the free minutes). */
export const BERTH_STAY_EVENTS = 30;
const SENSOR_TAKEN = 1 / 4;

export class SimSensor implements SimDevice {
  readonly kind = 'sensor' as const;
  occupied: boolean;
  battery: number;
  firmware: string;
  responding = true;
  reachable = true;

  readonly lotId: number | null;
  readonly berth: SimDeviceSpec['berth'] | null;
  /** At each event, the chance the vehicle on the berth leaves. */
  leaveChance = 1 / BERTH_STAY_EVENTS;

  constructor(readonly serial: string, spec: SimDeviceSpec = { kind: 'sensor', serial }) {
    this.lotId = spec.lotId ?? null;
    this.berth = spec.berth ?? null;
    this.occupied = spec.occupied ?? false;
    this.battery = spec.battery ?? 100;
    this.firmware = spec.firmware ?? '100';
  }

  command(name: string, params: Record<string, unknown>): Ack | null {
    if (!this.responding || !this.reachable) return null;
    return name === 'upgrade' ? upgradeResult(this, params) : { ok: true };
  }

  tick(random: () => number): boolean {
    if (!this.reachable) return false;
    // A vehicle stays a while (leaveChance); a free berth is taken at about one event in four.
    if (random() >= (this.occupied ? this.leaveChance : SENSOR_TAKEN)) return false;
    this.occupied = !this.occupied;
    this.battery = clamp(this.battery - 1);
    if (this.battery <= 5) this.battery = 100;
    return true;
  }

  report(): Record<string, unknown> {
    if (!this.reachable) return { occupied: this.occupied, reachable: false };
    return { occupied: this.occupied, battery: this.battery, magneticValue: this.occupied ? 850 : 20, firmware: this.firmware, signal: 75 };
  }
}

/** Node controllers and lane controllers only answer maintenance commands (and gates move). */
export class SimController implements SimDevice {
  responding = true;
  reachable = true;
  firmware: string;
  gateState: number;
  private uptime = 0;
  /** A plate read by a lane camera, or a health code scanned, sent with the next report. */
  private capture: Record<string, unknown> | undefined;
  private healthCode: Record<string, unknown> | undefined;
  private berthCaptures: Record<string, unknown>[] = [];
  /** A driver's call from the lane's intercom, sent with the next report. */
  private call: IntercomCall | undefined;

  readonly lotId: number | null;
  readonly direction: number | null;
  /** Video piles: the berths they watch. */
  readonly covers: NonNullable<SimDeviceSpec['covers']>;
  /** Lanes with a screen: what it shows and its speaker said last ('display'). */
  display: LaneDisplay | null = null;

  constructor(readonly kind: 'node' | 'lane' | 'videoPile', readonly serial: string, spec: SimDeviceSpec = { kind, serial }) {
    this.firmware = spec.firmware ?? '100';
    this.gateState = spec.gateState ?? 0;
    this.lotId = spec.lotId ?? null;
    this.direction = spec.direction ?? null;
    this.covers = spec.covers ?? [];
  }

  command(name: string, params: Record<string, unknown>): Ack | null {
    if (!this.responding) return null;
    if (name === 'upgrade') return upgradeResult(this, params);
    if (name === LANE_DISPLAY_COMMAND && this.kind === 'lane') {
      const shown = laneDisplayParams.safeParse(params);
      if (!shown.success) return { ok: false, error: 'badDisplay' };
      this.display = shown.data;
      return { ok: true, result: { lines: shown.data.lines.length } };
    }
    if (name === 'liftGate') this.gateState = 1;
    if (name === 'closeGate') this.gateState = 0;
    if (name === 'keepGateOpen') this.gateState = 2;
    if (name === 'restart') this.uptime = 0;
    return { ok: true };
  }

  tick(): boolean {
    this.uptime += 60;
    // A lifted barrier drops again once the vehicle has passed.
    if (this.gateState === 1) this.gateState = 0;
    return true;
  }

  /** A video pile reads the plate of a vehicle on a berth it covers. */
  seeOnBerth(berth: string, plate: string, color: string): void {
    this.berthCaptures.push({ berth, plate, color });
  }

  /** A lane camera reads a plate (a vehicle at the barrier). */
  see(plate: string, color: string, extra: { brand?: string; photo?: string } = {}): void {
    this.capture = { plate, color, ...extra };
  }

  /** A driver's call to the control centre ended (lanes' intercoms). */
  called(call: IntercomCall): void {
    this.call = call;
  }

  /** A ticket machine scans a driver's health code. */
  scanHealthCode(plate: string, color: 'green' | 'yellow' | 'red', phone?: string): void {
    this.healthCode = { plate, color, ...(phone ? { phone } : {}) };
  }

  report(): Record<string, unknown> {
    const running = { firmware: this.firmware, uptime: this.uptime, signal: 90, temperature: 30 };
    if (this.kind === 'videoPile') {
      const captures = this.berthCaptures;
      this.berthCaptures = [];
      return { ...(captures.length ? { captures } : {}), ...running };
    }
    if (this.kind !== 'lane') return running;
    const seen = {
      ...(this.capture ? { capture: this.capture } : {}), ...(this.healthCode ? { healthCode: this.healthCode } : {}), ...(this.call ? { call: this.call } : {}),
    };
    this.capture = undefined;
    this.healthCode = undefined;
    this.call = undefined;
    return { gateState: this.gateState, ...seen, ...running };
  }
}

/** The simulated stations take 10-yuan notes. */
const NOTE_FEN = 1_000;

/** A pay station: takes payments in cash, gives change, now and then a module faults. */
export class SimPayStation implements SimDevice {
  readonly kind = 'payStation' as const;
  responding = true;
  reachable = true;
  firmware: string;
  cash = { amount: 0, notes: 0, coins: 0 };
  errorCode = 0;
  /** The base configuration last received with 'syncConfig' (its version among the rest). */
  config: Record<string, unknown> | null = null;
  private movement: { kind: 1 | 2 | 3 | 4; amount: number; notes: number; coins: number; operator?: string } | undefined;
  private payment: { txnNo: string; plate: string; amount: number; method: 'cash' | 'card' | 'qr' } | undefined;
  private payments = 0;
  private call: IntercomCall | undefined;

  readonly lotId: number | null;

  constructor(readonly serial: string, spec: SimDeviceSpec = { kind: 'payStation', serial }) {
    this.firmware = spec.firmware ?? '100';
    this.lotId = spec.lotId ?? null;
  }

  command(name: string, params: Record<string, unknown>): Ack | null {
    if (!this.responding) return null;
    if (name === 'upgrade') return upgradeResult(this, params);
    if (name === 'restart') this.errorCode = 0;
    if (name === 'collectCash') {
      // The collector has taken the box: what was in it is reported as a collection, the counters restart.
      const taken = this.cash;
      if (taken.amount || taken.notes || taken.coins) {
        this.movement = { kind: 3, ...taken, ...(typeof params.operator === 'string' ? { operator: params.operator } : {}) };
      }
      this.cash = { amount: 0, notes: 0, coins: 0 };
      return { ok: true, result: { ...taken } };
    }
    if (name === 'syncConfig') {
      if (!Number.isInteger(params.version)) return { ok: false, error: 'badConfig' };
      this.config = { ...params };
      return { ok: true, result: { configVersion: params.version } };
    }
    return { ok: true };
  }

  /** Faults come and go; payments are the drivers' (simulator.ts: the simulated traffic calls pay). */
  tick(random: () => number): boolean {
    if (this.errorCode) {
      if (random() < 0.5) this.errorCode = 0;
      return true;
    }
    if (random() < 0.05) {
      this.errorCode = 101; // bill acceptor jam
      return true;
    }
    return false;
  }

  /** A driver pays a plate's fee (fen) at the station; cash goes into the box. Returns the station's transaction number. */
  pay(plate: string, amount: number, method: 'cash' | 'card' | 'qr' = 'cash'): string {
    this.payments += 1;
    const txnNo = `${this.serial}-${this.payments}`;
    this.payment = { txnNo, plate, amount, method };
    if (method === 'cash') {
      const notes = Math.ceil(amount / NOTE_FEN);
      this.cash = { amount: this.cash.amount + amount, notes: this.cash.notes + notes, coins: this.cash.coins };
      this.movement = { kind: 1, amount, notes, coins: 0 };
    }
    return txnNo;
  }

  /** A driver's call to the control centre from the help button ended. */
  called(call: IntercomCall): void {
    this.call = call;
  }

  report(): Record<string, unknown> {
    const movement = this.movement;
    const payment = this.payment;
    const call = this.call;
    this.movement = undefined;
    this.payment = undefined;
    this.call = undefined;
    return {
      errorCode: this.errorCode,
      modules: { billAcceptor: this.errorCode ? 'fault' : 'ok', coinHopper: 'ok', printer: 'ok', cardReader: 'ok' },
      cash: this.cash,
      ...(movement ? { movement } : {}),
      ...(payment ? { payment } : {}),
      ...(call ? { call } : {}),
      firmware: this.firmware, signal: 95, temperature: 35,
    };
  }
}

/** `now`: the devices' clock (a lock times its exit window by it). */
export function simDevice(spec: SimDeviceSpec, now: () => number = Date.now): SimDevice {
  switch (spec.kind) {
    case 'lock': return new SimLock(spec.serial, spec, now);
    case 'sensor': return new SimSensor(spec.serial, spec);
    case 'payStation': return new SimPayStation(spec.serial, spec);
    default: return new SimController(spec.kind, spec.serial, spec);
  }
}

/** Carries out a control message (lib/areas/devices/sim-control.ts) on a simulated device; an error when it is not for this kind of device. */
export function applyControl(device: SimDevice, message: SimControlMessage): string | null {
  switch (message.action) {
    case 'see':
      if (!(device instanceof SimController) || device.kind !== 'lane') return 'notALane';
      device.see(message.plate, message.color, message.brand ? { brand: message.brand } : {});
      return null;
    case 'lockEvent':
      if (!(device instanceof SimLock)) return 'notALock';
      device.event(message.event);
      return null;
    case 'pay':
      if (!(device instanceof SimPayStation)) return 'notAPayStation';
      device.pay(message.plate, message.amount, message.method);
      return null;
    case 'occupy':
      if (!(device instanceof SimSensor)) return 'notASensor';
      device.occupied = message.occupied;
      return null;
  }
}
