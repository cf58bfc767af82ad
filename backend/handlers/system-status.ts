// HandlersCatc/SystemStatus.ashx: what the home page and the system operation monitoring page
// show, and the unlock button of the latter.
import { z } from 'zod';
import { audit } from '../auth/audit';
import { accountKey, clearAccountFailures, throttleSummary } from '../auth/throttle';
import { countActiveTokens } from '../auth/tokens';
import { operation, requireCaller } from '../context';
import { isoAt } from '../db';
import { countAppliedMigrations } from '../db/migrate';
import { BUTTONS, PAGES } from '../seed';
import { requiredText } from './schemas';

export const overview = operation({
  access: { page: PAGES.home },
  input: z.object({}),
  async run(context) {
    const caller = requireCaller(context);
    let databaseOk = true;
    let migrationsApplied = 0;
    try {
      migrationsApplied = await countAppliedMigrations(context.db);
    } catch {
      databaseOk = false;
    }
    return {
      database: context.db.kind,
      databaseOk,
      serverTime: isoAt(context.now),
      version: context.settings.version,
      migrationsApplied,
      userName: caller.displayName,
      roleName: context.language === 'en-US' ? caller.roleNameEn || caller.roleName : caller.roleName,
      isSuper: caller.isSuper,
    };
  },
});

export const monitoring = operation({
  access: { page: PAGES.systemMonitoring },
  input: z.object({}),
  async run(context) {
    const { db, now, settings, stats } = context;
    return {
      uptimeSeconds: Math.floor((now - settings.startedAt) / 1000),
      memoryRss: process.memoryUsage().rss,
      requestsByHandler: Object.fromEntries([...stats.requestsByHandler].sort(([a], [b]) => a.localeCompare(b))),
      activeTokens: await countActiveTokens(db, now),
      ...await throttleSummary(db, now),
    };
  },
});

export const unlockAccount = operation({
  access: { page: PAGES.systemMonitoring, button: BUTTONS.unlockAccount },
  input: z.object({ account: requiredText(100) }),
  async run(context, input) {
    const caller = requireCaller(context);
    const account = accountKey(input.account);
    return context.db.transaction(async (tx) => {
      const cleared = await clearAccountFailures(tx, account);
      await audit(tx, {
        at: context.now, actor: caller.loginName, address: context.address, action: 'account.unlocked',
        detail: { account, failuresCleared: cleared.failures, wasLocked: cleared.wasLocked },
      });
      return { account, failuresCleared: cleared.failures, wasLocked: cleared.wasLocked };
    });
  },
});

/** The default currency of /CurrencyInfo, for showing amounts; null when none is set. */
export const defaultCurrency = operation({
  access: 'signed-in',
  input: z.object({}),
  async run(context) {
    const [row] = await context.db.query<{ code: string; symbol: string; position: 'front' | 'behind'; decimals: number }>(
      'SELECT code, symbol, position, decimals FROM currencies WHERE is_default ORDER BY id LIMIT 1');
    return row ?? null;
  },
});
