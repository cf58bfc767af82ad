// The channels' clock texts: both speak the operator's time (UTC+8) without a zone.
import { SIGNING_CLOCK_OFFSET_HOURS } from '../spec-constants';

const shifted = (at: number) => new Date(at + SIGNING_CLOCK_OFFSET_HOURS * 3_600_000).toISOString();

/** Alipay, and both channels' statement files: 'YYYY-MM-DD HH:mm:ss'. */
export const alipayTime = (at: number) => shifted(at).slice(0, 19).replace('T', ' ');
/** WeChat: 'YYYYMMDDHHmmss'. */
export const wechatTime = (at: number) => shifted(at).slice(0, 19).replace(/[-T:]/g, '');
/** The operator's day of an instant, 'YYYY-MM-DD'. */
export const channelDay = (at: number) => shifted(at).slice(0, 10);
/** A WeChat 'YYYYMMDDHHmmss' as an instant; null when it is not one. */
export function fromWechatTime(text: string): number | null {
  const m = /^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/.exec(text);
  if (!m) return null;
  const at = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - SIGNING_CLOCK_OFFSET_HOURS * 3_600_000;
  return wechatTime(at) === text ? at : null;
}
