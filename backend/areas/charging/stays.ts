// The domain services of a vehicle's visit: it enters (a lane, a berth's sensor or lock, a POS or
// by hand), it leaves (paid, free, or owing), its plate is corrected (and the stay re-priced).
// Each runs in the caller's transaction and audits every row it changes (backend/domain).
import { z } from 'zod';
import { normalizePlate } from '../../../lib/validation/formats';
import { STAY_SOURCES } from '../../../lib/parking/channels';
import { CARD_PASS_REASONS, CARD_VISITOR_REASONS, FREE_CLASSES } from '../../../lib/parking/lane-rules';
import { CORRECTABLE_STAY_STATES, FREE_REASONS, OWING_STAY_STATES, STAY_STATE, decideStay, isOpenStay, type FreeReason, type StayEvent } from '../../../lib/parking/stay-machine';
import { ORDER_STATE } from '../../../lib/parking/order-machine';
import { VEHICLE_PLATE_COLORS, type VehiclePlateColor } from '../../../lib/tariff/select';
import { isoAt } from '../../db';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { refuse, rowNotFound } from '../../kernel/failures';
import { AUDIT } from './audit-entities';
import { nextNumber } from './numbers';
import { priceStay, type Priced } from './pricing';
import { chooseRate } from './rates';
import { lockStay, openStayOnBerth, openStaysOfPlate, type StayRow } from './rows';
import { vehicleFacts, type VehicleFacts } from './vehicle';
import { followPlate, openArrear } from './arrears/open';
import { cardAtEntrance, enteredOnCard, giveFreedSpace, holdsCardSpace } from './lane-cards';
import { useCoupons, voidCouponsOfFreeStay } from './coupons/use';

const plateColor = z.enum(VEHICLE_PLATE_COLORS as [VehiclePlateColor, ...VehiclePlateColor[]]);
export type PlateColorCode = z.infer<typeof plateColor>;
const plate = z.string().max(16).transform(normalizePlate);
const text = (max: number) => z.string().trim().max(max);


/** Moves a stay through its machine; refused with the event's message when its state does not allow it. */
export async function transition(work: Work, stay: StayRow, event: StayEvent, changes: Record<string, unknown> = {}): Promise<StayRow> {
  const decision = decideStay(stay.state, event);
  if (!decision.ok) throw refuse(decision.reason);
  await work.update(AUDIT.stay, 'stays', stay.id, { ...changes, state: decision.to, updated_at: isoAt(work.at) });
  return { ...stay, state: decision.to };
}

// ---------------------------------------------------------------------------------------------
// Entry

export const enterInput = z.object({
  lotId: z.number().int().positive(),
  plate: plate.default(''),
  plateColor: plateColor.default('blue'),
  source: z.enum(STAY_SOURCES),
  berthId: z.number().int().positive().nullable().default(null),
  device: text(64).nullable().default(null),
  lane: text(60).nullable().default(null),
  photo: text(500).nullable().default(null),
  /** When the vehicle entered (a report's time); default the service's clock. */
  at: z.number().int().positive().optional(),
  /** The plate's card at the lot and its verdict (lane-cards.ts cardAtEntrance): free on a card passage, else priced. */
  card: z.object({
    id: z.number().int().positive(),
    free: z.boolean(),
    reason: z.enum([...CARD_PASS_REASONS, 'storedValue', ...CARD_VISITOR_REASONS]),
  }).nullable().default(null),
});

/** The facts the lane decided on, when it already looked them up. */
export interface EnterResult { stay: StayRow; vehicle: VehicleFacts; closed: StayRow[] }

/**
 * A vehicle enters: an open stay of the same plate in the lot (it was never seen leaving) is closed
 * as a repeat entry, the vehicle is recognised, and the stay starts with the rate in force.
 */
export async function enter(work: Work, input: z.output<typeof enterInput>): Promise<EnterResult> {
  const at = input.at ?? work.at;
  const closed: StayRow[] = [];
  const previous = input.plate ? await openStaysOfPlate(work, input.lotId, input.plate) : [];
  const onBerth = input.berthId !== null ? await openStayOnBerth(work, input.berthId) : null;
  for (const stay of [...previous, ...(onBerth && !previous.some((s) => s.id === onBerth.id) ? [onBerth] : [])]) {
    closed.push(await transition(work, stay, 'repeatEntry', { exit_at: isoAt(at), exit_source: input.source, exit_device: input.device }));
  }
  const vehicle = await vehicleFacts(work, input.lotId, input.plate, input.plateColor, at);
  // A card passage parks on a space the card paid for: no rate prices it (free, like a free class).
  const onCard = input.card?.free === true;
  const rate = onCard ? null : await chooseRate(work, input.lotId, vehicle, input.plateColor, at);
  const [berth] = input.berthId !== null
    ? await work.query<{ yard_area_id: number | null; street_id: number | null }>('SELECT yard_area_id, street_id FROM berths WHERE id = $1', [input.berthId])
    : [];
  const row = await work.insert(AUDIT.stay, 'stays', {
    stay_no: await nextNumber(work, 'stay', at), lot_id: input.lotId, yard_area_id: berth?.yard_area_id ?? null, street_id: berth?.street_id ?? null,
    berth_id: input.berthId, plate: input.plate, plate_color: input.plateColor, vehicle_type: vehicle.vehicleType,
    vehicle_class: vehicle.vehicleClass, special_class: vehicle.specialClass, state: STAY_STATE.inLot, entry_at: isoAt(at),
    entry_source: input.source, entry_device: input.device, entry_lane: input.lane, entry_photo: input.photo,
    entry_operator: work.actor.name, rate_id: rate?.rateId ?? null, rate_version_id: rate?.versionId ?? null,
    free_reason: vehicle.free ? vehicle.vehicleClass : onCard ? 'card' : null, repeat_of: closed[0]?.id ?? null,
    card_id: input.card?.id ?? null, card_reason: input.card?.reason ?? null, updated_at: isoAt(work.at),
  });
  // Every vehicle in the lot has its order from the start (/TempOrder lists them), priced as of its entry.
  const stay = (await lockStay(work, Number(row.id)))!;
  await priceStay(work, stay, at);
  return { stay, vehicle, closed };
}

export const enterStay = defineService({ name: 'stay.enter', input: enterInput, run: enter });

// ---------------------------------------------------------------------------------------------
// Exit

/** Why a vehicle left without paying anything: its class when no rate prices it, else what made it free. */
function freeReason(stay: StayRow, order: { discount: number; waived: number }): FreeReason {
  if (stay.rate_version_id === null && enteredOnCard(stay)?.free) return 'card';
  if (stay.rate_version_id === null) return (FREE_REASONS as readonly string[]).includes(stay.vehicle_class) ? stay.vehicle_class as FreeReason : 'noRate';
  if (order.waived > 0) return 'freeDeparture';
  return order.discount > 0 ? 'discounted' : 'freeTime';
}

export const exitInput = z.object({
  stayId: z.number().int().positive(),
  source: z.enum(STAY_SOURCES),
  device: text(64).nullable().default(null),
  lane: text(60).nullable().default(null),
  photo: text(500).nullable().default(null),
  /** A vehicle leaving with something due: it owes it (left unpaid), or was let out to pay later. */
  owing: z.enum(['unpaidExit', 'exitPayLater']).default('unpaidExit'),
  at: z.number().int().positive().optional(),
});

/**
 * A vehicle leaves: priced up to now; with nothing due it has left paid (or free, by its class);
 * with something due it leaves owing (the order keeps what is due).
 */
export async function leave(work: Work, input: z.output<typeof exitInput>): Promise<Priced> {
  const at = input.at ?? work.at;
  const stay = await lockStay(work, input.stayId);
  if (!stay || !isOpenStay(stay.state)) throw refuse('stayRefusedExit');
  const priced = await priceStay(work, stay, at);
  const exit = { exit_at: isoAt(at), exit_source: input.source, exit_device: input.device, exit_lane: input.lane, exit_photo: input.photo, exit_operator: work.actor.name };
  const { order } = priced;
  // Paid, by a payment or from a stored-value balance (the order's state says it): a paid exit.
  const event: StayEvent = order.due > 0 ? input.owing : order.paid > 0 || Number(order.state) === ORDER_STATE.paid ? 'exit' : 'freeExit';
  const left = await transition(work, priced.stay, event, event === 'freeExit' ? { ...exit, free_reason: freeReason(stay, order) } : exit);
  // Nothing due: its coupons are used (their merchants charged); a stay that cost nothing voids those given for it.
  if (Number(order.due) === 0) await useCoupons(work, order.id);
  if (Number(order.receivable) === 0) await voidCouponsOfFreeStay(work, stay, at);
  // Left owing: the debt stays on the plate as an arrear (backend/arrears).
  if (OWING_STAY_STATES.includes(left.state)) await openArrear(work, left, order);
  // It held one of its card's spaces: the card's extra car that came in first takes it.
  if (holdsCardSpace(stay)) await giveFreedSpace(work, stay, at);
  return { ...priced, stay: left };
}

export const exitStay = defineService({ name: 'stay.exit', input: exitInput, run: leave });

// ---------------------------------------------------------------------------------------------
// Plate corrections

export const correctPlateInput = z.object({
  stayId: z.number().int().positive(),
  plate: plate.pipe(z.string().min(1)),
  plateColor: plateColor.optional(),
  reason: text(100).pipe(z.string().min(1)),
});


/**
 * A plate corrected (or first recorded by a POS collector or a video pile): both plates and who
 * changed it are kept (/LicensePlateErrorCorrection), the vehicle is recognised again and the stay
 * re-priced with the rate for the vehicle it really is.
 */
export async function correctPlate(work: Work, input: z.output<typeof correctPlateInput>): Promise<{ feeBefore: number | null; feeAfter: number | null }> {
  const stay = await lockStay(work, input.stayId);
  if (!stay) throw rowNotFound();
  // Settled stays keep their plate: their order is closed.
  if (!CORRECTABLE_STAY_STATES.includes(stay.state)) throw refuse('stayRefusedCorrect');
  const color = input.plateColor ?? stay.plate_color as PlateColorCode;
  const [order] = await work.query<{ id: number; receivable: number }>('SELECT id, receivable FROM orders WHERE stay_id = $1', [stay.id]);
  const vehicle = await vehicleFacts(work, stay.lot_id, input.plate, color, stay.entry_at);
  // The corrected plate's card decides as at the entry (a misread monthly car parks free); its
  // other cars are counted as they are now.
  const card = vehicle.free ? null : await cardAtEntrance(work, stay.lot_id, input.plate, stay.entry_at, stay.id);
  const onCard = card?.stayCard?.free === true;
  const rate = onCard ? null : await chooseRate(work, stay.lot_id, vehicle, color, stay.entry_at);
  await work.update(AUDIT.stay, 'stays', stay.id, {
    plate: input.plate, plate_color: color, vehicle_type: vehicle.vehicleType, vehicle_class: vehicle.vehicleClass,
    special_class: vehicle.specialClass, rate_id: rate?.rateId ?? null, rate_version_id: rate?.versionId ?? null,
    free_reason: vehicle.free ? vehicle.vehicleClass : onCard ? 'card' : null,
    card_id: card?.stayCard?.id ?? null, card_reason: card?.stayCard?.reason ?? null, card_space_at: null, updated_at: isoAt(work.at),
  });
  if (order) await work.update(AUDIT.order, 'orders', order.id, { plate: input.plate, updated_at: isoAt(work.at) });
  await followPlate(work, stay.id, input.plate, color);
  const corrected = (await lockStay(work, stay.id))!;
  const feeAfter = order ? (await priceStay(work, corrected, corrected.exit_at ?? work.at)).order.receivable : null;
  const changes: [string, string, string][] = [['plate', stay.plate, input.plate]];
  if (color !== stay.plate_color) changes.push(['plateColor', stay.plate_color, color]);
  if (vehicle.vehicleType !== stay.vehicle_type) changes.push(['vehicleType', stay.vehicle_type, vehicle.vehicleType]);
  for (const [kind, oldValue, newValue] of changes.filter(([, a, b]) => a !== b)) {
    await work.insert(AUDIT.change, 'stay_changes', {
      stay_id: stay.id, lot_id: stay.lot_id, kind, old_value: oldValue, new_value: newValue, reason: input.reason,
      operator: work.actor.name, at: isoAt(work.at), fee_before: order?.receivable ?? null, fee_after: feeAfter,
    });
  }
  return { feeBefore: order?.receivable ?? null, feeAfter };
}

export const correctStayPlate = defineService({ name: 'stay.correctPlate', input: correctPlateInput, run: correctPlate });

