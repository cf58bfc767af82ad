// The lock's trade commands from /ParkingLockControl move real stays and money (spec 4: manual
// entry, manual payment, pay to unlock): a manual payment books what the berth's stay owes, in
// cash taken by the operator, before the lock is told (the press's key is the command's id and
// the payment's idempotency key: a retried press books once); pay-to-unlock lets a vehicle go
// whose stay is paid (online, at a pay station) when the lock did not hear of it; a manual entry
// records the berth's stay as entered by hand, with the plate when the operator typed one.
import { normalizePlate } from '../../../lib/validation/formats';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { DEFAULT_EXIT_WINDOW_MINUTES } from '../../../lib/tariff/rules';
import { PLATE_COLORS } from '../../../lib/tariff/select';
import { manualBerthEntry, bookPayment, exitWindowOf, openStayOnBerth, type PlateColorCode } from '../charging';
import { refuse } from '../../kernel/failures';
import type { RequestContext } from '../../context';
import { actorOf } from '../../kernel/actor';
import { runService } from '../../kernel/service';
import { Work } from '../../kernel/work';
import { LOCK_CONTROL } from '../../../lib/areas/devices/pages';

interface TradeInput { idempotencyKey: string; serial: string; params: Record<string, unknown> }

async function lockBerth(context: RequestContext, serial: string): Promise<{ lotId: number; berthId: number } | null> {
  const [row] = await context.db.query<{ lot_id: number; berth_id: number | null }>('SELECT lot_id, berth_id FROM parking_locks WHERE serial = $1', [serial]);
  return row?.berth_id ? { lotId: row.lot_id, berthId: row.berth_id } : null;
}

/**
 * Before a trade command travels: the money it stands for. Returns the parameters the lock needs
 * besides the operator's: a payment's exit window, which the lock times itself.
 */
export async function beforeTrade(context: RequestContext, command: string, input: TradeInput): Promise<Record<string, unknown>> {
  if (command !== 'manualPayment' && command !== 'payToUnlock') return {};
  const berth = await lockBerth(context, input.serial);
  const stay = berth ? await openStayOnBerth(context.db, berth.berthId) : null;
  if (!stay) throw refuse('noStayOnBerth');
  if (command === 'payToUnlock') {
    if (stay.state !== STAY_STATE.paidNotOut) throw refuse('lockNotPaid');
  } else {
    await context.db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'cash', place: 'pos', device: input.serial },
      actorOf(context, LOCK_CONTROL.path), { at: context.now, idempotencyKey: input.idempotencyKey }));
  }
  return { exitWindowMinutes: stay.rate_version_id === null ? DEFAULT_EXIT_WINDOW_MINUTES : await exitWindowOf(context.db, stay.rate_version_id) };
}

const plateColorOf = (value: unknown): PlateColorCode | null =>
  (PLATE_COLORS as readonly unknown[]).includes(value) && value !== 'all' ? value as PlateColorCode : null;

export async function afterTrade(context: RequestContext, command: string, input: TradeInput): Promise<void> {
  if (command !== 'manualEntry') return;
  const berth = await lockBerth(context, input.serial);
  if (!berth) return;
  const plate = typeof input.params.plate === 'string' && input.params.plate.trim() ? normalizePlate(input.params.plate) : null;
  await context.db.transaction((tx) => manualBerthEntry(new Work(tx, actorOf(context, LOCK_CONTROL.path), context.now, 'stay.manualEntry'),
    berth, plate, plateColorOf(input.params.plateColor)));
}
