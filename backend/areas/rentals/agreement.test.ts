// The monthly agreement page (monthlyAgreement.versions, .publish) through the real HTTP backend:
// versions numbered one after another, newest first, each kept as published and audited; a press
// repeated publishes once; the same texts again are refused with nothing written; the page's
// button is needed to publish.
import { MONTHLY_AGREEMENT } from '../../../lib/areas/rentals/pages';
import { PAGE_HANDLER } from '../../../lib/pages/types';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

interface Version { version: number; textZh: string; textEn: string; publishedAt: string; publishedBy: string }

describe.each(testDatabases())('the monthly agreement on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const page = <T = unknown>(operation: string, datas: Record<string, unknown>, user = 'admin', language?: 'zh-CN' | 'en-US') =>
    t.call<T>(PAGE_HANDLER, datas, { token: tokens[user], getList: `${MONTHLY_AGREEMENT.key}.${operation}`, ...(language ? { language } : {}) });
  const versions = async (user = 'admin') => {
    const answer = await page<{ versions: Version[] }>('versions', {}, user);
    if (!answer.ok) throw new Error(`versions refused: ${msgOf(answer)}`);
    return answer.data.versions;
  };

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    // Granted the page, but not its button (buttons are granted with the page: taken back here).
    await addLotScopedUser(db, { login: 'reader', name: 'Reader', directories: [9], pages: [MONTHLY_AGREEMENT.menuId], lots: [] });
    await db.query("DELETE FROM role_grants WHERE menu_entry_id IN (SELECT id FROM menu_entries WHERE pid = $1)", [MONTHLY_AGREEMENT.menuId]);
    tokens.reader = await t.signIn('reader', DEMO_PASSWORD);
  });

  it('publishes versions one after another, once per press, newest first', async () => {
    expect(await versions()).toEqual([]);
    const first = { idempotencyKey: 'agreement-press-1', textZh: '月卡仅限登记车辆使用。', textEn: 'A card is for its registered cars only.' };
    expect((await page('publish', first)).data).toEqual({ version: 1 });
    // The same press asked again (its answer lost): the first answer, nothing published twice.
    expect((await page('publish', first)).data).toEqual({ version: 1 });
    t.clock.advance(60_000);
    expect((await page('publish', { ...first, idempotencyKey: 'agreement-press-2', textEn: ' A card is for its registered cars only. No refunds after use. ' })).data).toEqual({ version: 2 });
    const all = await versions();
    expect(all.map((v) => [v.version, v.textEn, v.publishedBy])).toEqual([
      [2, 'A card is for its registered cars only. No refunds after use.', 'admin'],
      [1, 'A card is for its registered cars only.', 'admin'],
    ]);
    expect(Date.parse(all[0].publishedAt) - Date.parse(all[1].publishedAt)).toBeGreaterThanOrEqual(60_000);
    const audited = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'monthlyAgreement' AND action = 'rentals.publishAgreement'");
    expect(audited[0].n).toBe(2);
  });

  it('refuses the texts in force again, and a user without the button, with nothing written', async () => {
    const [current] = await versions();
    const again = await page('publish', { idempotencyKey: 'agreement-press-3', textZh: current.textZh, textEn: current.textEn }, 'admin', 'en-US');
    expect([statusOf(again), codeOf(again), msgOf(again)]).toEqual([400, 'agreementUnchanged', 'The agreement is the same as version 2: there is nothing to publish.']);
    const refused = await page('publish', { idempotencyKey: 'agreement-press-4', textZh: '新条款', textEn: 'New terms' }, 'reader');
    expect(statusOf(refused)).toBe(403);
    expect((await versions('reader')).length).toBe(2);
    expect((await versions()).length).toBe(2);
  });
});
