// Replays the planned week (visits.ts) through the domain services, in time order, as the field
// would have made it: off-street, the lane cameras' readings decide (backend/areas/charging/lanes.ts:
// passages, entries, a barrier held for a fee due), drivers pay at the pay station (the station's
// own booking path), by app, at the booth or at the exit; on-street, the berth's detector starts
// and ends the stay (occupancy records included), the video pile reads the plate (or a POS
// collector types it in), drivers pay the collector, by app or at the street's meter, some leave
// owing and a few pay that later. With the demo's simulated channels, Alipay and WeChat payments
// are trades made on them at their own time.
// Operators give a few discounts and free departures. Every figure (orders, payments, states)
// comes out of the services; nothing here writes one.
import { normalizePlate } from '../../lib/validation/formats';
import { CHANNELS_WITH_TXN, type PaymentChannel } from '../../lib/parking/channels';
import { LOCK_RUN_STATE } from '../../lib/spec-constants';
import { berthOccupancy, recordBerthPlate } from '../areas/charging/berths';
import { laneCapture } from '../areas/charging/lanes';
import { stationPayment } from '../areas/charging/pay-station';
import { bookPayment, giveDiscount, grantFreeDeparture } from '../areas/charging/payments';
import { openStayOnBerth, openStaysOfPlate } from '../areas/charging/rows';
import { correctStayPlate } from '../areas/charging/stays';
import { ONLINE_CHANNELS, type OnlineChannel } from '../channels/adapter';
import { payByCode } from '../channels/pay-by-code';
import type { Queryable } from '../db';
import { inSavepoint } from '../db/savepoint';
import type { FleetDevice } from '../areas/devices/fleet';
import { recordOccupancy } from '../areas/charging/occupancy';
import { runService, type Actor } from '../kernel/service';
import { quoteStay } from '../areas/orders/quote';
import { PAYMENT_SUBJECT } from '../simulator/drivers';
import { payerCode } from '../simulator/payer-codes';
import type { DemoChannels } from './channels';
import { DEMO_COLLECTORS, DEMO_POS_TERMINAL } from './estate-plan';
import type { BuiltLot } from './estate';
import { between, pick, type Random } from './random';
import { CASHIER as CASHIER_ROLE, LOT_OPERATOR } from './staff-roles';
import { MINUTE, type Visit } from './visits';

/** The cashier at the off-street booths and the operator who grants discounts (the demo's staff). */
const CASHIER: Actor = { name: CASHIER_ROLE.user.login, userId: null };
const OPERATOR: Actor = { name: LOT_OPERATOR.user.login, userId: null };
const DISCOUNT_REASON = '商户停车券';
const FREE_DEPARTURE_REASON = '救护车辆放行';
const POS_PLATE_REASON = 'POS 收费员录入';
/** Share of on-street plates a berth's video pile reads (the rest a POS collector types in). */
const PILE_READS = 0.8;
/** A driver at a station pays with what is enough (the station books what is due, change is its own). */
const STATION_TENDER = 100_000;

/** The demo's simulated channels and the key of the accounts on them: Alipay and WeChat payments are their trades. */
export interface HistoryChannels { channels: DemoChannels; atRestKey: Buffer }
const isOnline = (channel: PaymentChannel): channel is OnlineChannel => (ONLINE_CHANNELS as readonly string[]).includes(channel);

interface Step { at: number; order: number; run: () => Promise<void> }

export interface HistoryCounts {
  visits: number; steps: number; payments: number;
  /** Steps a service refused (a payment when the free minutes left nothing due, say), undone alone; the first reason. */
  refused: number; firstRefusal?: string;
}

export async function replayHistory(tx: Queryable, lots: BuiltLot[], visits: Visit[], random: Random, now: number, online: HistoryChannels | null = null): Promise<HistoryCounts> {
  const byKey = new Map(lots.map((l) => [l.plan.key, l]));
  const street = byKey.get('street')!;
  const detectors = street.berths.filter((b) => b.device);
  const counts: HistoryCounts = { visits: visits.length, steps: 0, payments: 0, refused: 0 };
  let txn = 0;
  const txnNo = (prefix: string, at: number) => `${prefix}${new Date(at).toISOString().slice(0, 10).replace(/-/g, '')}${String((txn += 1)).padStart(6, '0')}`;

  /** The driver's phone pays what is due on the simulated channel, at that time: its trade. */
  const channelTrade = async (stayId: number, channel: OnlineChannel, at: number, actor: Actor, { channels, atRestKey }: HistoryChannels) => {
    const quote = await runService(tx, quoteStay, { stayId }, actor, { at });
    const [{ lot_id: lotId }] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM stays WHERE id = $1', [stayId]);
    channels.setClock(at);
    try {
      return await payByCode(tx, atRestKey, channel, Number(lotId), { outTradeNo: quote.orderNo, amount: quote.due, authCode: payerCode(random, channel), subject: PAYMENT_SUBJECT });
    } finally {
      channels.setClock(null);
    }
  };
  const pay = async (stayId: number, channel: PaymentChannel, place: string, at: number, actor: Actor, device?: string) => {
    const trade = online && isOnline(channel) ? await channelTrade(stayId, channel, at, actor, online) : null;
    const channelTxnNo = trade?.tradeNo ?? (CHANNELS_WITH_TXN.includes(channel) ? txnNo(channel.slice(0, 2).toUpperCase(), at) : undefined);
    await runService(tx, bookPayment, {
      stayId, channel, place, ...(channelTxnNo ? { channelTxnNo } : {}), ...(trade ? { amount: trade.amount } : {}), ...(device ? { device } : {}),
    }, actor, { at, idempotencyKey: `demo-pay-${(txn += 1)}` });
    counts.payments += 1;
  };
  const stationPay = async (lot: BuiltLot, plate: string, at: number) => {
    const station = lot.payStations[0];
    const booked = await stationPayment(tx, { serial: station.serial, lotId: lot.id },
      { txnNo: String((txn += 1)), plate, amount: STATION_TENDER, method: pick(random, ['cash', 'card', 'qr'] as const) }, at);
    if (booked) counts.payments += 1;
  };
  const orderOf = async (stayId: number) => Number((await tx.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [stayId]))[0].id);
  const stayOfPlate = async (lot: BuiltLot, plate: string) => (await openStaysOfPlate(tx, lot.id, normalizePlate(plate)))[0]?.id ?? null;

  const steps: Step[] = [];
  const add = (at: number, run: () => Promise<void>) => { if (at < now) steps.push({ at, order: steps.length, run }); };

  for (const visit of visits) {
    const lot = byKey.get(visit.lot)!;
    const { plate, color } = visit.vehicle;
    const capture = { plate, color };
    if (visit.lot !== 'street') {
      const entrances = lot.lanes.filter((l) => l.direction === 1);
      const exit = lot.lanes.find((l) => l.direction === 2)!;
      const lane = (l: BuiltLot['lanes'][number]) => ({ id: l.id, serial: l.serial, lotId: lot.id, laneName: l.laneName, direction: l.direction });
      const state = { entered: false };
      add(visit.entry, async () => { state.entered = (await laneCapture(tx, lane(pick(random, entrances)), capture, visit.entry)).stayId !== null; });
      const before = Math.max(visit.entry + MINUTE, visit.exit - between(random, 2, 10) * MINUTE);
      const p = visit.pay;
      if (p.kind === 'pay' && !p.atExit) {
        add(before, async () => {
          const stayId = await stayOfPlate(lot, plate);
          if (stayId === null) return;
          if (p.channel === 'payStation') await stationPay(lot, plate, before);
          else await pay(stayId, p.channel, p.channel === 'cash' ? 'booth' : 'online', before, p.channel === 'cash' ? CASHIER : { name: `channel:${p.channel}`, userId: null });
        });
      }
      if (p.kind === 'discount') {
        add(before, async () => {
          const stayId = await stayOfPlate(lot, plate);
          if (stayId === null) return;
          await runService(tx, giveDiscount, { orderId: await orderOf(stayId), amount: 300, reason: DISCOUNT_REASON }, OPERATOR, { at: before, idempotencyKey: `demo-discount-${(txn += 1)}` });

        });
      }
      if (p.kind === 'freeDeparture') {
        add(visit.exit, async () => {
          const stayId = await stayOfPlate(lot, plate);
          if (stayId === null) return;
          await runService(tx, grantFreeDeparture, { orderId: await orderOf(stayId), reason: FREE_DEPARTURE_REASON }, OPERATOR, { at: visit.exit, idempotencyKey: `demo-free-${(txn += 1)}` });

        });
      } else {
        add(visit.exit, async () => {
          if (!state.entered) return;
          const out = await laneCapture(tx, lane(exit), capture, visit.exit);
          if (out.decision !== 'waitPay' || out.stayId === null) return;
          // Held at the barrier: the driver scans the exit's code (or pays the booth), the camera reads again.
          const channel = p.kind === 'pay' && p.atExit ? p.channel : 'cash';
          await pay(out.stayId, channel, channel === 'cash' ? 'booth' : 'exit', visit.exit + 30_000, channel === 'cash' ? CASHIER : { name: `channel:${channel}`, userId: null });
          await laneCapture(tx, lane(exit), capture, visit.exit + 60_000);
        });
      }
      continue;
    }

    const berth = detectors[visit.berth!];
    const device: FleetDevice = { kind: berth.device!.kind, id: berth.device!.id, serial: berth.device!.serial, lotId: lot.id, nodeSerial: null, berthId: berth.id };
    const detector = { kind: device.kind as 'lock' | 'sensor', serial: device.serial, lotId: lot.id, berthId: berth.id };
    const collector = pick(random, DEMO_COLLECTORS);
    add(visit.entry, async () => {
      await recordOccupancy(tx, device, true, 880, visit.entry);
      await berthOccupancy(tx, detector, true, visit.entry);
    });
    // The berth's video pile reads the plate within a minute or two; one it could not read the collector types in later.
    const pileReads = berth.pile !== null && random() < PILE_READS;
    const plateAt = visit.entry + (pileReads ? between(random, 1, 2) : between(random, 3, 8)) * MINUTE;
    add(plateAt, async () => {
      if (pileReads) { await recordBerthPlate(tx, { serial: berth.pile!, berthId: berth.id }, { plate, color }, plateAt); return; }
      const stay = await openStayOnBerth(tx, berth.id);
      if (stay && !stay.plate) {
        await runService(tx, correctStayPlate, { stayId: stay.id, plate, plateColor: color, reason: POS_PLATE_REASON }, { name: `pos:${collector.login}`, userId: null }, { at: plateAt });
      }
    });
    const p = visit.pay;
    const payAt = Math.max(plateAt + MINUTE, visit.exit - between(random, 1, 8) * MINUTE);
    if (p.kind === 'pay') {
      add(payAt, async () => {
        const stay = await openStayOnBerth(tx, berth.id);
        if (!stay) return;
        if (p.channel === 'payStation') await stationPay(lot, plate, payAt);
        else if (p.channel === 'pos') await pay(stay.id, 'pos', 'pos', payAt, { name: `pos:${collector.login}`, userId: null }, DEMO_POS_TERMINAL.serial);
        else await pay(stay.id, p.channel, 'online', payAt, { name: `channel:${p.channel}`, userId: null });
      });
    }
    let stayId: number | null = null;
    add(visit.exit, async () => {
      stayId = (await openStayOnBerth(tx, berth.id))?.id ?? null;
      await recordOccupancy(tx, device, false, 20, visit.exit);
      await berthOccupancy(tx, detector, false, visit.exit);
    });
    if (p.kind === 'unpaid' && p.recoveredAfter !== null) {
      const later = visit.exit + p.recoveredAfter;
      add(later, async () => {
        if (stayId === null) return;
        const [owing] = await tx.query<{ due: number }>('SELECT due FROM orders WHERE stay_id = $1', [stayId]);
        if (owing && Number(owing.due) > 0) await pay(stayId, 'app', 'online', later, { name: 'channel:app', userId: null });
      });
    }
  }

  steps.sort((a, b) => a.at - b.at || a.order - b.order);
  for (const step of steps) {
    const done = await inSavepoint(tx, step.run);
    if (done.ok) counts.steps += 1;
    else {
      counts.refused += 1;
      counts.firstRefusal ??= done.error instanceof Error ? `${done.error.name}: ${done.error.message}` : String(done.error);
    }
  }
  await settleDevices(tx, street);
  return counts;
}

/** The detectors of berths still occupied now report so, as their devices would. */
async function settleDevices(tx: Queryable, street: BuiltLot): Promise<void> {
  for (const berth of street.berths) {
    if (!berth.device || !(await openStayOnBerth(tx, berth.id))) continue;
    if (berth.device.kind === 'sensor') await tx.query('UPDATE sensors SET occupied = true WHERE id = $1', [berth.device.id]);
    else await tx.query('UPDATE parking_locks SET vehicle = true, raised = true, run_state = $2 WHERE id = $1', [berth.device.id, LOCK_RUN_STATE.parked]);
  }
}
