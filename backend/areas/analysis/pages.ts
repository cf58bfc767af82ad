// The home page and the system operation monitoring page (lib/areas/analysis/pages.ts).
import { DATA_HOME, SYSTEM_MONITORING } from '../../../lib/areas/analysis/pages';
import { audit } from '../../auth/audit';
import { accountKey, clearAccountFailures, throttleSummary } from '../../auth/throttle';
import { countActiveTokens } from '../../auth/tokens';
import { requireCaller } from '../../context';
import { isoAt } from '../../db';
import { countAppliedMigrations } from '../../db/migrate';
import { dashboardFigures } from './dashboard';
import { callerLotIds } from '../../entities/scope';
import { handler, implement } from '../../pages/implement';

export const dataHomePage = implement(DATA_HOME, {
  overview: handler(DATA_HOME.operations.overview, async (context) => {
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
  }),
  dashboard: handler(DATA_HOME.operations.dashboard, async (context) =>
    dashboardFigures(context.db, await callerLotIds(context.db, requireCaller(context)), context.now)),
});

export const systemMonitoringPage = implement(SYSTEM_MONITORING, {
  monitoring: handler(SYSTEM_MONITORING.operations.monitoring, async (context) => {
    const { db, now, settings, stats } = context;
    return {
      uptimeSeconds: Math.floor((now - settings.startedAt) / 1000),
      memoryRss: process.memoryUsage().rss,
      requestsByHandler: Object.fromEntries([...stats.requestsByHandler].sort(([a], [b]) => a.localeCompare(b))),
      activeTokens: await countActiveTokens(db, now),
      ...await throttleSummary(db, now),
    };
  }),
  unlockAccount: handler(SYSTEM_MONITORING.operations.unlockAccount, async (context, input) => {
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
  }),
});
