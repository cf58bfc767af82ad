// The operation board (/MonthlyRentalOperation) and the customer look-up (/MonthlyCustomerLookup):
// lib/areas/rentals/operation-pages.ts; reads only, in the caller's lots (operation-board.ts).
import { MONTHLY_CUSTOMER_LOOKUP, MONTHLY_RENTAL_OPERATION } from '../../../lib/areas/rentals/operation-pages';
import { requireCaller } from '../../context';
import { callerLotIds } from '../../entities/scope';
import { handler, implement } from '../../pages/implement';
import { customerLookup, operationBoard } from './operation-board';

export const monthlyRentalOperationPage = implement(MONTHLY_RENTAL_OPERATION, {
  board: handler(MONTHLY_RENTAL_OPERATION.operations.board, async (context) =>
    operationBoard(context.db, await callerLotIds(context.db, requireCaller(context)), context.now)),
});

export const monthlyCustomerLookupPage = implement(MONTHLY_CUSTOMER_LOOKUP, {
  lookup: handler(MONTHLY_CUSTOMER_LOOKUP.operations.lookup, async (context, input) =>
    customerLookup(context.db, await callerLotIds(context.db, requireCaller(context)), context.now, input.query)),
});
