// Every operation of the backend, by handler (the .ashx path) and GetList (from datas, or the
// query string when datas has none). '*' matches any GetList: the operation checks it itself.
// Access levels are explained in context.ts.
import type { Operation } from './context';
import { dictionary } from './handlers/dictionary';
import { signIn, signOut, ssoLogin, ssoTicket, updateToken } from './handlers/login';
import { powerList } from './handlers/power-list';
import { monitoring, overview, unlockAccount } from './handlers/system-status';

export type OperationTable = Record<string, Record<string, Operation>>;

export const OPERATIONS: OperationTable = {
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
  'HandlersCatc/SystemStatus': {
    Overview: overview,             // page /DataHome
    Monitoring: monitoring,         // page /SystemOperationMonitoring
    UnlockAccount: unlockAccount,   // page /SystemOperationMonitoring, button unlockAccount
  },
};

export function findOperation(handler: string, getList: string, table: OperationTable = OPERATIONS): Operation | null {
  const byGetList = Object.hasOwn(table, handler) ? table[handler] : undefined;
  if (!byGetList) return null;
  if (Object.hasOwn(byGetList, getList)) return byGetList[getList];
  return Object.hasOwn(byGetList, '*') ? byGetList['*'] : null;
}
