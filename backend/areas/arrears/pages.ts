// /ArrearsCollection (lib/areas/arrears/pages.ts): a plate's arrears at every lot looked up, and all of
// it taken at one of the caller's lots by the arrears.collect service, once per press.
import { ARREARS_COLLECTION } from '../../../lib/areas/arrears/pages';
import { owedByPlate, collectArrears } from '../charging';
import { requireCaller } from '../../context';
import { actorOf } from '../../kernel/actor';
import { runService } from '../../kernel/service';
import { callerLotIds, callerLotOptions, inScope } from '../../entities/scope';
import { fail } from '../../kernel/failures';
import { handler, implement } from '../../pages/implement';

const OPS = ARREARS_COLLECTION.operations;

export const arrearsCollectionPage = implement(ARREARS_COLLECTION, {
  lots: handler(OPS.lots, callerLotOptions),
  lookup: handler(OPS.lookup, (context, input) => owedByPlate(context.db, input.plate)),
  collect: handler(OPS.collect, async (context, input) => {
    // The money is taken at one of the caller's own lots; the arrears may be anyone's.
    if (!inScope(await callerLotIds(context.db, requireCaller(context)), input.lotId)) throw fail.forbidden();
    return context.db.transaction((tx) => runService(tx, collectArrears, {
      plate: input.plate, atLotId: input.lotId, channel: input.channel, amount: input.amount, ...(input.channelTxnNo ? { channelTxnNo: input.channelTxnNo } : {}),
    }, actorOf(context, ARREARS_COLLECTION.path), { at: context.now, idempotencyKey: input.idempotencyKey }));
  }),
});
