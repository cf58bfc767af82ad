// The allowlist of operations the browser may ask the BFF to forward (not an open proxy).
// Each names its backend handler and GetList, the page and button that grant it, and the zod
// schema of its payload. The screen engine will generate most entries from screen declarations.
import { z } from 'zod';
import { DEVICE_OPERATIONS } from './device-operations';

interface OperationBase {
  /** The menu page that must be granted. */
  page: string;
  /** The button that must be granted on that page, for operations behind a button. */
  button?: string;
  payload: z.ZodType<Record<string, unknown>>;
}

/** Forwarded to the ASHX backend. */
export interface AshxOperation extends OperationBase {
  target?: 'ashx';
  handler: string;
  getList: string;
  compress?: string;
}

/** Posted as JSON to the configured lawEnforcementUrl + path (spec 7). */
export interface LawEnforcementOperation extends OperationBase {
  target: 'lawEnforcement';
  path: string;
}

export type Operation = AshxOperation | LawEnforcementOperation;

const empty = z.object({}).strict();

export const operations: Record<string, Operation> = {
  'system.overview': { handler: 'HandlersCatc/SystemStatus', getList: 'Overview', page: '/DataHome', payload: empty },
  'system.monitoring': {
    handler: 'HandlersCatc/SystemStatus', getList: 'Monitoring', page: '/SystemOperationMonitoring', payload: empty,
  },
  'system.unlockAccount': {
    handler: 'HandlersCatc/SystemStatus', getList: 'UnlockAccount', page: '/SystemOperationMonitoring',
    button: 'unlockAccount', payload: z.object({ account: z.string().trim().min(1).max(100) }).strict(),
  },
  ...DEVICE_OPERATIONS,
};

export function findOperation(name: string): Operation | undefined {
  return Object.hasOwn(operations, name) ? operations[name] : undefined;
}
