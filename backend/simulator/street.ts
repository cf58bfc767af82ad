// The vehicles on the simulated on-street berths (pure; the clock and randomness are injected):
// each berth's detector (lock or sensor) decides when a vehicle comes and goes; here each vehicle
// gets a realistic plate and a way its driver pays, by phone (app, WeChat, Alipay), at the street's
// meter, or not at all (it leaves owing). A video pile reads the plates of most vehicles once they
// have stopped (a plate hidden or dirty is never read: its stay stays without one).
import { randomPlate, type DemoPlate } from '../demo/plates';
import { weighted } from '../demo/random';
import type { PhoneChannel } from './drivers';

/** How on-street drivers pay (weights): by phone, at the meter, or they leave owing. */
export const STREET_PAYS = { app: 25, wechat: 22, alipay: 15, meter: 18, unpaid: 20 } as const;
/** Share of vehicles whose plate a video pile reads. */
export const PLATE_READ_SHARE = 0.9;
/** A pile reads a vehicle once it has stopped on the berth (and its detector has told the backend so). */
export const PLATE_READ_AFTER_MS = 5_000;

export type StreetPay = PhoneChannel | 'meter' | null;

export interface BerthVehicle extends DemoPlate {
  since: number;
  pays: StreetPay;
  /** null until a pile has looked at it; then whether it could read the plate. */
  plateRead: boolean | null;
  /** Found on the berth when the simulation started: its plate is the backend's, not this one. */
  adopted: boolean;
}

export class StreetTraffic {
  private readonly berths = new Map<string, BerthVehicle>();

  constructor(private readonly random: () => number, private readonly now: () => number) {}

  private vehicle(adopted: boolean): BerthVehicle {
    const choice = weighted<keyof typeof STREET_PAYS>(this.random, STREET_PAYS);
    return { ...randomPlate(this.random), since: this.now(), pays: choice === 'unpaid' ? null : choice, plateRead: null, adopted };
  }

  /** A detector's berth was taken. */
  arrive(detector: string): BerthVehicle {
    const vehicle = this.vehicle(false);
    this.berths.set(detector, vehicle);
    return vehicle;
  }

  /** The vehicle on a berth the simulation finds taken (a vehicle from before it started joins it). */
  on(detector: string): BerthVehicle {
    return this.berths.get(detector) ?? this.berths.set(detector, this.vehicle(true)).get(detector)!;
  }

  /** A detector's berth was freed: the vehicle that left (one there before the simulation started included). */
  leave(detector: string): BerthVehicle {
    const vehicle = this.on(detector);
    this.berths.delete(detector);
    return vehicle;
  }

  /**
   * A pile looks at a taken berth: the plate it reads (null: the vehicle has not stopped yet, or its
   * plate cannot be read). It reads it at every look, as a pile does; the backend names a stay once.
   */
  read(detector: string): DemoPlate | null {
    const vehicle = this.berths.get(detector);
    if (!vehicle || this.now() - vehicle.since < PLATE_READ_AFTER_MS) return null;
    vehicle.plateRead ??= this.random() < PLATE_READ_SHARE;
    return vehicle.plateRead ? { plate: vehicle.plate, color: vehicle.color } : null;
  }
}
