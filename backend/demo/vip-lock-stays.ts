// The street lot's VIP customer's car on its locked berths (records-plan.ts DEMO_VIP_LOCK_STAYS;
// /VipLockOrderRecord), played after the week's traffic as history.ts plays a berth: the lock's
// detector sees the car and starts its stay, the video pile reads the plate a minute later (the
// charging core decides the plate's card then: free on the VIP card), the detector ends the stay.
// Each visit takes the lock berth free the longest, after its last car: no stay of the history
// overlaps it or comes after it, so the berth's occupancy is what its latest event says.
import { toMs, type Queryable } from '../db';
import { berthOccupancy, recordBerthPlate } from '../areas/charging/berths';
import { recordOccupancy, type Detector } from '../areas/charging/occupancy';
import type { BuiltBerth, BuiltLot } from './estate';
import { DEMO_VIP_LOCK_STAYS } from './records-plan';
import { MINUTE } from './visits';

/** What the lock's detector reads with a car on the berth and without (as the history's detectors). */
const MAGNETIC = { occupied: 880, free: 20 } as const;

interface FreeBerth { berth: BuiltBerth; since: number }

/** The lock berths without a car now, by how long they have been free (since `from` when no car ever came). */
async function freeLockBerths(tx: Queryable, berths: readonly BuiltBerth[], from: number): Promise<FreeBerth[]> {
  const free: FreeBerth[] = [];
  for (const berth of berths) {
    const [row] = await tx.query<{ parked: boolean | null; last: unknown }>(
      'SELECT bool_or(state IN (0, 1)) AS parked, max(exit_at) AS last FROM stays WHERE berth_id = $1', [berth.id]);
    if (!row.parked) free.push({ berth, since: toMs(row.last) ?? from });
  }
  return free.sort((a, b) => a.since - b.since || a.berth.number.localeCompare(b.berth.number));
}

/** The car on the berth from `entry`, read by the berth's video pile, gone at `exit` (null: still there). */
async function park(tx: Queryable, lotId: number, berth: BuiltBerth, plate: string, entry: number, exit: number | null): Promise<void> {
  const lock: Detector & { kind: 'lock' } = { kind: 'lock', id: berth.device!.id, serial: berth.device!.serial, lotId, berthId: berth.id };
  await recordOccupancy(tx, lock, true, MAGNETIC.occupied, entry);
  await berthOccupancy(tx, lock, true, entry);
  await recordBerthPlate(tx, { serial: berth.pile!, berthId: berth.id }, { plate, color: 'blue' }, entry + MINUTE);
  if (exit === null) return;
  await recordOccupancy(tx, lock, false, MAGNETIC.free, exit);
  await berthOccupancy(tx, lock, false, exit);
}

/** The visits of DEMO_VIP_LOCK_STAYS from the history's start `from` to `now`; returns how many were made. */
export async function replayVipLockStays(tx: Queryable, lots: readonly BuiltLot[], from: number, now: number): Promise<number> {
  const street = lots.find((l) => l.plan.key === 'street')!;
  const [card] = await tx.query<{ plates: string }>('SELECT plates FROM month_cards WHERE lot_id = $1 AND customer = $2', [street.id, DEMO_VIP_LOCK_STAYS.customer]);
  if (!card) throw new Error(`demo: no card of ${DEMO_VIP_LOCK_STAYS.customer} at the street lot`);
  const plate = card.plates.split(', ')[0];
  const locks = street.berths.filter((b) => b.device?.kind === 'lock' && b.pile !== null);
  const gap = DEMO_VIP_LOCK_STAYS.afterFreeMinutes * MINUTE;
  let carFreeAt = from;
  let made = 0;
  for (const { minutes } of DEMO_VIP_LOCK_STAYS.visits) {
    const [longest] = await freeLockBerths(tx, locks, from);
    if (!longest) break;
    const entry = Math.max(longest.since, carFreeAt) + gap;
    if (entry >= now) break;
    const exit = entry + minutes * MINUTE;
    await park(tx, street.id, longest.berth, plate, entry, exit < now ? exit : null);
    made += 1;
    if (exit >= now) break;
    carFreeAt = exit;
  }
  return made;
}
