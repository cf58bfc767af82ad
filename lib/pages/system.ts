// The home page and the system operation monitoring page (menu entries 11 and 21 since the
// first release).
import { z } from 'zod';
import { DEFAULT_HOME, TEXT_MAX_LENGTH } from '../spec-constants';
import { requiredText } from './inputs';
import type { PageDecl } from './types';

export const DATA_HOME = {
  key: 'dataHome', path: DEFAULT_HOME, area: 'data', menuId: 11, kindNo: 1, messages: 'dataHome', clientMessages: ['chart', 'devices.kinds'], icon: 'Home', buttons: [],
  operations: {
    overview: { input: z.object({}), readOnOpen: true },
    // Today's figures over the caller's lots (lib/analysis/dashboard.ts).
    dashboard: { input: z.object({}), readOnOpen: true },
  },
} as const satisfies PageDecl;

export const SYSTEM_MONITORING = {
  key: 'systemMonitoring', path: '/SystemOperationMonitoring', area: 'monitoring', menuId: 21, kindNo: 1,
  messages: 'monitoring', clientMessages: ['validation'], icon: 'MonitorHeart', buttons: ['unlockAccount'],
  operations: {
    monitoring: { input: z.object({}) },
    unlockAccount: { button: 'unlockAccount', input: z.object({ account: requiredText(TEXT_MAX_LENGTH) }) },
  },
} as const satisfies PageDecl;

/** The pages every deployment has from its first start (the demo roles are granted them). */
export const SYSTEM_PAGES = [DATA_HOME, SYSTEM_MONITORING] as const;
