// Imported payments (/ImportData): each imported row is checked against what its plate owes in its
// lot now (a payable stay: in the lot or left owing; the amount at most what is due; a transaction
// number for channels that carry one), so a file with one bad row imports nothing and says which
// rows; booking (row action) runs the charging core's payment service for each row, once per press.
import { CHANNELS_WITH_TXN, type PaymentChannel } from '../../../lib/parking/channels';
import { OPEN_STAY_STATES, OWING_STAY_STATES } from '../../../lib/parking/stay-machine';
import { IMPORT_ROW_ERRORS, IMPORT_STATE, canBook, IMPORT_REFUSALS } from '../../../lib/areas/settlement/import-machine';
import { bookPayment, type PaymentResult, priceStay, lockStay } from '../charging';
import { refuse, FieldError } from '../../kernel/failures';
import { requireCaller, type RequestContext } from '../../context';
import { isoAt, type Queryable } from '../../db';
import { keyForRow } from '../../kernel/idempotency';
import { runService } from '../../kernel/service';
import { Work } from '../../kernel/work';
import { actorOf } from '../../kernel/actor';
import type { RowCommand, Values } from '../../entities/types';

export const PAYMENT_IMPORT_AUDIT = 'paymentImport';

/** The newest payable stay of a plate in a lot, or null. */
async function payableStayId(tx: Queryable, lotId: number, plate: string): Promise<number | null> {
  const [row] = await tx.query<{ id: number }>(
    'SELECT id FROM stays WHERE lot_id = $1 AND plate = $2 AND state = ANY($3::smallint[]) ORDER BY entry_at DESC, id DESC LIMIT 1',
    [lotId, plate, [...OPEN_STAY_STATES, ...OWING_STAY_STATES]]);
  return row ? Number(row.id) : null;
}

/** An imported row (or a created one): checked against what the plate owes now; who imported it and when. */
export async function checkImportedPayment(tx: Queryable, values: Values, context: RequestContext): Promise<Values> {
  const channel = values.channel as PaymentChannel;
  if (CHANNELS_WITH_TXN.includes(channel) && !values.channelTxnNo) throw new FieldError('channelTxnNo', IMPORT_ROW_ERRORS.txnRequired);
  const plate = String(values.plate).trim();
  const stayId = await payableStayId(tx, Number(values.lotId), plate);
  if (stayId === null) throw new FieldError('plate', IMPORT_ROW_ERRORS.nothingDue);
  // Priced as a quote would be, inside the import's transaction (rolled back with it on any row error).
  const work = new Work(tx, { name: requireCaller(context).loginName, userId: requireCaller(context).userId }, context.now, 'paymentImport.check');
  const stay = (await lockStay(work, stayId))!;
  const { order } = await priceStay(work, stay, stay.exit_at ?? context.now);
  if (order.due === 0) throw new FieldError('plate', IMPORT_ROW_ERRORS.nothingDue);
  if (Number(values.amount) > order.due) throw new FieldError('amount', IMPORT_ROW_ERRORS.exceedsDue);
  return { ...values, plate, state: IMPORT_STATE.imported, importedBy: requireCaller(context).loginName, importedAt: isoAt(context.now) };
}

interface ImportRow { id: number; lot_id: number; plate: string; channel: PaymentChannel; channel_txn_no: string | null; amount: number; state: number }

/** Books the selected imported rows, in id order, each through payment.book; the engine checked their state. */
export async function bookImportedPayments(tx: Queryable, ids: number[], context: RequestContext, command: RowCommand): Promise<PaymentResult[]> {
  const actor = actorOf(context);
  const work = new Work(tx, actor, context.now, 'paymentImport.book', command.idempotencyKey ? { idempotencyKey: command.idempotencyKey } : {});
  const results: PaymentResult[] = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const [row] = await tx.query<ImportRow>('SELECT * FROM payment_imports WHERE id = $1 FOR UPDATE', [id]);
    if (!row || !canBook(row.state)) throw refuse(IMPORT_REFUSALS.book);
    const stayId = await payableStayId(tx, row.lot_id, row.plate);
    if (stayId === null) throw refuse('stayRefusedPay');
    const booked = await runService(tx, bookPayment, {
      stayId, channel: row.channel, place: 'booth', amount: Number(row.amount), ...(row.channel_txn_no ? { channelTxnNo: row.channel_txn_no } : {}),
    }, actor, { at: context.now, idempotencyKey: keyForRow(command.idempotencyKey, id, ids) });
    await work.update(PAYMENT_IMPORT_AUDIT, 'payment_imports', id, {
      state: IMPORT_STATE.booked, payment_no: booked.paymentNo, booked_by: actor.name, booked_at: isoAt(context.now),
    });
    results.push(booked);
  }
  return results;
}
