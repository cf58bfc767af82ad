// Every operation of the backend, by handler (the .ashx path) and GetList (from datas, or the
// query string when datas has none). '*' matches any GetList: the operation checks it itself.
// Access levels are explained in context.ts. HandlersCatc/CatcCom carries the screen engine's
// '<entity>.<action>' operations (backend/entities/engine/) for the declared screens,
// HandlersCatc/CatcPage the '<page>.<operation>' operations of the special pages (lib/pages),
// each granted by its page and button as declared.
import { SCREEN_HANDLER } from '../lib/screens/operations';
import { operation, type Operation } from './context';
import { screenEngineOperations, type EngineRegistry } from './entities/engine';
import { REGISTRY } from './entities/registry';
import { holidayCalendar } from './areas/rates/calendar';
import { lotOptions } from './entities/scope';
import { HOLIDAY_CALENDAR_GETLIST } from '../lib/areas/rates/holiday-calendar';
import { PAGE_HANDLER, pageOperationName } from '../lib/pages/types';
import { dictionary } from './handlers/dictionary';
import { recordFileOperation } from './handlers/file-operations';
import { signIn, signOut, ssoLogin, ssoTicket, updateToken } from './handlers/login';
import { createMonthlySpecialInfo, monthlyOrderQuery } from './handlers/monthly-online';
import { createOrderInfo, createOrderInfoOnBerth } from './handlers/order-info';
import { powerList } from './handlers/power-list';
import { simulatorFleet } from './handlers/simulator-fleet';
import { defaultCurrency } from './handlers/system-status';
import { userCompletePay } from './handlers/user-complete-pay';
import { driverClaim, driverCode, driverInvoice, driverInvoicePdfOp, driverInvoiceResultOp, driverPay, driverQuote } from './handlers/driver-page';
import type { PageImplementation } from './pages/implement';
import { PAGE_IMPLEMENTATIONS } from './pages';

export type OperationTable = Record<string, Record<string, Operation>>;

/** CatcCom operations besides the engine's. */
const catcCom = (registry: EngineRegistry): Record<string, Operation> => ({
  'fileOperation.record': recordFileOperation(registry.screens), // the page's export or import button
  'lots.options': lotOptions,                                     // signed-in: the caller's lots
  [HOLIDAY_CALENDAR_GETLIST]: holidayCalendar,                    // a rate screen's "Try this rate": the holidays
});

/** '<page>.<operation>' of every special page: its page and button grant it, its input is checked. */
export function pageOperations(implementations: readonly PageImplementation[]): Record<string, Operation> {
  const table: Record<string, Operation> = {};
  for (const { page, handlers } of implementations) {
    for (const [name, op] of Object.entries(page.operations)) {
      table[pageOperationName(page, name)] = operation({
        access: op.button ? { page: page.path, button: op.button } : { page: page.path },
        ...(op.upload ? { upload: true } : {}),
        input: op.input,
        run: handlers[name],
      });
    }
  }
  return table;
}

/** The table for these declarations and stores. */
export function buildOperations(registry: EngineRegistry, pages: readonly PageImplementation[] = PAGE_IMPLEMENTATIONS): OperationTable {
  const screens = screenEngineOperations(registry);
  const others = catcCom(registry);
  const clash = Object.keys(others).filter((getList) => Object.hasOwn(screens, getList));
  if (clash.length) throw new Error(`screen operations clash with CatcCom operations: ${clash.join(', ')}`);
  return { ...BASE_OPERATIONS, [SCREEN_HANDLER]: { ...screens, ...others }, [PAGE_HANDLER]: pageOperations(pages) };
}

const BASE_OPERATIONS: OperationTable = {
  Login: {
    '': signIn,                     // public
    UpdateToken: updateToken,       // public: the token to renew is in datas
    XSwitchOut: signOut('XSwitchOut'), // signed-in
    Logout: signOut('Logout'),      // signed-in
    SsoTicket: ssoTicket,           // server: signature, no token
    SsoLogin: ssoLogin,             // public: the ticket is the credential
  },
  WebPowerList: {
    '*': powerList,                 // signed-in; checks TerraceType, GetList, IsMaintance
  },
  'HandlersCatc/CatcDictionary': {
    '': dictionary,                 // public
  },
  'HandlersCatc/DeviceControl': {
    SimulatorFleet: simulatorFleet, // server: the standalone simulator
  },
  'HandlersCatc/SystemStatus': {
    Currency: defaultCurrency,      // signed-in: how amounts are shown
  },
  // Pay terminals, pay stations, payment platforms and apps (server: signature, no token).
  CreateOrderInfo: { '': createOrderInfo },
  CreateOrderInfoHandler: { '': createOrderInfoOnBerth },
  UserCompletePay: { '': userCompletePay },
  // A monthly card renewed online (docs/rentals.md, "Online renewals"; handlers/monthly-online.ts).
  CreateMonthlySpecialInfo: { '': createMonthlySpecialInfo },
  MonthlyOrderQuery: { '': monthlyOrderQuery },
  // The driver's public page behind a QR code (server: the console's public routes sign them).
  DriverPage: { code: driverCode, claim: driverClaim, quote: driverQuote, pay: driverPay, invoice: driverInvoice, invoiceResult: driverInvoiceResultOp, invoicePdf: driverInvoicePdfOp },
};

export const OPERATIONS: OperationTable = buildOperations(REGISTRY);

/** A handler some operation of which anyone may call (sign-in, the dictionary): it is not signed. */
export function hasPublicOperation(byGetList: Record<string, Operation>): boolean {
  return Object.values(byGetList).some((operation) => operation.access === 'public');
}

export function findOperation(handler: string, getList: string, table: OperationTable = OPERATIONS): Operation | null {
  const byGetList = Object.hasOwn(table, handler) ? table[handler] : undefined;
  if (!byGetList) return null;
  if (Object.hasOwn(byGetList, getList)) return byGetList[getList];
  return Object.hasOwn(byGetList, '*') ? byGetList['*'] : null;
}
