// The console against the lots' charging systems, through the real HTTP backend: reports typed on
// /ChargeSystemList for a lot and day; /DifferencesChargingSystem shows one of each kind against
// our payments of that lot and day (and nothing where they agree, nor for a day no report names),
// both sides in the detail; a difference is handled once for its figures, and is open again when
// a figure changes afterwards.
import { chargeSystemDifferenceId } from '../../../lib/areas/reconcile/statements/charge-system';
import { RECONCILE_SCREENS } from '../../../lib/areas/reconcile/screens';
import { bookPayment } from '../charging/payments';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { codeOf, msgOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';

jest.setTimeout(120_000);

describe.each(testDatabases())('differences with the charging systems on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { ok, call, create, update, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: RECONCILE_SCREENS, pageSize: 50 });

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
  });

  let n = 0;
  async function pay(lot: number, plate: string, channel: 'cash' | 'wechat' | 'alipay' | 'pos', at: number) {
    n += 1;
    const stay = await enter(db, lot, plate, at - 2 * HOUR + 60_000);
    return db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel, place: channel === 'cash' ? 'booth' : 'online', ...(channel === 'cash' ? {} : { channelTxnNo: `TX${n}` }) },
      { name: 'test', userId: null }, { at, idempotencyKey: `charge-system-pay-${n}` }));
  }

  it('compares the reports of a lot and day with our payments, one difference of each kind, handled once for its figures', async () => {
    const lot = await addLot(db, 'East lot');
    await addRate(db, lot);
    const day = '2026-11-20';
    // 23:30 China time is still the 20th; 00:30 on the 21st is not (the operator's day is UTC+8).
    const at = (time: string, d = day) => Date.parse(`${d}T${time}+08:00`);
    await pay(lot, '粤B10001', 'cash', at('09:00:00'));        // 400: cash agrees with the report
    await pay(lot, '粤B10002', 'wechat', at('10:00:00'));      // 400 ┐ wechat: ours 800, system 700
    await pay(lot, '粤B10003', 'wechat', at('23:30:00'));      // 400 ┘
    await pay(lot, '粤B10004', 'alipay', at('11:00:00'));      // 400: alipay ours 400, system 500
    await pay(lot, '粤B10005', 'pos', at('12:00:00'));         // 400: pos reported as two payments of 400 in all
    await pay(lot, '粤B10006', 'app' as never, at('13:00:00')); // 400: app never reported
    await pay(lot, '粤B10007', 'cash', at('00:30:00', '2026-11-21')); // the next day: not in the 20th's figures
    const typed = [
      { recordNo: 'EAST-0001', channel: 'cash', payments: 1, amount: 400 },
      { recordNo: 'EAST-0002', channel: 'wechat', payments: 1, amount: 300 },
      { recordNo: 'EAST-0003', channel: 'wechat', payments: 1, amount: 400 },
      { recordNo: 'EAST-0004', channel: 'alipay', payments: 1, amount: 500 },
      { recordNo: 'EAST-0005', channel: 'pos', payments: 2, amount: 400 },
      { recordNo: 'EAST-0006', channel: 'payStation', payments: 1, amount: 600 },
    ];
    const reports = [];
    for (const r of typed) reports.push(await create('chargeSystemTakings', { lotId: lot, systemName: 'Booth PC', day, note: '', ...r }));
    expect((await list('chargeSystemTakings', { lotId: lot })).total).toBe(6);
    const duplicate = await call('chargeSystemTakings', 'create', { values: { lotId: lot, day, ...typed[0] } });
    expect(codeOf(duplicate)).toBe('invalidValues');

    const differences = (await list('chargeSystemDifference', { lotId: lot })).rows;
    const byChannel = Object.fromEntries(differences.map((d) => [d.channel, d]));
    expect(Object.keys(byChannel).sort()).toEqual(['alipay', 'app', 'payStation', 'pos', 'wechat']);
    expect(byChannel.wechat).toMatchObject({ kind: 'oursHigher', ourPayments: 2, ourAmount: 800, theirPayments: 2, theirAmount: 700, difference: 100, state: 0, lotName: 'East lot', day });
    expect(byChannel.alipay).toMatchObject({ kind: 'oursLower', ourAmount: 400, theirAmount: 500, difference: -100 });
    expect(byChannel.pos).toMatchObject({ kind: 'countDiffers', ourPayments: 1, theirPayments: 2, difference: 0 });
    expect(byChannel.app).toMatchObject({ kind: 'missingSystem', ourPayments: 1, ourAmount: 400, theirPayments: 0, theirAmount: 0 });
    expect(byChannel.payStation).toMatchObject({ kind: 'missingOurs', ourPayments: 0, theirAmount: 600 });
    expect(byChannel.wechat.id).toBe(chargeSystemDifferenceId({ lotId: lot, day, channel: 'wechat' }));
    expect((await list('chargeSystemDifference', { lotId: lot, kind: 'oursLower' })).rows.map((r) => r.channel)).toEqual(['alipay']);

    const detail = await ok<{ sections: Record<string, Record<string, unknown>[]> }>(call('chargeSystemDifference', 'detail', { id: byChannel.wechat.id }));
    expect(detail.sections.reports.map((r) => [r.recordNo, r.amount])).toEqual([['EAST-0002', 300], ['EAST-0003', 400]]);
    expect(detail.sections.ourPayments.map((p) => p.plate)).toEqual(['粤B10002', '粤B10003']);

    await ok(rowAction('chargeSystemDifference', 'handle', [byChannel.wechat.id], { decision: 'correctOurs', reason: 'The booth PC missed a ticket' }));
    expect((await list('chargeSystemDifference', { lotId: lot, channel: 'wechat' })).rows[0])
      .toMatchObject({ state: 1, decision: 'correctOurs', reason: 'The booth PC missed a ticket', handledBy: 'admin' });
    const again = await rowAction('chargeSystemDifference', 'handle', [byChannel.wechat.id], { decision: 'writeOff', reason: 'again' }, 'admin', 'en-US');
    expect(codeOf(again)).toBe('differenceHandled');
    expect(msgOf(again)).toBe('This difference has been handled already.');
    const history = await ok<{ audit: unknown[] }>(call('chargeSystemDifference', 'detail', { id: byChannel.wechat.id }));
    expect(history.audit).toHaveLength(1);

    // The system's report corrected: other figures, open again (the earlier handling was about 700).
    await update('chargeSystemTakings', reports[1].id, { lotId: lot, day, recordNo: 'EAST-0002', systemName: 'Booth PC', channel: 'wechat', payments: 1, amount: 350, note: 'corrected' });
    expect((await list('chargeSystemDifference', { lotId: lot, channel: 'wechat' })).rows[0]).toMatchObject({ theirAmount: 750, state: 0, decision: null });
    // Corrected to agree: no difference left on that channel.
    await update('chargeSystemTakings', reports[1].id, { lotId: lot, day, recordNo: 'EAST-0002', systemName: 'Booth PC', channel: 'wechat', payments: 1, amount: 400, note: 'corrected' });
    expect((await list('chargeSystemDifference', { lotId: lot, channel: 'wechat' })).rows).toEqual([]);
    // A day no report names is not compared (the 21st's cash payment is no difference).
    expect((await list('chargeSystemDifference', { lotId: lot })).rows.map((r) => r.day)).toEqual([day, day, day, day]);
  });
});
