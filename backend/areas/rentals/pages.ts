// The monthly agreement page (lib/areas/rentals/pages.ts): its versions read, and a new one
// published by rentals.publishAgreement, once per press.
import { MONTHLY_AGREEMENT } from '../../../lib/areas/rentals/pages';
import { actorOf } from '../../kernel/actor';
import { runService } from '../../kernel/service';
import { handler, implement } from '../../pages/implement';
import { agreementVersions, publishAgreement } from './agreement';

const OPS = MONTHLY_AGREEMENT.operations;

export const monthlyAgreementPage = implement(MONTHLY_AGREEMENT, {
  versions: handler(OPS.versions, (context) => agreementVersions(context.db)),
  publish: handler(OPS.publish, (context, input) => context.db.transaction((tx) => runService(tx, publishAgreement,
    { textZh: input.textZh, textEn: input.textEn }, actorOf(context, MONTHLY_AGREEMENT.path), { at: context.now, idempotencyKey: input.idempotencyKey }))),
});
