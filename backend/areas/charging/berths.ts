// On-street, a berth's detector starts and ends its stays: a vehicle arriving starts one (its
// plate, '' until then, comes from a video pile or a POS collector), the berth freed ends it —
// paid, free, or owing what is due (an arrear). A berth with a lock follows its lock's detector;
// one without, its sensor.
import { isoAt, type Queryable } from '../../db';
import { runService, type Actor } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { AUDIT } from './audit-entities';
import { cardAtEntrance, type StayCard } from './lane-cards';
import { openStayOnBerth } from './rows';
import { correctPlate, correctPlateInput, correctStayPlate, enter, enterInput, enterStay, exitStay, type PlateColorCode } from './stays';
import { vehicleFacts } from './vehicle';

export interface BerthDevice { kind: 'lock' | 'sensor'; serial: string; lotId: number; berthId: number | null }

async function drivesBerth(tx: Queryable, device: BerthDevice & { berthId: number }): Promise<boolean> {
  if (device.kind === 'lock') return true;
  const locks = await tx.query('SELECT 1 FROM parking_locks WHERE berth_id = $1 AND status = 1', [device.berthId]);
  return locks.length === 0;
}

export async function berthOccupancy(tx: Queryable, device: BerthDevice, occupied: boolean, at: number): Promise<void> {
  if (device.berthId === null) return;
  const berthId = device.berthId;
  if (!(await drivesBerth(tx, { ...device, berthId }))) return;
  const actor: Actor = { name: `device:${device.kind}:${device.serial}`, userId: null };
  const open = await openStayOnBerth(tx, berthId);
  if (occupied && !open) {
    await runService(tx, enterStay, { lotId: device.lotId, berthId, source: device.kind, device: device.serial, at }, actor, { at });
  } else if (!occupied && open) {
    await runService(tx, exitStay, { stayId: open.id, source: device.kind, device: device.serial, owing: 'unpaidExit', at }, actor, { at });
  }
}

/**
 * A vehicle entered on a berth by hand (the lock's 'manual entry'): the berth's stay, started now
 * if the detector has not started it already, is recorded as a manual entry by the operator,
 * with the plate when one was given.
 */
export async function manualBerthEntry(work: Work, berth: { lotId: number; berthId: number }, plate: string | null, plateColor: PlateColorCode | null): Promise<number> {
  const open = await openStayOnBerth(work, berth.berthId);
  if (!open) {
    const input = enterInput.parse({ lotId: berth.lotId, berthId: berth.berthId, source: 'manual', plate: plate ?? '', plateColor: plateColor ?? 'blue' });
    const entered = await enter(work, { ...input, card: await typedPlateCard(work, input) });
    return entered.stay.id;
  }
  await work.update(AUDIT.stay, 'stays', open.id, { entry_source: 'manual', entry_operator: work.actor.name, updated_at: isoAt(work.at) });
  if (plate && plate !== open.plate) await correctPlate(work, correctPlateInput.parse({ stayId: open.id, plate, plateColor: plateColor ?? undefined, reason: MANUAL_ENTRY_REASON }));
  return open.id;
}

/**
 * The card verdict of a plate typed in at a manual entry, at the entry: as a plate read on a stay
 * already started is decided (correctPlate), so a card's car entered by hand parks free too. None
 * without a plate, or for a free class (it needs no card).
 */
async function typedPlateCard(work: Work, input: { lotId: number; plate: string; plateColor: PlateColorCode }): Promise<StayCard | null> {
  if (!input.plate) return null;
  const vehicle = await vehicleFacts(work, input.lotId, input.plate, input.plateColor, work.at);
  return vehicle.free ? null : (await cardAtEntrance(work, input.lotId, input.plate, work.at)).stayCard;
}

/** The reason on record when a manual entry names the plate of a stay the detector started. */
export const MANUAL_ENTRY_REASON = 'manual entry';

/** The reason on record when a video pile names the vehicle of a berth's stay. */
export const VIDEO_PILE_REASON = 'video pile';

/**
 * A video pile read the plate on a berth: the berth's stay, when it has no plate yet, is the
 * vehicle's (recognised and priced as such). A plate already known is kept: a reading that differs
 * is a matter for an operator's correction, not for the camera.
 */
export async function recordBerthPlate(tx: Queryable, pile: { serial: string; berthId: number }, reading: { plate: string; color: PlateColorCode }, at: number): Promise<boolean> {
  const open = await openStayOnBerth(tx, pile.berthId);
  if (!open || open.plate) return false;
  await runService(tx, correctStayPlate, { stayId: open.id, plate: reading.plate, plateColor: reading.color, reason: VIDEO_PILE_REASON },
    { name: `device:videoPile:${pile.serial}`, userId: null }, { at });
  return true;
}
