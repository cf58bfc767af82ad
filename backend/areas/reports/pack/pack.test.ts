// The management pack on PGlite and (DATABASE_URL) PostgreSQL, over a random history made through
// the real services (the rollups' scenario) and drained into the rollups: the pack's figures equal
// the same figures summed from the raw events (settlement_events, payments, arrears, stays); a user
// of one lot sees that lot only and bad periods are refused; the PDF parses back with its totals
// and the workbook reads back; a list's daily pack is mailed to a real SMTP peer once, even with
// two backends scheduling at once; the reporting schema's role reads the views and not the tables.
import ExcelJS from 'exceljs';
import { moneyFigures } from '../../../../lib/reports/money-figures';
import { berthTime, occupancyRate } from '../../../../lib/reports/use-figures';
import { averageStayMinutes } from '../../../../lib/reports/stay-lengths';
import { instantsOf } from '../../../../lib/reports/periods';
import { dayOfDate } from '../../../../lib/parking/cards/operator-days';
import { STAY_STATE } from '../../../../lib/parking/stay-machine';
import type { MoneyEventSum } from '../../../../lib/reports/money-events';
import { PACK_MONEY_FIGURES } from '../../../../lib/areas/reports/pack/figures';
import { formatMoney } from '../../../../lib/money/currency';
import { PAGE_HANDLER } from '../../../../lib/pages/types';
import { hashPassword } from '../../../auth/passwords';
import { openPostgres, type Db } from '../../../db';
import { startTestSmtp, type TestSmtp } from '../../../mail/test-smtp';
import { ADMIN_PASSWORD, DEMO_PASSWORD, msgOf, startBackend, testDatabases, type TestBackend } from '../../../test/harness';
import { addLot, addRate } from '../../../test/orders-fixtures';
import { parsePdfs } from '../../invoicing/pdf/read-back';
import { drainRollups } from '../rollups';
import { scenario } from '../rollups/scenario';
import { packFile } from './files';
import type { Pack } from './pack';
import { sendDuePacks } from './schedule';

jest.setTimeout(600_000);

/** 20:00 on 1 March 2026 on the operator's clock: the history runs about a week from there. */
const START = Date.UTC(2026, 2, 1, 12);
const SEED = 20_261_129;
const PERIOD = { from: '2026-03-02', to: '2026-03-04' };
const instants = (from: string, to: string) => [`${from}T00:00:00+08:00`, new Date(Date.parse(`${to}T00:00:00+08:00`) + 86_400_000).toISOString()];

/** The figures the plain way: every event of the view in the period's instants, payments with their purpose, arrears made. */
async function rawFigures(db: Db, lotIds: number[], from: string, to: string) {
  const [start, end] = instants(from, to);
  const params = [lotIds, start, end];
  const events = await db.query<{ kind: string; amount: string }>(
    `SELECT kind, sum(amount)::bigint AS amount FROM settlement_events WHERE lot_id = ANY($1::int[]) AND at >= $2 AND at < $3 AND kind NOT LIKE 'paid\\_%' GROUP BY kind`, params);
  const paid = await db.query<{ kind: string; purpose: string; amount: string }>(
    `SELECT 'paid_' || lower(channel) AS kind, CASE WHEN order_id IS NOT NULL THEN 'parking' WHEN rental_order_id IS NOT NULL THEN 'rental'
            WHEN recharge_order_id IS NOT NULL THEN 'storedValue' ELSE 'other' END AS purpose, sum(amount)::bigint AS amount
       FROM payments WHERE lot_id = ANY($1::int[]) AND paid_at >= $2 AND paid_at < $3 GROUP BY 1, 2`, params);
  const made = await db.query<{ kind: string; amount: string }>(
    `SELECT CASE state WHEN 1 THEN 'arrears_made_recovered' ELSE 'arrears_made_void' END AS kind, sum(amount)::bigint AS amount
       FROM arrears WHERE lot_id = ANY($1::int[]) AND created_at >= $2 AND created_at < $3 AND state IN (1, 2) GROUP BY 1`, params);
  const sums = [...events, ...paid, ...made].map((r) => ({ ...r, amount: Number(r.amount) }) as MoneyEventSum);
  const [stays] = await db.query<{ entries: number; exits: number }>(
    `SELECT count(*) FILTER (WHERE entry_at >= $2 AND entry_at < $3)::int AS entries, count(*) FILTER (WHERE exit_at >= $2 AND exit_at < $3)::int AS exits
       FROM stays WHERE lot_id = ANY($1::int[])`, params);
  return { figures: moneyFigures(sums), stays };
}

describe.each(testDatabases())('the management pack on $name', (database) => {
  let db: Db;
  let url: string | undefined;
  let dispose: () => Promise<void>;
  let t: TestBackend;
  let peer: TestSmtp;
  const tokens: Record<string, string> = {};
  const lots: number[] = [];

  const page = async <T>(operation: string, input: Record<string, unknown>, user = 'admin', language: 'en-US' | 'zh-CN' = 'en-US') =>
    t.call<T>(PAGE_HANDLER, input, { token: tokens[user], getList: `oneClickReport.${operation}`, language });
  const ok = async <T>(operation: string, input: Record<string, unknown>, user = 'admin', language: 'en-US' | 'zh-CN' = 'en-US') => {
    const result = await page<T>(operation, input, user, language);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data;
  };

  beforeAll(async () => {
    ({ db, url, dispose } = await database.open());
    t = await startBackend(db, { outbox: { autoStart: false } });
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    for (const name of ['Pack North', 'Pack South']) {
      const lot = await addLot(db, name);
      await addRate(db, lot);
      lots.push(lot);
    }
    // North has 20 spaces (its occupancy counts), South none set and no berths (it counts nowhere).
    await db.query('UPDATE parking_lots SET total_spaces = 20 WHERE id = $1', [lots[0]]);
    await scenario(db, lots, START, SEED).play(160);
    await drainRollups(db);
    // A user who sees Pack South only, granted the page and its buttons.
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('pack role', 1) RETURNING id");
    await db.query(`INSERT INTO role_grants (role_group_id, menu_entry_id)
      SELECT $1, id FROM menu_entries WHERE id IN (12, 1740) OR pid = 1740 OR id IN (SELECT pid FROM menu_entries WHERE id = 1740)`, [role.id]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('packsouth', 'packsouth', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('pack south') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots[1]]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.packsouth = await t.signIn('packsouth', DEMO_PASSWORD);
    peer = await startTestSmtp();
  });
  afterAll(async () => {
    await peer?.close();
    await t?.close();
    await dispose?.();
  });

  test('agrees with the figures summed from the raw events, in total, by lot and compared', async () => {
    const pack = await ok<Pack>('pack', PERIOD);
    const raw = await rawFigures(db, lots, PERIOD.from, PERIOD.to);
    expect(raw.figures.received).toBeGreaterThan(0);
    expect(raw.figures.arrearsCreated + raw.figures.refunded).toBeGreaterThan(0);
    for (const figure of PACK_MONEY_FIGURES) expect([figure, pack.total.figures[figure]]).toEqual([figure, raw.figures[figure]]);
    for (const [i, lot] of lots.entries()) {
      const own = await rawFigures(db, [lot], PERIOD.from, PERIOD.to);
      expect(pack.lots[i]).toMatchObject({ lotId: lot, figures: { received: own.figures.received, net: own.figures.net, receivable: own.figures.receivable } });
    }
    expect(pack.byChannel.reduce((sum, c) => sum + c.amount, 0)).toBe(pack.total.figures.received);
    expect(pack.use).toMatchObject({ entries: raw.stays.entries, exits: raw.stays.exits });
    expect(pack.use.peakHour?.count).toBeGreaterThan(0);
    // Occupancy and the average stay, read from the daily stays rollup: as the stays themselves make them.
    const stays = (await db.query<{ lot_id: number; state: number; entry_at: Date; exit_at: Date | null }>('SELECT lot_id, state, entry_at, exit_at FROM stays'))
      .filter((s) => Number(s.state) !== STAY_STATE.repeatEntry);
    const window = instantsOf({ from: dayOfDate(PERIOD.from)!, to: dayOfDate(PERIOD.to)! });
    const north = stays.filter((s) => Number(s.lot_id) === lots[0]).map((s) => ({ entryAt: s.entry_at.getTime(), exitAt: s.exit_at?.getTime() ?? null }));
    expect(pack.use.berths).toBe(20);
    expect(pack.use.occupancy).toBe(occupancyRate(berthTime(north, 20, window, Date.now())));
    expect(pack.use.occupancy).toBeGreaterThan(0);
    const left = stays.filter((s) => s.exit_at && s.exit_at.getTime() >= window.start && s.exit_at.getTime() < window.end);
    expect(pack.use.averageStayMinutes).toBe(averageStayMinutes(left.reduce((ms, s) => ms + s.exit_at!.getTime() - s.entry_at.getTime(), 0), left.length));
    // Month on month: 2 to 4 February, before the history: every base is 0, so no change rate.
    expect(pack.monthOnMonth.period).toEqual({ from: '2026-02-02', to: '2026-02-04' });
    expect(pack.monthOnMonth.figures.received).toEqual({ current: raw.figures.received, base: 0, change: raw.figures.received, changeRate: null });
    expect(pack.yearOnYear.period).toEqual({ from: '2025-03-02', to: '2025-03-04' });
  });

  test('shows a user his lots only, and refuses what is not his or a bad period', async () => {
    const pack = await ok<Pack>('pack', PERIOD, 'packsouth');
    expect(pack.lots.map((l) => l.lotId)).toEqual([lots[1]]);
    expect(pack.total.figures.received).toBe((await rawFigures(db, [lots[1]], PERIOD.from, PERIOD.to)).figures.received);
    const refused = async (input: Record<string, unknown>, user = 'packsouth') => {
      const result = await page('pack', input, user);
      return result.ok ? 'answered' : msgOf(result);
    };
    expect(await refused({ ...PERIOD, lotId: lots[0] })).toBe('No lot of yours has this number.');
    expect(await refused({ ...PERIOD, lotId: 999_999 }, 'admin')).toBe('No lot of yours has this number.');
    expect(await refused({ from: '2026-03-04', to: '2026-03-02' })).toBe('The period ends before it begins: swap its dates.');
    expect(await refused({ from: '2026-03-01', to: '2026-04-15' })).toMatch(/2026-03-31/);
    expect(await refused({ from: '2026-02-30', to: '2026-03-02' })).toBe('Give the period as two dates (year-month-day).');
    const saved = await page('saveRecipients', { name: 'North', emails: ['a@example.com'], lotIds: [lots[0]], language: 'en-US', enabled: true, sendHour: 7 }, 'packsouth');
    expect(saved.ok).toBe(false);
  });

  test('keeps recipient lists: saved, listed, deleted', async () => {
    const saved = await ok<{ id: number }>('saveRecipients', { name: 'Board', emails: ['board@example.com'], lotIds: [lots[0]], language: 'zh-CN', enabled: false, sendHour: 8 });
    expect((await ok<{ id: number; name: string }[]>('recipients', {})).find((l) => l.id === saved.id)).toMatchObject({ name: 'Board' });
    await ok('deleteRecipients', { id: saved.id });
    expect((await ok<{ id: number }[]>('recipients', {})).some((l) => l.id === saved.id)).toBe(false);
  });

  test('downloads a PDF that parses back with its totals, in either language, and a workbook that reads back', async () => {
    const pdf = await ok<{ fileName: string; contentType: string; content: string }>('download', { ...PERIOD, format: 'pdf' });
    expect(pdf).toMatchObject({ fileName: `management-pack-${PERIOD.from}-${PERIOD.to}.pdf`, contentType: 'application/pdf' });
    const pack = await ok<Pack>('pack', PERIOD);
    const zh = await packFile(pack, 'pdf', 'zh-CN');
    const [en, cn] = await parsePdfs([Buffer.from(pdf.content, 'base64'), zh.content]);
    const received = formatMoney(pack.total.figures.received);
    expect(en.text).toContain(`Received ${received}`);
    expect(en.text).toContain('Pack North');
    expect(en.text).toContain(`Net received ${formatMoney(pack.total.figures.net)}`);
    expect(cn.text.replace(/\s+/g, ' ')).toContain(`实收 ${received}`);
    expect(cn.text).toContain('经营简报');
    expect(zh.fileName).toBe(`经营简报-${PERIOD.from}-${PERIOD.to}.pdf`);

    const xlsx = await ok<{ content: string }>('download', { ...PERIOD, format: 'xlsx' });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(xlsx.content, 'base64') as unknown as ArrayBuffer);
    const money = book.getWorksheet('Money')!;
    const rows = money.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1));
    expect(rows[1]).toEqual(['Figure', 'Value (fen)', 'Month on month', 'Year on year']);
    expect(rows.find((row) => row[0] === 'Received')?.[1]).toBe(pack.total.figures.received);
    const lotsSheet = book.getWorksheet('By lot')!;
    const total = lotsSheet.getSheetValues().filter(Boolean).map((row) => (row as unknown[]).slice(1)).find((row) => row[0] === 'Total');
    expect(total?.slice(1, 5)).toEqual([pack.total.figures.receivable, pack.total.figures.received, pack.total.figures.refunded, pack.total.figures.net]);
  });

  test('mails a list its daily pack once, through the sender of /SendEmailInfo, even with two backends scheduling at once', async () => {
    const sender = peer.senderRow();
    await db.query('INSERT INTO email_senders (host, port, sender_email, user_name, use_tls, status) VALUES ($1, $2, $3, $4, $5, 1)',
      [sender.host, sender.port, sender.sender_email, sender.user_name, sender.use_tls]);
    const list = await ok<{ id: number; lastPackDay: string | null }>('saveRecipients',
      { name: 'Morning meeting', emails: ['boss@example.com', 'Ops@Example.com'], lotIds: [], language: 'zh-CN', enabled: true, sendHour: 7 });
    expect(list.lastPackDay).toBeNull();
    const before = Date.parse('2026-03-04T06:59:00+08:00');
    const due = Date.parse('2026-03-04T07:00:30+08:00');
    expect(await sendDuePacks(db, before)).toEqual([]);
    // A second pool on PostgreSQL is another backend process; on PGlite the two rounds share its one connection.
    const other = url ? await openPostgres(url) : db;
    try {
      const rounds = await Promise.all([sendDuePacks(db, due), sendDuePacks(other, due)]);
      expect(rounds.flat()).toEqual([`oneClickReport:${list.id}:2026-03-03`]);
    } finally {
      if (other !== db) await other.close();
    }
    expect(await sendDuePacks(db, due + 3_600_000)).toEqual([]);
    expect(await t.backend.outbox.drain()).toBe(1);
    expect(peer.received).toHaveLength(1);
    const [mail] = peer.received;
    expect(mail.envelope.to.sort()).toEqual(['boss@example.com', 'ops@example.com']);
    expect(mail.parsed.subject).toBe('2026-03-03 经营简报');
    expect(mail.parsed.attachments.map((a) => a.filename)).toEqual(['经营简报-2026-03-03.pdf', '经营简报-2026-03-03.xlsx']);
    const day = await ok<Pack>('pack', { from: '2026-03-03', to: '2026-03-03' });
    const [parsed] = await parsePdfs([mail.parsed.attachments[0].content]);
    expect(parsed.text.replace(/\s+/g, ' ')).toContain(`实收 ${formatMoney(day.total.figures.received)}`);
    const [row] = await db.query<{ last: string }>("SELECT to_char(last_pack_day, 'YYYY-MM-DD') AS last FROM pack_recipient_lists WHERE id = $1", [list.id]);
    expect(row.last).toBe('2026-03-03');
    // The next day's, at its hour.
    expect(await sendDuePacks(db, due + 86_400_000)).toEqual([`oneClickReport:${list.id}:2026-03-04`]);
  });

  test('gives a BI tool\'s role the reporting views and nothing of the tables', async () => {
    const [viewTotal] = await db.query<{ received: string }>(
      'SELECT coalesce(sum(received), 0)::bigint AS received FROM reporting.daily_money WHERE day BETWEEN $1::date AND $2::date', [PERIOD.from, PERIOD.to]);
    expect(Number(viewTotal.received)).toBe((await ok<Pack>('pack', PERIOD)).total.figures.received);
    const asReporting = (sql: string) => db.transaction(async (tx) => {
      await tx.query('SET LOCAL ROLE catc_reporting');
      return tx.query(sql);
    });
    expect((await asReporting('SELECT * FROM reporting.hourly_traffic LIMIT 5')).length).toBeGreaterThan(0);
    expect((await asReporting('SELECT * FROM reporting.daily_money_by_channel LIMIT 5')).length).toBeGreaterThan(0);
    expect((await asReporting('SELECT * FROM reporting.daily_stays LIMIT 5')).length).toBeGreaterThan(0);
    await asReporting('SELECT * FROM reporting.device_offline LIMIT 5');
    // Received by purpose adds up to the day's received.
    const [byPurpose] = await asReporting(
      `SELECT coalesce(sum(received), 0)::bigint AS received FROM reporting.daily_money_by_purpose WHERE day BETWEEN '${PERIOD.from}' AND '${PERIOD.to}'`) as { received: string }[];
    expect(Number(byPurpose.received)).toBe(Number(viewTotal.received));
    await expect(asReporting('SELECT * FROM public.payments LIMIT 1')).rejects.toThrow(/permission denied/);
    await expect(asReporting('SELECT * FROM public.report_daily_settlement LIMIT 1')).rejects.toThrow(/permission denied/);
    await expect(asReporting('SELECT * FROM public.users LIMIT 1')).rejects.toThrow(/permission denied/);
  });
});
