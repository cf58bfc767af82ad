// Helpers of the stay and vehicle-record stores: their refusals (messages/<lang>/backend-stays.json),
// the page a command came from, plates as forms send them, a vehicle let in by hand, state lists in SQL.
import { FORMAT_KEYS, isValidPlate, normalizePlate } from '../../../../lib/validation/formats';
import { STAY_SCREENS } from '../../../../lib/areas/charging/screens';
import type { VehiclePlateColor } from '../../../../lib/tariff/select';
import type { StayRow } from '../rows';
import { enterStay } from '../stays';
import { vehicleFacts } from '../vehicle';
import { cardAtEntrance } from '../lane-cards';
import type { RequestContext } from '../../../context';
import type { Queryable } from '../../../db';
import { actorOf } from '../../../kernel/actor';
import { runService } from '../../../kernel/service';
import type { MessageKey } from '../../../messages';
import { FieldError, refuse } from '../../../kernel/failures';
import type { Values } from '../../../entities/types';

/** Refusals of the stay stores (backend-stays.json). */
export const STAYS_KEYS = {
  plateRecorded: 'stayPlateRecorded',
  plateInLot: 'stayPlateInLot',
  berthNotInLot: 'stayBerthNotInLot',
  berthOutOfService: 'stayBerthOutOfService',
  berthOccupied: 'stayBerthOccupied',
  blackListed: 'stayBlackListed',
  collectorUnknown: 'stayCollectorUnknown',
  queueNotWaiting: 'queueNotWaiting',
} as const satisfies Record<string, MessageKey>;

/** The path of an entity's screen: the page a command's audit entries name. */
export function pageOf(entity: string): string {
  const screen = STAY_SCREENS.find((s) => s.entity === entity);
  if (!screen) throw new Error(`no stay screen shows ${entity}`);
  return screen.path;
}

/** A plate typed into a form: stored normalised (upper case, no separators), else a FieldError 'plate'. */
export function formPlate(values: Values, field = 'plate'): string {
  const plate = normalizePlate(String(values[field] ?? ''));
  if (!isValidPlate(plate)) throw new FieldError(field, FORMAT_KEYS.plate);
  return plate;
}

/** SQL: `column` is one of `states` (codes from the pure machines, never user input). */
export const inStates = (column: string, states: readonly (number | string)[]) =>
  `${column} IN (${states.map((s) => (typeof s === 'number' ? String(s) : `'${s}'`)).join(', ')})`;

export interface LetIn { lotId: number; plate: string; plateColor: string; berthId?: number | null; lane?: string }

/**
 * A vehicle let in from the console (by `entity`'s page): refused when its plate is black-listed,
 * as a lane refuses it; else its stay starts through the charging core, source 'manual', with its
 * card's verdict as a lane's camera would have it (lane-cards.ts: free on a card passage, else priced).
 */
export async function letIn(tx: Queryable, context: RequestContext, entity: string, vehicle: LetIn): Promise<StayRow> {
  const facts = await vehicleFacts(tx, vehicle.lotId, vehicle.plate, vehicle.plateColor as VehiclePlateColor, context.now);
  if (facts.blackListed) throw refuse(STAYS_KEYS.blackListed, { plate: vehicle.plate });
  const card = facts.free ? null : await cardAtEntrance(tx, vehicle.lotId, vehicle.plate, context.now);
  const { stay } = await runService(tx, enterStay, { ...vehicle, source: 'manual', card: card?.stayCard ?? null }, actorOf(context, pageOf(entity)), { at: context.now });
  return stay;
}
