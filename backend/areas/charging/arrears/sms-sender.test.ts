// Queued arrears reminders delivered to the simulated SMS gateway over HTTP: the template's text
// (rendered when queued) and code go out once per reminder; a reminder the gateway cannot take now
// is tried again later, one it refuses for good fails at once, one failing every time fails after
// the last attempt; a reminder whose answer was lost is sent again under the same OutId and the
// gateway sends nothing twice. Every change is audited.
import { SMS_MAX_ATTEMPTS, SMS_RETRY_BASE_MS } from '../../../../lib/areas/charging/arrears/sms-delivery';
import { exitStay } from '../stays';
import { startSimSms, type SimSms } from '../../../channels/sim-sms';
import type { Db } from '../../../db';
import { runService } from '../../../kernel/service';
import { testDatabases } from '../../../test/harness';
import { useTestDatabase } from '../../../test/use-backend';
import { HOUR, addLot, addRate, enter } from '../../../test/orders-fixtures';
import { remindArrear } from './remind';
import { sendQueuedReminders, type SmsGatewayConfig } from './sms-sender';

jest.setTimeout(60_000);

const SYSTEM = { name: 'test', userId: null };
const KEY = { accessKeyId: 'LTAI-test', accessKeySecret: 'sms-secret-for-tests' };

describe.each(testDatabases())('arrears reminders sent by SMS on $name', (database) => {
  let db: Db;
  let sim: SimSms;
  let gateway: SmsGatewayConfig;
  let lot: number;
  let template: number;
  let plates = 0;
  const start = Date.parse('2026-11-20T10:00:00+08:00');

  useTestDatabase(database, { migrate: true, beforeClose: async () => { await sim?.close(); } }, async (env) => {
    ({ db } = env);
    lot = await addLot(db, 'South lot');
    await addRate(db, lot);
    [{ id: template }] = await db.query<{ id: number }>(
      "INSERT INTO sms_templates (code, name, content) VALUES ('8801', 'Arrears', '{plate} owes {amount} yuan at {lot}, order {orderNo}.') RETURNING id");
    sim = await startSimSms(KEY);
    gateway = { sendUrl: sim.sendUrl, ...KEY };
  });

  /** A plate leaves owing 4.00 and is reminded at `phone`: the reminder's id. */
  async function queued(phone: string): Promise<number> {
    const plate = `粤D${String((plates += 1)).padStart(5, '0')}`;
    const stay = await enter(db, lot, plate, start - 2 * HOUR + 60_000);
    await db.transaction((tx) => runService(tx, exitStay, { stayId: stay.id, source: 'camera' }, SYSTEM, { at: start }));
    const [arrear] = await db.query<{ id: number }>('SELECT id FROM arrears WHERE stay_id = $1', [stay.id]);
    const reminded = await db.transaction((tx) => runService(tx, remindArrear, { arrearId: Number(arrear.id), templateId: template, phone }, SYSTEM, { at: start }));
    return (reminded as { reminderId: number }).reminderId;
  }
  const reminder = async (id: number) => (await db.query<{ state: string; attempts: number; gateway_id: string | null; failure: string | null; next_attempt_at: unknown }>(
    'SELECT state, attempts, gateway_id, failure, next_attempt_at FROM arrears_reminders WHERE id = $1', [id]))[0];

  it('sends each queued reminder once, retries what the gateway could not take, fails what it refuses', async () => {
    const a = await queued('13800000001');
    const b = await queued('13800000002');
    // A number the gateway refuses for good (the console took it: a phone rule is not a mobile rule).
    const c = await queued('13800000003');
    await db.query("UPDATE arrears_reminders SET phone = '02012345678' WHERE id = $1", [c]);

    sim.failNext(1); // the first attempt (reminder a, the oldest) meets the gateway's bad minute
    expect(await sendQueuedReminders(db, gateway, start)).toEqual({ sent: 1, failed: 1, retrying: 1 });
    expect(await reminder(a)).toMatchObject({ state: 'queued', attempts: 1, failure: 'isp.SYSTEM_ERROR' });
    expect(await reminder(b)).toMatchObject({ state: 'sent', attempts: 1, failure: null });
    expect(await reminder(c)).toMatchObject({ state: 'failed', attempts: 1, failure: 'isv.MOBILE_NUMBER_ILLEGAL' });
    const [sentB] = sim.sent;
    expect(sentB).toMatchObject({ outId: String(b), phone: '13800000002', templateCode: '8801' });
    expect(sentB.content).toMatch(/^粤D\d{5} owes 4\.00 yuan at South lot, order \S+\.$/);

    // Not yet due again: nothing is asked.
    const asked = sim.requests();
    expect(await sendQueuedReminders(db, gateway, start + 1000)).toEqual({ sent: 0, failed: 0, retrying: 0 });
    expect(sim.requests()).toBe(asked);
    // Due: sent on the second attempt.
    expect(await sendQueuedReminders(db, gateway, start + SMS_RETRY_BASE_MS)).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(await reminder(a)).toMatchObject({ state: 'sent', attempts: 2, failure: null });
    expect(sim.sent.map((m) => m.outId)).toEqual([String(b), String(a)]);

    // The answer of a's delivery lost (as after a crash): tried again under the same OutId, the
    // gateway answers the same message id and sends nothing more.
    const { gateway_id: first } = await reminder(a);
    await db.query("UPDATE arrears_reminders SET state = 'queued' WHERE id = $1", [a]);
    expect(await sendQueuedReminders(db, gateway, start + 2 * SMS_RETRY_BASE_MS)).toEqual({ sent: 1, failed: 0, retrying: 0 });
    expect(await reminder(a)).toMatchObject({ state: 'sent', gateway_id: first });
    expect(sim.sent).toHaveLength(2);
    const audits = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'arrears.sendReminder' AND entity = 'arrearReminder'");
    expect(audits[0].n).toBe(5);
  });

  it('fails a reminder after the last attempt when the gateway never takes it', async () => {
    const d = await queued('13800000004');
    sim.failNext(SMS_MAX_ATTEMPTS);
    let at = start + 10 * HOUR;
    for (let attempt = 1; attempt < SMS_MAX_ATTEMPTS; attempt++) {
      expect(await sendQueuedReminders(db, gateway, at)).toEqual({ sent: 0, failed: 0, retrying: 1 });
      at += SMS_RETRY_BASE_MS * 2 ** (attempt - 1);
    }
    expect(await sendQueuedReminders(db, gateway, at)).toEqual({ sent: 0, failed: 1, retrying: 0 });
    expect(await reminder(d)).toMatchObject({ state: 'failed', attempts: SMS_MAX_ATTEMPTS, failure: 'isp.SYSTEM_ERROR', gateway_id: null });
    expect(sim.sent.map((m) => m.outId)).not.toContain(String(d));
  });

  it('keeps a reminder queued while the gateway cannot be reached', async () => {
    const e = await queued('13800000005');
    const down = { ...gateway, sendUrl: 'http://127.0.0.1:9/sms/send' };
    expect(await sendQueuedReminders(db, down, start + 20 * HOUR)).toEqual({ sent: 0, failed: 0, retrying: 1 });
    expect(await reminder(e)).toMatchObject({ state: 'queued', attempts: 1, failure: 'unreachable' });
    expect(await sendQueuedReminders(db, gateway, start + 21 * HOUR)).toEqual({ sent: 1, failed: 0, retrying: 0 });
  });
});
