// What an off-street lane does with a plate its camera read (lib/parking/lane-rules.ts decides):
// at an entrance the black list is refused, free vehicles pass, a full lot queues the rest, else
// the stay starts; at an exit nothing due lets the vehicle out, something due keeps the barrier
// down until it is paid. A plate with a card at the lot is a card's car or a visitor by the card's
// decision (lane-cards.ts; docs/rentals.md, "At the lane"): the stay keeps the card's verdict, and
// a stay that entered on a card passage leaves free with the card's reason; what the lane shows of
// the card goes back with the outcome; a stay that entered on stored value pays from the card's
// balance before it ends (stored-value.ts). Every reading is a passage on record
// (/EntryAndExitDetails); a brand the camera read is checked against the registered one
// (/CarBrandAuthentication). Runs inside the device report's transaction; the barrier is lifted
// afterwards by the caller (a device command).
import { normalizePlate } from '../../../lib/validation/formats';
import { decideEntry, type LaneDecision } from '../../../lib/parking/lane-rules';
import { decideCardExit, type LaneMessage } from '../../../lib/parking/cards/lane-decision';
import { isoAt, type Queryable } from '../../db';
import { runService, type Actor } from '../../kernel/service';
import { AUDIT } from './audit-entities';
import { priceStay, type Priced } from './pricing';
import { Work } from '../../kernel/work';
import { openStaysOfPlate } from './rows';
import { enterStay, exitStay, type EnterResult, type PlateColorCode } from './stays';
import { vehicleFacts } from './vehicle';
import { arrearsAtEntrance } from './arrears/entry';
import { cardAtEntrance, enteredOnCard, plateCard } from './lane-cards';
import { lockedBalance, payStayFromBalance } from './stored-value';

/** lane_devices.direction */
export const LANE_DIRECTION = { entrance: 1, exit: 2 } as const;

export interface LaneDevice { id: number; serial: string; lotId: number; laneName: string; direction: number }
export interface Capture { plate: string; color: PlateColorCode; photo?: string; brand?: string }
export interface LaneOutcome {
  decision: LaneDecision; passageId: number; stayId: number | null;
  /** Let in with a warning: what the plate owes (fen), for the lane to show and say. */
  arrearsWarning?: { plate: string; owed: number };
  /** The plate's card: what the lane shows and says of it (days left, charged as a visitor and why). */
  card?: { plate: string; message: LaneMessage };
}

const laneActor = (lane: LaneDevice): Actor => ({ name: `device:lane:${lane.serial}`, userId: null });

/** A lot has no room for another paying vehicle: as many vehicles in it as it has spaces (-1: no limit). */
async function lotFull(tx: Queryable, lotId: number): Promise<boolean> {
  const [row] = await tx.query<{ total: number; inside: number }>(
    `SELECT total_spaces AS total, (SELECT count(*)::int FROM stays WHERE lot_id = $1 AND state IN (0, 1)) AS inside
     FROM parking_lots WHERE id = $1`, [lotId]);
  return row.total !== -1 && row.inside >= row.total;
}

async function recordPassage(work: Work, lane: LaneDevice, capture: Capture, decision: LaneDecision, reason: string | null, stayId: number | null, at: number) {
  const row = await work.insert(AUDIT.passage, 'passages', {
    at: isoAt(at), lot_id: lane.lotId, lane_device_id: lane.id, lane_name: lane.laneName, direction: lane.direction,
    plate: capture.plate, plate_color: capture.color, brand: capture.brand ?? null, photo: capture.photo ?? null, decision, reason, stay_id: stayId,
  });
  return Number(row.id);
}

async function checkBrand(work: Work, lane: LaneDevice, capture: Capture, stayId: number | null, at: number) {
  if (!capture.brand) return;
  const [vehicle] = await work.query<{ brand: string | null }>('SELECT brand FROM vehicles WHERE plate = $1', [capture.plate]);
  const registered = vehicle?.brand ?? null;
  await work.query(
    `INSERT INTO brand_checks (at, lot_id, lane_name, plate, seen_brand, registered_brand, matches, stay_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [isoAt(at), lane.lotId, lane.laneName, capture.plate, capture.brand, registered,
      registered === null ? null : registered.trim().toLowerCase() === capture.brand.trim().toLowerCase(), stayId]);
}

async function atEntrance(tx: Queryable, lane: LaneDevice, capture: Capture, at: number): Promise<LaneOutcome> {
  const work = new Work(tx, laneActor(lane), at, 'lane.entry');
  const vehicle = await vehicleFacts(tx, lane.lotId, capture.plate, capture.color, at);
  const { verdict: arrears, owed } = await arrearsAtEntrance(tx, lane.lotId, capture.plate);
  // The lists come first (decideEntry): a free class never needs its card.
  const card = vehicle.free || vehicle.blackListed ? null : await cardAtEntrance(tx, lane.lotId, capture.plate, at);
  const decided = decideEntry({
    blackListed: vehicle.blackListed, vehicleClass: vehicle.vehicleClass, free: vehicle.free,
    lotFull: vehicle.free || card?.entry.card?.free ? false : await lotFull(tx, lane.lotId), arrears, card: card?.entry.card ?? null,
  });
  let stayId: number | null = null;
  if (decided.decision === 'open' || decided.decision === 'free') {
    const entered: EnterResult = await runService(tx, enterStay, {
      lotId: lane.lotId, plate: capture.plate, plateColor: capture.color, source: 'camera', device: lane.serial, lane: lane.laneName, photo: capture.photo ?? null, at,
      card: card?.stayCard ?? null,
    }, laneActor(lane), { at });
    stayId = entered.stay.id;
  } else if (decided.decision === 'queued') {
    const waiting = await tx.query("SELECT 1 FROM lane_queue WHERE lot_id = $1 AND plate = $2 AND state = 'waiting'", [lane.lotId, capture.plate]);
    if (!waiting.length) {
      await work.insert(AUDIT.queue, 'lane_queue', { lot_id: lane.lotId, lane_name: lane.laneName, plate: capture.plate, plate_color: capture.color, queued_at: isoAt(at) });
    }
  }
  const passageId = await recordPassage(work, lane, capture, decided.decision, decided.reason, stayId, at);
  await checkBrand(work, lane, capture, stayId, at);
  return {
    decision: decided.decision, passageId, stayId,
    ...(decided.reason === 'arrearsWarning' ? { arrearsWarning: { plate: capture.plate, owed } } : {}),
    ...(card?.card ? { card: { plate: capture.plate, message: card.entry.display } } : {}),
  };
}

async function atExit(tx: Queryable, lane: LaneDevice, capture: Capture, at: number): Promise<LaneOutcome> {
  const work = new Work(tx, laneActor(lane), at, 'lane.exit');
  const [stay] = await openStaysOfPlate(tx, lane.lotId, capture.plate);
  // A stay that entered on stored value: its card's balance is read under the card's lock, so two
  // lanes never spend it twice.
  const onStoredValue = stay?.card_id != null && enteredOnCard(stay)?.reason === 'storedValue';
  if (onStoredValue) await lockedBalance(work, stay.card_id!);
  const priced: Priced | null = stay ? await priceStay(work, stay, at) : null;
  const found = await plateCard(tx, lane.lotId, capture.plate, at);
  // A stay that entered on a card passage leaves free (decided at its entry, whatever the card is
  // now); one that entered on stored value pays from the balance of the card it entered on, as the
  // lot's short-balance policy says (lib/parking/cards/lane-decision.ts).
  const decided = decideCardExit({
    entered: stay ? enteredOnCard(stay) : null, due: priced ? priced.order.due : null, paid: priced?.order.paid ?? 0,
    card: found && (found.card.kind !== 'storedValue' || found.id === stay?.card_id) ? found.card : null,
  }, at);
  // What the balance pays is taken now, in this transaction: the order's 'balance' row and the ledger's.
  if (stay && found && decided.fromBalance > 0) await payStayFromBalance(work, stay, found.id, decided.fromBalance, at);
  if (stay && decided.decision !== 'waitPay') {
    await runService(tx, exitStay, { stayId: stay.id, source: 'camera', device: lane.serial, lane: lane.laneName, photo: capture.photo ?? null, at }, laneActor(lane), { at });
  }
  const passageId = await recordPassage(work, lane, capture, decided.decision, decided.reason, stay?.id ?? null, at);
  await checkBrand(work, lane, capture, stay?.id ?? null, at);
  return { decision: decided.decision, passageId, stayId: stay?.id ?? null, ...(decided.display ? { card: { plate: capture.plate, message: decided.display } } : {}) };
}

/** Decisions that open the barrier. */
const OPENS: readonly LaneDecision[] = ['open', 'free', 'paid'];
export const opensBarrier = (decision: LaneDecision) => OPENS.includes(decision);

export function laneCapture(tx: Queryable, lane: LaneDevice, capture: Capture, at: number): Promise<LaneOutcome> {
  const reading = { ...capture, plate: normalizePlate(capture.plate) };
  return lane.direction === LANE_DIRECTION.entrance ? atEntrance(tx, lane, reading, at) : atExit(tx, lane, reading, at);
}

/** A health code scanned at an entrance (/HealthyCodeQuery): only green lets the driver in. */
export async function healthCodeScan(tx: Queryable, lane: LaneDevice, scan: { plate: string; phone?: string; color: 'green' | 'yellow' | 'red' }, at: number): Promise<void> {
  await tx.query(
    'INSERT INTO health_code_checks (at, lot_id, lane_name, plate, phone, color, admitted) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [isoAt(at), lane.lotId, lane.laneName, normalizePlate(scan.plate), scan.phone ?? null, scan.color, scan.color === 'green']);
}
