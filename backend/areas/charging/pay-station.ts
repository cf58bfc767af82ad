// A fee paid at a pay station, reported over the device protocol: booked as a payment of the
// plate's stay in the station's lot (channel payStation), once per station transaction (its number
// is the idempotency key and the channel transaction). A station takes what the driver inserts:
// what is due is booked, change is the station's own business (its cash movements). A plate with
// no stay in the lot pays its oldest arrear, at whichever lot it was left (backend/areas/charging/arrears/pay.ts).
import { normalizePlate } from '../../../lib/validation/formats';
import type { Queryable } from '../../db';
import { runService, type Actor } from '../../kernel/service';
import { Work } from '../../kernel/work';
import { bookPayment, type PaymentResult } from './payments';
import { priceStay } from './pricing';
import { openStaysOfPlate } from './rows';
import { oldestArrearOf } from './arrears/oldest';
import { payArrear } from './arrears/pay';

export interface StationPayment { txnNo: string; plate: string; amount: number; method: 'cash' | 'card' | 'qr' }

/** The payment booked, or null when the plate has no stay in the lot and no arrear, or nothing is due. */
export async function stationPayment(tx: Queryable, station: { serial: string; lotId: number }, payment: StationPayment, at: number): Promise<PaymentResult | null> {
  const actor: Actor = { name: `device:payStation:${station.serial}`, userId: null };
  const plate = normalizePlate(payment.plate);
  const [stay] = await openStaysOfPlate(tx, station.lotId, plate);
  if (!stay) {
    const arrear = await oldestArrearOf(tx, plate);
    if (!arrear) return null;
    return runService(tx, payArrear, {
      arrearId: arrear.id, channel: 'payStation', place: 'payStation', amount: Math.min(payment.amount, arrear.due),
      channelTxnNo: payment.txnNo, device: station.serial, atLotId: station.lotId,
    }, actor, { at, idempotencyKey: `${station.serial}-${payment.txnNo}` });
  }
  const { order } = await priceStay(new Work(tx, actor, at, 'payStation.price'), stay, at);
  if (order.due === 0) return null;
  return runService(tx, bookPayment, {
    stayId: stay.id, channel: 'payStation', place: 'payStation', amount: Math.min(payment.amount, order.due),
    channelTxnNo: payment.txnNo, device: station.serial,
  }, actor, { at, idempotencyKey: `${station.serial}-${payment.txnNo}` });
}
