// The row actions of the arrears lists: an arrear paid (any channel; blank amount: all still
// owed), reminded by SMS, or made void with a reason, each a domain service of backend/arrears
// run once per press and row (row services). The engine checked the rows' states, the caller's
// lots and the dialog's fields.
import type { PaymentChannel } from '../../../lib/parking/channels';
import { payArrear, remindArrear, voidArrear } from '../charging';
import { rowService } from '../../entities/row-service';
import type { Values } from '../../entities/types';

/** The dialog's `field` as the service's `as`, when it was filled in. */
const optional = (input: Values, field: string, as = field) => (input[field] === undefined || input[field] === null || input[field] === '' ? {} : { [as]: input[field] });

export const PAY_ARREAR = rowService({
  service: payArrear,
  inputOf: ({ id, input }) => ({ arrearId: id, channel: input.channel as PaymentChannel, ...optional(input, 'payAmount', 'amount'), ...optional(input, 'channelTxnNo') }),
});

export const VOID_ARREAR = rowService({ service: voidArrear, inputOf: ({ id, input }) => ({ arrearId: id, reason: input.reason }) });

export const REMIND_ARREAR = rowService({
  service: remindArrear,
  inputOf: ({ id, input }) => ({ arrearId: id, templateId: Number(input.remindTemplateId), ...optional(input, 'phone') }),
});
