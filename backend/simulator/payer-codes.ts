// The payment code a driver's phone shows (pure; randomness injected), as each channel numbers
// them: Alipay's 16 to 24 digits starting 25 to 30 (we make 18), WeChat's 18 digits starting 10 to 15.
import type { OnlineChannel } from '../channels/adapter';

const digits = (random: () => number, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

export function payerCode(random: () => number, channel: OnlineChannel): string {
  const prefix = channel === 'alipay' ? 25 + Math.floor(random() * 6) : 10 + Math.floor(random() * 6);
  return `${prefix}${digits(random, 16)}`;
}
