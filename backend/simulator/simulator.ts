// The device simulator: plays a fleet of node controllers (carrying their locks and sensors), pay
// stations and lane controllers over the device protocol, each connection an MQTT client with
// its own credentials and a last will that tells the backend when it drops. Commands are carried
// out by the device models (models.ts) and acknowledged; a command id seen before is answered
// with the first ack and not carried out again. With activity > 0 things happen by themselves:
// vehicles come and go, flaps meet resistance, batteries drain, links and controllers drop. Whatever
// the activity, a device keeps its own time: a paid lock whose vehicle stays past the exit window
// it was given shows 5, then 6 (lib/areas/devices/lock-machine.ts). The control surface (lib/areas/devices/
// sim-control.ts) lets a person or a test make a device do what it would do by itself.
import mqtt, { type MqttClient } from 'mqtt';
import { commandMessage, deviceUser, parsePayload, parseTopic, STATUS, topicOf, VIDEO_PILE_CAPTURES_MAX, type DeviceKind } from '../../lib/device-protocol';
import { randomBytes } from 'node:crypto';
import { SIM_CONTROL_SUBSCRIPTION, SIM_CONTROL_USER, parseSimControlTopic, simControlMessage, simControlTopic, type SimControlDone } from '../../lib/areas/devices/sim-control';
import { LOCK_RUN_STATE } from '../../lib/spec-constants';
import { LANE_DISPLAY_COMMAND } from '../../lib/areas/devices/commands';
import { devicePassword } from '../areas/devices/credentials';
import type { DriverPayments, PhoneChannel, Whereabouts } from './drivers';
import type { SimClaimCode, SimConnection, SimFleet, SimLotRegular, SimLotVehicle } from './fleet-source';
import { SimController, SimLock, SimPayStation, SimSensor, applyControl, simDevice, type Ack, type SimDevice } from './models';
import { StreetTraffic } from './street';
import { Traffic, payChoice, type TrafficOptions } from './traffic';
import { maybeCall } from './intercom';

export interface SimulatorOptions {
  url: string;
  deviceSecret: string;
  /** The devices to play, asked again every refreshMs (devices added or removed in the console). */
  source(): Promise<SimFleet>;
  /** Events per device per minute (0: devices only answer commands, send heartbeats and keep their time). */
  activity?: number;
  /** The devices' clock (default the system's; a test moves it). */
  now?: () => number;
  heartbeatMs?: number;
  refreshMs?: number;
  random?: () => number;
  /** The simulated vehicles of off-street lots (their timings); the clock is the simulator's. */
  traffic?: TrafficOptions;
  /** The vehicles the backend has in its off-street lots, asked with the fleet (in process only). */
  vehicles?(): Promise<SimLotVehicle[]>;
  /** The lots' regulars (their cards' plates), asked with the fleet (in process only). */
  regulars?(): Promise<SimLotRegular[]>;
  /** Drivers who pay by phone (drivers.ts); without them, drivers pay at pay stations only and locks let vehicles go by themselves. */
  drivers?: DriverPayments;
  /** The merchants' printed claim codes by lot, asked with the fleet (in process only): shoppers claim their coupons by phone. */
  claimCodes?(): Promise<SimClaimCode[]>;
  log?: (message: string) => void;
}

export interface Simulator {
  device(kind: DeviceKind, serial: string): SimDevice | undefined;
  /** Sends the device's report now (after a test changed it). */
  report(kind: DeviceKind, serial: string): Promise<void>;
  /** Drops a connection as a power cut does (the broker publishes its last will); back after forMs. */
  cut(kind: DeviceKind, serial: string, forMs?: number): Promise<void>;
  /** Re-reads the fleet and connects or drops what changed. */
  refresh(): Promise<void>;
  /** Connections open and commands carried out so far. */
  stats(): { connections: number; devices: number; commands: number };
  close(): Promise<void>;
}

/** The share of off-street newcomers who shop at a merchant of the lot and claim its coupon. */
const SHOPPER_SHARE = 0.3;

/** Acks kept per connection for repeated command ids. */
const REMEMBERED_ACKS = 1_000;
const TICK_MS = 1_000;
/** What a simulated driver offers a pay station (fen): the backend books what is due. */
const STATION_TENDER = 5_000;
/** A lock's or sensor's lost radio link comes back after about one event (a minute at one event a minute). */
const LINK_LOSS_MS = 60_000;
/** How long a meter's payment report has to arrive before the berth's detector says the vehicle left. */
const METER_BEFORE_LEAVING_MS = 2_000;

interface Link {
  serial: string;
  kind: DeviceKind;
  client: MqttClient;
  devices: Map<string, SimDevice>;
  acks: Map<string, string>;
}

const key = (kind: DeviceKind, serial: string) => `${kind}:${serial}`;

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const random = options.random ?? Math.random;
  const activity = options.activity ?? 0;
  const now = options.now ?? Date.now;
  const log = options.log ?? (() => undefined);
  const links = new Map<string, Link>();
  /** Connections cut, until when. */
  const down = new Map<string, number>();
  let commands = 0;
  /** Calls drivers made (each device's call ids stay distinct). */
  let calls = 0;
  let closed = false;
  const traffic = new Traffic(random, now, options.traffic);
  const street = new StreetTraffic(random, now);
  const drivers = options.drivers;
  /** The merchants' claim codes' tokens by lot. */
  let claimCodes = new Map<number, string[]>();
  /** Locks whose driver is paying now. */
  const paying = new Set<string>();

  const publish = (link: Link, topic: string, payload: string, retain = false) =>
    link.client.publishAsync(topic, payload, { qos: 1, retain }).then(() => undefined, () => undefined);

  const sendReport = (link: Link, device: SimDevice) =>
    publish(link, topicOf(device.kind, device.serial, 'report'), JSON.stringify(device.report()));

  function onCommand(link: Link, topic: string, payload: Buffer): void {
    const target = parseTopic(topic);
    const message = parsePayload(commandMessage, payload);
    const device = target && link.devices.get(key(target.kind, target.serial));
    if (!target || !message || !device) return;
    const ackTopic = topicOf(target.kind, target.serial, 'ack');
    const earlier = link.acks.get(message.id);
    if (earlier) { void publish(link, ackTopic, earlier); return; }
    const ack: Ack | null = device.command(message.command, message.params);
    if (!ack) return;
    commands += 1;
    if (device instanceof SimController && device.display && message.command === LANE_DISPLAY_COMMAND && ack.ok) {
      log(`lane ${device.serial} shows "${device.display.lines.join(' | ')}"${device.display.voice ? ` and says "${device.display.voice}"` : ''}`);
    }
    const text = JSON.stringify({ id: message.id, ...ack, report: device.report() });
    link.acks.set(message.id, text);
    if (link.acks.size > REMEMBERED_ACKS) link.acks.delete(link.acks.keys().next().value!);
    void publish(link, ackTopic, text);
  }

  async function connect(connection: SimConnection): Promise<Link> {
    const { kind, serial } = connection.spec;
    const user = deviceUser(kind, serial);
    const statusTopic = topicOf(kind, serial, 'status');
    // allowRetries false: a first connection that fails ends its client (the next refresh tries
    // again) instead of leaving it reconnecting unowned; once connected, it reconnects by itself.
    const client = await mqtt.connectAsync(options.url, {
      clientId: user, username: user, password: devicePassword(options.deviceSecret, user), clean: true, reconnectPeriod: 2_000,
      will: { topic: statusTopic, payload: Buffer.from(STATUS.offline), qos: 1, retain: true },
    }, false);
    const link: Link = { serial, kind, client, devices: new Map(), acks: new Map() };
    client.on('message', (topic, payload) => onCommand(link, topic, payload));
    client.on('error', (error) => log(`${user}: ${error.message}`));
    // After a reconnection the controller says it is back and reports everything again.
    client.on('connect', () => { if (links.get(key(kind, serial)) === link) void announce(link); });
    await attach(link, [connection.spec, ...connection.children]);
    await announce(link);
    return link;
  }

  /** Adds devices to a link: subscribes to their commands. */
  async function attach(link: Link, specs: SimConnection['children']): Promise<void> {
    const fresh = specs.filter((s) => !link.devices.has(key(s.kind, s.serial)));
    for (const spec of fresh) {
      const device = simDevice(spec, now);
      if (device instanceof SimLock) device.paidByPhone = Boolean(drivers);
      if (device instanceof SimSensor) device.leaveChance = traffic.berthLeaveChance;
      link.devices.set(key(spec.kind, spec.serial), device);
    }
    if (fresh.length) await link.client.subscribeAsync(fresh.map((s) => topicOf(s.kind, s.serial, 'cmd')), { qos: 1 });
  }

  async function announce(link: Link): Promise<void> {
    await publish(link, topicOf(link.kind, link.serial, 'status'), STATUS.online, true);
    for (const device of link.devices.values()) await sendReport(link, device);
  }

  async function refresh(): Promise<void> {
    if (options.vehicles) {
      const byLot = new Map<number, SimLotVehicle[]>();
      for (const vehicle of await options.vehicles()) byLot.set(vehicle.lotId, [...(byLot.get(vehicle.lotId) ?? []), vehicle]);
      for (const lotId of new Set([...byLot.keys(), ...traffic.lotIds()])) traffic.adopt(lotId, byLot.get(lotId) ?? []);
    }
    if (options.regulars) {
      const byLot = new Map<number, SimLotRegular[]>();
      for (const regular of await options.regulars()) byLot.set(regular.lotId, [...(byLot.get(regular.lotId) ?? []), regular]);
      for (const lotId of new Set([...byLot.keys(), ...traffic.lotIds()])) traffic.setRegulars(lotId, byLot.get(lotId) ?? []);
    }
    if (options.claimCodes) {
      const byLot = new Map<number, string[]>();
      for (const code of await options.claimCodes()) byLot.set(code.lotId, [...(byLot.get(code.lotId) ?? []), code.token]);
      claimCodes = byLot;
    }
    const fleet = await options.source();
    const wanted = new Map(fleet.map((c) => [key(c.spec.kind, c.spec.serial), c]));
    for (const [id, link] of links) {
      if (!wanted.has(id)) { links.delete(id); await link.client.endAsync(true); }
    }
    for (const [id, connection] of wanted) {
      if ((down.get(id) ?? 0) > Date.now()) continue;
      down.delete(id);
      const link = links.get(id);
      if (!link) {
        try {
          links.set(id, await connect(connection));
        } catch (error) {
          log(`${id}: cannot connect (${(error as Error).message})`);
        }
        continue;
      }
      const children = new Set(connection.children.map((c) => key(c.kind, c.serial)));
      for (const device of [...link.devices.values()]) {
        if (device.kind !== link.kind && !children.has(key(device.kind, device.serial))) link.devices.delete(key(device.kind, device.serial));
      }
      const before = new Set(link.devices.keys());
      await attach(link, connection.children);
      for (const [id2, device] of link.devices) if (!before.has(id2)) await sendReport(link, device);
    }
  }

  /** A power cut: not a clean goodbye, so the broker sends the last will; back after forMs. */
  async function cut(link: Link, forMs: number): Promise<void> {
    links.delete(key(link.kind, link.serial));
    down.set(key(link.kind, link.serial), Date.now() + forMs);
    link.client.stream.destroy();
    await link.client.endAsync(true);
  }

  function find(kind: DeviceKind, serial: string): [Link, SimDevice] | undefined {
    for (const link of links.values()) {
      const device = link.devices.get(key(kind, serial));
      if (device) return [link, device];
    }
    return undefined;
  }

  /** One second of the world: each device has activity/60 chances of an event per second. */
  function tick(): void {
    const chance = activity / 60;
    for (const link of links.values()) {
      if (!link.client.connected) continue;
      // Very rarely a whole node controller loses power for half a minute.
      if (link.kind === 'node' && random() < chance / 200) { void cut(link, 30_000); continue; }
      for (const device of link.devices.values()) {
        if (device.kind === 'node' || random() >= chance) continue;
        // Rarely a lock or sensor loses its radio link for a while.
        if ((device.kind === 'lock' || device.kind === 'sensor') && random() < 0.02) {
          device.reachable = false;
          void sendReport(link, device);
          setTimeout(() => { device.reachable = true; void sendReport(link, device); }, LINK_LOSS_MS / activity).unref();
          continue;
        }
        const taken = occupied(device);
        const changed = device.tick(random);
        const drove = drive(device);
        if (taken === false && occupied(device)) street.arrive(key(device.kind, device.serial));
        // A driver who pays pays before the detector tells that the berth is free.
        if (taken && !occupied(device)) void leaveBerth(device as SimSensor | SimLock).then(() => sendReport(link, device));
        else if (changed || drove) void sendReport(link, device);
      }
    }
  }

  /**
   * The lot's vehicles at this device: an entrance camera reads a newcomer, the exit camera one
   * leaving, a pay station takes a driver's fee (by card or code mostly, cash now and then; the
   * backend books what is due). True when there is something to report.
   */
  function drive(device: SimDevice): boolean {
    if (device instanceof SimController && device.kind === 'videoPile') return readPlates(device);
    const called = callMaybe(device);
    if (device instanceof SimLock && device.paidByPhone && device.state.vehicle && random() < traffic.berthLeaveChance) void payAtLock(device);
    if (device instanceof SimController && device.kind === 'lane' && device.lotId !== null) {
      const vehicle = device.direction === 1 ? traffic.arrive(device.lotId) : traffic.leave(device.lotId);
      if (vehicle) device.see(vehicle.plate, vehicle.color);
      if (vehicle && device.direction === 1 && !vehicle.regular) shopMaybe(device.lotId, vehicle.plate);
      return vehicle !== null || called;
    }
    if (device instanceof SimPayStation && device.lotId !== null && !device.errorCode) {
      const payer = traffic.pay(device.lotId);
      if (!payer) return called;
      // Most pay at the station; the others by phone, where there are drivers to pay through.
      const channel = drivers ? payChoice(random) : 'payStation';
      if (channel !== 'payStation') { void phonePay({ lotId: device.lotId, plate: payer.plate }, channel); return called; }
      device.pay(payer.plate, STATION_TENDER, random() < 0.25 ? 'cash' : random() < 0.5 ? 'card' : 'qr');
      return true;
    }
    return called;
  }

  /** Now and then a driver calls the control centre from a lane's intercom or a station's help button (intercom.ts). */
  function callMaybe(device: SimDevice): boolean {
    const callable = (device instanceof SimController && device.kind === 'lane') || device instanceof SimPayStation;
    if (!callable || device.lotId === null) return false;
    const call = maybeCall(random, now(), (calls += 1));
    if (!call) return false;
    device.called(call);
    return true;
  }

  /** Each second: what the devices' own clocks bring about. */
  function keepTime(): void {
    for (const link of links.values()) {
      if (!link.client.connected) continue;
      for (const device of link.devices.values()) if (device.keepTime?.()) void sendReport(link, device);
    }
  }


  /** A berth's detector sees a vehicle (a lock, or a sensor). */
  function occupied(device: SimDevice): boolean | null {
    if (device instanceof SimSensor) return device.occupied;
    if (device instanceof SimLock) return device.state.vehicle;
    return null;
  }

  const berthOf = (device: SimSensor | SimLock): Whereabouts | null =>
    (device.lotId !== null && device.berth ? { lotId: device.lotId, berthNumber: device.berth.number, streetId: device.berth.streetId } : null);

  async function phonePay(where: Whereabouts, channel: PhoneChannel): Promise<void> {
    const outcome = await drivers!.pay(where, channel).catch((error: Error) => ({ paid: null, why: error.message }));
    if (!outcome.paid && outcome.why !== 'nothing due') log(`a driver's ${channel} payment failed: ${outcome.why}`);
  }

  /** Now and then a newcomer shops at one of the lot's merchants, whose till gives him its coupon (he scans its claim code). */
  function shopMaybe(lotId: number, plate: string): void {
    const tokens = claimCodes.get(lotId);
    if (!drivers || !tokens?.length || random() >= SHOPPER_SHARE) return;
    const token = tokens[Math.floor(random() * tokens.length)];
    setTimeout(() => {
      void drivers.claim(token, plate).then((outcome) => { if (!outcome.claimed) log(`a shopper's coupon claim was refused: ${outcome.why}`); },
        (error: Error) => log(`a shopper's coupon claim failed: ${error.message}`));
    }, traffic.shopAfterMs).unref();
  }

  /** A video pile reads the plates of the vehicles on its berths. */
  function readPlates(pile: SimController): boolean {
    let read = 0;
    for (const cover of pile.covers) {
      if (read === VIDEO_PILE_CAPTURES_MAX) break;
      const vehicle = find(cover.detector.kind, cover.detector.serial);
      if (!vehicle || !occupied(vehicle[1])) continue;
      street.on(key(cover.detector.kind, cover.detector.serial));
      const plate = street.read(key(cover.detector.kind, cover.detector.serial));
      if (plate) { pile.seeOnBerth(cover.berth, plate.plate, plate.color); read += 1; }
    }
    return read > 0;
  }

  /**
   * A vehicle leaves a berth: at a sensor's, its driver pays first, by phone or at the street's
   * meter (or leaves owing); at a lock's, it paid before the flap lowered.
   */
  async function leaveBerth(device: SimSensor | SimLock): Promise<void> {
    const vehicle = street.leave(key(device.kind, device.serial));
    const where = berthOf(device);
    if (!vehicle.pays || !drivers || !where || device instanceof SimLock) return;
    const meter = vehicle.pays === 'meter' && vehicle.plateRead && !vehicle.adopted ? stationIn(where.lotId) : null;
    if (!meter) { await phonePay(where, vehicle.pays === 'meter' ? 'app' : vehicle.pays); return; }
    meter[1].pay(vehicle.plate, STATION_TENDER, 'qr');
    await sendReport(...meter);
    await new Promise((resolve) => setTimeout(resolve, METER_BEFORE_LEAVING_MS));
  }

  /** The driver of a vehicle a lock holds pays by phone (everyone pays: the flap is up); the backend then unlocks it. */
  async function payAtLock(lock: SimLock): Promise<void> {
    const id = key(lock.kind, lock.serial);
    const where = berthOf(lock);
    if (paying.has(id) || !where || (lock.state.run !== LOCK_RUN_STATE.parked && lock.state.run !== LOCK_RUN_STATE.paymentExpired)) return;
    paying.add(id);
    try {
      const pays = street.on(id).pays;
      const outcome = await drivers!.pay(where, pays && pays !== 'meter' ? pays : 'app').catch((error: Error) => ({ paid: null, why: error.message }));
      // Nothing owed (still within the free minutes): the lock lowers by itself.
      if (outcome.why === 'nothing due') {
        lock.letGo();
        const found = find(lock.kind, lock.serial);
        if (found) await sendReport(...found);
      } else if (!outcome.paid) log(`a driver's payment at lock ${lock.serial} failed: ${outcome.why}`);
    } finally {
      paying.delete(id);
    }
  }

  /** A lot's pay station that works (the street's meter). */
  function stationIn(lotId: number): [Link, SimPayStation] | null {
    for (const link of links.values()) {
      for (const device of link.devices.values()) {
        if (device instanceof SimPayStation && device.lotId === lotId && !device.errorCode && link.client.connected) return [link, device];
      }
    }
    return null;
  }

  function heartbeat(): void {
    for (const link of links.values()) {
      if (!link.client.connected) continue;
      for (const device of link.devices.values()) void sendReport(link, device);
    }
  }

  // Refreshes run one after another, none after close(), and close() waits for the one under way:
  // a link it connected after close() had ended the others would keep reconnecting for ever.
  let refreshes: Promise<void> = Promise.resolve();
  let refreshing = false;
  function refreshInTurn(): Promise<void> {
    const run = refreshes.then(async () => {
      if (closed) return;
      refreshing = true;
      try { await refresh(); } finally { refreshing = false; }
    });
    refreshes = run.catch(() => undefined);
    return run;
  }

  /** Control messages carried out, by id. */
  const controlled = new Map<string, SimControlDone>();

  /** The control surface: its own connection, on its own topics. */
  async function listenToControl(): Promise<MqttClient | null> {
    try {
      const client = await mqtt.connectAsync(options.url, {
        clientId: `${SIM_CONTROL_USER}-${randomBytes(6).toString('hex')}`, username: SIM_CONTROL_USER,
        password: devicePassword(options.deviceSecret, SIM_CONTROL_USER), clean: true, reconnectPeriod: 2_000,
      }, false);
      client.on('message', (topic, payload) => { void onControl(client, topic, payload); });
      client.on('error', (error) => log(`control: ${error.message}`));
      await client.subscribeAsync(SIM_CONTROL_SUBSCRIPTION, { qos: 1 });
      return client;
    } catch (error) {
      // An external broker without rules for the control user: the devices are played all the same.
      log(`control surface not available (${(error as Error).message})`);
      return null;
    }
  }

  async function onControl(client: MqttClient, topic: string, payload: Buffer): Promise<void> {
    const target = parseSimControlTopic(topic);
    const message = parsePayload(simControlMessage, payload);
    const found = target && find(target.kind, target.serial);
    if (!target || !message || !found) return;
    // A message sent again (its answer was slow) is answered again, not carried out twice.
    let done = controlled.get(message.id);
    if (!done) {
      const error = applyControl(found[1], message);
      if (!error) await sendReport(...found);
      done = { id: message.id, ok: !error, ...(error ? { error } : {}) };
      controlled.set(message.id, done);
      if (controlled.size > REMEMBERED_ACKS) controlled.delete(controlled.keys().next().value!);
    }
    await client.publishAsync(simControlTopic(target.kind, target.serial, 'done'), JSON.stringify(done), { qos: 1 }).catch(() => undefined);
  }

  await refreshInTurn();
  const control = await listenToControl();
  const timers = [
    setInterval(() => {
      if (!closed && !refreshing) refreshInTurn().catch((error) => log(`refresh failed: ${(error as Error).message}`));
    }, options.refreshMs ?? 3_000),
    setInterval(heartbeat, options.heartbeatMs ?? 60_000),
    setInterval(keepTime, TICK_MS),
    ...(activity > 0 ? [setInterval(tick, TICK_MS)] : []),
  ];
  for (const timer of timers) timer.unref();

  return {
    device: (kind, serial) => find(kind, serial)?.[1],
    async report(kind, serial) {
      const found = find(kind, serial);
      if (found) await sendReport(...found);
    },
    async cut(kind, serial, forMs = 60_000) {
      const link = links.get(key(kind, serial));
      if (link) await cut(link, forMs);
    },
    refresh: refreshInTurn,
    stats: () => ({
      connections: links.size,
      devices: [...links.values()].reduce((sum, link) => sum + link.devices.size, 0),
      commands,
    }),
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      await refreshes;
      await Promise.all([...links.values()].map((link) => link.client.endAsync(true)));
      await control?.endAsync(true);
      links.clear();
    },
  };
}
