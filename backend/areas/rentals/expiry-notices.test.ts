// Expiry notices queued in the reminders' queue and delivered by its sender: a card ending within its
// package's notice days is queued once, with the template's text; a card not ending soon, one waiting
// for review, one refunded and one whose package names no template are not; a second run queues
// nothing new; a renewal (a new end) is told again when its turn comes; the queued notice goes out
// through the SMS sender like an arrear's reminder.
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import { startSimSms, type SimSms } from '../../channels/sim-sms';
import { isoAt, type Db } from '../../db';
import { testDatabases } from '../../test/harness';
import { useTestDatabase } from '../../test/use-backend';
import { sendQueuedReminders } from '../charging/arrears/sms-sender';
import { queueExpiryNotices } from './expiry-notices';

jest.setTimeout(60_000);

const KEY = { accessKeyId: 'LTAI-test', accessKeySecret: 'sms-secret-for-tests' };
const DAY = 86_400_000;

describe.each(testDatabases())('card expiry notices on $name', (database) => {
  let db: Db;
  let sim: SimSms;
  let lot = 0;
  const packages = { told: 0, silent: 0 };
  let plate = 20_000;
  const now = Date.parse('2026-11-20T09:00:00+08:00');
  const today = dayOf(now);

  const addCard = async (pkg: keyof typeof packages, endsIn: number, extra: { reviewState?: number; refunded?: boolean } = {}) => {
    const [card] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, refunded_at, created_by)
       VALUES ($1, $2, '周强', ' 13800000009 ', $3, $4, $5, $6, $7, 'operator') RETURNING id`,
      [lot, packages[pkg], `浙D${(plate += 1)}`, dateOfDay(today - 20), dateOfDay(today + endsIn), extra.reviewState ?? ARCHIVE_STATE.confirmed,
        extra.refunded ? isoAt(now - DAY) : null]);
    return Number(card.id);
  };
  const notices = () => db.query<{ card_id: number; card_end: string; phone: string; content: string; state: string; plate: string }>(
    "SELECT card_id, to_char(card_end, 'YYYY-MM-DD') AS card_end, phone, content, state, plate FROM arrears_reminders WHERE card_id IS NOT NULL ORDER BY id");

  useTestDatabase(database, { migrate: true, beforeClose: async () => { await sim?.close(); } }, async (env) => {
    ({ db } = env);
    [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('East lot', 2) RETURNING id");
    const [template] = await db.query<{ id: number }>(
      "INSERT INTO sms_templates (code, name, content) VALUES ('8803', 'Card ends', '{plate}: card {cardNo} at {lot} ends {endDate}, {daysLeft} days left.') RETURNING id");
    for (const [key, templateId] of [['told', template.id], ['silent', null]] as const) {
      const [name] = await db.query<{ id: number }>("INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, 'monthly') RETURNING id", [lot, key]);
      [{ id: packages[key] }] = await db.query<{ id: number }>(
        `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, notice_days, notice_template_id, state, created_by)
         VALUES ($1, $2, 'packagePrice', 30000, '1,12', '00:00-00:00', 3, $3, $4, 'operator') RETURNING id`, [lot, name.id, templateId, PACKAGE_STATE.approved]);
    }
    sim = await startSimSms(KEY);
  });

  it('queues a card ending within its notice days once per period, and nothing for the others', async () => {
    const due = await addCard('told', 3);
    await addCard('told', 10); // not ending soon
    await addCard('told', -1); // ended yesterday: in grace, too late
    await addCard('told', 2, { reviewState: ARCHIVE_STATE.pendingReview });
    await addCard('told', 2, { refunded: true });
    await addCard('silent', 1); // its package names no template

    expect((await queueExpiryNotices(db, now)).queued).toEqual([due]);
    const [notice] = await notices();
    expect(notice).toEqual({
      card_id: due, card_end: dateOfDay(today + 3), phone: '13800000009', state: 'queued', plate: `浙D${plate - 5}`,
      content: `浙D${plate - 5}: card MC${String(due).padStart(8, '0')} at East lot ends ${dateOfDay(today + 3)}, 3 days left.`,
    });
    // A second run, and one the next day: nothing new.
    expect((await queueExpiryNotices(db, now)).queued).toEqual([]);
    expect((await queueExpiryNotices(db, now + DAY)).queued).toEqual([]);
    expect(await notices()).toHaveLength(1);

    // The notice goes out through the reminders' sender.
    expect(await sendQueuedReminders(db, { sendUrl: sim.sendUrl, ...KEY }, now + 60_000)).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(sim.sent).toEqual([expect.objectContaining({ phone: '13800000009', templateCode: '8803', content: notice.content })]);

    // Renewed for a month: its new end is told about when it comes near, once.
    await db.query('UPDATE month_cards SET end_date = $1 WHERE id = $2', [dateOfDay(today + 33), due]);
    expect((await queueExpiryNotices(db, now + DAY)).queued).toEqual([]);
    expect((await queueExpiryNotices(db, now + 30 * DAY)).queued).toEqual([due]);
    expect((await queueExpiryNotices(db, now + 30 * DAY)).queued).toEqual([]);
    expect((await notices()).map((n) => [n.card_id, n.card_end])).toEqual([[due, dateOfDay(today + 3)], [due, dateOfDay(today + 33)]]);
  });
});
