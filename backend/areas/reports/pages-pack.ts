// Handlers of lib/areas/reports/pages-pack.ts: the management pack over the caller's lots, its
// files in the caller's language, and its recipient lists (docs/reports.md "The management pack").
import { MAIBO_BI, ONE_CLICK_REPORT } from '../../../lib/areas/reports/pages-pack';
import { requireCaller, type RequestContext } from '../../context';
import { callerLotIds, callerLotOptions } from '../../entities/scope';
import { handler, implement, type PageImplementation } from '../../pages/implement';
import { packCurrency } from './pack/currency';
import { packFile } from './pack/files';
import { readPack } from './pack/pack';
import { deleteRecipientList, recipientLists, saveRecipientList } from './pack/recipients';

const OPS = ONE_CLICK_REPORT.operations;

const scopeOf = (context: RequestContext) => callerLotIds(context.db, requireCaller(context));
const writer = (context: RequestContext) => ({ actor: requireCaller(context).loginName, address: context.address, at: context.now });

export const oneClickReportPage = implement(ONE_CLICK_REPORT, {
  lots: handler(OPS.lots, (context) => callerLotOptions(context)),
  pack: handler(OPS.pack, async (context, input) => readPack(context.db, await scopeOf(context), input, context.now)),
  download: handler(OPS.download, async (context, input) => {
    const pack = await readPack(context.db, await scopeOf(context), input, context.now);
    const file = await packFile(pack, input.format, context.language, await packCurrency(context.db));
    return { fileName: file.fileName, contentType: file.contentType, content: Buffer.from(file.content).toString('base64') };
  }),
  recipients: handler(OPS.recipients, async (context) => recipientLists(context.db, await scopeOf(context))),
  saveRecipients: handler(OPS.saveRecipients, async (context, input) => {
    const scope = await scopeOf(context);
    return context.db.transaction((tx) => saveRecipientList(tx, scope, input, writer(context)));
  }),
  deleteRecipients: handler(OPS.deleteRecipients, async (context, input) => {
    const scope = await scopeOf(context);
    return context.db.transaction((tx) => deleteRecipientList(tx, scope, input.id, writer(context)));
  }),
});

export const maiboBiPage = implement(MAIBO_BI, {});

export const PACK_HANDLERS: readonly PageImplementation[] = [oneClickReportPage, maiboBiPage];
