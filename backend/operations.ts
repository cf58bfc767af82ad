// Every operation of the backend, by handler (the .ashx path) and GetList (from datas, or the
// query string when datas has none). '*' matches any GetList: the operation checks it itself.
// Access levels are explained in context.ts. HandlersCatc/CatcCom carries the screen engine's
// '<entity>.<action>' operations (backend/entities/engine.ts) for the declared screens.
import { SCREEN_HANDLER } from '../lib/screens/operations';
import type { Operation } from './context';
import { screenEngineOperations, type EngineRegistry } from './entities/engine';
import { REGISTRY } from './entities/registry';
import { lotOptions } from './entities/scope';
import { gateCommand, gateList, lockCommand, lockList, lockLog, occupancy, simulatorFleet } from './handlers/device-control';
import { dictionary } from './handlers/dictionary';
import { recordFileOperation } from './handlers/file-operations';
import { signIn, signOut, ssoLogin, ssoTicket, updateToken } from './handlers/login';
import { powerList } from './handlers/power-list';
import { defaultCurrency, monitoring, overview, unlockAccount } from './handlers/system-status';

export type OperationTable = Record<string, Record<string, Operation>>;

/** CatcCom operations besides the engine's. */
const CATC_COM: Record<string, Operation> = {
  'fileOperation.record': recordFileOperation, // the page in datas, granted
  'lots.options': lotOptions,                   // signed-in: the caller's lots
};

/** The table for these declarations and stores. */
export function buildOperations(registry: EngineRegistry): OperationTable {
  const screens = screenEngineOperations(registry);
  const clash = Object.keys(CATC_COM).filter((getList) => Object.hasOwn(screens, getList));
  if (clash.length) throw new Error(`screen operations clash with CatcCom operations: ${clash.join(', ')}`);
  return { ...BASE_OPERATIONS, [SCREEN_HANDLER]: { ...screens, ...CATC_COM } };
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
    Locks: lockList,                // page /ParkingLockControl
    LockCommand: lockCommand,       // page /ParkingLockControl, the command's own button
    LockLog: lockLog,               // page /ParkingLockControl
    Occupancy: occupancy,           // page /ParkingMonitoring
    Gates: gateList,                // page /RemoteLift or /CentralControlRemoteLever (datas.page)
    GateCommand: gateCommand,       // ...and the command's button; recorded in gate_lifts
    SimulatorFleet: simulatorFleet, // server: the standalone simulator
  },
  'HandlersCatc/SystemStatus': {
    Overview: overview,             // page /DataHome
    Monitoring: monitoring,         // page /SystemOperationMonitoring
    UnlockAccount: unlockAccount,   // page /SystemOperationMonitoring, button unlockAccount
    Currency: defaultCurrency,      // signed-in: how amounts are shown
  },
};

export const OPERATIONS: OperationTable = buildOperations(REGISTRY);

export function findOperation(handler: string, getList: string, table: OperationTable = OPERATIONS): Operation | null {
  const byGetList = Object.hasOwn(table, handler) ? table[handler] : undefined;
  if (!byGetList) return null;
  if (Object.hasOwn(byGetList, getList)) return byGetList[getList];
  return Object.hasOwn(byGetList, '*') ? byGetList['*'] : null;
}
