// Statement rows for tests and the benchmark: a day's payments and refunds with the channels' fees.
import { alipayFee } from './alipay-writer';
import type { StatementChannel } from './formats';
import type { StatementMeta, StatementRow } from './types';
import { weChatFee } from './wechat-writer';

export const TEST_DAY = '2026-11-24';
export const testMeta = (channel: StatementChannel, day = TEST_DAY): StatementMeta =>
  ({ channel, day, merchant: channel === 'wechat' ? '1900000109' : '20880000000000000156' });

const fee = (channel: StatementChannel, amount: number) => (channel === 'wechat' ? weChatFee(amount) : alipayFee(amount));

/** A payment of `amount` fen at `time` of the day, with the channel's fee. */
export function payment(channel: StatementChannel, n: number, amount: number, day = TEST_DAY, time = '10:00:00'): StatementRow {
  return { kind: 'payment', channelTxnNo: `${channel === 'wechat' ? '42000' : '2026'}${String(n).padStart(12, '0')}`, orderNo: `O${String(n).padStart(10, '0')}`, amount, fee: fee(channel, amount), at: `${day} ${time}`, subject: '停车费' };
}

/** A refund of `amount` fen of payment `n`. */
export function refund(channel: StatementChannel, n: number, amount: number, day = TEST_DAY): StatementRow {
  return { ...payment(channel, n, amount, day, '11:00:00'), kind: 'refund', refundNo: `R${String(n).padStart(10, '0')}`, channelRefundNo: channel === 'wechat' ? `5030${n}` : undefined, fee: fee(channel, amount) };
}

/** `count` payments, generated one by one (the benchmark's 200,000 rows never sit in memory). */
export function* manyPayments(channel: StatementChannel, count: number, day = TEST_DAY): Generator<StatementRow> {
  for (let n = 1; n <= count; n++) {
    const seconds = n % 86_400;
    const time = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60].map((v) => String(v).padStart(2, '0')).join(':');
    yield payment(channel, n, 100 + (n % 5000), day, time);
  }
}
