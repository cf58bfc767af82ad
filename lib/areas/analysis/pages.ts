// The home page and the system operation monitoring page (menu entries 11 and 21 since the
// first release).
import { z } from 'zod';
import { DEFAULT_HOME, TEXT_MAX_LENGTH } from '../../spec-constants';
import { DASHBOARD_FIGURES } from './dashboard-figures';
import { requiredText } from '../../pages/inputs';
import { instant } from '../../pages/outputs';
import type { PageDecl } from '../../pages/types';

export const DATA_HOME = {
  key: 'dataHome', path: DEFAULT_HOME, directory: 'data', menuId: 11, kindNo: 1, messages: 'dataHome', clientMessages: ['chart', 'devices.kinds'], icon: 'Home', buttons: [],
  operations: {
    // Who the caller is, and whether backend and database answer.
    overview: {
      input: z.object({}), readOnOpen: true,
      output: z.object({
        database: z.string(), databaseOk: z.boolean(), serverTime: instant(), version: z.string(), migrationsApplied: z.number(),
        userName: z.string(), roleName: z.string(), isSuper: z.boolean(),
      }),
    },
    // Today's figures over the caller's lots (lib/areas/analysis/dashboard.ts).
    dashboard: { input: z.object({}), readOnOpen: true, output: DASHBOARD_FIGURES },
  },
} as const satisfies PageDecl;

export const SYSTEM_MONITORING = {
  key: 'systemMonitoring', path: '/SystemOperationMonitoring', directory: 'monitoring', menuId: 21, kindNo: 1,
  messages: 'monitoring', clientMessages: ['validation'], icon: 'MonitorHeart', buttons: ['unlockAccount'],
  operations: {
    monitoring: {
      input: z.object({}),
      output: z.object({
        uptimeSeconds: z.number(), memoryRss: z.number(), requestsByHandler: z.record(z.string(), z.number()), activeTokens: z.number(),
        failedSignInsLastHour: z.number(), lockedAccounts: z.array(z.object({ account: z.string(), lockedUntil: instant() })), lockedAddresses: z.number(),
      }),
    },
    unlockAccount: {
      button: 'unlockAccount', input: z.object({ account: requiredText(TEXT_MAX_LENGTH) }),
      output: z.object({ account: z.string(), failuresCleared: z.number(), wasLocked: z.boolean() }),
    },
  },
} as const satisfies PageDecl;

/** The pages every deployment has from its first start (the demo roles are granted them). */
export const SYSTEM_PAGES = [DATA_HOME, SYSTEM_MONITORING] as const;
